import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FieldValue, GrpcStatus, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { isDocumentId } from '@bebek/common/ids';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { SHARED_LIST_NOT_FOUND } from '@bebek/common/claims';
import { CLAIM_MESSAGES, type ClaimInput } from '@bebek/common/schemas/claims';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import type { ChecklistClaimResponse, ParentChecklistClaim, ParentChecklistClaims, PublicChecklistClaim } from '@bebek/common/types';
import { DomainError } from '../lib/errors';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * 'Ben alıyorum' on the shared list (issue 18, ADR 0018). A claim is its own document,
 * users/{owner}/checklistClaims/{itemId}, apart from the item: the parent's ticks and the claims
 * never touch each other, and one document per item makes "one relative per item" the claim's own
 * `create` (of two claims at once one is written, the other's commit fails ALREADY_EXISTS and it is told). The
 * relative gets a secret of 256 bits, kept only in their browser; the claim stores its SHA-256, so
 * only that browser can release the claim. The parent sees the claims (names only without the
 * surprise), can mark one received (the item is then ticked) and can remove any.
 */
export const SHARE_NOT_FOUND = SHARED_LIST_NOT_FOUND;

export const itemsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.checklistItems);
export const claimsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.checklistClaims);

/** An item id as the lists make them (random document ids); anything else, a '/' included, is simply not found. */
function checkedItemId(itemId: string, message: string = CLAIM_MESSAGES.itemNotFound): string {
  if (!isDocumentId(itemId)) throw new DomainError('not-found', message);
  return itemId;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest();
const iso = (value: unknown) => (value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate().toISOString() : null);

/** Whether the parent has paused the pregnancy: their public pages show the neutral text. */
export const isPaused = (owner: DocumentSnapshot | undefined) => Boolean(owner?.get('pausedAt'));

/**
 * The owner of a share token, as a visitor may reach them: unknown, malformed and removed tokens
 * answer the same 404; a paused parent's list answers the neutral 'Bu sayfa şu an kullanılamıyor'.
 */
export async function sharedListOwner(token: string): Promise<{ ownerId: string; owner: DocumentSnapshot }> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('not-found', SHARE_NOT_FOUND);
  const share = await db().collection(COLLECTIONS.checklistShares).doc(token).get();
  const ownerId = share.get('userId') as string | undefined;
  if (!share.exists || !ownerId) throw new DomainError('not-found', SHARE_NOT_FOUND);
  const owner = await userRef(ownerId).get();
  if (!owner.exists) throw new DomainError('not-found', SHARE_NOT_FOUND);
  if (isPaused(owner)) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  return { ownerId, owner };
}

export function publicClaims(claims: DocumentSnapshot[]): PublicChecklistClaim[] {
  return claims.map((claim) => ({ itemId: claim.id, claimId: String(claim.get('claimId') ?? '') }));
}

/**
 * A relative claims an item the parent still needs: the item exists, is not ticked and nobody has
 * claimed it. The transaction reads only the item (which claims never write) and creates the claim:
 * of relatives claiming one item at once, one commit creates it and every other fails at once with
 * ALREADY_EXISTS, answered 409. Reading the claim in the transaction as well would make each of them
 * hold a read lock the others' writes wait for (ADR 0021).
 */
