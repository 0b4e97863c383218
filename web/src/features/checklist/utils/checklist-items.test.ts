import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@bebek/common/types';
import { BABY_MARKER, DOCUMENT_MARKER, MOTHER_MARKER, PARTNER_MARKER } from '@bebek/common/content/checklist-catalogue';
import {
  checklistProgress,
  filterItems,
  groupByCategory,
  groupByMarker,
  groupItems,
  itemsOfType,
  OTHER_GROUP,
  restoreItem,
  setItemChecked,
} from './checklist-items';

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

describe('the bag’s four groups and the parent’s own items (issue 24)', () => {
  const own = (id: string, name: string, category: string, type: ChecklistItem['type']): ChecklistItem => ({
    ...item(id, name, category, type),
    own: true,
    quantity: null,
    note: '',
  });

  it('puts the catalogue’s items by marker and her own by the group she chose, in the four groups’ order', () => {
    const groups = groupByMarker([
      item('1', `${DOCUMENT_MARKER} Annenin T.C. kimlik kartı`, 'Doğum Çantası', 'hospital_bag'),
      item('2', `${PARTNER_MARKER} Yedek kıyafet`, 'Doğum Çantası', 'hospital_bag'),
      own('own_a', 'Kulaklık', 'Eş / refakatçi için', 'hospital_bag'),
      item('3', `${MOTHER_MARKER} Terlik`, 'Doğum Çantası', 'hospital_bag'),
      item('4', `${BABY_MARKER} Zıbın`, 'Doğum Çantası', 'hospital_bag'),
      // an own item's name is not read for markers: what she typed is hers
      own('own_b', `${BABY_MARKER} Çiçek`, 'Belgeler', 'hospital_bag'),
    ]);
    expect(groups.map((group) => [group.title, group.items.map((entry) => entry.id)])).toEqual([
      ['Bebek için', ['4']],
      ['Anne için', ['3']],
      ['Eş / refakatçi için', ['own_a', '2']],
      ['Belgeler', ['1', 'own_b']],
    ]);
  });

  it('searches with Turkish folding, in names, notes and her own categories', () => {
    const items = [
      item('1', 'Zıbın (6-8 adet)', 'Giyim'),
      item('2', 'İnce pamuklu bere', 'Giyim'),
      item('3', 'Islak mendil', 'Banyo ve Bakım'),
      { ...own('own_c', 'Kırmızı battaniye', 'Uyku', 'need'), note: 'Anneannemden ISITICI' },
    ];
    const ids = (query: string) => filterItems(items, query).map((entry) => entry.id);
    expect(ids('zıbın')).toEqual(['1']);
    expect(ids('ZIBIN')).toEqual(['1']);
    expect(ids('zibin')).toEqual(['1']);
    expect(ids('İNCE')).toEqual(['2']);
    expect(ids('ince bere')).toEqual(['2']);
    expect(ids('ıslak')).toEqual(['3']);
    expect(ids('ISLAK')).toEqual(['3']);
    expect(ids('ısıtıcı')).toEqual(['own_c']);
    expect(ids('uyku')).toEqual(['own_c']);
    expect(ids('giyim')).toEqual([]);
    expect(ids('  ')).toEqual(['1', '2', '3', 'own_c']);
    expect(ids('yok böyle')).toEqual([]);
  });
});
