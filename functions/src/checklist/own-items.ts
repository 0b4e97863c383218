import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { OWN_ITEM_LIMITS, OWN_ITEM_MESSAGES, type OwnChecklistItemInput } from '@bebek/common/schemas/checklist';
import type { ChecklistItem } from '@bebek/common/types';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError } from '../lib/errors';
import { readProfile } from '../profile/data';
import * as data from './data';

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
export const OWN_ITEM_COUNT_FIELD = data.OWN_ITEM_COUNT_FIELD;
/** Rounds an add or a removal reads again after a concurrent change; past them, the contention answer (never a 5xx). */
const MAX_ROUNDS = 60;

export const ownItemCount = (profile: DocumentSnapshot): number => {
  const count = Number(profile.get(OWN_ITEM_COUNT_FIELD) ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
};

export async function addOwnItem(uid: string, input: OwnChecklistItemInput, profile?: DocumentSnapshot): Promise<ChecklistItem> {
  const itemId = data.newOwnItemId(uid);
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
    current ??= await readProfile(uid);
    if (!current.exists || !current.updateTime) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
    const count = ownItemCount(current);
    if (count >= OWN_ITEM_LIMITS.perAccount) throw new DomainError('conflict', OWN_ITEM_MESSAGES.tooMany);
    if (!(await data.createOwnItem(uid, itemId, current, count + 1, stored))) {
      // the profile changed since it was read (another add, a removal, a profile edit): read it again
      current = undefined;
      continue;
    }
    return {
      id: itemId,
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
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const item = await data.readItem(uid, itemId);
    if (!item.exists || !item.updateTime) throw new DomainError('not-found', OWN_ITEM_MESSAGES.notFound);
    if (item.get('own') !== true) throw new DomainError('forbidden', OWN_ITEM_MESSAGES.notOwn);
    if (await data.deleteOwnItem(uid, item)) return;
  }
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}