export async function claimItem(ownerId: string, input: ClaimInput, claimerUid?: string): Promise<ChecklistClaimResponse> {
  const itemRef = itemsOf(ownerId).doc(checkedItemId(input.itemId));
  const claimRef = claimsOf(ownerId).doc(input.itemId);
  const secret = randomBytes(32).toString('base64url');
  const claimId = newToken();
  let claimedAt: Date;
  try {
    claimedAt = await db().runTransaction(async (tx) => {
      // the claim read beside the transaction, not in it: a claim made since is caught by the commit
      const [item, existing] = await Promise.all([tx.get(itemRef), claimRef.get()]);
      if (!item.exists) throw new DomainError('not-found', CLAIM_MESSAGES.itemNotFound);
      if (item.get('checked') === true) throw new DomainError('conflict', CLAIM_MESSAGES.alreadyHave);
      if (existing.exists) throw new DomainError('conflict', CLAIM_MESSAGES.alreadyClaimed);
      const at = new Date();
      tx.create(claimRef, {
        userId: ownerId,
        itemId: input.itemId,
        // the item's name as it was, so the parent's data export reads on its own
        itemName: String(item.get('name') ?? ''),
        claimId,
        name: input.name,
        note: input.note,
        secretHash: hash(secret).toString('hex'),
        claimedAt: at,
        receivedAt: null,
        // the relative's account when they claimed signed in: their KVKK export and deletion find it (ADR 0025)
        ...(claimerUid ? { claimerUid } : {}),
      });
      return at;
    });
  } catch (error) {
    if (failedWith(error, GrpcStatus.ALREADY_EXISTS)) throw new DomainError('conflict', CLAIM_MESSAGES.alreadyClaimed);
    throw error;
  }
  return { itemId: input.itemId, claimId, secret, name: input.name, note: input.note, claimedAt: claimedAt.toISOString() };
}

/** A relative releases their own claim: only with its secret, and not once the parent has marked it received. */
export async function releaseClaim(ownerId: string, itemId: string, secret: string): Promise<void> {
  const claimRef = claimsOf(ownerId).doc(checkedItemId(itemId, CLAIM_MESSAGES.claimNotFound));
  await db().runTransaction(async (tx) => {
    const claim = await tx.get(claimRef);
    if (!claim.exists) throw new DomainError('not-found', CLAIM_MESSAGES.claimNotFound);
    const stored = Buffer.from(String(claim.get('secretHash') ?? ''), 'hex');
    const given = hash(secret);
    if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw new DomainError('forbidden', CLAIM_MESSAGES.notYours);
    if (claim.get('receivedAt')) throw new DomainError('conflict', 'Bu ürün teslim alındı olarak işaretlendi; ayırma kaldırılamaz.');
    tx.delete(claimRef);
  });
}

/** The parent's view: every claim, with the relative's name and note unless the parent chose the surprise. */
export async function parentClaims(owner: DocumentSnapshot): Promise<ParentChecklistClaims> {
  const surprise = owner.get('checklistClaimSurprise') === true;
  const snapshot = await claimsOf(owner.id).get();
  const claims = snapshot.docs.map((claim): ParentChecklistClaim => {
    const view: ParentChecklistClaim = {
      itemId: claim.id,
      claimId: String(claim.get('claimId') ?? ''),
      claimedAt: iso(claim.get('claimedAt')),
      receivedAt: iso(claim.get('receivedAt')),
    };
    if (!surprise) {
      view.name = String(claim.get('name') ?? '');
      view.note = String(claim.get('note') ?? '');
    }
    return view;
  });
  claims.sort((a, b) => (a.claimedAt ?? '').localeCompare(b.claimedAt ?? ''));
  return { surprise, claims };
}

/** The parent got the item: the claim is kept as received and the parent's own tick is set with it. */
export async function markReceived(ownerId: string, itemId: string): Promise<void> {
  const claimRef = claimsOf(ownerId).doc(checkedItemId(itemId, CLAIM_MESSAGES.claimNotFound));
  const itemRef = itemsOf(ownerId).doc(itemId);
  await db().runTransaction(async (tx) => {
    const [claim, item] = await tx.getAll(claimRef, itemRef);
    if (!claim?.exists) throw new DomainError('not-found', CLAIM_MESSAGES.claimNotFound);
    if (claim.get('receivedAt')) return;
    tx.update(claimRef, { receivedAt: FieldValue.serverTimestamp() });
    if (item?.exists && item.get('checked') !== true) tx.update(itemRef, { checked: true, checkedAt: FieldValue.serverTimestamp() });
  });
}

export async function removeClaim(ownerId: string, itemId: string): Promise<void> {
  const claimRef = claimsOf(ownerId).doc(checkedItemId(itemId, CLAIM_MESSAGES.claimNotFound));
  const claim = await claimRef.get();
  if (!claim.exists) throw new DomainError('not-found', CLAIM_MESSAGES.claimNotFound);
  await claimRef.delete();
}
