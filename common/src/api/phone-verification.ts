import type { MessageResponse } from '../types';
import { getBirthNotification } from './birth-notification';
import { endpoint } from './endpoint';
import { getProfile } from './profile';

/*
 * The phone's proof (ADR 0049): a six-digit code by SMS to the parent's own mobile number. Proving it
 * proves the account, as the e-mail link does: the birth announcement and the games' results that
 * waited for a proof go the moment it is given.
 */

/** Sends a code to the profile's phone, or to the mobile number in the body (a few an hour per account). */
export const requestPhoneVerification = endpoint<MessageResponse & { phone: string }>()({
  method: 'POST',
  path: '/api/protected/phone-verification',
  access: 'parent',
  body: () => import('../schemas/phone-verification').then((schemas) => schemas.phoneCodeRequestSchema),
});

/** The code from the SMS: the number is proven, and what waited for the proof goes now. */
export const confirmPhoneVerification = endpoint<MessageResponse & { released: number }>()({
  method: 'POST',
  path: '/api/protected/phone-verification/confirm',
  access: 'parent',
  body: () => import('../schemas/phone-verification').then((schemas) => schemas.phoneCodeSchema),
  invalidates: () => [getProfile.queryKey!({}), getBirthNotification.queryKey!({})],
});
