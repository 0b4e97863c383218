import { describe, expect, it } from 'vitest';
import { todayIn } from '@bebek/common/calendar-day';
import { copyrightYears } from './copyright-years';

describe('copyrightYears (ADR 0063)', () => {
  it('is the first year, then the first to this year', () => {
    expect(copyrightYears('2025-06-01')).toBe('2025');
    expect(copyrightYears('2026-12-04')).toBe('2025–2026');
  });

  it('turns with the new year in Istanbul, three hours before UTC', () => {
    expect(copyrightYears(todayIn(new Date('2026-12-31T20:59:00Z')))).toBe('2025–2026');
    expect(copyrightYears(todayIn(new Date('2026-12-31T21:00:00Z')))).toBe('2025–2027');
  });
});
