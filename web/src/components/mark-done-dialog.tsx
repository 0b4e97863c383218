import { useState } from 'react';
import { TextField } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { FormDialog, OptionalNoteField } from './form-dialog';

export interface MarkDoneValues {
  /** YYYY-MM-DD */
  date: string;
  note: string;
}
export type MarkDoneErrors = Partial<Record<keyof MarkDoneValues, string>>;

/**
 * 'Yapıldı': the day it was done and an optional note, for a dose of the vaccine calendar and a
 * window of the care calendar alike. The caller checks the values its way (a shared schema or one
 * rule) and saves them; what the server refuses shows on the field it names, or under the form.
 */
export function MarkDoneDialog({
  id,
  title,
  initial,
  minDate,
  maxDate,
  notePlaceholder,
  noteMax,
  check,
  save,
  serverErrors,
  onClose,
}: {
  /** Makes the dialog's element ids. */
  id: string;
  title: string;
  initial: MarkDoneValues;
  minDate?: string;
  maxDate: string;
  notePlaceholder: string;
  noteMax: number;
  check: (values: MarkDoneValues) => MarkDoneErrors | Promise<MarkDoneErrors>;
  save: (values: MarkDoneValues) => Promise<unknown>;
  /** The fields a refusal from the server names; without them its message stands under the form. */
  serverErrors?: (failure: unknown) => MarkDoneErrors;
  onClose: () => void;
}) {
  const [date, setDate] = useState(initial.date);
  const [note, setNote] = useState(initial.note);
  const [errors, setErrors] = useState<MarkDoneErrors & { form?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { date, note: note.trim() };
    const refused = await check(values);
    if (Object.keys(refused).length) {
      setErrors(refused);
      return;
    }
    setSaving(true);
    try {
      await save(values);
      toast.success('Kaydedildi', `${title} yapıldı olarak işaretlendi.`);
      onClose();
    } catch (failure) {
      const fields = serverErrors?.(failure) ?? {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(failure, 'Kaydedilemedi') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog id={id} title={title} error={errors.form} pending={saving} submitLabel="Kaydet" onSubmit={submit} onClose={onClose}>
      <TextField
        id={`${id}-date`}
        label="Yapıldığı tarih"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate, max: maxDate } }}
      />
      <OptionalNoteField id={`${id}-note`} value={note} onChange={setNote} placeholder={notePlaceholder} maxLength={noteMax} error={errors.note} />
    </FormDialog>
  );
}
