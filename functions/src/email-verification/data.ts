import { FieldValue, GrpcStatus, Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/** The verification links we sent, `emailVerifications/{sha256 of the code}` (ADR 0024). */
const links = () => db().collection(COLLECTIONS.emailVerifications);

export interface VerificationLink {
  userId: string;
  email: string;
  createdAt: Date;
  expiresAtMillis: number;
}

/** Stores the link's record with whatever else must land in the same commit (the queued e-mail). */
export async function saveVerificationLink(id: string, link: VerificationLink, alsoWrite: (batch: WriteBatch) => void): Promise<void> {
  const batch = db().batch();
  batch.create(links().doc(id), {
    userId: link.userId,
    email: link.email,
    createdAt: Timestamp.fromDate(link.createdAt),
    expiresAt: Timestamp.fromMillis(link.expiresAtMillis),
    usedAt: null,
  });
  alsoWrite(batch);
  await batch.commit();
}

/** The link's record, or a snapshot that does not exist. */
export function readVerificationLink(id: string): Promise<DocumentSnapshot> {
  return links().doc(id).get();
}

/**
 * Marks the link used, only if unchanged since it was read (`lastUpdateTime`): of two presses at
 * once one gets true, the other false.
 */
export async function useVerificationLink(link: DocumentSnapshot, now: number): Promise<boolean> {
  try {
    await links()
      .doc(link.id)
      .update({ usedAt: Timestamp.fromMillis(now) }, { lastUpdateTime: link.updateTime! });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.FAILED_PRECONDITION)) return false;
    throw error;
  }
}

/** Gives a used link back (its code could not be applied for a reason that is not the code's). */
export async function releaseVerificationLink(id: string): Promise<void> {
  await links().doc(id).update({ usedAt: null });
}

/**
 * Marks the account's address verified, in a transaction that reads the profile and writes only
 * if `addressIsCurrent` holds for it; answers whether it did.
 */
export function markEmailVerified(userId: string, addressIsCurrent: (profile: DocumentSnapshot) => boolean): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const profile = await tx.get(userRef(userId));
    if (!addressIsCurrent(profile)) return false;
    tx.update(profile.ref, { emailVerifiedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
