import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { markVaccineGiven } from '@bebek/common/api/baby';
import { BABY_NOTE_MAX } from '@bebek/common/baby-messages';
import type { VaccineCalendarDose } from '@bebek/common/baby-types';
import { vaccineGivenSchema } from '@bebek/common/schemas/baby';
import { ValidationError } from 'yup';
import { errorMessage } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { serverFieldErrors } from '../utils/server-field-errors';

/** 'Yapıldı': the day (today unless changed) and a note; the shared schema checks it here and the server again. */
export function VaccineGivenDialog({ dose, birthDate, onClose }: { dose: VaccineCalendarDose; birthDate: string; onClose: () => void }) {
  const today = dayjs().tz().format('YYYY-MM-DD');
  const [givenOn, setGivenOn] = useState(dose.given?.date ?? today);
  const [note, setNote] = useState(dose.given?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = useEndpointMutation(markVaccineGiven);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { givenOn, note: note.trim() };
    try {
      await vaccineGivenSchema.validate(body, { abortEarly: false, context: { birthDate } });
    } catch (failure) {
      if (failure instanceof ValidationError) {
        setErrors(Object.fromEntries(failure.inner.map((error) => [error.path ?? 'givenOn', error.message])));
        return;
      }
      throw failure;
    }
    try {
      await mark.mutateAsync({ params: { doseId: dose.id }, body });
      toast.success('Kaydedildi', `${dose.title} yapıldı olarak işaretlendi.`);
      onClose();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) setErrors(fields);
      else setErrors({ form: errorMessage(failure, 'Kaydedilemedi') });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="vaccine-given-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="vaccine-given-title">{dose.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id="vaccine-given-on"
              label="Yapıldığı tarih"
              type="date"
              value={givenOn}
              onChange={(event) => setGivenOn(event.target.value)}
              error={Boolean(errors.givenOn)}
              helperText={errors.givenOn}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: birthDate, max: today } }}
            />
            <TextField
              id="vaccine-given-note"
              label="Not (isteğe bağlı)"
              placeholder="Aşının yapıldığı yer, seri numarası…"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={Boolean(errors.note)}
              helperText={errors.note}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: BABY_NOTE_MAX } }}
            />
            {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Vazgeç</Button>
          <Button type="submit" variant="contained" disabled={mark.isPending}>
            Kaydet
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
