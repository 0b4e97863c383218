import { boolean, object, type InferType } from 'yup';
import { BABY_SHARE_MESSAGES } from '../baby-share';

export { BABY_SHARE_MESSAGES };

/**
 * The parent's choices for the shared baby page (ADR 0033): the first two asked each time, neither
 * guessed; the photo in the link's preview (ADR 0067) is kept as it is when a call leaves it out
 * (a screen loaded before it existed), and is off until she turns it on.
 */
export const babyShareSchema = object({
  showGrowth: boolean().strict().required(BABY_SHARE_MESSAGES.invalid),
  tellGameParticipants: boolean().strict().required(BABY_SHARE_MESSAGES.invalid),
  photoInPreview: boolean().strict().optional().nonNullable(BABY_SHARE_MESSAGES.invalid).typeError(BABY_SHARE_MESSAGES.invalid),
});
export type BabyShareInput = InferType<typeof babyShareSchema>;
