import { FieldValue, GrpcStatus, Timestamp, type DocumentSnapshot, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { newToken } from '@bebek/common/tokens';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * The only module of the checklist (issue 18, 24; ADR 0018, 0028) that touches Firestore:
 *   users/{uid}/checklistItems/{itemId}    the parent's items (catalogue copies and her own, 'own_…')
 *   users/{uid}/checklistClaims/{itemId}   a relative's 'Ben alıyorum' on an item
 *   checklistShares/{token}                { userId, createdAt }: the shared list's link
 * and on the profile: checklistClaimSurprise, ownChecklistItemCount.
 */
const itemsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.checklistItems);
const claimsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.checklistClaims);
const shares = () => db().collection(COLLECTIONS.checklistShares);

export const OWN_ITEM_COUNT_FIELD = 'ownChecklistItemCount';

// ---- items ----

export async function readItems(uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await itemsOf(uid).get()).docs;
}

/**
 * Ticks or unticks one item of the parent's list; undefined when she has no such item. The time is
 * taken here and stored as it is, so the answer is the stored value: a server timestamp is resolved
 * at the commit and need not equal the commit's writeTime (1-3 ms apart on Google's emulator), and
 * the public SDK answers only the writeTime. Written and read together (one round trip): the answer
 * is the item read, with what was just written.
 */
export async function writeTick(uid: string, itemId: string, checked: boolean): Promise<{ item: DocumentSnapshot; checkedAt: Date | null } | undefined> {
  const ref = itemsOf(uid).doc(itemId);
  const checkedAt = checked ? Timestamp.now() : null;
  const [written, item] = await Promise.allSettled([ref.update({ checked, checkedAt }), ref.get()]);
  if (written.status === 'rejected') {
    if (failedWith(written.reason, GrpcStatus.NOT_FOUND)) return undefined;
    throw written.reason;
  }
  if (item.status === 'rejected') throw item.reason;
  return { item: item.value, checkedAt: checkedAt ? checkedAt.toDate() : null };
}

// ---- her own items ----

/** A new id for an own item: 'own_' and a random document id (catalogue copies have none with '_'). */
/** The parent's shared list's link, if she made one (at most one: `createShare` keeps it so). */
export async function readShareOf(uid: string): Promise<QueryDocumentSnapshot | undefined> {
  return (await shares().where('userId', '==', uid).limit(1).get()).docs[0];
}

export const newOwnItemId = (uid: string) => `own_${itemsOf(uid).doc().id}`;

/**
 * Creates the own item and counts it on the profile in one commit, only if the profile is unchanged
 * since `profile` was read (`lastUpdateTime`, ADR 0021). False when it changed: read it again.
 */
export async function createOwnItem(uid: string, itemId: string, profile: DocumentSnapshot, count: number, stored: Record<string, unknown>): Promise<boolean> {
  const batch = db().batch();
  batch.update(userRef(uid), { [OWN_ITEM_COUNT_FIELD]: count }, { lastUpdateTime: profile.updateTime! });
  batch.create(itemsOf(uid).doc(itemId), { ...stored, createdAt: FieldValue.serverTimestamp() });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.FAILED_PRECONDITION)) return false;
    throw error;
  }
}

export function readItem(uid: string, itemId: string): Promise<DocumentSnapshot> {
  return itemsOf(uid).doc(itemId).get();
}

/**
 * Deletes the item as it was read (`lastUpdateTime`), with a relative's claim on it, and frees its
 * place under the cap, in one commit. False when the item changed or went since it was read.
 */
export async function deleteOwnItem(uid: string, item: DocumentSnapshot): Promise<boolean> {
  const batch = db().batch();
  batch.delete(itemsOf(uid).doc(item.id), { lastUpdateTime: item.updateTime! });
  batch.delete(claimsOf(uid).doc(item.id));
  batch.update(userRef(uid), { [OWN_ITEM_COUNT_FIELD]: FieldValue.increment(-1) });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.FAILED_PRECONDITION) || failedWith(error, GrpcStatus.NOT_FOUND)) return false;
    throw error;
  }
}

