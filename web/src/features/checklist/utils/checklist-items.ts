import type { ChecklistItem } from '@bebek/common/types';
import { displayName, HOSPITAL_BAG_GROUPS, hospitalBagGroup } from '@bebek/common/content/checklist-catalogue';
import { searchFold } from '@bebek/common/search';

/** Pure helpers of the checklist screens (owner and public): tabs, grouping, progress, optimistic toggles. */

export type ChecklistTab = ChecklistItem['type'];

export const CHECKLIST_TABS: ReadonlyArray<{ type: ChecklistTab; label: string }> = [
  { type: 'need', label: 'İhtiyaç Listesi' },
  { type: 'hospital_bag', label: 'Doğum Çantası' },
];

export interface ChecklistGroup {
  title: string;
  items: ChecklistItem[];
}

export interface ChecklistProgress {
  checked: number;
  total: number;
  /** Whole percent, 0 for an empty list. */
  percent: number;
}

/** Hospital-bag items without a marker (not in the catalogue) still get shown, last. */
export const OTHER_GROUP = 'Diğer';

const byName = (a: ChecklistItem, b: ChecklistItem) => displayName(a.name).localeCompare(displayName(b.name), 'tr');

export function itemsOfType(items: readonly ChecklistItem[], type: ChecklistTab): ChecklistItem[] {
  return items.filter((item) => item.type === type);
}

/** 'need' items by category, categories in Turkish alphabetical order, items by name within each. */
export function groupByCategory(items: readonly ChecklistItem[]): ChecklistGroup[] {
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of items) {
    const title = item.category.trim() || OTHER_GROUP;
    const list = groups.get(title);
    if (list) list.push(item);
    else groups.set(title, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'tr')).map(([title, list]) => ({ title, items: [...list].sort(byName) }));
}

/** The bag group of an item: the catalogue's by its marker, the parent's own by the group she chose. */
function bagGroupOf(item: ChecklistItem): string {
  if (item.own) return (HOSPITAL_BAG_GROUPS as readonly string[]).includes(item.category) ? item.category : OTHER_GROUP;
  return hospitalBagGroup(item.name) ?? OTHER_GROUP;
}

/**
 * Hospital-bag items by marker: 'Bebek için', 'Anne için', 'Eş / refakatçi için', 'Belgeler', then
 * any unmarked ones. Empty groups are left out.
 */
export function groupByMarker(items: readonly ChecklistItem[]): ChecklistGroup[] {
  const groups: ChecklistGroup[] = [...HOSPITAL_BAG_GROUPS, OTHER_GROUP].map((title) => ({ title, items: [] }));
  for (const item of items) {
    const group = bagGroupOf(item);
    groups.find((entry) => entry.title === group)?.items.push(item);
  }
  return groups.filter((group) => group.items.length > 0).map((group) => ({ ...group, items: group.items.sort(byName) }));
}

export function groupItems(items: readonly ChecklistItem[], type: ChecklistTab): ChecklistGroup[] {
  const ofType = itemsOfType(items, type);
  return type === 'hospital_bag' ? groupByMarker(ofType) : groupByCategory(ofType);
}

/**
 * The items a search keeps: the query's words each found in the name, the note or the category,
 * folded as the profile search folds ('i̇/İ/ı', and 'zibin' finds 'Zıbın' on a keyboard without
 * Turkish letters). An empty query keeps everything.
 */
export function filterItems(items: readonly ChecklistItem[], query: string): ChecklistItem[] {
  const words = searchFold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = searchFold(`${displayName(item.name)} ${item.note ?? ''} ${item.own ? item.category : ''}`);
    return words.every((word) => text.includes(word));
  });
}

export function checklistProgress(items: readonly ChecklistItem[]): ChecklistProgress {
  const total = items.length;
  const checked = items.filter((item) => item.checked).length;
  return { checked, total, percent: total === 0 ? 0 : Math.round((checked / total) * 100) };
}

/** The optimistic change of a toggle: checkedAt set on check, cleared on uncheck. */
export function setItemChecked(items: readonly ChecklistItem[], productId: string, checked: boolean, now: Date = new Date()): ChecklistItem[] {
  return items.map((item) => (item.id === productId ? { ...item, checked, checkedAt: checked ? now.toISOString() : null } : item));
}

/** Puts one item back as it was (rollback of a failed toggle, leaving other in-flight toggles alone). */
export function restoreItem(items: readonly ChecklistItem[], previous: ChecklistItem): ChecklistItem[] {
  return items.map((item) => (item.id === previous.id ? previous : item));
}
