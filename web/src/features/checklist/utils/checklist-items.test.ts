import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@bebek/common/types';
import { BABY_MARKER, MOTHER_MARKER } from '@bebek/common/content/checklist-catalogue';
import { checklistProgress, groupByCategory, groupByMarker, groupItems, itemsOfType, OTHER_GROUP, restoreItem, setItemChecked } from './checklist-items';

const item = (id: string, name: string, category: string, type: ChecklistItem['type'] = 'need', checked = false): ChecklistItem => ({
  id,
  name,
  category,
  type,
  checked,
  checkedAt: checked ? '2025-01-01T00:00:00.000Z' : null,
});

describe('groupByCategory', () => {
  it('sorts categories with Turkish collation and items by name', () => {
    const groups = groupByCategory([
      item('1', 'Zıbın', 'Giyim'),
      item('2', 'Çorap', 'Giyim'),
      item('3', 'Biberon', 'Beslenme'),
      item('4', 'Oto koltuğu', 'Çıkış ve Seyahat'),
      item('5', 'Küvet', 'Banyo ve Bakım'),
      item('6', 'Beşik', 'İlk Yardım'),
      item('7', 'Oyun halısı', 'Oyuncak ve Gelişim'),
      item('8', 'Emzik', 'Uyku'),
      item('9', 'Şampuan', 'Şişe'),
    ]);
    expect(groups.map((group) => group.title)).toEqual([
      'Banyo ve Bakım',
      'Beslenme',
      'Çıkış ve Seyahat',
      'Giyim',
      'İlk Yardım',
      'Oyuncak ve Gelişim',
      'Şişe',
      'Uyku',
    ]);
    expect(groups.find((group) => group.title === 'Giyim')?.items.map((entry) => entry.name)).toEqual(['Çorap', 'Zıbın']);
  });

  it('puts items without a category under Diğer', () => {
    expect(groupByCategory([item('1', 'A', '  ')])).toEqual([{ title: OTHER_GROUP, items: [item('1', 'A', '  ')] }]);
  });
});

describe('groupByMarker', () => {
  it('groups by marker, baby first, and never by category', () => {
    const groups = groupByMarker([
      item('m1', `${MOTHER_MARKER} Terlik`, 'Doğum Çantası', 'hospital_bag'),
      item('b1', `${BABY_MARKER} Zıbın`, 'Doğum Çantası', 'hospital_bag'),
      item('b2', `${BABY_MARKER} Body`, 'Doğum Çantası', 'hospital_bag'),
    ]);
    expect(groups.map((group) => [group.title, group.items.map((entry) => entry.id)])).toEqual([
      ['Bebek için', ['b2', 'b1']],
      ['Anne için', ['m1']],
    ]);
  });

  it('keeps unmarked items visible in a last group and leaves out empty groups', () => {
    const groups = groupByMarker([item('x', 'Kamera', 'Doğum Çantası', 'hospital_bag'), item('m', `${MOTHER_MARKER} Havlu`, 'Doğum Çantası', 'hospital_bag')]);
    expect(groups.map((group) => group.title)).toEqual(['Anne için', OTHER_GROUP]);
  });
});

describe('groupItems and itemsOfType', () => {
  const items = [item('n', 'Beşik', 'Bebek Odası'), item('b', `${BABY_MARKER} Bere`, 'Doğum Çantası', 'hospital_bag')];
  it('picks the items of the tab and its grouping', () => {
    expect(itemsOfType(items, 'need').map((entry) => entry.id)).toEqual(['n']);
    expect(groupItems(items, 'need').map((group) => group.title)).toEqual(['Bebek Odası']);
    expect(groupItems(items, 'hospital_bag').map((group) => group.title)).toEqual(['Bebek için']);
  });
});

describe('checklistProgress', () => {
  it('counts checked items and rounds the percentage', () => {
    expect(checklistProgress([item('1', 'a', 'c', 'need', true), item('2', 'b', 'c'), item('3', 'c', 'c')])).toEqual({ checked: 1, total: 3, percent: 33 });
  });
  it('is 0% for an empty list', () => {
    expect(checklistProgress([])).toEqual({ checked: 0, total: 0, percent: 0 });
  });
});

describe('optimistic toggle helpers', () => {
  const now = new Date('2025-06-01T10:00:00.000Z');
  it('sets checkedAt on check and clears it on uncheck, touching only that item', () => {
    const items = [item('1', 'a', 'c'), item('2', 'b', 'c', 'need', true)];
    const checked = setItemChecked(items, '1', true, now);
    expect(checked[0]).toMatchObject({ checked: true, checkedAt: '2025-06-01T10:00:00.000Z' });
    expect(checked[1]).toBe(items[1]);
    expect(setItemChecked(items, '2', false, now)[1]).toMatchObject({ checked: false, checkedAt: null });
  });

  it('restores one item and leaves other optimistic changes', () => {
    const original = [item('1', 'a', 'c'), item('2', 'b', 'c')];
    const both = setItemChecked(setItemChecked(original, '1', true, now), '2', true, now);
    const rolledBack = restoreItem(both, original[0]!);
    expect(rolledBack.map((entry) => entry.checked)).toEqual([false, true]);
  });
});
