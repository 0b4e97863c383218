import { boolean, object, type InferType } from 'yup';
import { BABY_SHARE_MESSAGES } from '../baby-share';

export { BABY_SHARE_MESSAGES };

/** The parent's choices for the shared baby page (ADR 0033): both asked each time, neither guessed. */
export const babyShareSchema = object({
  showGrowth: boolean().strict().required(BABY_SHARE_MESSAGES.invalid),
  tellGameParticipants: boolean().strict().required(BABY_SHARE_MESSAGES.invalid),
});
export type BabyShareInput = InferType<typeof babyShareSchema>;
