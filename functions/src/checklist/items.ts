import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { ChecklistItem } from '@bebek/common/types';

export function toChecklistItem(doc: DocumentSnapshot): ChecklistItem {
  const checkedAt = doc.get('checkedAt') as Timestamp | null | undefined;
  return {
    id: doc.id,
    name: String(doc.get('name') ?? ''),
    category: String(doc.get('category') ?? ''),
    type: doc.get('type') === 'hospital_bag' ? 'hospital_bag' : 'need',
    checked: doc.get('checked') === true,
    checkedAt: checkedAt ? checkedAt.toDate().toISOString() : null,
  };
}

export function sortItems(items: ChecklistItem[]): ChecklistItem[] {
  return items.sort((a, b) => a.category.localeCompare(b.category, 'tr') || a.name.localeCompare(b.name, 'tr'));
}
