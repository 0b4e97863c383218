import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { catalogueItem } from '@bebek/common/content/checklist-catalogue';
import type { ChecklistItem } from '@bebek/common/types';

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
