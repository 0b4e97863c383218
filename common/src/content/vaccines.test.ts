import { describe, expect, it } from 'vitest';
import {
  LATER_DOSES_NOTE,
  RETIRED_VACCINE_DOSES,
  VACCINE_SCHEDULE,
  VACCINE_SOURCE,
  VACCINES,
  dueDateFor,
  nextVaccineDoses,
  overdueVaccineDoses,
  currentMarks,
  markableDose,
  markedRetiredDoses,
  storedIdsOf,
  turkishDay,
  vaccineCalendar,
  vaccineDose,
} from './vaccines';

const monthsOf = (code: string) => VACCINE_SCHEDULE.filter((entry) => entry.vaccine === code).map((entry) => entry.ageMonths);

describe('the vaccination calendar (Genişletilmiş Bağışıklama Programı)', () => {
  it('has each vaccine at the months of the Ministry table since 14 April 2025: the six-component vaccine, no separate month-6 Hepatit B', () => {
    expect(monthsOf('HepB')).toEqual([0, 1]);
    expect(monthsOf('BCG')).toEqual([2]);
    expect(monthsOf('DaBT-IPA-Hib-HepB')).toEqual([2, 4, 6, 18]);
    expect(monthsOf('DaBT-IPA-Hib')).toEqual([]);
    expect(monthsOf('KPA')).toEqual([2, 4, 12]);
    expect(monthsOf('OPA')).toEqual([6, 18]);
    expect(monthsOf('KKK')).toEqual([12]);
    expect(monthsOf('VAR')).toEqual([12]);
    expect(monthsOf('HepA')).toEqual([18, 24]);
    expect(VACCINE_SCHEDULE).toHaveLength(16);
    expect(VACCINE_SCHEDULE.filter((entry) => entry.ageMonths === 6).map((entry) => entry.id)).toEqual(['DaBT-IPA-Hib-HepB-3', 'OPA-1']);
  });

  it('visits at birth and at the end of months 1, 2, 4, 6, 12, 18 and 24, nothing after 24 months', () => {
    expect([...new Set(VACCINE_SCHEDULE.map((entry) => entry.ageMonths))]).toEqual([0, 1, 2, 4, 6, 12, 18, 24]);
    // since 1 July 2020 at the family-medicine unit: 48 months (KKK, DaBT-İPA) and 13 years (Td), not at school
    expect(LATER_DOSES_NOTE).toContain('48. ayını dolduran çocuğa KKK ve DaBT-İPA');
    expect(LATER_DOSES_NOTE).toContain('13 yaşında Td');
    expect(LATER_DOSES_NOTE).toContain('aile hekiminizde');
    expect(LATER_DOSES_NOTE).not.toMatch(/okul|sınıf/);
  });

  it('gives every dose a unique, stable id and marks the boosters', () => {
    const ids = VACCINE_SCHEDULE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(vaccineDose('HepB-1')).toMatchObject({ vaccine: 'HepB', ageMonths: 0, booster: false });
    expect(VACCINE_SCHEDULE.filter((entry) => entry.booster).map((entry) => entry.id)).toEqual(['KPA-3', 'DaBT-IPA-Hib-HepB-4']);
    expect(vaccineDose('nope')).toBeUndefined();
  });

  it('names every vaccine in Turkish and names its source with a date', () => {
    for (const vaccine of Object.values(VACCINES)) {
      expect(vaccine.name.length).toBeGreaterThan(2);
      expect(vaccine.protectsAgainst.length).toBeGreaterThan(2);
    }
    expect(VACCINES['DaBT-IPA-Hib-HepB'].shortName).toBe('DaBT-İPA-Hib-HepB');
    expect(VACCINES['DaBT-IPA-Hib-HepB'].protectsAgainst).toMatch(/tetanos.*hepatit B/);
    expect(VACCINE_SOURCE.title).toContain('Sağlık Bakanlığı');
    expect(VACCINE_SOURCE.versionDate).toBe('2025-04-14');
    const references = VACCINE_SOURCE.references.map((reference) => `${reference.what} ${reference.by}`).join(' ');
    for (const named of ['14 Nisan 2025', '2, 4, 6 ve 18', '1 Temmuz 2020', 'KPA']) expect(references).toContain(named);
  });
});

