import { getAuth } from 'firebase-admin/auth';
import { LOGIN_LINK_TTL_MS } from '@bebek/common/constants';
import { LOGIN_LINK } from '@bebek/common/schemas/login-link';
import { foldEmail } from '@bebek/common/text';
import { DomainError } from '../lib/errors';
import { COLLECTIONS } from '@bebek/common/model';
import { oneTimeLinks } from './oneTimeLinks';

/**
 * The e-mailed sign-in links (issue 33), our own one-time links (auth/oneTimeLinks.ts) in
 * `loginLinks`, with the address each was sent to: a link works once, within 15 minutes; using one
 * cancels the account's other open sign-in links.
 */
const signInLinks = oneTimeLinks(COLLECTIONS.loginLinks, LOGIN_LINK, LOGIN_LINK_TTL_MS);

/** Creates a link's token for the account, sent to `email` (folded), and stores its hash; the caller e-mails the token. */
export function issueLoginToken(userId: string, email: string, now = Date.now()): Promise<string> {
  return signInLinks.issue(userId, { email }, now);
}

/** Uses the link up (of requests with the same token at once, one gets it); answers the account and the address the link was sent to. */
export async function consumeLoginToken(token: string, now = Date.now()): Promise<{ userId: string; email: string }> {
  const { userId, link } = await signInLinks.consume(token, now);
  return { userId, email: String(link.get('email') ?? '') };
}

export function releaseLoginToken(token: string): Promise<void> {
  return signInLinks.release(token);
}

export function cancelOtherLoginTokens(userId: string, keepToken: string): Promise<void> {
  return signInLinks.cancelOthers(userId, keepToken);
}

/**
 * The account a used link signs in: it must still exist, be enabled and have the address the link was
 * sent to as its sign-in address (an address changed since is not proven by the old one's mail).
 * Answers whether Auth already counts that address verified.
 */
export async function signInAccount(userId: string, email: string): Promise<{ authVerified: boolean }> {
  const user = await getAuth()
    .getUser(userId)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return undefined;
      throw error;
    });
  if (!user || user.disabled || !user.email || foldEmail(user.email) !== email) throw new DomainError('invalid', LOGIN_LINK.invalid);
  return { authVerified: user.emailVerified };
}

/** Auth's own flag too, as the verification link's code sets it (ADR 0024). */
export async function markAuthVerified(userId: string): Promise<void> {
  await getAuth().updateUser(userId, { emailVerified: true });
}
