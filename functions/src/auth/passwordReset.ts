import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { Timestamp } from 'firebase-admin/firestore';
import { RESET_LINK_TTL_MS } from '@bebek/common/constants';
import { RESET_LINK } from '@bebek/common/schemas/messages';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError } from '../lib/errors';
import { cancelOpenResetLinks, createResetLink, readResetLink, releaseResetLink, useResetLink } from './data';

/**
 * Password-reset links are our own: a 144-bit random token (common/src/tokens.ts) that is only in
 * the e-mail. Firestore keeps its SHA-256 as the document id with the account's uid, createdAt and
 * expiresAt, so a leaked database holds no usable link. A link works once, within an hour; using
 * one cancels the account's other open links.
 */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Creates a link's token for the account and stores its hash; the caller e-mails the token. */
export async function issueResetToken(userId: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await createResetLink(hashResetToken(token), userId, now, RESET_LINK_TTL_MS);
  return token;
}

/** Reads of a link before giving up: a second read after a lost precondition finds it used or cancelled. */
const CONSUME_TRIES = 3;

/**
 * Uses the link up: of requests with the same token at once, one gets the uid and the others a
 * refusal. The link is read and marked used only if unchanged since (`lastUpdateTime`), without a
 * transaction (ADR 0021): the requests that lost read it again and find it used. Unknown, expired,
 * used and cancelled links get a 400 with the screen's message.
 */
export async function consumeResetToken(token: string, now = Date.now()): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('invalid', RESET_LINK.invalid);
  const id = hashResetToken(token);
  for (let tries = 0; tries < CONSUME_TRIES; tries += 1) {
    const link = await readResetLink(id);
    const userId = link.get('userId') as string | undefined;
    if (!link.exists || !userId) throw new DomainError('invalid', RESET_LINK.invalid);
    if (link.get('usedAt')) throw new DomainError('invalid', RESET_LINK.used);
    if (link.get('cancelledAt')) throw new DomainError('invalid', RESET_LINK.replaced);
    const expiresAt = link.get('expiresAt') as Timestamp | undefined;
    if (!expiresAt || expiresAt.toMillis() <= now) throw new DomainError('invalid', RESET_LINK.expired);
    if (await useResetLink(link)) return userId;
  }
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}

/** Gives a link back when the password could not be set for a reason that is not the link's (e.g. Auth unreachable). */
export async function releaseResetToken(token: string): Promise<void> {
  await releaseResetLink(hashResetToken(token));
}

/** Cancels every other open link of the account once its password has been reset. */
export async function cancelOtherResetTokens(userId: string, keepToken: string): Promise<void> {
  await cancelOpenResetLinks(userId, hashResetToken(keepToken));
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
