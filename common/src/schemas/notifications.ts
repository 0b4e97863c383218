import { array, object, string, type InferType } from 'yup';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, MAX_PER_PARENT_LIMIT, PHONE_MIN_LENGTH, SERVICE_REQUEST_DESCRIPTION_MIN_LENGTH } from '../constants';
import { isoDayField, MAX_TEXT, optionalText } from './fields';
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
} as const;

export const contactSchema = object({
  name: string().trim().max(MAX_TEXT, VALIDATION.tooLong).required(NOTIFICATION_MESSAGES.nameRequired),
  phone: string().trim().max(30, VALIDATION.tooLong).required(NOTIFICATION_MESSAGES.phoneRequired).min(PHONE_MIN_LENGTH, NOTIFICATION_MESSAGES.phoneRequired),
  email: string()
    .trim()
    .max(MAX_TEXT, VALIDATION.tooLong)
    .default('')
    .test('email', NOTIFICATION_MESSAGES.emailInvalid, (value) => !value || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)),
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
  });
}

/**
 * The contacts request as the endpoint declares it, for any parent: the list's size is held to the
 * largest limit an operator can set; the parent's own limit is applied by contactsSchema(limit)
 * once the session (and with it the profile) is known.
 */
export const contactsRequestSchema = contactsSchema(MAX_PER_PARENT_LIMIT);

export const serviceRequestSchema = object({
  category: string().trim().max(MAX_TEXT, VALIDATION.tooLong).required('Kategori seçiniz'),
  description: string()
    .trim()
    .max(5000, VALIDATION.tooLong)
    .required('Açıklama en az 10 karakter olmalıdır')
    .min(SERVICE_REQUEST_DESCRIPTION_MIN_LENGTH, 'Açıklama en az 10 karakter olmalıdır'),
  budget: optionalText(),
  location: optionalText(),
  dateRange: optionalText(),
});
