import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { cmOfTypedLength, gramsOfTypedWeight, POOL_LIMITS, POOL_MESSAGES, TIME_PATTERN } from '../birth-pool';
import { MAX_NAMES_PER_GENDER, PHONE_MIN_LENGTH } from '../constants';
import type { NamesAsked } from '../types';
import { foldTurkish } from '../text';
import { EMAIL_PATTERN, isoDayField, messageText, optionalText, plainText } from './fields';
import { GAME_MESSAGES, VALIDATION } from './messages';

/** Re-exported for the functions; the web app imports GAME_MESSAGES from ./messages, which does not load yup. */
export { GAME_MESSAGES } from './messages';

export const gameCreateSchema = object({
  title: messageText().required(GAME_MESSAGES.titleRequired),
  description: optionalText(1000),
});

/**
 * The owner's settings of a game (ADR 0017): the day guessing closes ('' for none; a birth-date game
 * gets the day before the due date when created), and closing or reopening it now. Absent fields
 * are left as they are.
 */
export const gameSettingsSchema = object({
  closesOn: isoDayField().optional(),
  closed: boolean().optional(),
});

const phoneField = () => plainText(30).required(GAME_MESSAGES.phoneRequired).min(PHONE_MIN_LENGTH, GAME_MESSAGES.phoneRequired);

/** The owner adds a participant: name required, e-mail optional, phone at least 10 characters (part 2 §5). */
export const addParticipantSchema = object({
  name: messageText().required(GAME_MESSAGES.nameRequired),
  email: plainText()
    .default('')
    .test('email', VALIDATION.emailInvalid, (value) => !value || EMAIL_PATTERN.test(value)),
  phone: phoneField(),
});

/**
 * A guest's identity on the public pages (part 2 §5): name, e-mail and phone required ('Lütfen ad,
 * email ve telefon bilgilerini doldurun'), the e-mail valid, the phone at least 10 characters.
 */
export const guestIdentitySchema = object({
  name: messageText().required(GAME_MESSAGES.guestFieldsRequired),
  email: plainText().required(GAME_MESSAGES.guestFieldsRequired).matches(EMAIL_PATTERN, { message: VALIDATION.emailInvalid, excludeEmptyString: true }),
  phone: plainText(30)
    .required(GAME_MESSAGES.guestFieldsRequired)
    .test('min', GAME_MESSAGES.phoneRequired, (value) => !value || value.length >= PHONE_MIN_LENGTH),
});

export const genderPredictionSchema = object({
  prediction: mixed<'boy' | 'girl'>().oneOf(['boy', 'girl'], GAME_MESSAGES.predictionRequired).required(GAME_MESSAGES.predictionRequired),
});

/**
 * Name lists (part 2 §5): blanks dropped, duplicates folded case-insensitively in Turkish
 * (the first spelling kept), then 1 to 10 names per gender.
 */
