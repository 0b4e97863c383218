import { describe, expect, it } from 'vitest';
import { formatDateTr } from './format-date';

describe('formatDateTr', () => {
  it('formats a day in Turkish', () => {
    expect(formatDateTr('2027-03-01')).toBe('1 Mart 2027');
    expect(formatDateTr('2026-08-15')).toBe('15 Ağustos 2026');
  });
  it('gives an empty string for a missing or invalid day', () => {
    expect(formatDateTr('')).toBe('');
    expect(formatDateTr('yarın')).toBe('');
  });
});
