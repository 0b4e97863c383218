import { ID_PATTERN } from '../ids';
import { boolean, object, string, type InferType } from 'yup';
import { messageText, optionalText } from './fields';
import { CLAIM_MESSAGES, CLAIM_NAME_MAX, CLAIM_NOTE_MAX } from '../claims';

export { CLAIM_MESSAGES, CLAIM_NAME_MAX, CLAIM_NOTE_MAX };

/** A relative's claim: which item, their name (required) and an optional note ('altın bilezik de var'). */
export const claimSchema = object({
  itemId: string().trim().required(CLAIM_MESSAGES.itemNotFound).matches(ID_PATTERN, CLAIM_MESSAGES.itemNotFound),
  name: messageText(CLAIM_NAME_MAX).required(CLAIM_MESSAGES.nameRequired),
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
