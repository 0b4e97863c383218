import { useState } from 'react';
import { useFormik } from 'formik';
import { Button, MenuItem, Stack } from '@mui/material';
import { saveBabyInfo, skipBabyInfo } from '@bebek/common/api/profile';
import { babyInfoSchema, type BabyInfoInput } from '@bebek/common/schemas/profile';
import type { Profile } from '@bebek/common/types';
import { EXPECTED_DATE_MAX_WEEKS_AHEAD, EXPECTED_DATE_MAX_WEEKS_PAST } from '@bebek/common/pregnancy';
import { formatLongDateTr, type DueDateMethod } from '@bebek/common/due-date';
import { FormField } from '@/components/form-field';
import { dayjs } from '@/lib/dayjs';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { DueDateCalculator, DueDateMethodPicker } from './due-date-calculator';

const toFormGender = (gender: string) => (gender === 'erkek' ? 'boy' : gender === 'kız' ? 'girl' : 'unknown');

/**
 * Baby info (part 2 §3): the expected date required, the rest optional; skip where the gate allows
 * it. Saving or skipping refetches the profile (and the current user) before onDone runs.
 */
export function BabyInfoForm({ profile, onDone, allowSkip }: { profile?: Profile; onDone: () => void; allowSkip: boolean }) {
  const save = useEndpointMutation(saveBabyInfo);
  const skipping = useEndpointMutation(skipBabyInfo);
  const [method, setMethod] = useState<DueDateMethod>('expected');
  const form = useFormik<BabyInfoInput>({
    initialValues: {
      expectedBirthDate: profile?.expectedBirthDate ?? '',
      babyName: profile?.babyName ?? '',
      babyGender: toFormGender(profile?.babyGender ?? ''),
      hospital: profile?.hospital ?? '',
      doctor: profile?.doctor ?? '',
      babyBirthDate: profile?.babyBirthDate ?? '',
    },
    validationSchema: babyInfoSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ body: values });
        toast.success('Bebek bilgileri kaydedildi');
        onDone();
      } catch (error) {
        toast.error('Hata', errorMessage(error, 'Bebek bilgileri kaydedilemedi'));
      }
    },
  });
  const skip = async () => {
    try {
      await skipping.mutateAsync({});
    } catch (error) {
      console.warn('Skipping the baby info failed; continuing', error);
    }
    onDone();
  };
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate>
      <DueDateMethodPicker
        method={method}
        onChange={(next) => {
          setMethod(next);
          // a calculation starts from its own empty field; the date she typed stays for 'Tarihi biliyorum'
          void form.setFieldValue('expectedBirthDate', next === 'expected' ? (profile?.expectedBirthDate ?? '') : '', false);
        }}
      />
      {method === 'expected' ? (
        <FormField
          form={form}
          name="expectedBirthDate"
          label="Beklenen doğum tarihi"
          type="date"
          required
          helperText={form.values.expectedBirthDate ? formatLongDateTr(form.values.expectedBirthDate) : undefined}
          slotProps={{
            inputLabel: { shrink: true },
            // the date picker offers the days the shared schema accepts (42 weeks ahead, 4 weeks past)
            htmlInput: {
              min: dayjs().subtract(EXPECTED_DATE_MAX_WEEKS_PAST, 'week').format('YYYY-MM-DD'),
              max: dayjs().add(EXPECTED_DATE_MAX_WEEKS_AHEAD, 'week').format('YYYY-MM-DD'),
            },
          }}
        />
      ) : (
        <DueDateCalculator
          key={method}
          method={method}
          onExpectedDate={(expectedBirthDate) => void form.setFieldValue('expectedBirthDate', expectedBirthDate, true)}
          missingMessage={form.submitCount > 0 ? form.errors.expectedBirthDate : undefined}
        />
      )}
      <FormField form={form} name="babyName" label="Bebeğin adı" />
      <FormField form={form} name="babyGender" label="Bebeğin cinsiyeti" select>
        <MenuItem value="girl">Kız</MenuItem>
        <MenuItem value="boy">Erkek</MenuItem>
        <MenuItem value="unknown">Henüz bilmiyorum</MenuItem>
      </FormField>
      <FormField
        form={form}
        name="babyBirthDate"
        label="Doğum tarihi"
        type="date"
        helperText={
          form.values.babyBirthDate
            ? formatLongDateTr(form.values.babyBirthDate)
            : 'Bebeğiniz doğduysa girin; aşı takvimi ve büyüme takibi bu tarihe göre hesaplanır.'
        }
        slotProps={{
          inputLabel: { shrink: true },
          // the days the shared schema accepts: not after today, at most 3 years back
          htmlInput: { min: dayjs().subtract(3, 'year').format('YYYY-MM-DD'), max: dayjs().format('YYYY-MM-DD') },
        }}
      />
      <FormField form={form} name="hospital" label="Hastane" />
      <FormField form={form} name="doctor" label="Doktor" />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Kaydediliyor...' : 'Kaydet'}
      </Button>
      {allowSkip ? (
        <Button onClick={skip} disabled={form.isSubmitting || skipping.isPending}>
          Şimdilik atla
        </Button>
      ) : null}
    </Stack>
  );
}
