import { boolean, object, string, type InferType } from 'yup';
import { PHOTO_ACCEPTED_TYPES } from '../constants';
import { emailField, fullNameField, isoDayField, optionalText } from './fields';
import { VALIDATION } from './messages';

/** Largest stored photo: a 300 px JPEG is tens of KB; this keeps the profile far below Firestore's 1 MiB. */
export const PROFILE_IMAGE_MAX_CHARS = 400_000;
const DATA_URL = new RegExp(`^data:(${PHOTO_ACCEPTED_TYPES.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);

export const profileImageField = () =>
  string()
    .default('')
    .max(PROFILE_IMAGE_MAX_CHARS, 'Resim çok büyük. Lütfen daha küçük bir resim seçin.')
    .test('data-url', 'Desteklenmeyen format', (value) => !value || DATA_URL.test(value));

/** Profile edit (part 1 §5). */
export const profileUpdateSchema = object({
  fullName: fullNameField(),
  email: emailField(),
  gender: string().required(VALIDATION.genderRequired).oneOf(['kadın', 'erkek'], VALIDATION.genderRequired),
  birthDate: isoDayField().required(VALIDATION.birthDateRequired),
  phone: optionalText(30),
  spouseName: optionalText(),
  expectedBirthDate: isoDayField().default(''),
  babyName: optionalText(),
  babyGender: string().oneOf(['erkek', 'kız', ''], 'Geçerli bir cinsiyet seçiniz').default(''),
  hospital: optionalText(),
  doctor: optionalText(),
  profileImage: profileImageField(),
});
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;

/** Baby info (part 2 §3, §5): the expected date is required, the rest optional. */
export const babyInfoSchema = object({
  expectedBirthDate: isoDayField().required(VALIDATION.expectedBirthDateRequired),
  babyName: optionalText(),
  babyGender: string().oneOf(['boy', 'girl', 'unknown', 'erkek', 'kız', ''], 'Geçerli bir cinsiyet seçiniz').default(''),
  hospital: optionalText(),
  doctor: optionalText(),
});
export type BabyInfoInput = InferType<typeof babyInfoSchema>;

export function profileBabyGender(value: string): 'erkek' | 'kız' | '' {
  if (value === 'boy' || value === 'erkek') return 'erkek';
  if (value === 'girl' || value === 'kız') return 'kız';
  return '';
}

/** Contact form (part 2 §5): the UI splits the full name on the first space. */
export const contactSchema = object({
  firstName: string().trim().max(100, VALIDATION.tooLong).required(VALIDATION.contactRequired),
  lastName: optionalText(100),
  email: string()
    .trim()
    .max(200, VALIDATION.tooLong)
    .required(VALIDATION.contactRequired)
    .test('has-at', VALIDATION.contactEmailInvalid, (value) => !value || /^[^\s@]+@[^\s@]+$/.test(value)),
  phone: optionalText(30),
  subject: string().trim().max(200, VALIDATION.tooLong).required(VALIDATION.contactRequired),
  message: string().trim().max(5000, VALIDATION.tooLong).required(VALIDATION.contactRequired),
});
export type ContactInput = InferType<typeof contactSchema>;

export const consentField = () => boolean().oneOf([true], 'Devam etmek için onay vermelisiniz');