describe('dating the doses from a birth date', () => {
  it('dates Hepatit B on the birth day and the month-2 doses two calendar months later', () => {
    const calendar = vaccineCalendar('2027-03-14');
    expect(calendar.find((entry) => entry.id === 'HepB-1')).toMatchObject({
      dueDate: '2027-03-14',
      dueDateLabel: '14 Mart 2027',
      title: 'Hepatit B aşısı, 1. doz',
    });
    const monthTwo = calendar.filter((entry) => entry.ageMonths === 2);
    expect(monthTwo.map((entry) => entry.id)).toEqual(['BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    expect(monthTwo[1]?.title).toBe('Altılı karma aşı (DaBT-İPA-Hib-HepB), 1. doz');
    expect(monthTwo.every((entry) => entry.dueDate === '2027-05-14')).toBe(true);
    expect(calendar.find((entry) => entry.id === 'HepA-2')?.dueDate).toBe('2029-03-14');
    expect(calendar.find((entry) => entry.id === 'KPA-3')?.title).toBe('Konjuge pnömokok aşısı, pekiştirme dozu');
  });

  it('clamps to the end of a shorter month, leap years included', () => {
    expect(dueDateFor('2026-12-31', 2)).toBe('2027-02-28');
    expect(dueDateFor('2027-12-31', 2)).toBe('2028-02-29');
    expect(dueDateFor('2026-08-31', 1)).toBe('2026-09-30');
    expect(dueDateFor('2026-08-31', 6)).toBe('2027-02-28');
    expect(dueDateFor('2027-01-30', 1)).toBe('2027-02-28');
    expect(dueDateFor('2028-02-29', 12)).toBe('2029-02-28');
    expect(dueDateFor('2028-02-29', 24)).toBe('2030-02-28');
  });

  it('keeps the calendar in date order and crosses the year', () => {
    const calendar = vaccineCalendar('2026-11-30');
    const dates = calendar.map((entry) => entry.dueDate);
    expect([...dates].sort()).toEqual(dates);
    expect(calendar.find((entry) => entry.id === 'HepB-2')?.dueDate).toBe('2026-12-30');
    expect(calendar.find((entry) => entry.id === 'BCG-1')?.dueDate).toBe('2027-01-30');
    expect(calendar.find((entry) => entry.id === 'DaBT-IPA-Hib-HepB-2')?.dueDate).toBe('2027-03-30');
  });

  it('formats the days in Turkish', () => {
    expect(turkishDay('2027-02-28')).toBe('28 Şubat 2027');
    expect(turkishDay('2027-08-01')).toBe('1 Ağustos 2027');
  });

  it('refuses a birth date that is not a calendar day rather than dating from nonsense', () => {
    expect(vaccineCalendar('')).toEqual([]);
    expect(vaccineCalendar('14.03.2027')).toEqual([]);
    expect(vaccineCalendar('2027-13-01')).toEqual([]);
    expect(vaccineCalendar('2027-02-30')).toEqual([]);
  });
});

describe('the next dose', () => {
  const calendar = vaccineCalendar('2027-01-10');

  it('is the whole visit due first on or after today', () => {
    expect(nextVaccineDoses(calendar, '2027-01-10').map((entry) => entry.id)).toEqual(['HepB-1']);
    expect(nextVaccineDoses(calendar, '2027-01-11').map((entry) => entry.id)).toEqual(['HepB-2']);
    expect(nextVaccineDoses(calendar, '2027-02-11').map((entry) => entry.id)).toEqual(['BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']);
  });

  it('skips doses marked given, and lists passed unmarked doses as waiting', () => {
    const given = new Set(['HepB-1', 'HepB-2', 'BCG-1']);
    expect(nextVaccineDoses(calendar, '2027-03-10', given).map((entry) => entry.id)).toEqual(['DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    expect(overdueVaccineDoses(calendar, '2027-03-11', given).map((entry) => entry.id)).toEqual(['DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    expect(overdueVaccineDoses(calendar, '2027-03-11', new Set([...given, 'DaBT-IPA-Hib-HepB-1', 'KPA-1']))).toEqual([]);
  });

  it('is nothing once the last dose day has passed', () => {
    expect(nextVaccineDoses(calendar, '2029-01-11')).toEqual([]);
  });
});

describe('marks given under the calendar before 14 April 2025 (ADR 0046)', () => {
  it('reads a five-component dose’s mark as its six-component dose’s, and the current id’s mark first', () => {
    const stored = new Map([
      ['DaBT-IPA-Hib-1', { date: '2025-03-01', note: 'beşli' }],
      ['DaBT-IPA-Hib-2', { date: '2025-05-01', note: 'eski' }],
      ['DaBT-IPA-Hib-HepB-2', { date: '2025-05-02', note: 'yeni' }],
      ['HepB-1', { date: '2025-01-01', note: '' }],
      ['Td-1', { date: '2025-01-01', note: 'no calendar knows it' }],
    ]);
    const marks = currentMarks(stored);
    expect(marks.get('DaBT-IPA-Hib-HepB-1')).toEqual({ date: '2025-03-01', note: 'beşli' });
    expect(marks.get('DaBT-IPA-Hib-HepB-2')).toEqual({ date: '2025-05-02', note: 'yeni' });
    expect(marks.get('HepB-1')).toEqual({ date: '2025-01-01', note: '' });
    expect([...marks.keys()].sort()).toEqual(['DaBT-IPA-Hib-HepB-1', 'DaBT-IPA-Hib-HepB-2', 'HepB-1']);
  });

  it('finds a dose by its former id, and lists every id a mark may be stored under', () => {
    expect(vaccineDose('DaBT-IPA-Hib-4')?.id).toBe('DaBT-IPA-Hib-HepB-4');
    expect(storedIdsOf(vaccineDose('DaBT-IPA-Hib-HepB-3')!)).toEqual(['DaBT-IPA-Hib-HepB-3', 'DaBT-IPA-Hib-3']);
    expect(vaccineDose('HepB-3')).toBeUndefined();
    expect(markableDose('HepB-3')?.id).toBe('HepB-3');
    expect(markableDose('HepB-4')).toBeUndefined();
  });

  it('keeps a marked separate month-6 Hepatit B as a retired dose, never waiting, and drops an unmarked one', () => {
    const birth = '2024-12-10';
    expect(RETIRED_VACCINE_DOSES.map((entry) => entry.id)).toEqual(['HepB-3']);
    expect(markedRetiredDoses(birth, new Set())).toEqual([]);
    const [retired] = markedRetiredDoses(birth, new Set(['HepB-3']));
    expect(retired).toMatchObject({ id: 'HepB-3', dueDate: '2025-06-10', title: 'Hepatit B aşısı, 3. doz' });
    expect(retired?.retiredNote).toContain('altılı karma');
    const calendar = vaccineCalendar(birth);
    expect(calendar.some((entry) => entry.id === 'HepB-3')).toBe(false);
    expect(overdueVaccineDoses(calendar, '2026-12-01', new Set()).some((entry) => entry.id === 'HepB-3')).toBe(false);
  });
});
