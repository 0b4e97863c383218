import { boolean, object, string, type InferType } from 'yup';
import { optionalText } from './fields';
import { VALIDATION } from './messages';

/** Texts of 'Ben alıyorum' on the shared list (issue 18), shared by the api and the pages. */
export const CLAIM_MESSAGES = {
  nameRequired: 'Lütfen adınızı yazın',
  itemNotFound: 'Ürün bulunamadı',
  alreadyClaimed: 'Bu ürünü az önce başka bir yakınınız ayırdı. Listeden başka bir ürün seçebilirsiniz.',
  alreadyHave: 'Bu ürün zaten alınmış.',
  notYours: 'Bu ayırma size ait değil; yalnızca kendi ayırmanızı bırakabilirsiniz.',
  claimNotFound: 'Bu ürün için bir ayırma bulunmuyor.',
  claimed: 'Teşekkürler! Ürünü sizin adınıza ayırdık.',
  released: 'Ayırmanız kaldırıldı.',
  invalid: 'Geçersiz istek',
} as const;

export const CLAIM_NAME_MAX = 60;
export const CLAIM_NOTE_MAX = 200;

/** A relative's claim: which item, their name (required) and an optional note ('altın bilezik de var'). */
export const claimSchema = object({
  itemId: string().trim().required(CLAIM_MESSAGES.itemNotFound).max(100, CLAIM_MESSAGES.itemNotFound),
  name: string().trim().required(CLAIM_MESSAGES.nameRequired).max(CLAIM_NAME_MAX, VALIDATION.tooLong),
  note: optionalText(CLAIM_NOTE_MAX),
});
export type ClaimInput = InferType<typeof claimSchema>;

/** Releasing one's own claim: the secret the claim's answer gave (kept in that browser). */
export const releaseClaimSchema = object({
  secret: string().trim().required(CLAIM_MESSAGES.notYours).max(200, CLAIM_MESSAGES.notYours),
});

/** The parent's surprise setting. */
export const claimSettingsSchema = object({
  surprise: boolean().strict().required(CLAIM_MESSAGES.invalid),
});