export function cleanNames(names: unknown): string[] {
  if (!Array.isArray(names)) return [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    if (typeof raw !== 'string') continue;
    const name = raw.trim().replace(/\s+/g, ' ').slice(0, 60);
    const key = foldTurkish(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

const namesField = (missing: string | null = GAME_MESSAGES.namesMissing) => {
  const names = array()
    .transform((_value, original: unknown) => cleanNames(original))
    .of(messageText(60).required())
    .max(MAX_NAMES_PER_GENDER, GAME_MESSAGES.tooManyNames);
  return missing === null ? names.default([]) : names.min(1, missing).required(missing);
};

/**
 * The lists of a name game as it asks them (ADR 0061): both, 1 to 10 each (part 2 §5); or only the
 * known gender's, 1 to 10, the other list 0 to 10 (a page drawn before the gender was entered still
 * sends it).
 */
export function nameSuggestionSchemaFor(asked: NamesAsked) {
  return object({
    boyNames: namesField(asked === 'girl' ? null : asked === 'boy' ? GAME_MESSAGES.boyNamesMissing : GAME_MESSAGES.namesMissing),
    girlNames: namesField(asked === 'boy' ? null : asked === 'girl' ? GAME_MESSAGES.girlNamesMissing : GAME_MESSAGES.namesMissing),
  });
}

export const nameSuggestionSchema = nameSuggestionSchemaFor('both');
export type NameSuggestionInput = InferType<typeof nameSuggestionSchema>;

/** An optional guess typed as text or sent as a number: '' and null are none, anything else is read by `read`. */
const poolNumber = (read: (typed: string | number) => number, limits: { min: number; max: number }, message: string) =>
  number()
    .transform((_value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined
        ? undefined
        : typeof original === 'string' || typeof original === 'number'
          ? read(original)
          : Number.NaN,
    )
    .typeError(message)
    .min(limits.min, message)
    .max(limits.max, message)
    .optional();

/**
 * The day, required; the birth pool's time, weight and length, optional (ADR 0062). The weight may
 * be typed in kilograms with a comma ('3,2') or in grams and is kept in grams; the length in
 * centimetres to a tenth.
 */
export const birthDatePredictionSchema = object({
  predictedDate: isoDayField().required(GAME_MESSAGES.predictedDateRequired),
  predictedTime: string()
    .transform((value: string, original: unknown) => (original === null ? '' : typeof value === 'string' ? value.trim() : value))
    .optional()
    .test('time', POOL_MESSAGES.timeInvalid, (value) => !value || TIME_PATTERN.test(value)),
  predictedWeightGrams: poolNumber(gramsOfTypedWeight, POOL_LIMITS.weightGrams, POOL_MESSAGES.weightRange),
  predictedLengthCm: poolNumber(cmOfTypedLength, POOL_LIMITS.lengthCm, POOL_MESSAGES.lengthRange),
});
export type BirthDatePrediction = InferType<typeof birthDatePredictionSchema>;

/**
 * The bodies of the answer routes: the answer, and what may come with it. A guest's name, e-mail and
 * phone are checked with guestIdentitySchema before the answer (the api does so first, since a
 * signed-in participant answers as their profile and sends none of them). A person answering through
 * their own invite link sends its token (`invite`) and no identity: the record is theirs.
 */
/** Optional beside an answer: null counts as not sent (it was ignored before these fields were declared). */
const extraText = (max?: number) => optionalText(max).transform((value: string, original: unknown) => (original === null ? '' : value));
const answerExtras = object({
  name: extraText(),
  email: extraText(),
  phone: extraText(30),
  /** Ignored since personal links (ADR 0017): a form no longer answers as the record it was prefilled from. */
  participantId: extraText(64),
  /** The token of the personal invite link the form was opened with: the answer is that person's. */
  invite: extraText(64),
});
export const genderAnswerSchema = answerExtras.concat(genderPredictionSchema);
/**
 * The name route's body: lists of 0 to 10 names with at least one name; which lists must be filled
 * depends on the game (nameSuggestionSchemaFor), which the api checks once it has read it.
 */
export const nameAnswerSchema = answerExtras.concat(
  object({ boyNames: namesField(null), girlNames: namesField(null) }).test(
    'some-name',
    GAME_MESSAGES.namesMissing,
    (lists) => (lists.boyNames?.length ?? 0) + (lists.girlNames?.length ?? 0) > 0,
  ),
);
export const birthDateAnswerSchema = answerExtras.concat(birthDatePredictionSchema);

/** Each kind's answer alone: a signed-in participant's form. */
export const answerSchemas = {
  gender: genderPredictionSchema,
  name: nameSuggestionSchema,
  birthdate: birthDatePredictionSchema,
} as const;

/** A guest's form: their identity, then the answer, in the order the api checks them. */
export const guestAnswerSchemas = {
  gender: guestIdentitySchema.concat(genderPredictionSchema),
  name: guestIdentitySchema.concat(nameSuggestionSchema),
  birthdate: guestIdentitySchema.concat(birthDatePredictionSchema),
} as const;
