import { FieldValue, Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { deletePhoto, storePhoto, type EncodedPhoto } from '../photos/data';

/**
 * The parent's profile document, users/{uid}: the data module other domains read a parent through
 * (issue 26: only data modules touch Firestore). Subcollections of a parent hang below it.
 */
export function userRef(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid);
}

/** The parent's profile as stored, or a snapshot that does not exist. */
export function readProfile(uid: string): Promise<DocumentSnapshot> {
  return userRef(uid).get();
}

const lastTenDigits = (phone: unknown) => (typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-10) : '');

/**
 * Whether the stored profile's phone is the number its owner proved with a code (ADR 0049,
 * `verifiedPhone` and `phoneVerifiedAt`): the proof stands while the profile's phone is that number,
 * however it is written ('0532…', '+90 532…').
 */
export function phoneProvenIn(data: Record<string, unknown> | undefined): boolean {
  const proven = lastTenDigits(data?.verifiedPhone);
  return Boolean(data?.phoneVerifiedAt) && proven.length === 10 && lastTenDigits(data?.phone) === proven;
}

/** Whether the account has proven an address of its own (its e-mail or its phone, ADR 0049), read afresh. */
export async function readSenderProof(uid: string): Promise<boolean> {
  const data = (await readProfile(uid)).data();
  return Boolean(data?.emailVerifiedAt) || phoneProvenIn(data);
}

/** What a profile change writes, decided in its transaction from the stored profile (profile.ts's updateProfile). */
export interface ProfileChange {
  /** The fields to set (the search keys and the search choice among them). */
  fields: Record<string, unknown>;
  /** A new photo, stored in the same transaction; the previous one goes. */
  newPhoto?: EncodedPhoto;
  /** The photo removed (and its bytes with it). */
  removePhoto: boolean;
}

/**
 * Changes the profile in a transaction: `decide` reads the stored profile and answers what to write
 * (or throws, and nothing is written), so a concurrent edit cannot leave the search keys behind.
 */
export async function changeProfile(uid: string, decide: (stored: DocumentSnapshot) => Promise<ProfileChange>): Promise<void> {
  const ref = userRef(uid);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const { fields, newPhoto, removePhoto } = await decide(snapshot);
    const previousPhoto = String(snapshot.get('photoId') ?? '') || undefined;
    const write: Record<string, unknown> = { ...fields, updatedAt: FieldValue.serverTimestamp() };
    if (newPhoto) write.photoId = storePhoto(tx, uid, newPhoto, previousPhoto);
    if (removePhoto) {
      write.photoId = '';
      if (previousPhoto) deletePhoto(tx, previousPhoto);
    }
    // a data URL from before the photo moved out of the profile goes with any new photo
    if (newPhoto || removePhoto) write.profileImage = FieldValue.delete();
    tx.update(ref, write);
  });
}

/** Sets the profile's fields as they are (the baby-info form, its skip), with the time of the change. */
export async function updateProfileFields(uid: string, fields: Record<string, unknown>): Promise<void> {
  await userRef(uid).update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
}

// ---- the sign-in address's change (profile/emailChange.ts, ADR 0016): `emailChanges/{sha256 of a link's token}` ----

const emailChanges = () => db().collection(COLLECTIONS.emailChanges);

/** The account's confirmation links (used, cancelled or open). */
export async function confirmLinksOf(uid: string): Promise<DocumentSnapshot[]> {
  return (await emailChanges().where('userId', '==', uid).where('kind', '==', 'confirm').get()).docs;
}

export interface EmailChangeLinks {
  uid: string;
  oldEmail: string;
  newEmail: string;
  now: number;
  confirm: { id: string; lifetimeMs: number };
  undo: { id: string; lifetimeMs: number };
  /** Earlier confirmation links never used: replaced by this request. */
  cancel: string[];
}

/** Stores both links, cancels the replaced ones and shows the pending address, in one batch with whatever `alsoWrite` adds (the e-mails). */
export async function saveEmailChange(change: EmailChangeLinks, alsoWrite: (batch: WriteBatch) => void): Promise<void> {
  const batch = db().batch();
  for (const id of change.cancel) batch.update(emailChanges().doc(id), { cancelledAt: FieldValue.serverTimestamp() });
  const common = {
    userId: change.uid,
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    createdAt: Timestamp.fromMillis(change.now),
    usedAt: null,
    cancelledAt: null,
  };
  batch.create(emailChanges().doc(change.confirm.id), {
    ...common,
    kind: 'confirm',
    pair: change.undo.id,
    expiresAt: Timestamp.fromMillis(change.now + change.confirm.lifetimeMs),
  });
  batch.create(emailChanges().doc(change.undo.id), {
    ...common,
    kind: 'undo',
    pair: change.confirm.id,
    expiresAt: Timestamp.fromMillis(change.now + change.undo.lifetimeMs),
  });
  batch.update(userRef(change.uid), { pendingEmail: change.newEmail, updatedAt: FieldValue.serverTimestamp() });
  alsoWrite(batch);
  await batch.commit();
}

export interface StoredEmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  pair: string;
}

/**
 * Uses a link up inside a transaction (of two uses at once one wins): `refuse` throws for a link
 * that cannot be used (unknown, expired, used, cancelled); `cancelPair` cancels its pair if not used
 * yet. Answers the link and whether its pair was used.
 */
export function useEmailChangeLink(
  id: string,
  refuse: (link: DocumentSnapshot) => void,
  cancelPair: boolean,
): Promise<StoredEmailChange & { pairUsed: boolean }> {
  const ref = emailChanges().doc(id);
  return db().runTransaction(async (tx) => {
    const link = await tx.get(ref);
    refuse(link);
    const data = link.data() as StoredEmailChange;
    const pairRef = emailChanges().doc(data.pair);
    const pair = await tx.get(pairRef);
    tx.update(ref, { usedAt: FieldValue.serverTimestamp() });
    if (cancelPair && pair.exists && !pair.get('usedAt')) tx.update(pairRef, { cancelledAt: FieldValue.serverTimestamp() });
    return { ...data, pairUsed: Boolean(pair.get('usedAt')) };
  });
}

/**
 * Sets the profile's sign-in address, verified, with its search keys (`keysOf` the stored profile),
 * in a transaction; a profile gone meanwhile is left gone.
 */
export async function setSignInAddress(uid: string, email: string, keysOf: (profile: DocumentSnapshot) => string[]): Promise<void> {
  const ref = userRef(uid);
  await db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    if (!profile.exists) return;
    tx.update(ref, {
      email,
      pendingEmail: '',
      emailVerifiedAt: FieldValue.serverTimestamp(),
      searchKeys: keysOf(profile),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

export async function clearPendingEmail(uid: string): Promise<void> {
  await userRef(uid).update({ pendingEmail: '' });
}
