import { describe, expect, it } from 'vitest';
import { isDocumentId } from './ids';

describe('isDocumentId', () => {
  it.each(['Ab3_-x', '7MzEbywbO7EnZ1ihcIdtF7REDguo', 'zHAuKcVM8zTdWm_u5Ad7NK6u', 'bebek-arabasi', '_a_', 'a__b__', 'x'.repeat(128)])('takes %s', (id) => {
    expect(isDocumentId(id)).toBe(true);
  });
  it.each(['', 'a/b', '..', '.', '__x__', '____', 'a b', 'ç', 'a\u0000', '\uFEFFa', 'x'.repeat(129), 'a%2Fb'])('refuses %j', (id) => {
    expect(isDocumentId(id)).toBe(false);
  });
});
