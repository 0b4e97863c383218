import { describe, expect, it } from 'vitest';
import { vaccineCalendar } from './content/vaccines';
import { dueVaccineVisits } from './vaccine-reminders';

describe('dueVaccineVisits', () => {
  // born 31 December 2026: month 2 is due on 28 February 2027 (a short month)
  const calendar = vaccineCalendar('2026-12-31');

  it('reminds of a visit from 3 days before its day until the day, its doses together', () => {
    expect(dueVaccineVisits(calendar, '2027-02-24', new Set())).toEqual([]);
    const [visit] = dueVaccineVisits(calendar, '2027-02-25', new Set());
    expect(visit?.dueDate).toBe('2027-02-28');
    expect(visit?.doses.map((dose) => dose.id)).toEqual(['BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    expect(dueVaccineVisits(calendar, '2027-02-28', new Set())).toHaveLength(1);
    expect(dueVaccineVisits(calendar, '2027-03-01', new Set())).toEqual([]);
  });

  it('leaves out the doses given, and a visit whose doses are all given', () => {
    expect(dueVaccineVisits(calendar, '2027-02-26', new Set(['BCG-1']))[0]?.doses.map((dose) => dose.id)).toEqual(['DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    expect(dueVaccineVisits(calendar, '2027-02-26', new Set(['BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']))).toEqual([]);
  });

  it('reminds of the dose at birth on the day of birth, and of nothing for an unknown birth date', () => {
    expect(dueVaccineVisits(calendar, '2026-12-31', new Set()).map((visit) => visit.doses.map((dose) => dose.id))).toEqual([['HepB-1']]);
    expect(dueVaccineVisits(vaccineCalendar(''), '2026-12-31', new Set())).toEqual([]);
  });

  it('reminds of no separate Hepatit B at month 6: that visit is the six-component vaccine and OPA', () => {
    const [visit] = dueVaccineVisits(calendar, '2027-06-28', new Set());
    expect(visit?.dueDate).toBe('2027-06-30');
    expect(visit?.doses.map((dose) => dose.title)).toEqual(['Altılı karma aşı (DaBT-İPA-Hib-HepB), 3. doz', 'Oral polio aşısı (ağızdan damla), 1. doz']);
  });
});
