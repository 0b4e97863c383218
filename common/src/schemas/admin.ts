import { mixed, number, object, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MAX_TEXT } from './fields';

export const ADMIN_MESSAGES = {
  tokenMissing: 'Admin token missing',
  forbidden: 'Bu işlem için yetkiniz yok',
  loginRequired: 'Kullanıcı adı ve şifre alanlarını doldurun',
  loginFailed: 'Kullanıcı adı veya şifre hatalı',
  allFieldsRequired: 'Tüm alanları doldurun',
  createFailed: 'Admin oluşturulamadı',
  replyFailed: 'Yanıt gönderilirken hata oluştu.',
  emailFailed: 'Email gönderiminde hata oluştu.',
  replyRequired: 'Yanıt metni boş olamaz',
  limitInvalid: 'Limitler 1 veya daha büyük tam sayılar olmalıdır',
} as const;

export const adminLoginSchema = object({
  username: string().trim().max(100, ADMIN_MESSAGES.loginFailed).required(ADMIN_MESSAGES.loginRequired),
  password: string().max(128, ADMIN_MESSAGES.loginFailed).required(ADMIN_MESSAGES.loginRequired),
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
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Geçerli bir email adresi giriniz'),
  role: mixed<'admin' | 'super_admin'>().oneOf(['admin', 'super_admin'], 'Rol admin veya super_admin olmalıdır').required(ADMIN_MESSAGES.allFieldsRequired),
});

export const replySchema = object({
  response: string().trim().max(5000, 'Yanıt çok uzun').required(ADMIN_MESSAGES.replyRequired),
});

export const testEmailSchema = object({
  recipientEmail: string()
    .trim()
    .required(ADMIN_MESSAGES.allFieldsRequired)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Geçerli bir email adresi giriniz'),
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
