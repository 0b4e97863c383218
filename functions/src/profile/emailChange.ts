import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { EMAIL_CONFIRM_TTL_MS, EMAIL_UNDO_TTL_MS } from '@bebek/common/constants';
import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { searchKeys } from '@bebek/common/search';
import type { Profile } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { config } from '../config';
import { DomainError } from '../lib/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { emailChangeNoticeEmail, emailConfirmEmail } from '../mail/templates';
import { refusalMessage, Sending } from '../outbox/policy';
import { endAllSessions } from '../sessions/end';
import { userRef } from './data';
import { notifySecurityEvent } from '../accounts/securityNotice';

/**
 * Changing the sign-in e-mail (ADR 0016). A stolen session alone cannot do it: the current password
 * is asked; the old address is told at once, with a link that undoes the change for a week; the
 * change happens only when the new address confirms with the link sent to it. Links are 144-bit
 * tokens (common/src/tokens.ts) that only the e-mails carry; Firestore keeps their SHA-256 as the
 * document id (`emailChanges`), with the account, both addresses, the kind and the link's lifetime.
 */
const links = () => db().collection(COLLECTIONS.emailChanges);
const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const linkUrl = (action: 'confirm' | 'undo', token: string) => `${config().appBaseUrl}/email-change?action=${action}&token=${encodeURIComponent(token)}`;

async function addressTaken(email: string, uid: string): Promise<boolean> {
  const user = await getAuth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return Boolean(user && user.uid !== uid);
}

/**
 * Stores the two links and queues both e-mails in one batch; the profile shows the pending address.
 * The e-mails are the parent's doing: the sending policy counts them like any e-mail to an address the
 * account has not verified (ADR 0024).
 */
export async function requestEmailChange(uid: string, profile: Profile, newEmailInput: string): Promise<string> {
  const newEmail = foldEmail(newEmailInput);
  const oldEmail = foldEmail(profile.email);
  if (newEmail === oldEmail) throw new DomainError('invalid', EMAIL_CHANGE.sameAddress, { newEmail: EMAIL_CHANGE.sameAddress });
  if (await addressTaken(newEmail, uid)) throw new DomainError('conflict', EMAIL_CHANGE.taken, { newEmail: EMAIL_CHANGE.taken });
  const now = Date.now();
  const confirmToken = newToken();
  const undoToken = newToken();
  const open = await links().where('userId', '==', uid).where('kind', '==', 'confirm').get();
  const batch = db().batch();
  // An earlier request that was never confirmed is replaced by this one.
  for (const doc of open.docs) if (!doc.get('usedAt') && !doc.get('cancelledAt')) batch.update(doc.ref, { cancelledAt: FieldValue.serverTimestamp() });
  const common = { userId: uid, oldEmail, newEmail, createdAt: Timestamp.fromMillis(now), usedAt: null, cancelledAt: null };
  batch.create(links().doc(hash(confirmToken)), {
    ...common,
    kind: 'confirm',
    pair: hash(undoToken),
    expiresAt: Timestamp.fromMillis(now + EMAIL_CONFIRM_TTL_MS),
  });
  batch.create(links().doc(hash(undoToken)), { ...common, kind: 'undo', pair: hash(confirmToken), expiresAt: Timestamp.fromMillis(now + EMAIL_UNDO_TTL_MS) });
  batch.update(userRef(uid), { pendingEmail: newEmail, updatedAt: FieldValue.serverTimestamp() });
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
  sending.write(batch, admitted);
  try {
    await batch.commit();
  } catch (error) {
    await sending.settle(false);
    throw error;
  }
  await sending.settle(true);
  return newEmail;
}

interface Link {
  userId: string;
  oldEmail: string;
  newEmail: string;
  pair: string;
}

/** Uses a link up inside a transaction (of two uses at once one wins); refuses unknown, expired, used and cancelled links. */
async function consume(token: string, kind: 'confirm' | 'undo', now = Date.now()): Promise<Link & { pairUsed: boolean }> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('invalid', EMAIL_CHANGE.invalid);
  const ref = links().doc(hash(token));
  return db().runTransaction(async (tx) => {
    const link = await tx.get(ref);
    if (!link.exists || link.get('kind') !== kind) throw new DomainError('invalid', EMAIL_CHANGE.invalid);
    if (link.get('usedAt')) throw new DomainError('invalid', EMAIL_CHANGE.used);
    if (link.get('cancelledAt')) throw new DomainError('invalid', EMAIL_CHANGE.cancelled);
    if ((link.get('expiresAt') as Timestamp).toMillis() <= now) throw new DomainError('invalid', EMAIL_CHANGE.expired);
    const data = link.data() as Link;
    const pairRef = links().doc(data.pair);
    const pair = await tx.get(pairRef);
    tx.update(ref, { usedAt: FieldValue.serverTimestamp() });
    // Undoing cancels the confirmation that has not been used yet; confirming leaves the undo link valid.
    if (kind === 'undo' && pair.exists && !pair.get('usedAt')) tx.update(pairRef, { cancelledAt: FieldValue.serverTimestamp() });
    return { ...data, pairUsed: Boolean(pair.get('usedAt')) };
  });
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
  const ref = userRef(uid);
  await db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    if (!profile.exists) return;
    tx.update(ref, {
      email,
      pendingEmail: '',
      emailVerifiedAt: FieldValue.serverTimestamp(),
      searchKeys: searchKeys(String(profile.get('fullName') ?? ''), String(profile.get('spouseName') ?? ''), email),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  const games = await db().collection(COLLECTIONS.games).where('userId', '==', uid).get();
  await Promise.all(games.docs.map((game) => game.ref.update({ ownerEmail: email })));
}

export async function confirmEmailChange(token: string): Promise<void> {
  const link = await consume(token, 'confirm');
  const profile = await userRef(link.userId).get();
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
  const profile = await userRef(link.userId).get();
  if (!profile.exists) throw new DomainError('invalid', EMAIL_CHANGE.invalid);
  const current = foldEmail(String(profile.get('email') ?? ''));
  if (current !== link.oldEmail) await setAddress(link.userId, link.oldEmail);
  else await userRef(link.userId).update({ pendingEmail: '' });
  // Whoever asked for the change may hold a session: every session ends.
  await endAllSessions(link.userId);
  await notifySecurityEvent({ email: link.oldEmail, name: String(profile.get('fullName') ?? '') }, 'email_change_undone', link.userId);
}
