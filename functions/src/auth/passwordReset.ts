import { getAuth } from 'firebase-admin/auth';
import { RESET_LINK_TTL_MS } from '@bebek/common/constants';
import { RESET_LINK } from '@bebek/common/schemas/messages';
import { DomainError } from '../lib/errors';
import { COLLECTIONS } from '@bebek/common/model';
import { hashLinkToken, oneTimeLinks } from './oneTimeLinks';

/**
 * Password-reset links are our own one-time links (auth/oneTimeLinks.ts) in `passwordResets`: a link
 * works once, within an hour; using one cancels the account's other open links.
 */
const resetLinks = oneTimeLinks(COLLECTIONS.passwordResets, RESET_LINK, RESET_LINK_TTL_MS);

/** The SHA-256 a link is stored under (the reset route's per-link limit keys on it too). */
export const hashResetToken = hashLinkToken;

/** Creates a link's token for the account and stores its hash; the caller e-mails the token. */
export function issueResetToken(userId: string, now = Date.now()): Promise<string> {
  return resetLinks.issue(userId, {}, now);
}

/** Uses the link up (of requests with the same token at once, one gets the uid); unknown, expired, used and cancelled links get a 400. */
export async function consumeResetToken(token: string, now = Date.now()): Promise<string> {
  return (await resetLinks.consume(token, now)).userId;
}

/** Gives a link back when the password could not be set for a reason that is not the link's (e.g. Auth unreachable). */
export function releaseResetToken(token: string): Promise<void> {
  return resetLinks.release(token);
}

/** Cancels every other open link of the account once its password has been reset. */
export function cancelOtherResetTokens(userId: string, keepToken: string): Promise<void> {
  return resetLinks.cancelOthers(userId, keepToken);
}

/** Sets the new password; the account must still exist and be enabled. Returns its e-mail address. */
export async function setPassword(userId: string, password: string): Promise<string> {
  const user = await getAuth()
    .getUser(userId)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return undefined;
      throw error;
    });
  if (!user || user.disabled || !user.email) throw new DomainError('invalid', RESET_LINK.invalid);
  await getAuth().updateUser(userId, { password });
  return user.email;
}
