import { Stack, Typography } from '@mui/material';
import { POOL_POINTS } from '@bebek/common/birth-pool';
import { TextInput } from '@/components/text-input';
import type { FieldErrors } from '../utils/validate';

/** What the guest types; the shared schema reads it (the weight in kilograms with a comma, kept in grams). */
interface PoolTyped {
  predictedTime?: string;
  predictedWeightGrams?: string;
  predictedLengthCm?: string;
}

const FIELDS = [
  { field: 'predictedTime', label: 'Doğum saati tahmininiz', example: 'ör. 14:30', inputMode: undefined },
  { field: 'predictedWeightGrams', label: 'Kilo tahmininiz (kg)', example: 'ör. 3,2', inputMode: 'decimal' },
  { field: 'predictedLengthCm', label: 'Boy tahmininiz (cm)', example: 'ör. 50', inputMode: 'decimal' },
] as const;

/**
 * The birth pool's optional guesses (ADR 0062): the time of birth, the weight and the length.
 * Loaded only when the guest opens them, so the game link's first view stays as it was.
 */
export default function BirthPoolFields({ value, onChange, errors }: { value: PoolTyped; onChange: (value: PoolTyped) => void; errors: FieldErrors }) {
  const { dateTime, weight, length } = POOL_POINTS;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        İsteğe bağlı: doğum açıklandığında tarih ve saat en fazla {dateTime.max}, kilo ve boy en fazla {weight.max}'er puan alır (saat başına {dateTime.perHour}
        , kilogram başına {weight.perKg}, santimetre başına {length.perCm} puan eksilir).
      </Typography>
      {FIELDS.map(({ field, label, example, inputMode }) => (
        <TextInput
          key={field}
          label={label}
          value={value[field] ?? ''}
          inputProps={inputMode ? { inputMode } : undefined}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? example}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
        />
      ))}
    </Stack>
  );
}
