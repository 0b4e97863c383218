import type { MessageResponse } from '../types';
import { endpoint } from './endpoint';
import { getProfile } from './profile';

/*
 * E-mail verification (ADR 0024). A module of its own, not auth.ts and profile.ts: those ship in the
 * landing page's first view (web/chunks.ts, FIRST_VIEW_FILES), and only the verification page and
 * the signed-in notice use these two.
 */

/** Sends the e-mail verification link again, to the account's current address (ADR 0024); a few an hour. */
export const requestEmailVerification = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/protected/email-verification',
  access: 'parent',
  invalidates: () => [getProfile.queryKey!({})],
});

/**
 * The e-mail verification link's code (ADR 0024): applied with Firebase Auth, and the account's
 * address counts as verified only if it is still the address the link was sent to. Public: the
 * code is the credential (the page applies it on a press, so a mail scanner verifies nothing).
 */
export const verifyEmail = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'public',
  body: () => import('../schemas/auth').then((schemas) => schemas.verifyEmailSchema),
  // a signed-in parent's profile (api/profile.ts getProfile) now says verified: its notices go
  invalidates: () => [['profile']],
});
