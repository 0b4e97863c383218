import { FieldValue, GrpcStatus, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';

/**
 * Our own one-time links of an account (auth/oneTimeLinks.ts), each collection keyed by the SHA-256
 * of the link's token: the password-reset links (`passwordResets`) and the e-mailed sign-in links
 * (`loginLinks`, issue 33).
 */
export type LinkCollection = typeof COLLECTIONS.passwordResets | typeof COLLECTIONS.loginLinks;
const links = (collection: LinkCollection) => db().collection(collection);

/** Stores a new open link of the account under its token's hash, with the fields of its kind (the address a sign-in link went to). */
export async function createLink(
  collection: LinkCollection,
  id: string,
  userId: string,
  now: number,
  lifetimeMs: number,
  fields: Record<string, string> = {},
): Promise<void> {
  await links(collection)
    .doc(id)
    .create({
      ...fields,
      userId,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + lifetimeMs),
      usedAt: null,
      cancelledAt: null,
    });
}

/** The link stored under that hash, or a snapshot that does not exist. */
export function readLink(collection: LinkCollection, id: string): Promise<DocumentSnapshot> {
  return links(collection).doc(id).get();
}

/**
 * Marks the link used only if unchanged since it was read (`lastUpdateTime`), without a
 * transaction (ADR 0021): false when another request changed it first.
 */
export async function useLink(collection: LinkCollection, link: DocumentSnapshot): Promise<boolean> {
  try {
    await links(collection).doc(link.id).update({ usedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: link.updateTime! });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.FAILED_PRECONDITION)) return false;
    throw error;
  }
}

export async function releaseLink(collection: LinkCollection, id: string): Promise<void> {
  await links(collection).doc(id).update({ usedAt: null });
}

/** Cancels every open link of the account but the one kept. */
export async function cancelOpenLinks(collection: LinkCollection, userId: string, keepId: string): Promise<void> {
  const open = await links(collection).where('userId', '==', userId).get();
  const batch = db().batch();
  let count = 0;
  for (const doc of open.docs) {
    if (doc.id === keepId || doc.get('usedAt') || doc.get('cancelledAt')) continue;
    batch.update(doc.ref, { cancelledAt: FieldValue.serverTimestamp() });
    count += 1;
  }
  if (count > 0) await batch.commit();
}
