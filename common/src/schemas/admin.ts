import { boolean, mixed, number, object, string } from 'yup';
import type { AdminRole } from '../model';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { ADMIN_MESSAGES } from './admin-messages';
import { EMAIL_PATTERN, MAX_TEXT } from './fields';

const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'super_admin'];

export const adminLoginSchema = object({
  username: string().trim().max(100, ADMIN_MESSAGES.loginFailed).required(ADMIN_MESSAGES.loginRequired),
  password: string().max(128, ADMIN_MESSAGES.loginFailed).required(ADMIN_MESSAGES.loginRequired),
  /** The authenticator's 6-digit code, once the operator has enabled the second factor (ADR 0016). */
  totpCode: string()
    .trim()
    .default('')
    .matches(/^(\d{6})?$/, ADMIN_MESSAGES.totpInvalid),
});

/** The code that proves the authenticator was set up, enabling the second factor. */
export const adminTotpCodeSchema = object({
  code: string()
    .trim()
    .required(ADMIN_MESSAGES.totpInvalid)
    .matches(/^\d{6}$/, ADMIN_MESSAGES.totpInvalid),
});

export const createAdminSchema = object({
  username: string()
    .trim()
    .required(ADMIN_MESSAGES.allFieldsRequired)
    .matches(/^[a-zA-Z0-9._-]{3,40}$/, 'Kullanıcı adı 3-40 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi kullanılabilir'),
  password: string()
    .required(ADMIN_MESSAGES.allFieldsRequired)
    .min(PASSWORD_MIN_LENGTH, 'Şifre en az 6 karakter olmalıdır')
    .max(128, ADMIN_MESSAGES.createFailed),
  fullName: string().trim().max(MAX_TEXT, ADMIN_MESSAGES.createFailed).required(ADMIN_MESSAGES.allFieldsRequired),
  email: string()
    .trim()
    .max(MAX_TEXT, ADMIN_MESSAGES.createFailed)
    .required(ADMIN_MESSAGES.allFieldsRequired)
    .matches(EMAIL_PATTERN, 'Geçerli bir email adresi giriniz'),
  role: mixed<AdminRole>().oneOf(ADMIN_ROLES, ADMIN_MESSAGES.roleInvalid).required(ADMIN_MESSAGES.allFieldsRequired),
});

export const replySchema = object({
  response: string().trim().max(5000, 'Yanıt çok uzun').required(ADMIN_MESSAGES.replyRequired),
});

export const testEmailSchema = object({
  recipientEmail: string().trim().required(ADMIN_MESSAGES.allFieldsRequired).matches(EMAIL_PATTERN, 'Geçerli bir email adresi giriniz'),
  subject: string().trim().max(200, 'Konu çok uzun').required(ADMIN_MESSAGES.allFieldsRequired),
  message: string().trim().max(10_000, 'Mesaj çok uzun').required(ADMIN_MESSAGES.allFieldsRequired),
});

/** Limits: whole numbers, at least 1 (part 2 §5); text, 0 and negatives are refused, not coerced. */
const limitField = () =>
  number()
    .strict()
    .typeError(ADMIN_MESSAGES.limitInvalid)
    .integer(ADMIN_MESSAGES.limitInvalid)
    .min(1, ADMIN_MESSAGES.limitInvalid)
    .max(1000, 'Limit en fazla 1000 olabilir')
    .required(ADMIN_MESSAGES.limitInvalid);

export const limitsSchema = object({
  maxGameParticipants: limitField(),
  maxBirthNotificationContacts: limitField(),
});

/**
 * A super_admin's change to another operator: a role, the active flag, or both. Each is checked
 * as it is sent (the text "false" is not a flag), and a body that changes nothing is refused.
 */
export const adminUpdateSchema = object({
  role: mixed<AdminRole>().oneOf(ADMIN_ROLES, ADMIN_MESSAGES.roleInvalid).nonNullable(ADMIN_MESSAGES.roleInvalid).optional(),
  isActive: boolean().strict().typeError(ADMIN_MESSAGES.activeInvalid).nonNullable(ADMIN_MESSAGES.activeInvalid).optional(),
}).test('changes-something', ADMIN_MESSAGES.noChange, (value) => value.role !== undefined || value.isActive !== undefined);
