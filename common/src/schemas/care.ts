import { boolean, object, type InferType } from 'yup';
import { isIsoDay } from '../calendar-day';
import { todayIn } from '../pregnancy';
import { CARE_MESSAGES, CARE_NOTE_MAX } from '../care-messages';
import { isoDayField, optionalText } from './fields';

export { CARE_MESSAGES, CARE_NOTE_MAX };

/** Marking a visit or test done: the day it took place (not in the future) and an optional note. */
export const careDoneSchema = object({
  doneDate: isoDayField()
    .required(CARE_MESSAGES.dateRequired)
    .test('not-future', CARE_MESSAGES.dateInFuture, (value) => !value || !isIsoDay(value) || value <= todayIn()),
  note: optionalText(CARE_NOTE_MAX),
});
export type CareDoneInput = InferType<typeof careDoneSchema>;

/** Opt-in reminders, by channel. */
export const careRemindersSchema = object({
  email: boolean().strict().required(CARE_MESSAGES.invalid),
  push: boolean().strict().required(CARE_MESSAGES.invalid),
});
