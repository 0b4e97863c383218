import { number, object, type InferType } from 'yup';
import { BABY_NOTE_MAX, GROWTH_LIMITS, GROWTH_MESSAGES, VACCINE_MESSAGES } from '../baby-messages';
import { todayIn } from '../pregnancy';
import { isoDayField, optionalText } from './fields';

export { BABY_NOTE_MAX, GROWTH_LIMITS, GROWTH_MESSAGES, VACCINE_MESSAGES };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a day ('YYYY-MM-DD') is on or after the birth date. The api knows the birth date from
 * the profile and passes it as the schema's context ({ birthDate }); a form does the same. Without
 * a birth date in the context the rule cannot be applied here, and the api refuses the request
 * before validating (GROWTH_MESSAGES.noBirthDate).
 */
export function notBeforeBirth(day: string, birthDate: string | undefined): boolean {
  return !birthDate || !ISO_DAY.test(day) || !ISO_DAY.test(birthDate) || day >= birthDate;
}

interface BabyContext {
  birthDate?: string;
}

/** A day of the baby's life: a real calendar day, not after today (Istanbul) and not before the birth. */
const babyDayField = (messages: { dateRequired: string; dateInFuture: string; dateBeforeBirth: string }) =>
  isoDayField()
    .required(messages.dateRequired)
    .test('not-future', messages.dateInFuture, (value) => !value || !ISO_DAY.test(value) || value <= todayIn())
    .test(
      'not-before-birth',
      messages.dateBeforeBirth,
      (value, context) => !value || notBeforeBirth(value, (context.options.context as BabyContext | undefined)?.birthDate),
    );

/** A measurement typed in a Turkish form may come as '5,1': read the comma as the decimal point. */
const measurementField = (limits: { min: number; max: number }, rangeMessage: string) =>
  number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = original.trim().replace(',', '.');
      return text === '' ? undefined : Number(text);
    })
    .typeError(GROWTH_MESSAGES.numberInvalid)
    .min(limits.min, rangeMessage)
    .max(limits.max, rangeMessage)
    .optional();

/** A growth entry: the day it was measured and at least one of weight (kg), length (cm) and head circumference (cm). */
export const growthEntrySchema = object({
  measuredOn: babyDayField(GROWTH_MESSAGES),
  weightKg: measurementField(GROWTH_LIMITS.weightKg, GROWTH_MESSAGES.weightRange),
  lengthCm: measurementField(GROWTH_LIMITS.lengthCm, GROWTH_MESSAGES.lengthRange),
  headCm: measurementField(GROWTH_LIMITS.headCm, GROWTH_MESSAGES.headRange),
  note: optionalText(BABY_NOTE_MAX),
}).test('one-measurement', GROWTH_MESSAGES.measurementRequired, function (entry) {
  if (!entry || entry.weightKg !== undefined || entry.lengthCm !== undefined || entry.headCm !== undefined) return true;
  // on the weight field, where the form puts the message
  return this.createError({ path: 'weightKg', message: GROWTH_MESSAGES.measurementRequired });
});
export type GrowthEntryInput = InferType<typeof growthEntrySchema>;

/** A vaccine dose marked given: the day (not after today, not before the birth) and an optional note. */
export const vaccineGivenSchema = object({
  givenOn: babyDayField(VACCINE_MESSAGES),
  note: optionalText(BABY_NOTE_MAX),
});
export type VaccineGivenInput = InferType<typeof vaccineGivenSchema>;
