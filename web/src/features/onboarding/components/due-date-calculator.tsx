import { useState } from 'react';
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { dueDateFromLastPeriod, dueDateFromTransfer, formatLongDateTr, type DueDateMethod, type DueDateResult, type EmbryoAge } from '@bebek/common/due-date';
import { todayIn } from '@bebek/common/pregnancy';

/**
 * How the parent knows her date (issue 24): the expected date itself (the form's own field), the
 * first day of her last period, or an IVF transfer. The calculated date is handed to the form
 * (onExpectedDate) and shown written out before anything is saved; a refused date empties it.
 */
export function DueDateMethodPicker({ method, onChange }: { method: DueDateMethod; onChange: (method: DueDateMethod) => void }) {
  return (
    <FormControl>
      <FormLabel id="due-date-method-label">Tahmini doğum tarihini nasıl gireceksiniz?</FormLabel>
      <RadioGroup aria-labelledby="due-date-method-label" value={method} onChange={(event) => onChange(event.target.value as DueDateMethod)}>
        <FormControlLabel value="expected" control={<Radio />} label="Tarihi biliyorum" />
        <FormControlLabel value="lastPeriod" control={<Radio />} label="Son âdetimin ilk gününden hesapla" />
        <FormControlLabel value="ivfTransfer" control={<Radio />} label="Tüp bebek (embriyo) transfer tarihinden hesapla" />
      </RadioGroup>
    </FormControl>
  );
}

export function DueDateCalculator({
  method,
  onExpectedDate,
  missingMessage,
}: {
  method: Exclude<DueDateMethod, 'expected'>;
  onExpectedDate: (expectedBirthDate: string) => void;
  /** The form's own message when it was submitted without a date (the shared schema's). */
  missingMessage?: string;
}) {
  const [day, setDay] = useState('');
  const [embryoAge, setEmbryoAge] = useState<EmbryoAge>(5);
  const [result, setResult] = useState<DueDateResult | null>(null);

  const recalculate = (nextDay: string, nextAge: EmbryoAge) => {
    const next = !nextDay ? null : method === 'lastPeriod' ? dueDateFromLastPeriod(nextDay) : dueDateFromTransfer(nextDay, nextAge);
    setResult(next);
    onExpectedDate(next?.ok ? next.expectedBirthDate : '');
  };

  const error = result && !result.ok ? result.message : !result ? missingMessage : undefined;
  const label = method === 'lastPeriod' ? 'Son âdetinizin ilk günü' : 'Embriyo transfer tarihi';
  return (
    <Stack spacing={2}>
      <TextField
        id={`field-${method}`}
        label={label}
        type="date"
        required
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          recalculate(event.target.value, embryoAge);
        }}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIn() } }}
      />
      {method === 'ivfTransfer' ? (
        <FormControl>
          <FormLabel id="embryo-age-label">Transfer edilen embriyo</FormLabel>
          <RadioGroup
            aria-labelledby="embryo-age-label"
            value={String(embryoAge)}
            onChange={(event) => {
              const age = Number(event.target.value) as EmbryoAge;
              setEmbryoAge(age);
              recalculate(day, age);
            }}
          >
            <FormControlLabel value="3" control={<Radio />} label="3. gün embriyosu" />
            <FormControlLabel value="5" control={<Radio />} label="5. gün embriyosu (blastosist)" />
          </RadioGroup>
        </FormControl>
      ) : null}
      {result?.ok ? (
        <Alert severity="success" role="status">
          Tahmini doğum tarihiniz: <strong>{formatLongDateTr(result.expectedBirthDate)}</strong>
          <br />
          Kaydet'e bastığınızda bu tarih kaydedilir. Doktorunuz ultrasona göre tarihi değiştirirse buradan güncelleyebilirsiniz.
        </Alert>
      ) : null}
    </Stack>
  );
}
