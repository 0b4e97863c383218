import { Router, type Request } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  addOwnChecklistItem,
  claimChecklistItem,
  getChecklist,
  getChecklistClaims,
  getSharedChecklist,
  markClaimReceived,
  releaseChecklistClaim,
  removeClaim as removeClaimEndpoint,
  removeOwnChecklistItem,
  saveClaimSettings,
  shareChecklist,
  toggleChecklistItem,
} from '@bebek/common/api/checklist';
import { CLAIM_MESSAGES } from '@bebek/common/schemas/claims';
import { newToken } from '@bebek/common/tokens';
import { claimItem, claimsOf, itemsOf, markReceived, parentClaims, publicClaims, releaseClaim, removeClaim, sharedListOwner } from './claims';
import { sortItems, toChecklistItem } from './items';
import { addOwnItem, removeOwnItem } from './own-items';
import { OWN_ITEM_MESSAGES } from '@bebek/common/schemas/checklist';
import { isCurrentSession, verifiedToken } from '../http/authenticate';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { lookupsPerIp } from '../http/publicLimits';
import { COLLECTIONS, db } from '../lib/firestore';
import { limiters } from '../lib/rateLimit';
import { userRef } from '../profile/data';

export const checklistRouter = Router();

route(checklistRouter, getChecklist, async ({ req }) => {
  const snapshot = await itemsOf(req.user!.uid).get();
  return sortItems(snapshot.docs.map(toChecklistItem));
});

/** Toggles one item of the caller's own list; an id from anyone else's list is simply not found. */
route(checklistRouter, toggleChecklistItem, async ({ req, body: { productId, checked } }) => {
  const ref = itemsOf(req.user!.uid).doc(productId);
  // The time is taken here and stored as it is, so the answer is the stored value: a server timestamp
  // is resolved at the commit and need not equal the commit's writeTime (1-3 ms apart on Google's
  // emulator), and the public SDK answers only the writeTime.
  const checkedAt = checked ? Timestamp.now() : null;
  // Written and read together (one round trip): the answer is the item read, with what was just written.
  const [written, item] = await Promise.allSettled([ref.update({ checked, checkedAt }), ref.get()]);
  if (written.status === 'rejected') {
    if ((written.reason as { code?: number }).code === 5) throw new DomainError('not-found', 'Ürün bulunamadı');
    throw written.reason;
  }
  if (item.status === 'rejected') throw item.reason;
  return { ...toChecklistItem(item.value), checked, checkedAt: checkedAt ? checkedAt.toDate().toISOString() : null };
});

/** Her own items (issue 24, ADR 0028): added under the cap, removed only if she added them. */
route(checklistRouter, addOwnChecklistItem, async ({ req, body }) => addOwnItem(req.user!.uid, body, req.parentSnapshot));

route(checklistRouter, removeOwnChecklistItem, async ({ req, params: { itemId } }) => {
  await removeOwnItem(req.user!.uid, itemId);
  return { message: OWN_ITEM_MESSAGES.removed };
});

/** One share link per parent: asking again returns the same link. */
route(checklistRouter, shareChecklist, async ({ req }) => {
  const uid = req.user!.uid;
  const shares = db().collection(COLLECTIONS.checklistShares);
  const token = await db().runTransaction(async (tx) => {
    const existing = await tx.get(shares.where('userId', '==', uid).limit(1));
    const found = existing.docs[0];
    if (found) return found.id;
    const created = newToken();
    tx.create(shares.doc(created), { userId: uid, createdAt: FieldValue.serverTimestamp() });
    return created;
  });
  return { token };
});

/**
 * Public, by token: unknown, malformed and removed shares get the same 404, a paused parent's list
 * the neutral text; guessing counts against the lookup budget. The claims come with the items:
 * which item is taken and the claim's id, never who took it.
 */
route(checklistRouter, getSharedChecklist, lookupsPerIp, async ({ res, params: { token } }) => {
  const { ownerId, owner } = await sharedListOwner(token);
  const [items, claims] = await Promise.all([itemsOf(ownerId).get(), claimsOf(ownerId).get()]);
  res.set('Cache-Control', 'no-store');
  return {
    user: {
      id: ownerId,
      babyName: String(owner.get('babyName') ?? ''),
      fullName: String(owner.get('fullName') ?? ''),
      expectedBirthDate: String(owner.get('expectedBirthDate') ?? ''),
    },
    products: sortItems(items.docs.map(toChecklistItem)),
    claims: publicClaims(claims.docs),
  };
});

// ---- 'Ben alıyorum' (ADR 0018) ----

/**
 * A claim is a public write: besides the lookup budget, 30 claims an hour per address and 200 per
 * list (a family claims a few items; a script filling a list with names is stopped), counted together.
 */
const claimLimits = limiters(
  { name: 'checklist-claim-ip', windowMs: 3600_000, limit: 30 },
  { name: 'checklist-claim-list', windowMs: 3600_000, limit: 200, key: (req) => String(req.params.token) },
);
const releaseLimits = limiters({ name: 'checklist-release-ip', windowMs: 3600_000, limit: 60 });

/** The relative's own account when they claim signed in (a current session), so their export and deletion find the claim. */
async function claimingAccount(req: Request): Promise<string | undefined> {
  const token = await verifiedToken(req);
  if (!token) return undefined;
  const profile = await userRef(token.uid).get();
  return isCurrentSession(token, profile) ? token.uid : undefined;
}

route(checklistRouter, claimChecklistItem, lookupsPerIp, claimLimits, async ({ req, res, params: { token }, body }) => {
  const account = claimingAccount(req);
  account.catch(() => undefined); // awaited below, beside the list's lookup
  const { ownerId } = await sharedListOwner(token);
  const claimerUid = await account;
  res.set('Cache-Control', 'no-store');
  // the parent's own claim on their own list is theirs already
  return claimItem(ownerId, body, claimerUid === ownerId ? undefined : claimerUid);
});

route(checklistRouter, releaseChecklistClaim, lookupsPerIp, releaseLimits, async ({ params: { token, itemId }, body }) => {
  const { ownerId } = await sharedListOwner(token);
  await releaseClaim(ownerId, itemId, body.secret);
  return { message: CLAIM_MESSAGES.released };
});

route(checklistRouter, getChecklistClaims, async ({ req }) => parentClaims(req.parentSnapshot!));

route(checklistRouter, saveClaimSettings, async ({ req, body: { surprise } }) => {
  const ref = userRef(req.user!.uid);
  await ref.update({ checklistClaimSurprise: surprise });
  return parentClaims(await ref.get());
});

route(checklistRouter, markClaimReceived, async ({ req, params: { itemId } }) => {
  await markReceived(req.user!.uid, itemId);
  return parentClaims(req.parentSnapshot!);
});

route(checklistRouter, removeClaimEndpoint, async ({ req, params: { itemId } }) => {
  await removeClaim(req.user!.uid, itemId);
  return parentClaims(req.parentSnapshot!);
});
