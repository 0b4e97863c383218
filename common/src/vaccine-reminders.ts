import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { VACCINE_REMINDER_DAYS_BEFORE } from './baby-messages';
import type { DatedVaccineDose } from './content/vaccines';

dayjs.extend(utc);

/** A visit of the vaccination calendar: the doses due on one day. */
export interface VaccineVisit {
  /** 'YYYY-MM-DD' */
  dueDate: string;
  doses: DatedVaccineDose[];
}

/**
 * The visits whose reminder is due on `today` (ADR 0032): from VACCINE_REMINDER_DAYS_BEFORE days
 * before the due date until the due date itself, with only the doses not marked given; a visit
 * whose doses are all given is not reminded of. A visit already past is not reminded of either:
 * the page shows it as waiting, gently.
 */
export function dueVaccineVisits(calendar: readonly DatedVaccineDose[], today: string, given: ReadonlySet<string>): VaccineVisit[] {
  const visits = new Map<string, DatedVaccineDose[]>();
  for (const dose of calendar) {
    if (given.has(dose.id)) continue;
    const from = dayjs.utc(dose.dueDate, 'YYYY-MM-DD').subtract(VACCINE_REMINDER_DAYS_BEFORE, 'day').format('YYYY-MM-DD');
    if (today < from || today > dose.dueDate) continue;
    visits.set(dose.dueDate, [...(visits.get(dose.dueDate) ?? []), dose]);
  }
  return [...visits].map(([dueDate, doses]) => ({ dueDate, doses }));
}