// ---- the shared list ----

/** The parent's share token: the one she has, or a new one (one link per parent, made in a transaction). */
export async function shareToken(uid: string): Promise<string> {
  return db().runTransaction(async (tx) => {
    const existing = await tx.get(shares().where('userId', '==', uid).limit(1));
    const found = existing.docs[0];
    if (found) return found.id;
    const created = newToken();
    tx.create(shares().doc(created), { userId: uid, createdAt: FieldValue.serverTimestamp() });
    return created;
  });
}

/** The owner of a share token, or undefined (no such share, or one without its owner). */
export async function readShareOwnerId(token: string): Promise<string | undefined> {
  const share = await shares().doc(token).get();
  const ownerId = share.get('userId') as string | undefined;
  return share.exists && ownerId ? ownerId : undefined;
}

// ---- claims ----

export async function readClaims(ownerId: string): Promise<QueryDocumentSnapshot[]> {
  return (await claimsOf(ownerId).get()).docs;
}

/**
 * Creates the claim on an item the transaction reads (the item only, which claims never write; the
 * claim is read beside the transaction, not in it: a claim made since is caught by the commit's
 * `create`). `decide` sees both and answers the claim's fields, or throws to refuse. False when the
 * commit found a claim there (ALREADY_EXISTS): of relatives claiming one item at once, one wins.
 */
export async function createClaim(
  ownerId: string,
  itemId: string,
  decide: (item: DocumentSnapshot, existing: DocumentSnapshot) => Record<string, unknown>,
): Promise<boolean> {
  const itemRef = itemsOf(ownerId).doc(itemId);
  const claimRef = claimsOf(ownerId).doc(itemId);
  try {
    await db().runTransaction(async (tx) => {
      const [item, existing] = await Promise.all([tx.get(itemRef), claimRef.get()]);
      tx.create(claimRef, decide(item, existing));
    });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.ALREADY_EXISTS)) return false;
    throw error;
  }
}

/** Deletes the claim in a transaction once `check` let it (it throws to refuse). */
export async function deleteClaimIf(ownerId: string, itemId: string, check: (claim: DocumentSnapshot) => void): Promise<void> {
  const claimRef = claimsOf(ownerId).doc(itemId);
  await db().runTransaction(async (tx) => {
    check(await tx.get(claimRef));
    tx.delete(claimRef);
  });
}

/**
 * In a transaction: reads the claim and its item, and as `decide` answers, marks the claim received
 * and ticks the item (the parent's own tick, set with it).
 */
export async function receiveClaim(
  ownerId: string,
  itemId: string,
  decide: (claim: DocumentSnapshot | undefined, item: DocumentSnapshot | undefined) => { receive: boolean; tick: boolean },
): Promise<void> {
  const claimRef = claimsOf(ownerId).doc(itemId);
  const itemRef = itemsOf(ownerId).doc(itemId);
  await db().runTransaction(async (tx) => {
    const [claim, item] = await tx.getAll(claimRef, itemRef);
    const { receive, tick } = decide(claim, item);
    if (receive) tx.update(claimRef, { receivedAt: FieldValue.serverTimestamp() });
    if (tick) tx.update(itemRef, { checked: true, checkedAt: FieldValue.serverTimestamp() });
  });
}

export function readClaim(ownerId: string, itemId: string): Promise<DocumentSnapshot> {
  return claimsOf(ownerId).doc(itemId).get();
}

export async function deleteClaim(ownerId: string, itemId: string): Promise<void> {
  await claimsOf(ownerId).doc(itemId).delete();
}

export async function writeClaimSurprise(uid: string, surprise: boolean): Promise<void> {
  await userRef(uid).update({ checklistClaimSurprise: surprise });
}
