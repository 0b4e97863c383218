import { describe, expect, it } from 'vitest';
import { foldTurkish, initials } from './text';

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
