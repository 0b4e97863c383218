import { describe, expect, it } from 'vitest';
import { lookupKey, matchScore, rankMatches, searchKeys } from './search';

describe('searchKeys', () => {
  it('indexes Turkish-folded name prefixes from two letters and the whole e-mail', () => {
    const keys = searchKeys('Işık İnce', 'Ömer', 'Isik@Example.com');
    expect(keys).toEqual(expect.arrayContaining(['ış', 'ışı', 'ışık', 'in', 'ince', 'öm', 'ömer', 'isik@example.com']));
    expect(keys).not.toContain('is');
    expect(keys).not.toContain('ı');
  });
});

describe('matching', () => {
  const people = [
    { fullName: 'Işık Yıldız', spouseName: '', email: 'isik@example.com' },
    { fullName: 'İlker Işıkçı', spouseName: 'Ayla', email: 'ilker@example.com' },
    { fullName: 'Ayşe Yılmaz', spouseName: 'Mehmet Yılmaz', email: 'ayse@example.com' },
  ];

  it("finds 'Işık' from 'ışık' and folds i/İ the Turkish way", () => {
    expect(lookupKey('ışık')).toBe('ışık');
    expect(matchScore('ışık', people[0]!)).toBeGreaterThan(0);
    expect(matchScore('ilker', people[1]!)).toBeGreaterThan(0);
    expect(matchScore('ILKER', people[1]!)).toBe(0); // I folds to ı in Turkish: 'ılker' is another word
    expect(matchScore('İLKER', people[1]!)).toBeGreaterThan(0);
  });

  it('ranks a name that starts with the query above a later word, and matches the spouse', () => {
    expect(rankMatches('ışık', people).map((p) => p.fullName)).toEqual(['Işık Yıldız', 'İlker Işıkçı']);
    expect(rankMatches('mehmet', people).map((p) => p.fullName)).toEqual(['Ayşe Yılmaz']);
  });

  it('matches an e-mail only as a whole address', () => {
    expect(matchScore('ayse@example.com', people[2]!)).toBe(100);
    expect(matchScore('ayse@exa', people[2]!)).toBe(0);
  });
});

describe('keys of names with characters outside the Basic Multilingual Plane', () => {
  it('never cut an emoji in half (a lone surrogate is not text, and Firestore refuses the write)', () => {
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const keys = searchKeys('🔀𫝀〈c𞊬 Ayşe👶🏽', '', 'a@b.co');
    expect(keys.filter((key) => loneSurrogate.test(key))).toEqual([]);
    expect(keys).toContain('🔀𫝀');
    expect(loneSurrogate.test(lookupKey('𫝀'.repeat(30)))).toBe(false);
  });
});
