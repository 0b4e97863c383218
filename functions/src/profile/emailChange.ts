import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { EMAIL_CONFIRM_TTL_MS, EMAIL_UNDO_TTL_MS } from '@bebek/common/constants';
import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { searchKeys } from '@bebek/common/search';
import type { Profile } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { config } from '../config';
import { DomainError } from '../lib/errors';
import { verifyPassword } from '../lib/identity';
import { emailChangeNoticeEmail, emailConfirmEmail } from '../mail/templates';
import { refusalMessage, releaseHeldForProof, Sending } from '../outbox/policy';
import { endAllSessions } from '../sessions/end';
import { setOwnerEmail } from '../games/data';
import { clearPendingEmail, confirmLinksOf, readProfile, saveEmailChange, setSignInAddress, useEmailChangeLink, type StoredEmailChange } from './data';
import { notifySecurityEvent } from '../accounts/securityNotice';

/**
 * Changing the sign-in e-mail (ADR 0016). A stolen session alone cannot do it: the current password
 * is asked; the old address is told at once, with a link that undoes the change for a week; the
 * change happens only when the new address confirms with the link sent to it. Links are 144-bit
 * tokens (common/src/tokens.ts) that only the e-mails carry; Firestore keeps their SHA-256 as the
 * document id (`emailChanges`), with the account, both addresses, the kind and the link's lifetime.
 */
const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const linkUrl = (action: 'confirm' | 'undo', token: string) => `${config().appBaseUrl}/email-change?action=${action}&token=${encodeURIComponent(token)}`;

async function addressTaken(email: string, uid: string): Promise<boolean> {
  const user = await getAuth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return Boolean(user && user.uid !== uid);
}

/**
 * Asks the current password first (a stolen session alone cannot change the address), then stores
 * the two links and queues both e-mails in one batch; the profile shows the pending address.
 * The e-mails are the parent's doing: the sending policy counts them like any e-mail to an address the
 * account has not verified (ADR 0024).
 */
export async function requestEmailChange(uid: string, profile: Profile, newEmailInput: string, currentPassword: string): Promise<string> {
  if ((await verifyPassword(profile.email, currentPassword)) !== uid)
    throw new DomainError('forbidden', EMAIL_CHANGE.wrongPassword, { currentPassword: EMAIL_CHANGE.wrongPassword });
  const newEmail = foldEmail(newEmailInput);
  const oldEmail = foldEmail(profile.email);
  if (newEmail === oldEmail) throw new DomainError('invalid', EMAIL_CHANGE.sameAddress, { newEmail: EMAIL_CHANGE.sameAddress });
  if (await addressTaken(newEmail, uid)) throw new DomainError('conflict', EMAIL_CHANGE.taken, { newEmail: EMAIL_CHANGE.taken });
  const now = Date.now();
  const confirmToken = newToken();
  const undoToken = newToken();
  const open = await confirmLinksOf(uid);
  // An earlier request that was never confirmed is replaced by this one.
  const cancel = open.filter((doc) => !doc.get('usedAt') && !doc.get('cancelledAt')).map((doc) => doc.id);
  const change = {
    uid,
    oldEmail,
    newEmail,
    now,
    confirm: { id: hash(confirmToken), lifetimeMs: EMAIL_CONFIRM_TTL_MS },
    undo: { id: hash(undoToken), lifetimeMs: EMAIL_UNDO_TTL_MS },
    cancel,
  };
  const context = { userId: uid };
  const sending = new Sending(profile);
  const { admitted, refused } = await sending.admit([
    {
      message: {
        channel: 'email',
        kind: 'email_change',
        sensitive: true,
        to: { email: newEmail, name: profile.fullName },
        ...emailConfirmEmail(profile.fullName, newEmail, linkUrl('confirm', confirmToken)),
        context,
      },
    },
    {
      message: {
        channel: 'email',
        kind: 'email_change',
        sensitive: true,
        to: { email: oldEmail, name: profile.fullName },
        ...emailChangeNoticeEmail(profile.fullName, newEmail, linkUrl('undo', undoToken)),
        context,
      },
    },
  ]);
  if (refused.length) {
    await sending.settle(false);
    throw new DomainError('too-many', refusalMessage(refused[0]!.rule, profile));
  }
  try {
    await saveEmailChange(change, (batch) => sending.write(batch, admitted));
  } catch (error) {
    await sending.settle(false);
    throw error;
  }
  await sending.settle(true);
  return newEmail;
}

