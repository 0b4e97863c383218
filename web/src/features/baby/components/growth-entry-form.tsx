import { useFormik, yupToFormErrors } from 'formik';
import { Button, Stack, TextField } from '@mui/material';
import { addGrowthEntry, updateGrowthEntry } from '@bebek/common/api/baby';
import { BABY_NOTE_MAX } from '@bebek/common/baby-messages';
import type { GrowthEntry } from '@bebek/common/baby-types';
import { growthEntrySchema } from '@bebek/common/schemas/baby';
import { FormField } from '@/components/form-field';
import { formatLongDateTr } from '@bebek/common/due-date';
import { errorMessage } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { serverFieldErrors } from '../utils/server-field-errors';

interface GrowthFormValues {
  measuredOn: string;
  weightKg: string;
  lengthCm: string;
  headCm: string;
  note: string;
}

/** A stored number as the parent types it: '5,1'. */
const typed = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/**
 * A measurement: its day (today unless changed) and weight, length and head circumference, a comma
 * accepted. The shared schema, given the birth date, puts its Turkish message on the field; a
 * refusal by the server is shown the same way.
 */
export function GrowthEntryForm({ birthDate, entry, onDone }: { birthDate: string; entry?: GrowthEntry; onDone?: () => void }) {
  const today = dayjs().tz().format('YYYY-MM-DD');
  const add = useEndpointMutation(addGrowthEntry);
  const update = useEndpointMutation(updateGrowthEntry);
  const context = { birthDate };
  const form = useFormik<GrowthFormValues>({
    initialValues: {
      measuredOn: entry?.measuredOn ?? today,
      weightKg: typed(entry?.weightKg ?? null),
      lengthCm: typed(entry?.lengthCm ?? null),
      headCm: typed(entry?.headCm ?? null),
      note: entry?.note ?? '',
    },
    validate: async (values) => {
      try {
        await growthEntrySchema.validate(values, { abortEarly: false, context });
        return {};
      } catch (error) {
        return yupToFormErrors<GrowthFormValues>(error);
      }
    },
    onSubmit: async (values, helpers) => {
      const body = growthEntrySchema.cast(values, { context });
      try {
        if (entry) await update.mutateAsync({ params: { entryId: entry.id }, body });
        else await add.mutateAsync({ body });
        toast.success('Ölçüm kaydedildi');
        if (!entry) helpers.resetForm({ values: { measuredOn: today, weightKg: '', lengthCm: '', headCm: '', note: '' } });
        onDone?.();
      } catch (error) {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length) helpers.setErrors(fields);
        else toast.error('Hata', errorMessage(error, 'Ölçüm kaydedilemedi'));
      }
    },
  });
  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const idPrefix = entry ? `edit-${entry.id}` : 'new';
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate data-testid={`growth-form-${idPrefix}`}>
      <FormField
        form={form}
        name="measuredOn"
        id={`${idPrefix}-measuredOn`}
        label="Ölçüm tarihi"
        type="date"
        helperText={form.values.measuredOn ? formatLongDateTr(form.values.measuredOn) : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: birthDate, max: today } }}
      />
      <Stack direction="row" spacing={1}>
        <FormField form={form} name="weightKg" id={`${idPrefix}-weightKg`} label="Kilo (kg)" placeholder="5,1" slotProps={{ htmlInput: decimal }} />
        <FormField form={form} name="lengthCm" id={`${idPrefix}-lengthCm`} label="Boy (cm)" placeholder="57,5" slotProps={{ htmlInput: decimal }} />
      </Stack>
      <FormField form={form} name="headCm" id={`${idPrefix}-headCm`} label="Baş çevresi (cm)" placeholder="38,3" slotProps={{ htmlInput: decimal }} />
      <TextField
        id={`${idPrefix}-note`}
        name="note"
        label="Not (isteğe bağlı)"
        value={form.values.note}
        onChange={form.handleChange}
        error={Boolean(form.errors.note)}
        helperText={form.errors.note}
        slotProps={{ htmlInput: { maxLength: BABY_NOTE_MAX } }}
      />
      <Button type="submit" variant="contained" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Kaydediliyor...' : entry ? 'Değişikliği Kaydet' : 'Ölçümü Kaydet'}
      </Button>
    </Stack>
  );
}
