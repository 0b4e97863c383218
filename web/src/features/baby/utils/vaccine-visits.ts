import type { VaccineCalendarDose } from '@bebek/common/baby-types';

/** The doses of one visit: the day the baby turns `ageMonths` months old (0: at birth). */
export interface VaccineVisit {
  ageMonths: number;
  /** 'Doğumda', '1. ayın sonu', '18. ayın sonu' as the Ministry's table names the columns. */
  label: string;
  dueDate: string;
  doses: VaccineCalendarDose[];
}

export function visitLabel(ageMonths: number): string {
  return ageMonths === 0 ? 'Doğumda' : `${ageMonths}. ayın sonu`;
}

/** The calendar grouped by visit, in the order of the ages (the doses keep the table's order inside a visit). */
export function vaccineVisits(doses: readonly VaccineCalendarDose[]): VaccineVisit[] {
  const visits = new Map<number, VaccineVisit>();
  for (const dose of doses) {
    const visit = visits.get(dose.ageMonths) ?? { ageMonths: dose.ageMonths, label: visitLabel(dose.ageMonths), dueDate: dose.dueDate, doses: [] };
    visit.doses.push(dose);
    visits.set(dose.ageMonths, visit);
  }
  return [...visits.values()].sort((a, b) => a.ageMonths - b.ageMonths);
}

/** Doses whose day has passed without a "given" mark: shown gently as waiting, not as an alarm. */
export function waitingDoses(doses: readonly VaccineCalendarDose[], today: string): VaccineCalendarDose[] {
  return doses.filter((dose) => !dose.given && dose.dueDate < today);
}

/**
 * The day a one-tap 'Yapıldı' records (ADR 0063): a dose whose day has passed on its day (a mother
 * catching up marks the hospital's and the first months' doses in a row), otherwise today. The line
 * under the dose shows it, and 'Düzenle' beside it changes it.
 */
export function oneTapGivenDay(dose: Pick<VaccineCalendarDose, 'dueDate'>, today: string): string {
  return dose.dueDate < today ? dose.dueDate : today;
}
