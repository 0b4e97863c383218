import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { EMAIL_VERIFICATION_TTL_MS } from '@bebek/common/constants';
import { EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import { foldEmail } from '@bebek/common/text';
import type { Profile } from '@bebek/common/types';
import { config } from '../config';
import { DomainError } from '../lib/errors';
import { applyEmailVerificationCode } from '../lib/identity';
import { log } from '../lib/log';
import { emailVerificationEmail } from '../mail/templates';
import { refusalMessage, releaseHeldForProof, Sending } from '../outbox/policy';
import { readProfile } from '../profile/data';
import { markEmailVerified, readVerificationLink, releaseVerificationLink, saveVerificationLink, useVerificationLink } from './data';

/**
 * E-mail verification (ADR 0024) with Firebase Auth's own codes: firebase-admin makes the code
 * (`generateEmailVerificationLink`), we send it through the outbox as a link to our own page
 * (`/verify-email?oobCode=…`, not Firebase's handler, which would apply it without us), and the page's
 * press applies it through the api (Identity Toolkit's `accounts:update`). Firestore keeps a record of
 * each link, keyed by the SHA-256 of its code, with the account, the address it was sent to and its
 * lifetime: a code is ours only if we sent it, counts only once, and only while that address is still
 * the account's sign-in address. Only then is `users/{uid}.emailVerifiedAt` set.
 */
const hash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Makes a verification link for the account's current address and queues its e-mail through the sending policy. */
export async function sendVerificationEmail(profile: Profile, now = new Date()): Promise<void> {
  const email = foldEmail(profile.email);
  const firebaseLink = await getAuth().generateEmailVerificationLink(email, { url: `${config().appBaseUrl}/verify-email` });
  const oobCode = new URL(firebaseLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error('the verification link Firebase Auth made carries no oobCode');
  const link = `${config().appBaseUrl}/verify-email?oobCode=${encodeURIComponent(oobCode)}`;
  // the e-mail goes to an address the account has not verified: the policy's daily e-mail cap counts it
  const sending = new Sending(profile, now);
  const { admitted, refused } = await sending.admit([
    {
      message: {
        channel: 'email',
        kind: 'email_verification',
        sensitive: true,
        to: { email, name: profile.fullName },
        ...emailVerificationEmail(profile.fullName, email, link),
        context: { userId: profile.id },
      },
    },
  ]);
  if (refused.length) {
    await sending.settle(false);
    throw new DomainError('too-many', refusalMessage(refused[0]!.rule, profile));
  }
  let committed = false;
  try {
    const link = { userId: profile.id, email, createdAt: now, expiresAtMillis: now.getTime() + EMAIL_VERIFICATION_TTL_MS };
    await saveVerificationLink(hash(oobCode), link, (batch) => sending.write(batch, admitted));
    committed = true;
  } finally {
    await sending.settle(committed);
  }
}

/** Identity Toolkit's refusals of a code, as the parent reads them. */
function refusalOf(reason: string): string | undefined {
  if (reason.startsWith('EXPIRED_OOB_CODE')) return EMAIL_VERIFICATION.expired;
  if (reason.startsWith('INVALID_OOB_CODE')) return EMAIL_VERIFICATION.used;
  if (reason.startsWith('USER_DISABLED') || reason.startsWith('USER_NOT_FOUND') || reason.startsWith('NOT_VERIFIED')) return EMAIL_VERIFICATION.invalid;
  return undefined;
}

/**
 * The page's press: refuses a code we did not send, one already used or past its three days, and one
 * sent to an address that is no longer the account's (an address changed since: the old address is
 * not verified by it, nor is the new one). The record is used up before Firebase Auth applies the
 * code (only if unchanged since it was read: two presses at once apply it once); then the account's
 * address is marked verified, in a transaction that checks it is still the address of the link.
 */
export async function verifyEmailCode(oobCode: string, now = Date.now()): Promise<void> {
  const id = hash(oobCode);
  const link = await readVerificationLink(id);
  if (!link.exists) throw new DomainError('invalid', EMAIL_VERIFICATION.invalid);
  if (link.get('usedAt')) throw new DomainError('invalid', EMAIL_VERIFICATION.used);
  if ((link.get('expiresAt') as Timestamp).toMillis() <= now) throw new DomainError('invalid', EMAIL_VERIFICATION.expired);
  const userId = String(link.get('userId'));
  const email = String(link.get('email'));
  if (!addressIsCurrent(email)(await readProfile(userId))) throw new DomainError('invalid', EMAIL_VERIFICATION.addressChanged);
  if (!(await useVerificationLink(link, now))) throw new DomainError('invalid', EMAIL_VERIFICATION.used);
  const applied = await applyEmailVerificationCode(oobCode);
  if (!applied.ok) {
    const refusal = refusalOf(applied.reason);
    if (refusal) throw new DomainError('invalid', refusal);
    // not the code's fault (Auth unreachable…): the link is given back, so the parent can press again
    await releaseVerificationLink(id).catch(() => undefined);
    throw new Error(`applying the e-mail verification code failed: ${applied.reason}`);
  }
  if ((applied.uid && applied.uid !== userId) || (applied.email && foldEmail(applied.email) !== email)) {
    log.requestFailed('verify-email', new Error('Firebase Auth verified another account or address than the link was sent for'));
    throw new DomainError('invalid', EMAIL_VERIFICATION.addressChanged);
  }
  if (!(await markAddressProven(userId, email))) throw new DomainError('invalid', EMAIL_VERIFICATION.addressChanged);
}

/** Whether the profile is still there, not being deleted, with `email` (folded) as its sign-in address. */
const addressIsCurrent = (email: string) => (profile: DocumentSnapshot) =>
  profile.exists && !profile.get('deletionRequestedAt') && foldEmail(String(profile.get('email') ?? '')) === email;

/**
 * A link we sent to the address was used (the verification link; the e-mailed sign-in link, issue
 * 33): the account's address is marked verified (`users/{uid}.emailVerifiedAt`), in a transaction
 * that checks it is still `email` (folded), and what waited for the parent's proof (the announcement,
 * a game's results) goes now (ADR 0049). Answers whether the address was still the account's.
 */
export async function markAddressProven(userId: string, email: string): Promise<boolean> {
  if (!(await markEmailVerified(userId, addressIsCurrent(email)))) return false;
  await releaseHeldForProof(userId);
  return true;
}
