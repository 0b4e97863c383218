import { FieldValue, GrpcStatus, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';

/** Our own password-reset links, `passwordResets/{sha256 of the token}` (auth/passwordReset.ts). */
const resets = () => db().collection(COLLECTIONS.passwordResets);

/** Stores a new open link of the account under its token's hash. */
export async function createResetLink(id: string, userId: string, now: number, lifetimeMs: number): Promise<void> {
  await resets()
    .doc(id)
    .create({
      userId,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + lifetimeMs),
      usedAt: null,
      cancelledAt: null,
    });
}

/** The link stored under that hash, or a snapshot that does not exist. */
export function readResetLink(id: string): Promise<DocumentSnapshot> {
  return resets().doc(id).get();
}

/**
 * Marks the link used only if unchanged since it was read (`lastUpdateTime`), without a
 * transaction (ADR 0021): false when another request changed it first.
 */
export async function useResetLink(link: DocumentSnapshot): Promise<boolean> {
  try {
    await resets().doc(link.id).update({ usedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: link.updateTime! });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.FAILED_PRECONDITION)) return false;
    throw error;
  }
}

export async function releaseResetLink(id: string): Promise<void> {
  await resets().doc(id).update({ usedAt: null });
}

/** Cancels every open link of the account but the one kept. */
export async function cancelOpenResetLinks(userId: string, keepId: string): Promise<void> {
  const open = await resets().where('userId', '==', userId).get();
  const batch = db().batch();
  let count = 0;
  for (const doc of open.docs) {
    if (doc.id === keepId || doc.get('usedAt') || doc.get('cancelledAt')) continue;
    batch.update(doc.ref, { cancelledAt: FieldValue.serverTimestamp() });
    count += 1;
  }
  if (count > 0) await batch.commit();
}
