import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { getChecklist, getSharedChecklist, shareChecklist, toggleChecklistItem } from '@bebek/common/api/checklist';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { sortItems, toChecklistItem } from '../checklist/items';
import { route } from '../http/contract';
import { HttpError } from '../http/errors';
import { lookupsPerIp } from '../http/publicLimits';
import { COLLECTIONS, db } from '../lib/firestore';
import { userRef } from '../users/profile';

export const checklistRouter = Router();

const itemsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.checklistItems);

route(checklistRouter, getChecklist, async ({ req }) => {
  const snapshot = await itemsOf(req.user!.uid).get();
  return sortItems(snapshot.docs.map(toChecklistItem));
});

/** Toggles one item of the caller's own list; an id from anyone else's list is simply not found. */
route(checklistRouter, toggleChecklistItem, async ({ req, body: { productId, checked } }) => {
  const ref = itemsOf(req.user!.uid).doc(productId);
  // Written and read together (one round trip): the answer is the item read, with what was just written.
  const [written, item] = await Promise.allSettled([ref.update({ checked, checkedAt: checked ? FieldValue.serverTimestamp() : null }), ref.get()]);
  if (written.status === 'rejected') {
    if ((written.reason as { code?: number }).code === 5) throw new HttpError(404, 'Ürün bulunamadı');
    throw written.reason;
  }
  if (item.status === 'rejected') throw item.reason;
  return { ...toChecklistItem(item.value), checked, checkedAt: checked ? written.value.writeTime.toDate().toISOString() : null };
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

const NOT_FOUND = 'Liste bulunamadı';

/** Public, by token: unknown, malformed and removed shares get the same 404; guessing counts against the lookup budget. */
route(checklistRouter, getSharedChecklist, lookupsPerIp, async ({ res, params: { token } }) => {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(404, NOT_FOUND);
  const share = await db().collection(COLLECTIONS.checklistShares).doc(token).get();
  const ownerId = share.get('userId') as string | undefined;
  if (!share.exists || !ownerId) throw new HttpError(404, NOT_FOUND);
  const [owner, items] = await Promise.all([userRef(ownerId).get(), itemsOf(ownerId).get()]);
  if (!owner.exists) throw new HttpError(404, NOT_FOUND);
  res.set('Cache-Control', 'no-store');
  return {
    user: {
      id: ownerId,
      babyName: String(owner.get('babyName') ?? ''),
      fullName: String(owner.get('fullName') ?? ''),
      expectedBirthDate: String(owner.get('expectedBirthDate') ?? ''),
    },
    products: sortItems(items.docs.map(toChecklistItem)),
  };
});
