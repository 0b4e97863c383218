import { describe, expect, it } from 'vitest';
import { vaccineCalendar } from '@bebek/common/content/vaccines';
import type { VaccineCalendarDose } from '@bebek/common/baby-types';
import { oneTapGivenDay, vaccineVisits, visitLabel, waitingDoses } from './vaccine-visits';

const calendar = (birthDate: string, given: string[] = []): VaccineCalendarDose[] =>
  vaccineCalendar(birthDate).map((dose) => ({
    id: dose.id,
    vaccine: dose.vaccine,
    title: dose.title,
    protectsAgainst: '',
    ageMonths: dose.ageMonths,
    dueDate: dose.dueDate,
    given: given.includes(dose.id) ? { date: dose.dueDate, note: '' } : null,
  }));

describe('the vaccination calendar by visit', () => {
  it('groups the 16 doses into the 8 visits of the Ministry’s table, named as its columns', () => {
    const visits = vaccineVisits(calendar('2027-01-15'));
    expect(visits.map((visit) => visit.label)).toEqual([
      'Doğumda',
      '1. ayın sonu',
      '2. ayın sonu',
      '4. ayın sonu',
      '6. ayın sonu',
      '12. ayın sonu',
      '18. ayın sonu',
      '24. ayın sonu',
    ]);
    expect(visits.flatMap((visit) => visit.doses)).toHaveLength(16);
    expect(visits[2]?.doses.map((dose) => dose.id)).toEqual(['BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    expect(visits[2]?.dueDate).toBe('2027-03-15');
  });
  it('dates a visit on the month-birthday, clamped to a short month (born 31 December: month 2 on 28 February)', () => {
    expect(vaccineVisits(calendar('2026-12-31'))[2]?.dueDate).toBe('2027-02-28');
    expect(visitLabel(0)).toBe('Doğumda');
  });
  it('lists as waiting only the past doses without a mark', () => {
    const doses = calendar('2027-01-15', ['HepB-1']);
    expect(waitingDoses(doses, '2027-03-20').map((dose) => dose.id)).toEqual(['HepB-2', 'BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']);
    // a retired dose reaches the page only with its mark (ADR 0046): never waiting
    const retired: VaccineCalendarDose = {
      id: 'HepB-3',
      vaccine: 'Hep B',
      title: 'Hepatit B aşısı, 3. doz',
      protectsAgainst: '',
      ageMonths: 6,
      dueDate: '2027-07-15',
      given: { date: '2027-07-15', note: '' },
      retiredNote: 'eski',
    };
    expect(
      vaccineVisits([...doses, retired])
        .find((visit) => visit.ageMonths === 6)
        ?.doses.map((dose) => dose.id),
    ).toEqual(['DaBT-IPA-Hib-HepB-3', 'OPA-1', 'HepB-3']);
    expect(waitingDoses([...doses, retired], '2027-08-01').map((dose) => dose.id)).not.toContain('HepB-3');
    // the day itself is not late
    expect(waitingDoses(doses, '2027-02-15')).toEqual([]);
  });
});

describe('oneTapGivenDay', () => {
  it('records a passed dose on its day, and today a dose of today or ahead of its day', () => {
    expect(oneTapGivenDay({ dueDate: '2026-10-01' }, '2026-12-04')).toBe('2026-10-01');
    expect(oneTapGivenDay({ dueDate: '2026-12-04' }, '2026-12-04')).toBe('2026-12-04');
    expect(oneTapGivenDay({ dueDate: '2027-01-04' }, '2026-12-04')).toBe('2026-12-04');
  });
});
