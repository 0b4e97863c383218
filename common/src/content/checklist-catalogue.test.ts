import { describe, expect, it } from 'vitest';
import {
  BABY_MARKER,
  CHECKLIST_CATALOGUE,
  DOCUMENT_MARKER,
  HOSPITAL_BAG_GROUPS,
  HOSPITAL_BAG_WHEN,
  MOTHER_MARKER,
  NEED_CATEGORIES,
  PARTNER_MARKER,
  catalogueItem,
  hospitalBagAdvice,
  displayName,
  hospitalBagGroup,
} from './checklist-catalogue';

const MARKERS = [BABY_MARKER, MOTHER_MARKER, PARTNER_MARKER, DOCUMENT_MARKER];

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
    for (const item of needs) for (const marker of MARKERS) expect(item.name).not.toContain(marker);
  });

  it('gives every hospital bag item exactly one marker, and fills each of the four groups', () => {
    for (const item of bag) {
      expect(
        MARKERS.reduce((sum, marker) => sum + countOf(item.name, marker), 0),
        item.name,
      ).toBe(1);
      expect(hospitalBagGroup(item.name)).not.toBeNull();
    }
    expect(HOSPITAL_BAG_GROUPS).toEqual(['Bebek için', 'Anne için', 'Eş / refakatçi için', 'Belgeler']);
    const counts = HOSPITAL_BAG_GROUPS.map((group) => bag.filter((item) => hospitalBagGroup(item.name) === group).length);
    for (const [index, count] of counts.entries()) expect(count, HOSPITAL_BAG_GROUPS[index]).toBeGreaterThanOrEqual(5);
  });

  const documents = () => bag.filter((i) => hospitalBagGroup(i.name) === 'Belgeler').map((i) => displayName(i.name).toLocaleLowerCase('tr'));

  it('lists the documents a birth in Türkiye needs under Belgeler, and none under the mother', () => {
    const has = (...words: string[]) => documents().some((name) => words.every((word) => name.includes(word)));
    expect(has('annenin', 'kimlik'), "the mother's ID").toBe(true);
    expect(has('eşinizin', 'kimlik', 'doğum kaydı'), "the partner's ID for the birth registration").toBe(true);
    expect(has('e-nabız'), 'e-Nabız').toBe(true);
    expect(has('hastane'), "the hospital's papers").toBe(true);
    expect(has('hamilelik takip dosyası'), 'the pregnancy file').toBe(true);
    const mother = bag.filter((i) => hospitalBagGroup(i.name) === 'Anne için').map((i) => displayName(i.name).toLocaleLowerCase('tr'));
    expect(mother.filter((name) => name.includes('kimlik') || name.includes('sigorta'))).toEqual([]);
  });

  it('asks for a private insurance card only if there is one (the public insurance needs no card)', () => {
    const insurance = documents().filter((name) => name.includes('sigorta'));
    expect(insurance).toEqual(['özel sağlık sigortası kartı (varsa)']);
  });

  it('notes free hips on every swaddle (kundak) item', () => {
    const swaddles = CHECKLIST_CATALOGUE.filter((item) => item.name.toLocaleLowerCase('tr').includes('kundak'));
    expect(swaddles.map((item) => item.type).sort()).toEqual(['hospital_bag', 'need']);
    for (const item of swaddles) expect(item.name, item.id).toContain('kalçalar serbest');
  });

  it('says when to pack the bag: weeks 34–36, and how far the parent’s week is from it', () => {
    expect(HOSPITAL_BAG_WHEN).toContain('34–36. haftalar');
    expect(hospitalBagAdvice(20)).toBe('Şu an 20. haftadasınız; hazırlamaya 14 hafta sonra başlayabilirsiniz.');
    expect(hospitalBagAdvice(33)).toContain('1 hafta sonra');
    for (const week of [34, 35, 36]) expect(hospitalBagAdvice(week)).toContain('hazırlama zamanı');
    expect(hospitalBagAdvice(38)).toContain('bugün tamamlayın');
  });

  it('files need items under the categories a parent picks for her own items', () => {
    expect(new Set(needs.map((item) => item.category))).toEqual(new Set(NEED_CATEGORIES));
  });

  it('keeps the ids copies made before issue 24 refer to, with their current names', () => {
    // the documents moved from the mother to Belgeler without a new id, so old copies move with them
    expect(hospitalBagGroup(catalogueItem('bag-anne-kimlik')!.name)).toBe('Belgeler');
    expect(hospitalBagGroup(catalogueItem('bag-anne-sigorta')!.name)).toBe('Belgeler');
    expect(catalogueItem('no-such-item')).toBeUndefined();
    expect(catalogueItem(undefined)).toBeUndefined();
  });
});

describe('hospitalBagGroup', () => {
  it('groups by marker', () => {
    expect(hospitalBagGroup(`${BABY_MARKER} Zıbın`)).toBe('Bebek için');
    expect(hospitalBagGroup(`${MOTHER_MARKER} Terlik`)).toBe('Anne için');
    expect(hospitalBagGroup(`Terlik ${MOTHER_MARKER}`)).toBe('Anne için');
    expect(hospitalBagGroup(`${PARTNER_MARKER} Powerbank`)).toBe('Eş / refakatçi için');
    expect(hospitalBagGroup(`${DOCUMENT_MARKER} Kimlik`)).toBe('Belgeler');
    expect(hospitalBagGroup(`${BABY_MARKER} ${MOTHER_MARKER} İkisi`)).toBe('Bebek için');
    expect(hospitalBagGroup('Terlik')).toBeNull();
  });
});

describe('displayName', () => {
  it('strips the markers and trims', () => {
    expect(displayName(`${BABY_MARKER} Zıbın (3-4 adet)`)).toBe('Zıbın (3-4 adet)');
    expect(displayName(`  ${MOTHER_MARKER}   Kimlik kartı  `)).toBe('Kimlik kartı');
    expect(displayName(`Kimlik ${MOTHER_MARKER} kartı`)).toBe('Kimlik kartı');
    expect(displayName('Bebek arabası')).toBe('Bebek arabası');
    expect(displayName(`${PARTNER_MARKER}  Yedek kıyafet`)).toBe('Yedek kıyafet');
    for (const item of bag) {
      const shown = displayName(item.name);
      for (const marker of MARKERS) expect(shown).not.toContain(marker);
      expect(shown).toBe(shown.trim());
    }
  });
});
