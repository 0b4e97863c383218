import { describe, expect, it } from 'vitest';
import { foldTurkish, genitive, initials } from './text';

describe('foldTurkish', () => {
  it('folds dotted and dotless I the Turkish way', () => {
    expect(foldTurkish('IŞIK')).toBe('ışık');
    expect(foldTurkish('İstanbul')).toBe('istanbul');
    expect(foldTurkish('  Ayşe   Yılmaz ')).toBe('ayşe yılmaz');
  });
});

describe('initials', () => {
  it('caps initials at two letters', () => {
    expect(initials('ayşe nur yılmaz')).toBe('AN');
    expect(initials('ibrahim')).toBe('İ');
    expect(initials('')).toBe('');
  });
});

describe('genitive', () => {
  it('writes the suffix as TDK does: apostrophe, n after a vowel, the last vowel’s harmony', () => {
    expect(['Ayşe', 'Yılmaz', 'Mehmet', 'Oğuz', 'Gül', 'Burcu', 'Doğa', 'Ömür', 'Ayşe Yılmaz', 'İpek', 'NK'].map(genitive)).toEqual([
      "Ayşe'nin",
      "Yılmaz'ın",
      "Mehmet'in",
      "Oğuz'un",
      "Gül'ün",
      "Burcu'nun",
      "Doğa'nın",
      "Ömür'ün",
      "Ayşe Yılmaz'ın",
      "İpek'in",
      "NK'nin",
    ]);
  });
});
