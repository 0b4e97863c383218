import { markVaccineGiven } from '@bebek/common/api/baby';
import { BABY_NOTE_MAX } from '@bebek/common/baby-messages';
import type { VaccineCalendarDose } from '@bebek/common/baby-types';
import { vaccineGivenSchema } from '@bebek/common/schemas/baby';
import { ValidationError } from 'yup';
import { MarkDoneDialog, type MarkDoneErrors } from '@/components/mark-done-dialog';
import { dayjs } from '@/lib/dayjs';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { serverFieldErrors } from '../utils/server-field-errors';

/** The schema's and the server's field names, as the dialog's fields. */
const dialogErrors = (errors: Record<string, string>): MarkDoneErrors => ({
  ...(errors.givenOn ? { date: errors.givenOn } : {}),
  ...(errors.note ? { note: errors.note } : {}),
});

/** 'Yapıldı': the day (today unless changed) and a note; the shared schema checks it here and the server again. */
export function VaccineGivenDialog({ dose, birthDate, onClose }: { dose: VaccineCalendarDose; birthDate: string; onClose: () => void }) {
  const today = dayjs().tz().format('YYYY-MM-DD');
  const mark = useEndpointMutation(markVaccineGiven);
  return (
    <MarkDoneDialog
      id="vaccine-given"
      title={dose.title}
      initial={{ date: dose.given?.date ?? today, note: dose.given?.note ?? '' }}
      minDate={birthDate}
      maxDate={today}
      notePlaceholder="Aşının yapıldığı yer, seri numarası…"
      noteMax={BABY_NOTE_MAX}
      check={async ({ date, note }) => {
        try {
          await vaccineGivenSchema.validate({ givenOn: date, note }, { abortEarly: false, context: { birthDate } });
          return {};
        } catch (failure) {
          if (failure instanceof ValidationError)
            return dialogErrors(Object.fromEntries(failure.inner.map((error) => [error.path ?? 'givenOn', error.message])));
          throw failure;
        }
      }}
      save={({ date, note }) => mark.mutateAsync({ params: { doseId: dose.id }, body: { givenOn: date, note } })}
      serverErrors={(failure) => dialogErrors(serverFieldErrors(failure))}
      onClose={onClose}
    />
  );
}
