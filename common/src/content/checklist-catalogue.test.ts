import { describe, expect, it } from 'vitest';
import { BABY_MARKER, CHECKLIST_CATALOGUE, MOTHER_MARKER, displayName, hospitalBagGroup } from './checklist-catalogue';

const needs = CHECKLIST_CATALOGUE.filter((i) => i.type === 'need');
const bag = CHECKLIST_CATALOGUE.filter((i) => i.type === 'hospital_bag');

const countOf = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('CHECKLIST_CATALOGUE', () => {
  it('has at least 120 items, ~90+ needs and ~30+ hospital bag items', () => {
    expect(CHECKLIST_CATALOGUE.length).toBeGreaterThanOrEqual(120);
    expect(needs.length).toBeGreaterThanOrEqual(90);
    expect(bag.length).toBeGreaterThanOrEqual(30);
  });

  it('has unique kebab-case ASCII ids', () => {
    const ids = CHECKLIST_CATALOGUE.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique, non-empty names within a type and non-empty categories', () => {
    for (const list of [needs, bag]) {
      const names = list.map((i) => displayName(i.name).toLocaleLowerCase('tr'));
      expect(new Set(names).size).toBe(names.length);
    }
    for (const item of CHECKLIST_CATALOGUE) {
      expect(displayName(item.name).length).toBeGreaterThan(0);
      expect(item.category.trim().length).toBeGreaterThan(0);
    }
  });

  it('spreads needs over at least 7 categories', () => {
    const categories = new Set(needs.map((i) => i.category));
    expect(categories.size).toBeGreaterThanOrEqual(7);
    for (const c of ['Bebek Odası', 'Giyim', 'Banyo ve Bakım', 'Beslenme', 'Uyku', 'Dışarı Çıkış', 'Sağlık ve Güvenlik']) {
      expect(categories.has(c), c).toBe(true);
    }
  });

  it('keeps markers out of need items', () => {
    for (const item of needs) {
      expect(item.name).not.toContain(BABY_MARKER);
      expect(item.name).not.toContain(MOTHER_MARKER);
    }
  });

  it('gives every hospital bag item exactly one marker, and fills both groups', () => {
    for (const item of bag) {
      expect(countOf(item.name, BABY_MARKER) + countOf(item.name, MOTHER_MARKER), item.name).toBe(1);
      expect(hospitalBagGroup(item.name)).not.toBeNull();
    }
    const groups = bag.map((i) => hospitalBagGroup(i.name));
    expect(groups.filter((g) => g === 'Bebek için').length).toBeGreaterThan(0);
    expect(groups.filter((g) => g === 'Anne için').length).toBeGreaterThan(0);
  });

  it('includes the documents under the mother marker', () => {
    const mother = bag.filter((i) => hospitalBagGroup(i.name) === 'Anne için').map((i) => displayName(i.name).toLocaleLowerCase('tr'));
    for (const word of ['kimlik', 'sigorta', 'gebelik takip dosyası']) {
      expect(
        mother.some((n) => n.includes(word)),
        word,
      ).toBe(true);
    }
  });
});

describe('hospitalBagGroup', () => {
  it('groups by marker', () => {
    expect(hospitalBagGroup(`${BABY_MARKER} Zıbın`)).toBe('Bebek için');
    expect(hospitalBagGroup(`${MOTHER_MARKER} Terlik`)).toBe('Anne için');
    expect(hospitalBagGroup(`Terlik ${MOTHER_MARKER}`)).toBe('Anne için');
    expect(hospitalBagGroup('Terlik')).toBeNull();
  });
});

describe('displayName', () => {
  it('strips the markers and trims', () => {
    expect(displayName(`${BABY_MARKER} Zıbın (3-4 adet)`)).toBe('Zıbın (3-4 adet)');
    expect(displayName(`  ${MOTHER_MARKER}   Kimlik kartı  `)).toBe('Kimlik kartı');
    expect(displayName(`Kimlik ${MOTHER_MARKER} kartı`)).toBe('Kimlik kartı');
    expect(displayName('Bebek arabası')).toBe('Bebek arabası');
    for (const item of bag) {
      const shown = displayName(item.name);
      expect(shown).not.toContain(BABY_MARKER);
      expect(shown).not.toContain(MOTHER_MARKER);
      expect(shown).toBe(shown.trim());
    }
  });
});
