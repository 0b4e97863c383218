import { describe, expect, it } from 'vitest';
import { displayPhone, lookupKey, matchScore, operatorSearch, phoneSearchKey, rankMatches, searchFold, searchKeys } from './search';

describe('searchFold', () => {
  it('folds case the Turkish way, then drops the marks of ç ğ ı i̇ ö ş ü', () => {
    expect(searchFold('Ayşe')).toBe('ayse');
    expect(searchFold('ÖZTÜRK')).toBe('ozturk');
    expect(searchFold('Çağlar Güneş')).toBe('caglar gunes');
    expect(searchFold('IŞIK')).toBe('isik');
    expect(searchFold('Işık')).toBe('isik');
    expect(searchFold('işık')).toBe('isik');
    expect(searchFold('İLKER')).toBe('ilker');
    expect(searchFold('ILKER')).toBe('ilker');
  });

  it('treats every way of writing the same letter alike', () => {
    // 'İ' lowered without the Turkish locale is 'i' + U+0307 (combining dot above); decomposed 'ş' is 's' + U+0327
    expect(searchFold('i\u0307nce')).toBe('ince');
    expect(searchFold('Ays\u0327e')).toBe('ayse');
    expect(searchFold('  Hâle   Ünal ')).toBe('hale unal');
  });

  it('leaves plain ASCII as it is, lower-cased', () => {
    expect(searchFold('Deniz Kaya')).toBe('deniz kaya');
    expect(searchFold('ayse')).toBe('ayse');
  });
});

describe('searchKeys and lookupKey', () => {
  it('index folded name prefixes from two letters and the whole e-mail', () => {
    const keys = searchKeys('Işık İnce', 'Ömer', 'Isik@Example.com');
    expect(keys).toEqual(expect.arrayContaining(['is', 'isi', 'isik', 'in', 'ince', 'om', 'omer', 'isik@example.com']));
    expect(keys).not.toContain('i');
    expect(keys).not.toContain('isik@');
    expect(keys.every((key) => /^[a-z@.]+$/.test(key))).toBe(true);
  });

  it.each([
    ['ayse', 'Ayşe Yılmaz'],
    ['ozturk', 'Can Öztürk'],
    ['IŞIK', 'Işık Demir'],
    ['işık', 'IŞIK KAYA'],
    ['Ayşe', 'Ayse Smith'],
    ['çağ', 'Çağla Er'],
  ])("a query '%s' is looked up by a key that %s has", (query, fullName) => {
    expect(searchKeys(fullName, '', '')).toContain(lookupKey(query));
    expect(matchScore(query, { fullName, spouseName: '', email: '' })).toBeGreaterThan(0);
  });

  it('looks up the longest word, cut to the indexed length, or the whole e-mail', () => {
    expect(lookupKey('Ali Öztürkoğlu')).toBe('ozturkoglu');
    expect(lookupKey('a'.repeat(40))).toHaveLength(24);
    expect(lookupKey(' Ayse@Example.COM ')).toBe('ayse@example.com');
  });
});

describe('matching', () => {
  const people = [
    { fullName: 'Işık Yıldız', spouseName: '', email: 'isik@example.com' },
    { fullName: 'İlker Işıkçı', spouseName: 'Ayla', email: 'ilker@example.com' },
    { fullName: 'Ayşe Yılmaz', spouseName: 'Mehmet Yılmaz', email: 'ayse@example.com' },
    { fullName: 'Isik Ozturk', spouseName: '', email: 'isik.ozturk@example.com' },
  ];

  it('finds Turkish names from queries typed without Turkish letters or in capitals', () => {
    expect(matchScore('ışık', people[0]!)).toBeGreaterThan(0);
    expect(matchScore('isik', people[0]!)).toBeGreaterThan(0);
    expect(matchScore('ilker', people[1]!)).toBeGreaterThan(0);
    expect(matchScore('ILKER', people[1]!)).toBeGreaterThan(0);
    expect(matchScore('İLKER', people[1]!)).toBeGreaterThan(0);
    expect(matchScore('ayse yilmaz', people[2]!)).toBeGreaterThan(0);
    expect(matchScore('ayse kaya', people[2]!)).toBe(0);
  });

  it('ranks a name that starts with the query above a later word, the exact Turkish spelling first, and matches the spouse', () => {
    expect(rankMatches('ışık', people).map((p) => p.fullName)).toEqual(['Işık Yıldız', 'Isik Ozturk', 'İlker Işıkçı']);
    expect(rankMatches('isik', people).map((p) => p.fullName)).toEqual(['Isik Ozturk', 'Işık Yıldız', 'İlker Işıkçı']);
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

describe("the operator's search (ADR 0054)", () => {
  it.each([
    ['0539 300 40 50', '+905393004050'],
    ['05393004050', '+905393004050'],
    ['539 300 40 50', '+905393004050'],
    ['(0539) 300-40-50', '+905393004050'],
    ['+90 539 300 40 50', '+905393004050'],
    ['90 539 300 40 50', '+905393004050'],
    ['0090 539 300 40 50', '+905393004050'],
    ['+49 151 2345 6789', '+4915123456789'],
  ])('keys the phone %s as %s, as the SMS log stores the number', (input, key) => {
    expect(phoneSearchKey(input)).toBe(key);
  });

  it.each(['', 'Ayşe', '0539 300 40', '12345', 'ayse@example.com', '0539 300 40 50 1'])('does not take %j for a phone', (input) => {
    expect(phoneSearchKey(input)).toBe('');
  });

  it('shows a Turkish number as people write it, anything else as it is', () => {
    expect(displayPhone('+905393004050')).toBe('0539 300 40 50');
    expect(displayPhone('+4915123456789')).toBe('+4915123456789');
    expect(displayPhone('0539 300 40 50')).toBe('0539 300 40 50');
  });

  it('tells an address, a number and a name apart, folding a name the Turkish way', () => {
    expect(operatorSearch('  Ayse.Yilmaz@Example.COM ')).toEqual({ kind: 'email', email: 'ayse.yilmaz@example.com' });
    expect(operatorSearch('0539 300 40 50')).toEqual({ kind: 'phone', phone: '+905393004050' });
    expect(operatorSearch('İPEK IŞIKLI')).toEqual({ kind: 'name', query: 'İPEK IŞIKLI', key: 'isikli' });
    expect(operatorSearch('ılgın')).toEqual({ kind: 'name', query: 'ılgın', key: 'ilgin' });
    expect(operatorSearch('a')).toEqual({ kind: 'none' });
    expect(operatorSearch('   ')).toEqual({ kind: 'none' });
  });
});
