import { FieldValue, GrpcStatus, type DocumentSnapshot } from 'firebase-admin/firestore';
import { OWN_ITEM_LIMITS, OWN_ITEM_MESSAGES, type OwnChecklistItemInput } from '@bebek/common/schemas/checklist';
import type { ChecklistItem } from '@bebek/common/types';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError } from '../lib/errors';
import { db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';
import { claimsOf, itemsOf } from './claims';

/**
 * A parent's own items (issue 24, ADR 0028). They live beside the catalogue's copies in
 * users/{uid}/checklistItems, so ticking, the shared list, relatives' claims, the KVKK export and the
 * account's deletion treat them as any item; `own: true` marks what she may remove.
 *
 * Their ids are 'own_' and a random document id: catalogue copies have random ids without '_', so
 * no own item can take a catalogue item's id, and a removed item's id is never given again (a
 * relative's browser may still remember a claim on it).
 *
 * The cap is a count on the profile, `ownChecklistItemCount`, written in the same commit as the item
 * only if the profile is unchanged since it was read (`lastUpdateTime`, ADR 0021): of 20 adds at
 * cap − 1 one commit wins and the others read again and find the list full. No request waits on a lock.
 */
export const OWN_ITEM_PREFIX = 'own_';
export const OWN_ITEM_COUNT_FIELD = 'ownChecklistItemCount';
/** Rounds an add or a removal reads again after a concurrent change; past them, the contention answer (never a 5xx). */
const MAX_ROUNDS = 60;

export const ownItemCount = (profile: DocumentSnapshot): number => {
  const count = Number(profile.get(OWN_ITEM_COUNT_FIELD) ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
};

export async function addOwnItem(uid: string, input: OwnChecklistItemInput, profile?: DocumentSnapshot): Promise<ChecklistItem> {
  const profileRef = userRef(uid);
  const itemRef = itemsOf(uid).doc(`${OWN_ITEM_PREFIX}${itemsOf(uid).doc().id}`);
  const stored = {
    own: true,
    name: input.name,
    category: input.category,
    type: input.type,
    quantity: input.quantity ?? null,
    note: input.note ?? '',
    checked: false,
    checkedAt: null,
  };
  let current = profile;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    current ??= await profileRef.get();
    if (!current.exists || !current.updateTime) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
    const count = ownItemCount(current);
    if (count >= OWN_ITEM_LIMITS.perAccount) throw new DomainError('conflict', OWN_ITEM_MESSAGES.tooMany);
    const batch = db().batch();
    batch.update(profileRef, { [OWN_ITEM_COUNT_FIELD]: count + 1 }, { lastUpdateTime: current.updateTime });
    batch.create(itemRef, { ...stored, createdAt: FieldValue.serverTimestamp() });
    try {
      await batch.commit();
    } catch (error) {
      // the profile changed since it was read (another add, a removal, a profile edit): read it again
      if (failedWith(error, GrpcStatus.FAILED_PRECONDITION)) {
        current = undefined;
        continue;
      }
      throw error;
    }
    return {
      id: itemRef.id,
      name: stored.name,
      category: stored.category,
      type: stored.type === 'hospital_bag' ? 'hospital_bag' : 'need',
      checked: false,
      checkedAt: null,
      own: true,
      quantity: stored.quantity,
      note: stored.note,
    };
  }
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}

/**
 * Removes an item she added, with a relative's claim on it, and frees its place under the cap. The
 * item is deleted only as it was read: a tick or another removal in between makes it read again.
 */
export async function removeOwnItem(uid: string, itemId: string): Promise<void> {
  const itemRef = itemsOf(uid).doc(itemId);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const item = await itemRef.get();
    if (!item.exists || !item.updateTime) throw new DomainError('not-found', OWN_ITEM_MESSAGES.notFound);
    if (item.get('own') !== true) throw new DomainError('forbidden', OWN_ITEM_MESSAGES.notOwn);
    const batch = db().batch();
    batch.delete(itemRef, { lastUpdateTime: item.updateTime });
    batch.delete(claimsOf(uid).doc(itemId));
    batch.update(userRef(uid), { [OWN_ITEM_COUNT_FIELD]: FieldValue.increment(-1) });
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (failedWith(error, GrpcStatus.FAILED_PRECONDITION) || failedWith(error, GrpcStatus.NOT_FOUND)) continue;
      throw error;
    }
  }
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}
