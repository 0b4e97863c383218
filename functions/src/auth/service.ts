import { getAuth } from 'firebase-admin/auth';
import type { Profile } from '@bebek/common/types';
import { config } from '../config';
import { NOT_A_PARENT } from '../http/authenticate';
import { DomainError } from '../lib/errors';
import { log } from '../lib/log';
import { loginLinkEmail, passwordResetEmail } from '../mail/templates';
import { queue } from '../outbox/policy';
import { notifySecurityEvent } from '../accounts/securityNotice';
import { markAddressProven, sendVerificationEmail } from '../email-verification/service';
import { toProfile } from '../profile/profile';
import { readProfile } from '../profile/data';
import { endAllSessions } from '../sessions/end';
import { storedSessionVersion } from '../sessions/tokens';
import { cancelOtherLoginTokens, consumeLoginToken, issueLoginToken, markAuthVerified, releaseLoginToken, signInAccount } from './loginLink';
import { cancelOtherResetTokens, consumeResetToken, issueResetToken, releaseResetToken, setPassword } from './passwordReset';

/** The parent a session starts for (login, register): her profile and the session version it carries; an operator has none. */
export async function parentSigningIn(uid: string): Promise<{ profile: Profile; version: number }> {
  const snapshot = await readProfile(uid);
  if (!snapshot.exists) throw new DomainError('forbidden', NOT_A_PARENT);
  return { profile: toProfile(snapshot), version: storedSessionVersion(snapshot.get('sessionVersion')) };
}

/** The verification link of a new account (ADR 0024); if it cannot go out, the account is still made and the parent asks again from the profile. */
export async function sendFirstVerificationEmail(uid: string): Promise<void> {
  await readProfile(uid)
    .then((snapshot) => sendVerificationEmail(toProfile(snapshot)))
    .catch((error: unknown) => log.requestFailed('register: verification e-mail', error));
}

/** Whether the account still exists at the session version a browser's session was made with. */
export async function isCurrentVersion(uid: string, version: number): Promise<boolean> {
  const profile = await readProfile(uid);
  return profile.exists && storedSessionVersion(profile.get('sessionVersion')) === version;
}

/** A known, enabled account gets our own one-time link (auth/passwordReset.ts), valid for an hour; an unknown address gets nothing. */
export async function sendPasswordResetLink(address: string): Promise<void> {
  const user = await getAuth()
    .getUserByEmail(address)
    .catch(() => undefined);
  if (!user || user.disabled) return;
  const token = await issueResetToken(user.uid);
  const link = `${config().appBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const profile = await readProfile(user.uid);
  const name = String(profile.get('fullName') ?? user.displayName ?? '');
  await queue({
    channel: 'email',
    kind: 'password_reset',
    sensitive: true,
    to: { email: address, name },
    ...passwordResetEmail(name, link),
    context: { userId: user.uid },
  });
}

/**
 * Uses the link up (once), sets the password, ends every session, cancels the account's other open
 * links and lifts the wrong-password lock (`liftLoginLock`, the route's limiter), so the owner can
 * log in at once; the owner is told by e-mail.
 */
export async function resetPasswordWithLink(token: string, newPassword: string, liftLoginLock: (email: string) => Promise<void>): Promise<void> {
  const userId = await consumeResetToken(token);
  let email: string;
  try {
    email = await setPassword(userId, newPassword);
  } catch (error) {
    // Not the link's fault (Auth unreachable…): give it back so the owner can try again.
    if (!(error instanceof DomainError)) await releaseResetToken(token).catch(() => undefined);
    throw error;
  }
  await Promise.all([cancelOtherResetTokens(userId, token), liftLoginLock(email), endAllSessions(userId)]);
  const owner = await readProfile(userId);
  await notifySecurityEvent({ email, name: String(owner.get('fullName') ?? '') }, 'password_changed', userId);
}

/**
 * The e-mailed sign-in link (issue 33): a known, enabled parent gets our own one-time link
 * (auth/loginLink.ts), valid 15 minutes; an unknown address, a disabled account, an operator's or
 * one being deleted gets nothing.
 */
export async function sendLoginLink(address: string): Promise<void> {
  const user = await getAuth()
    .getUserByEmail(address)
    .catch(() => undefined);
  if (!user || user.disabled) return;
  const profile = await readProfile(user.uid);
  if (!profile.exists || profile.get('deletionRequestedAt')) return;
  const token = await issueLoginToken(user.uid, address);
  const link = `${config().appBaseUrl}/login-link?token=${encodeURIComponent(token)}`;
  const name = String(profile.get('fullName') ?? user.displayName ?? '');
  await queue({
    channel: 'email',
    kind: 'login_link',
    sensitive: true,
    to: { email: address, name },
    ...loginLinkEmail(name, link),
    context: { userId: user.uid },
  });
}

/**
 * Uses the sign-in link up (once) and answers the account it signs in; the account's other open
 * sign-in links are cancelled. The link came to the account's address, so using it proves that
 * address: an address not yet verified is marked verified, as the verification link does (ADR 0024).
 */
export async function signInWithLink(token: string): Promise<string> {
  const { userId, email } = await consumeLoginToken(token);
  let authVerified: boolean;
  try {
    ({ authVerified } = await signInAccount(userId, email));
  } catch (error) {
    // Not the link's fault (Auth unreachable…): give it back so the owner can press again.
    if (!(error instanceof DomainError)) await releaseLoginToken(token).catch(() => undefined);
    throw error;
  }
  await cancelOtherLoginTokens(userId, token);
  const profile = await readProfile(userId);
  if (!profile.get('emailVerifiedAt')) await markAddressProven(userId, email);
  if (!authVerified) await markAuthVerified(userId);
  return userId;
}
