import { getAuth } from 'firebase-admin/auth';
import { exchangeCustomToken } from '../lib/identity';
import { log } from '../lib/log';

/** The claim a session token carries: the account's session version when it was issued. */
export const SESSION_VERSION_CLAIM = 'sv';

/**
 * A Firebase ID token for the account, carrying the session version (and, for an admin, the
 * role): what login, register and the refresh routes answer, and what every protected route takes
 * as `Authorization: Bearer <token>` for its lifetime (one hour). The custom token it is made from
 * never leaves the server, so nothing a client holds can be exchanged again after a logout.
 */
export async function issueSessionToken(uid: string, version: number, claims: Record<string, unknown> = {}): Promise<string> {
  // In production firebase-admin signs it with IAM's signBlob as the functions' own service account
  // (no key file exists): without the Token Creator role on itself nobody can sign in (ADR 0041).
  const customToken = await getAuth()
    .createCustomToken(uid, { ...claims, [SESSION_VERSION_CLAIM]: version })
    .catch((error: unknown) => {
      log.sessionSigningFailed(error);
      throw error;
    });
  return exchangeCustomToken(customToken);
}

/** The session version a verified token was issued under; undefined for a token we did not issue. */
export function sessionVersionOf(decoded: Record<string, unknown>): number | undefined {
  const value = decoded[SESSION_VERSION_CLAIM];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** The version stored on a users/{uid} or adminUsers/{uid} document (missing: 0). */
export function storedSessionVersion(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
}
