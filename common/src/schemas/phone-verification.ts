import { object, string, type InferType } from 'yup';
import { plainText } from './fields';
import { PHONE_VERIFICATION } from './phone-verification-messages';

/** Asking for a code (ADR 0049): to the profile's phone, or to the mobile number she types (it becomes her profile's once proven). */
export const phoneCodeRequestSchema = object({
  phone: plainText(30).default(''),
});
export type PhoneCodeRequest = InferType<typeof phoneCodeRequestSchema>;

/** The six digits from the SMS, as typed ('123 456' is the same code). */
export const phoneCodeSchema = object({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required(PHONE_VERIFICATION.codeRequired)
    .matches(/^\d{6}$/, PHONE_VERIFICATION.codeFormat),
});
export type PhoneCodeInput = InferType<typeof phoneCodeSchema>;
