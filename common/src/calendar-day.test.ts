import { describe, expect, it } from 'vitest';
import { dayNumber, isIsoDay, todayIn, turkishDay, turkishDaySpan } from './calendar-day';

describe('isIsoDay', () => {
  it('takes a day that exists', () => {
    expect(isIsoDay('2027-03-01')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
  });

  it('refuses a day that does not exist, another shape and what is not text', () => {
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2027-13-01')).toBe(false);
    expect(isIsoDay('2027-3-1')).toBe(false);
    expect(isIsoDay('2027-03-01T00:00:00Z')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(undefined)).toBe(false);
    expect(isIsoDay(20270301)).toBe(false);
  });
});

describe('turkishDay', () => {
  it('writes the day as Turkish readers do, whatever the machine time zone', () => {
    expect(turkishDay('2027-03-01')).toBe('1 Mart 2027');
    expect(turkishDay('2026-08-15')).toBe('15 Ağustos 2026');
    expect(turkishDay('2027-02-14')).toBe('14 Şubat 2027');
    expect(turkishDay('2026-12-31')).toBe('31 Aralık 2026');
  });

  it('is empty for a missing or invalid day', () => {
    expect(turkishDay('')).toBe('');
    expect(turkishDay(null)).toBe('');
    expect(turkishDay(undefined)).toBe('');
    expect(turkishDay('yarın')).toBe('');
    expect(turkishDay('2027-02-30')).toBe('');
  });
});

describe('turkishDaySpan', () => {
  it('names the year once, at the end', () => {
    expect(turkishDaySpan('2027-03-01', '2027-04-14')).toBe('1 Mart – 14 Nisan 2027');
  });
});

describe('todayIn', () => {
  it("is the parent's calendar day, not the machine's or UTC's", () => {
    expect(todayIn(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(todayIn(new Date('2026-11-26T20:59:59Z'))).toBe('2026-11-26');
    expect(todayIn(new Date('2026-11-22T22:30:00Z'), 'UTC')).toBe('2026-11-22');
  });
});

describe('dayNumber', () => {
  it('counts whole days, across a month, a leap day and a year end', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
  });
});