/** Uses a link up inside a transaction (of two uses at once one wins); refuses unknown, expired, used and cancelled links. */
async function consume(token: string, kind: 'confirm' | 'undo', now = Date.now()): Promise<StoredEmailChange & { pairUsed: boolean }> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('invalid', EMAIL_CHANGE.invalid);
  const refuse = (link: DocumentSnapshot) => {
    if (!link.exists || link.get('kind') !== kind) throw new DomainError('invalid', EMAIL_CHANGE.invalid);
    if (link.get('usedAt')) throw new DomainError('invalid', EMAIL_CHANGE.used);
    if (link.get('cancelledAt')) throw new DomainError('invalid', EMAIL_CHANGE.cancelled);
    if ((link.get('expiresAt') as Timestamp).toMillis() <= now) throw new DomainError('invalid', EMAIL_CHANGE.expired);
  };
  // Undoing cancels the confirmation that has not been used yet; confirming leaves the undo link valid.
  return useEmailChangeLink(hash(token), refuse, kind === 'undo');
}

/**
 * Sets the account's sign-in address in Auth and on the profile (with its search keys and its games'
 * owner address). Only a link sent to that address leads here (the confirmation to the new address, the
 * undo to the old one), and using it proves the address is the parent's: it counts as verified
 * (`emailVerifiedAt` anew, and Auth's emailVerified), as the verification link would (ADR 0024).
 */
async function setAddress(uid: string, email: string): Promise<void> {
  try {
    await getAuth().updateUser(uid, { email, emailVerified: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new DomainError('conflict', EMAIL_CHANGE.taken);
    throw error;
  }
  await setSignInAddress(uid, email, (profile) => searchKeys(String(profile.get('fullName') ?? ''), String(profile.get('spouseName') ?? ''), email));
  // then her games carry it as their owner's address
  await setOwnerEmail(uid, email);
  // proven: what waited for the parent's proof goes now (ADR 0049)
  await releaseHeldForProof(uid);
}

export async function confirmEmailChange(token: string): Promise<void> {
  const link = await consume(token, 'confirm');
  const profile = await readProfile(link.userId);
  // The account must still be the one the link was made for, at the address it was made from.
  if (!profile.exists || foldEmail(String(profile.get('email') ?? '')) !== link.oldEmail || profile.get('deletionRequestedAt')) {
    throw new DomainError('invalid', EMAIL_CHANGE.invalid);
  }
  await setAddress(link.userId, link.newEmail);
  // Sessions were opened under the old address: each device signs in again with the new one.
  await endAllSessions(link.userId);
  await notifySecurityEvent({ email: link.oldEmail, name: String(profile.get('fullName') ?? '') }, 'email_changed', link.userId, link.newEmail);
}

export async function undoEmailChange(token: string): Promise<void> {
  const link = await consume(token, 'undo');
  const profile = await readProfile(link.userId);
  if (!profile.exists) throw new DomainError('invalid', EMAIL_CHANGE.invalid);
  const current = foldEmail(String(profile.get('email') ?? ''));
  if (current !== link.oldEmail) await setAddress(link.userId, link.oldEmail);
  else await clearPendingEmail(link.userId);
  // Whoever asked for the change may hold a session: every session ends.
  await endAllSessions(link.userId);
  await notifySecurityEvent({ email: link.oldEmail, name: String(profile.get('fullName') ?? '') }, 'email_change_undone', link.userId);
}
