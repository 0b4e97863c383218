import { array, number, object, string, type InferType } from 'yup';
import { PERSONAL_NOTE_MAX } from '../birth-announcement';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, MAX_PER_PARENT_LIMIT, PHONE_MIN_LENGTH, SERVICE_REQUEST_DESCRIPTION_MIN_LENGTH } from '../constants';
import { EMAIL_PATTERN, isoDayField, messageText, optionalText, plainText } from './fields';
import { VALIDATION } from './messages';

export const NOTIFICATION_MESSAGES = {
  atLeastOne: 'En az 1 kişi eklenmelidir',
  atMost: (limit: number) => `En fazla ${limit} kişi eklenebilir`,
  nameRequired: 'İsim gereklidir',
  phoneRequired: 'Telefon numarası gereklidir',
  emailInvalid: 'Geçerli email adresi giriniz',
  missingInfoTitle: 'Bilgiler Eksik',
  missingInfo: 'Doğum bildirimi için bebek bilgilerinizi tamamlayın',
  noContactsTitle: 'Bildirim Kişileri Eksik',
  noContacts: 'Lütfen doğum bildirimi göndereceğiniz kişileri ekleyin',
  sendFailed: 'Doğum bildirimleri gönderilirken hata oluştu',
  sentTo: (count: number) => `Bildirim ${count} kişiye gönderildi.`,
  alreadySent: 'Bildirim zaten gönderildi',
  locked: 'Bildirim gönderildikten sonra doğum bilgileri değiştirilemez. Bir yanlışlık varsa "Düzeltme Gönder" ile düzeltin.',
  correctionBeforeSend: 'Düzeltme, bildirim gönderildikten sonra yapılabilir.',
  correctionUsed: 'Düzeltme daha önce gönderildi; ikinci bir düzeltme gönderilemez.',
  correctionNothing: 'Düzeltilecek bir bilgi yok: bilgiler gönderilenle aynı.',
  notMobile: "SMS yalnızca Türkiye'deki cep telefonlarına gönderilir (+90 5xx). Sabit hat, 0850, 0800 ve 0900 numaraları kabul edilmez.",
  abroadNeedsEmail: 'Yurt dışındaki numaralara SMS gönderilmez; bu kişi için e-posta adresi girin.',
  abroadNote: "SMS yalnızca Türkiye'deki cep telefonlarına gider; bu kişiye e-posta gönderilecek.",
  duplicatePhone: 'Aynı telefon numarası iki kez eklenmiş',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz',
  quotaTotal: (channel: 'sms' | 'email', limit: number) =>
    `Bu hesaptan doğum bildirimi için en fazla ${limit} ${channel === 'sms' ? 'SMS' : 'e-posta'} gönderilebilir; sınıra ulaşıldı. Destek için bizimle iletişime geçin.`,
  quotaDaily: (channel: 'sms' | 'email', limit: number) =>
    `Bugün en fazla ${limit} ${channel === 'sms' ? 'SMS' : 'e-posta'} gönderilebilir; sınıra ulaşıldı. Yarın tekrar deneyin.`,
  unusualNumber: 'Bu numaraya çok sayıda hesaptan doğum bildirimi gönderilmiş. Güvenliğiniz için gönderim durduruldu; lütfen İletişim sayfasından bize yazın.',
  birthTimeInvalid: 'Doğum saati SS:DD biçiminde olmalıdır',
  weightInvalid: 'Doğum kilosu 300 ile 7000 gram arasında olmalıdır',
  lengthInvalid: 'Doğum boyu 20 ile 70 cm arasında olmalıdır',
  noteTooLong: `Kişisel not en fazla ${PERSONAL_NOTE_MAX} karakter olabilir`,
} as const;

/** A number typed into a form: '' or null is none (it clears a stored one), left out keeps what is stored. */
const optionalNumber = (min: number, max: number, message: string) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .integer(message)
    .min(min, message)
    .max(max, message)
    .typeError(message)
    .optional();

/**
 * The birth's details the announcement carries (time, weight, length, a personal line), each
 * optional; left out, a stored value is kept. Locked once the announcement is sent (ADR 0015).
 */
export const birthDetailFields = {
  birthTime: string()
    .trim()
    .optional()
    .test('time', NOTIFICATION_MESSAGES.birthTimeInvalid, (value) => !value || /^([01]\d|2[0-3]):[0-5]\d$/.test(value)),
  weightGrams: optionalNumber(300, 7000, NOTIFICATION_MESSAGES.weightInvalid),
  lengthCm: optionalNumber(20, 70, NOTIFICATION_MESSAGES.lengthInvalid),
  personalNote: messageText(PERSONAL_NOTE_MAX).max(PERSONAL_NOTE_MAX, NOTIFICATION_MESSAGES.noteTooLong).optional(),
};

export const contactSchema = object({
  name: messageText().required(NOTIFICATION_MESSAGES.nameRequired),
  phone: plainText(30).required(NOTIFICATION_MESSAGES.phoneRequired).min(PHONE_MIN_LENGTH, NOTIFICATION_MESSAGES.phoneRequired),
  email: plainText()
    .default('')
    .test('email', NOTIFICATION_MESSAGES.emailInvalid, (value) => !value || EMAIL_PATTERN.test(value)),
});
export type NotificationContact = InferType<typeof contactSchema>;

/** The contacts list: at least 1, at most the profile's limit (2 unless an operator raised it). */
export function contactsSchema(limit: number = DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS) {
  return object({
    contacts: array()
      .of(contactSchema)
      .required(NOTIFICATION_MESSAGES.atLeastOne)
      .min(1, NOTIFICATION_MESSAGES.atLeastOne)
      .max(limit, NOTIFICATION_MESSAGES.atMost(limit)),
    actualBirthDate: isoDayField().default(''),
    ...birthDetailFields,
  });
}

/** The correction: the birth's details as they should have been; the day is required. */
export const correctionSchema = object({
  actualBirthDate: isoDayField().required(VALIDATION.dateInvalid),
  ...birthDetailFields,
});
export type CorrectionInput = InferType<typeof correctionSchema>;

/**
 * The contacts request as the endpoint declares it, for any parent: the list's size is held to the
 * largest limit an operator can set; the parent's own limit is applied by contactsSchema(limit)
 * once the session (and with it the profile) is known.
 */
export const contactsRequestSchema = contactsSchema(MAX_PER_PARENT_LIMIT);

export const serviceRequestSchema = object({
  category: plainText().required('Kategori seçiniz'),
  description: plainText(5000)
    .required('Açıklama en az 10 karakter olmalıdır')
    .min(SERVICE_REQUEST_DESCRIPTION_MIN_LENGTH, 'Açıklama en az 10 karakter olmalıdır'),
  budget: optionalText(),
  location: optionalText(),
  dateRange: optionalText(),
});
