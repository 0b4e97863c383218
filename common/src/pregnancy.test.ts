import { describe, expect, it } from 'vitest';
import { formatWeight, pregnancyProgress, trimesterOfWeek } from './pregnancy';

/** A moment given as Istanbul wall-clock time (UTC+3 all year since 2016). */
const istanbul = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const EXPECTED = '2027-03-01'; // start = 2026-05-25 (280 days before)

describe('pregnancyProgress', () => {
  it('is week 1 day 0 on the first day', () => {
    const p = pregnancyProgress(EXPECTED, istanbul('2026-05-25T09:00:00'));
    expect(p).toMatchObject({ currentWeek: 1, currentDay: 0, isOverdue: false, daysOverdue: 0, trimester: 1 });
    expect(p.progressPercentage).toBe(2.5);
  });

  it('keeps week 1 as the minimum during the first week and counts the days', () => {
    expect(pregnancyProgress(EXPECTED, istanbul('2026-05-31T12:00:00'))).toMatchObject({ currentWeek: 1, currentDay: 6 });
    expect(pregnancyProgress(EXPECTED, istanbul('2026-06-01T00:30:00'))).toMatchObject({ currentWeek: 1, currentDay: 0 });
    expect(pregnancyProgress(EXPECTED, istanbul('2026-06-08T00:30:00'))).toMatchObject({ currentWeek: 2, currentDay: 0 });
  });

  it('flips the week at Istanbul midnight, not at UTC midnight', () => {
    // 2026-06-07 22:30 UTC is already 2026-06-08 01:30 in Istanbul: week 2.
    expect(pregnancyProgress(EXPECTED, new Date('2026-06-07T22:30:00Z')).currentWeek).toBe(2);
    expect(pregnancyProgress(EXPECTED, new Date('2026-06-07T20:30:00Z')).currentWeek).toBe(1);
  });

  it('moves through the trimester edges', () => {
    const atWeek = (week: number) => pregnancyProgress(EXPECTED, new Date(istanbul('2026-05-25T12:00:00').getTime() + week * 7 * 86_400_000));
    expect(atWeek(12)).toMatchObject({ currentWeek: 12, trimester: 1 });
    expect(atWeek(13)).toMatchObject({ currentWeek: 13, trimester: 2 });
    expect(atWeek(26)).toMatchObject({ currentWeek: 26, trimester: 2 });
    expect(atWeek(27)).toMatchObject({ currentWeek: 27, trimester: 3 });
    expect(trimesterOfWeek(40)).toBe(3);
  });

  it('is week 40 day 0, 100 % and 0 days left on the expected date', () => {
    const p = pregnancyProgress(EXPECTED, istanbul('2027-03-01T00:00:00'));
    expect(p).toMatchObject({ currentWeek: 40, currentDay: 0, progressPercentage: 100, isOverdue: false, daysToBirth: 0 });
  });

  it('rounds the days to birth up and never below 0', () => {
    expect(pregnancyProgress(EXPECTED, istanbul('2027-02-28T10:00:00')).daysToBirth).toBe(1);
    expect(pregnancyProgress(EXPECTED, istanbul('2027-02-27T00:00:00')).daysToBirth).toBe(2);
    expect(pregnancyProgress(EXPECTED, istanbul('2027-03-05T10:00:00')).daysToBirth).toBe(0);
  });

  it('is overdue only once the week exceeds 40, with (week-40)*7+day days', () => {
    expect(pregnancyProgress(EXPECTED, istanbul('2027-03-07T12:00:00'))).toMatchObject({ currentWeek: 40, currentDay: 6, isOverdue: false, daysOverdue: 0 });
    const p = pregnancyProgress(EXPECTED, istanbul('2027-03-10T12:00:00'));
    expect(p).toMatchObject({ currentWeek: 40, rawWeek: 41, currentDay: 2, isOverdue: true, daysOverdue: 9, progressPercentage: 100 });
  });
});

describe('formatWeight', () => {
  it('shows grams up to 1000 g and kilograms with one decimal above', () => {
    expect(formatWeight(14)).toBe('14 g');
    expect(formatWeight(1000)).toBe('1.000 g');
    expect(formatWeight(1005)).toBe('1,0 kg');
    expect(formatWeight(3462)).toBe('3,5 kg');
  });
});
