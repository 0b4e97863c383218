import { boolean, object, string, type InferType, type Schema } from 'yup';
import { isIsoDay } from '../calendar-day';
import { PHOTO_ACCEPTED_TYPES } from '../constants';
import { BABY_BIRTH_DATE_MESSAGES } from '../baby-messages';
import { expectedDateInWindow, todayIn } from '../pregnancy';
import { PHOTO_URL_PATTERN } from '../photos';
import { CONTACT_EMAIL_PATTERN, emailField, fullNameField, isoDayField, optionalMessageText, optionalText, plainText } from './fields';
import { EMAIL_CHANGE, VALIDATION } from './messages';

/** Largest stored photo: a 300 px JPEG is tens of KB; this keeps the profile far below Firestore's 1 MiB. */
export const PROFILE_IMAGE_MAX_CHARS = 400_000;
const DATA_URL = new RegExp(`^data:(${PHOTO_ACCEPTED_TYPES.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);

export const profileImageField = () =>
  string()
    .default('')
    .max(PROFILE_IMAGE_MAX_CHARS, 'Resim çok büyük. Lütfen daha küçük bir resim seçin.')
    // a new photo as a data URL, or the stored photo's URL sent back unchanged (ADR 0019)
    .test('data-url', 'Desteklenmeyen format', (value) => !value || DATA_URL.test(value) || PHOTO_URL_PATTERN.test(value));

/** Profile edit (part 1 §5). */
export const profileUpdateSchema = object({
  fullName: fullNameField(),
  email: emailField(),
  gender: string()
    .oneOf(['kadın', 'erkek'] as const, VALIDATION.genderRequired)
    .required(VALIDATION.genderRequired),
  birthDate: isoDayField().required(VALIDATION.birthDateRequired),
  phone: optionalText(30),
  spouseName: optionalMessageText(),
  expectedBirthDate: isoDayField().default(''),
  babyName: optionalMessageText(),
  babyGender: string().oneOf(['erkek', 'kız', ''], 'Geçerli bir cinsiyet seçiniz').default(''),
  hospital: optionalMessageText(),
  doctor: optionalText(),
  profileImage: profileImageField(),
  /** KVKK privacy setting (ADR 0019): whether the profile search finds this parent (yes by default, as the spec has it). */
  searchVisible: boolean().default(true),
});
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;

/** The fields every stored profile keeps (part 1 §5): a change may never leave one of them empty. */
export const PROFILE_REQUIRED_FIELDS = ['fullName', 'email', 'gender', 'birthDate'] as const;
export const profileRequiredSchema = profileUpdateSchema.pick([...PROFILE_REQUIRED_FIELDS]);

/**
 * PATCH /api/protected/profile: only the fields sent change. A field that is sent obeys the edit
 * form's rule ('Ad soyad en az 2 karakter olmalıdır', 'Cinsiyet seçiniz', …); a field left out gets
 * no default and stays as stored. The api then checks the profile the change would leave with
 * profileRequiredSchema.
 */
export const profilePatchSchema = object(
  Object.fromEntries(Object.entries(profileUpdateSchema.partial().fields).map(([name, field]) => [name, (field as Schema).default(undefined)])),
) as unknown as ReturnType<typeof profileUpdateSchema.partial>;
export type ProfilePatchInput = InferType<typeof profilePatchSchema>;

/**
 * An expected birth date a parent enters: required, a real day, and within 42 weeks ahead and 4
 * weeks past today (a typo such as 2072 or last year's date would start a countdown of decades).
 */
export const expectedBirthDateField = () =>
  isoDayField()
    .required(VALIDATION.expectedBirthDateRequired)
    .test('window', VALIDATION.expectedBirthDateWindow, (value) => !value || !isIsoDay(value) || expectedDateInWindow(value));
/** Changing the sign-in e-mail (ADR 0016): the new address and the current password. */
export const emailChangeSchema = object({
  newEmail: emailField(),
  currentPassword: string().required(EMAIL_CHANGE.passwordRequired).max(128, VALIDATION.tooLong),
});
export type EmailChangeInput = InferType<typeof emailChangeSchema>;

/** The token of a confirm or undo link from the e-mails. */
export const emailChangeTokenSchema = object({
  token: string().trim().required(EMAIL_CHANGE.invalid).max(200, EMAIL_CHANGE.invalid),
});

/** Baby info (part 2 §3, §5): the expected date is required, the rest optional. */
export const babyInfoSchema = object({
  /**
   * In the spec's window before the birth; once the form gives the baby's birth date, the expected
   * date is history (months past, the window's end) and any real day is kept, or a parent could not
   * enter the birth date at all.
   */
  expectedBirthDate: isoDayField()
    .required(VALIDATION.expectedBirthDateRequired)
    .test('window', VALIDATION.expectedBirthDateWindow, function (value) {
      return !value || !isIsoDay(value) || Boolean((this.parent as { babyBirthDate?: string }).babyBirthDate) || expectedDateInWindow(value);
    }),
  babyName: optionalMessageText(),
  babyGender: string().oneOf(['boy', 'girl', 'unknown', 'erkek', 'kız', ''], 'Geçerli bir cinsiyet seçiniz').default(''),
  hospital: optionalMessageText(),
  doctor: optionalText(),
  /** Optional until the birth (issue 25); a day not after today (Istanbul) and at most 3 years back. */
  babyBirthDate: isoDayField()
    .default('')
    .test('not-future', BABY_BIRTH_DATE_MESSAGES.inFuture, (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value <= todayIn())
    .test('not-too-old', BABY_BIRTH_DATE_MESSAGES.tooOld, (value) => {
      if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const today = todayIn();
      return value >= `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
    }),
});
export type BabyInfoInput = InferType<typeof babyInfoSchema>;

export function profileBabyGender(value: string): 'erkek' | 'kız' | '' {
  if (value === 'boy' || value === 'erkek') return 'erkek';
  if (value === 'girl' || value === 'kız') return 'kız';
  return '';
}

/** Contact form (part 2 §5): the UI splits the full name on the first space. */
export const contactSchema = object({
  firstName: plainText(100).required(VALIDATION.contactRequired),
  lastName: optionalText(100),
  email: plainText()
    .required(VALIDATION.contactRequired)
    .test('has-at', VALIDATION.contactEmailInvalid, (value) => !value || CONTACT_EMAIL_PATTERN.test(value)),
  phone: optionalText(30),
  subject: plainText(200).required(VALIDATION.contactRequired),
  message: plainText(5000).required(VALIDATION.contactRequired),
});
export type ContactInput = InferType<typeof contactSchema>;

/** The contact page's form: one 'Ad Soyad' field, split into firstName and lastName when sent (splitFullName). */
export const contactFormSchema = contactSchema.omit(['firstName', 'lastName']).shape({
  fullName: plainText(201).required(VALIDATION.contactRequired),
});
export type ContactFormInput = InferType<typeof contactFormSchema>;

/** 'Ayşe Nur Kaya' → firstName 'Ayşe', lastName 'Nur Kaya' (part 2 §5: split on the first space). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim();
  const space = name.indexOf(' ');
  return space === -1 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

export const consentField = () => boolean().oneOf([true], 'Devam etmek için onay vermelisiniz');

/** A new pregnancy after a pause: a fresh expected date, in the same window as the baby-info form. */
export const newPregnancySchema = object({
  expectedBirthDate: expectedBirthDateField(),
});
