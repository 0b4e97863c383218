import { boolean, object, ref, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH } from '../constants';
import { emailField, fullNameField, isoDayField, optionalText, passwordField } from './fields';
import { EMAIL_VERIFICATION, VALIDATION } from './messages';

export const loginSchema = object({
  email: emailField(),
  password: passwordField(),
});
export type LoginInput = InferType<typeof loginSchema>;

/**
 * The game page's sign-in (part 2 §5 'Public login': email valid, password required) and what the
 * login route accepts: a password too short to be anyone's is refused there as any wrong one is
 * ('Email veya şifre hatalı'), so the /auth screen's 6-character rule (part 1 §5) stays its own.
 */
export const publicLoginSchema = object({
  email: emailField(),
  password: string().max(128, VALIDATION.tooLong).required(VALIDATION.passwordRequired),
});

/** Register (part 1 §5); the public pages of the games also send gender and birthDate (part 2 §3). */
export const registerSchema = object({
  fullName: fullNameField(),
  email: emailField(),
  phone: optionalText(30),
  password: passwordField(),
  gender: string().oneOf(['male', 'female', 'kadın', 'erkek', ''], VALIDATION.genderRequired).default(''),
  birthDate: isoDayField().default(''),
  /**
   * KVKK explicit consent to processing health-related data (pregnancy dates). Optional in the api,
   * whose contract (part 1 §8) has no such field; the register screen requires it and sends true.
   */
  healthDataConsent: boolean().default(false),
});
export type RegisterInput = InferType<typeof registerSchema>;

/** The register screen: the same fields, and the consent checkbox must be ticked. */
export const registerFormSchema = registerSchema.shape({
  healthDataConsent: boolean().oneOf([true], VALIDATION.healthDataConsentRequired).required(VALIDATION.healthDataConsentRequired),
});

/**
 * The register card of a game page (part 2 §5 'Public register'): phone at least 10, gender male or
 * female and birth date required too; the same consent as the register screen (ADR 0008).
 */
export const gameRegisterFormSchema = registerFormSchema.shape({
  phone: string().trim().max(30, VALIDATION.tooLong).required(VALIDATION.phoneMin).min(PHONE_MIN_LENGTH, VALIDATION.phoneMin),
  gender: string().oneOf(['male', 'female'], VALIDATION.genderRequired).required(VALIDATION.genderRequired),
  birthDate: isoDayField().required(VALIDATION.birthDateRequired),
});

export const forgotPasswordSchema = object({ email: emailField() });

/** The code of an e-mail verification link (Firebase Auth's oobCode, ADR 0024). */
export const verifyEmailSchema = object({
  oobCode: string().trim().required(EMAIL_VERIFICATION.invalid).max(500, EMAIL_VERIFICATION.invalid),
});

export const resetPasswordSchema = object({
  token: string().trim().required('Geçersiz Link').max(2000, 'Geçersiz Link'),
  newPassword: passwordField(),
});

/** The reset screen's form adds the confirmation, checked only in the browser. */
export const resetPasswordFormSchema = object({
  newPassword: passwordField(),
  confirmPassword: string()
    .required(VALIDATION.passwordMin)
    .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
    .oneOf([ref('newPassword')], VALIDATION.passwordsDontMatch),
});

export const deleteAccountSchema = object({
  password: string().required(VALIDATION.deletePasswordRequired).max(128, VALIDATION.tooLong),
});
