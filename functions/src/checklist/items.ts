import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { catalogueItem } from '@bebek/common/content/checklist-catalogue';
import type { ChecklistItem, SharedChecklist } from '@bebek/common/types';
import { DomainError } from '../lib/errors';
import { publicClaims, sharedListOwner } from './claims';
import { readClaims, readItems, shareToken, writeTick } from './data';

/**
 * An item of a parent's list as the api answers it. A copy of the catalogue reads with the
 * catalogue's current name and category (its catalogueId), so a fix of the catalogue reaches every
 * parent; an item she added herself also carries `own`, her quantity and her note (ADR 0028).
 */
export function toChecklistItem(doc: DocumentSnapshot): ChecklistItem {
  const checkedAt = doc.get('checkedAt') as Timestamp | null | undefined;
  const own = doc.get('own') === true;
  const fromCatalogue = own ? undefined : catalogueItem(doc.get('catalogueId'));
  const item: ChecklistItem = {
    id: doc.id,
    name: fromCatalogue?.name ?? String(doc.get('name') ?? ''),
    category: fromCatalogue?.category ?? String(doc.get('category') ?? ''),
    type: doc.get('type') === 'hospital_bag' ? 'hospital_bag' : 'need',
    checked: doc.get('checked') === true,
    checkedAt: checkedAt ? checkedAt.toDate().toISOString() : null,
  };
  if (own) {
    const quantity = doc.get('quantity') as unknown;
    item.own = true;
    item.quantity = typeof quantity === 'number' ? quantity : null;
    item.note = String(doc.get('note') ?? '');
  }
  return item;
}

export function sortItems(items: ChecklistItem[]): ChecklistItem[] {
  return items.sort((a, b) => a.category.localeCompare(b.category, 'tr') || a.name.localeCompare(b.name, 'tr'));
}

/** The parent's list, sorted as the page shows it. */
export async function parentItems(uid: string): Promise<ChecklistItem[]> {
  return sortItems((await readItems(uid)).map(toChecklistItem));
}

/** Toggles one item of the caller's own list; an id from anyone else's list is simply not found. */
export async function toggleItem(uid: string, itemId: string, checked: boolean): Promise<ChecklistItem> {
  const ticked = await writeTick(uid, itemId, checked);
  if (!ticked) throw new DomainError('not-found', 'Ürün bulunamadı');
  return { ...toChecklistItem(ticked.item), checked, checkedAt: ticked.checkedAt ? ticked.checkedAt.toISOString() : null };
}

/** One share link per parent: asking again returns the same link. */
export async function shareList(uid: string): Promise<{ token: string }> {
  return { token: await shareToken(uid) };
}

/**
 * The shared list, by token: unknown, malformed and removed shares get the same 404, a paused
 * parent's list the neutral text. The claims come with the items: which item is taken and the
 * claim's id, never who took it.
 */
export async function sharedList(token: string): Promise<SharedChecklist> {
  const { ownerId, owner } = await sharedListOwner(token);
  const [items, claims] = await Promise.all([readItems(ownerId), readClaims(ownerId)]);
  return {
    user: {
      id: ownerId,
      babyName: String(owner.get('babyName') ?? ''),
      fullName: String(owner.get('fullName') ?? ''),
      expectedBirthDate: String(owner.get('expectedBirthDate') ?? ''),
    },
    products: sortItems(items.map(toChecklistItem)),
    claims: publicClaims(claims),
  };
}
