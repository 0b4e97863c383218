import { describe, expect, it } from 'vitest';
import { ageInDays, babyAge, babyAgeOn, completedMonths } from './baby-age';

const label = (birth: string, today: string) => babyAgeOn(birth, today)?.label;

describe("the baby's age in words", () => {
  it('says the day of birth, then days to 13', () => {
    expect(label('2027-01-10', '2027-01-10')).toBe('bugün doğdu');
    expect(label('2027-01-10', '2027-01-11')).toBe('1 günlük');
    expect(label('2027-01-10', '2027-01-23')).toBe('13 günlük');
  });

  it('says weeks from day 14 until the first month-birthday', () => {
    expect(label('2027-01-10', '2027-01-24')).toBe('2 haftalık');
    expect(label('2027-01-10', '2027-01-30')).toBe('2 haftalık');
    expect(label('2027-01-10', '2027-01-31')).toBe('3 haftalık');
    expect(label('2027-01-10', '2027-02-07')).toBe('4 haftalık');
    expect(label('2027-01-10', '2027-02-09')).toBe('4 haftalık');
  });

  it('says months from the first month-birthday to the second birthday', () => {
    expect(label('2027-01-10', '2027-02-10')).toBe('1 aylık');
    expect(label('2027-01-10', '2027-03-09')).toBe('1 aylık');
    expect(label('2027-01-10', '2027-03-10')).toBe('2 aylık');
    expect(label('2027-01-10', '2028-01-10')).toBe('12 aylık');
    expect(label('2027-01-10', '2028-07-10')).toBe('18 aylık');
    expect(label('2027-01-10', '2029-01-09')).toBe('23 aylık');
  });

  it('says years from the second birthday', () => {
    expect(label('2027-01-10', '2029-01-10')).toBe('2 yaşında');
    expect(label('2027-01-10', '2029-12-31')).toBe('2 yaşında');
    expect(label('2027-01-10', '2030-01-10')).toBe('3 yaşında');
  });

  it('turns a month older on the day the month-birthday falls in a short month', () => {
    expect(label('2027-01-31', '2027-02-27')).toBe('3 haftalık');
    expect(label('2027-01-31', '2027-02-28')).toBe('1 aylık');
    expect(completedMonths('2027-01-31', '2027-03-30')).toBe(1);
    expect(completedMonths('2027-01-31', '2027-03-31')).toBe(2);
    expect(completedMonths('2027-12-31', '2028-02-29')).toBe(2);
    expect(completedMonths('2028-02-29', '2029-02-28')).toBe(12);
    expect(completedMonths('2027-08-31', '2027-09-30')).toBe(1);
  });

  it('gives the days and weeks as numbers too', () => {
    expect(babyAgeOn('2027-01-10', '2027-01-31')).toEqual({ days: 21, weeks: 3, months: 0, label: '3 haftalık' });
  });

  it('has no age before the birth or for a day that does not exist', () => {
    expect(babyAgeOn('2027-01-10', '2027-01-09')).toBeUndefined();
    expect(babyAgeOn('2027-02-30', '2027-03-10')).toBeUndefined();
    expect(babyAgeOn('', '2027-03-10')).toBeUndefined();
  });

  it("counts on Istanbul's calendar: 00:30 there is already the next day", () => {
    expect(babyAge('2027-01-10', new Date('2027-03-09T21:30:00Z'))?.label).toBe('2 aylık');
    expect(babyAge('2027-01-10', new Date('2027-03-09T20:30:00Z'))?.label).toBe('1 aylık');
  });
});

describe('age in days for the percentiles', () => {
  it('counts days from the birth, across a leap day', () => {
    expect(ageInDays('2027-01-10', '2027-01-10')).toBe(0);
    expect(ageInDays('2027-01-10', '2027-03-10')).toBe(59);
    expect(ageInDays('2028-02-01', '2028-03-01')).toBe(29);
    expect(ageInDays('2027-01-10', '2027-01-09')).toBeUndefined();
  });
});
