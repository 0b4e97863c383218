import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from './constants';
import { todayIn } from './pregnancy';

dayjs.extend(utc);

/**
 * The baby's age as the dashboard says it (issue 25, ADR 0031): 'bugün doğdu', '5 günlük',
 * '3 haftalık', '2 aylık', '18 aylık', '2 yaşında'. Counted on the parent's calendar (Istanbul).
 *
 * - the day of birth: 'bugün doğdu';
 * - days 1–13: 'N günlük';
 * - from day 14 to the first month-birthday: 'N haftalık' (2, 3, 4 haftalık);
 * - from the first month-birthday to the second birthday: 'N aylık' in whole months, as Turkish
 *   families and the well-baby visits count them ('18 aylık');
 * - from the second birthday: 'N yaşında'.
 *
 * A month-birthday is the day the vaccination calendar dates the month's doses (dueDateFor): a baby
 * born on 31 January turns one month old on 28 February, the day its month-1 dose is due.
 */
export interface BabyAge {
  days: number;
  weeks: number;
  /** Whole months lived, counted by month-birthdays. */
  months: number;
  label: string;
}

const DAY = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' naming a day that exists (2027-02-30 does not: dayjs alone would roll it over into March). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value, DAY).format(DAY) === value;
}

/** Whole months from birthDate to today ('YYYY-MM-DD' both): the last month-birthday on or before today. */
export function completedMonths(birthDate: string, today: string): number {
  const birth = dayjs.utc(birthDate, DAY);
  let months = Math.max(0, dayjs.utc(today, DAY).diff(birth, 'month'));
  while (birth.add(months + 1, 'month').format(DAY) <= today) months++;
  while (months > 0 && birth.add(months, 'month').format(DAY) > today) months--;
  return months;
}

/** The age on a given day; undefined before the birth or for a date that is not a calendar day. */
export function babyAgeOn(birthDate: string, today: string): BabyAge | undefined {
  if (!isCalendarDay(birthDate) || !isCalendarDay(today) || today < birthDate) return undefined;
  const days = dayjs.utc(today, DAY).diff(dayjs.utc(birthDate, DAY), 'day');
  const weeks = Math.floor(days / 7);
  const months = completedMonths(birthDate, today);
  let label: string;
  if (days === 0) label = 'bugün doğdu';
  else if (days < 14) label = `${days} günlük`;
  else if (months < 1) label = `${weeks} haftalık`;
  else if (months < 24) label = `${months} aylık`;
  else label = `${Math.floor(months / 12)} yaşında`;
  return { days, weeks, months, label };
}

/** The age today on the parent's calendar. */
export function babyAge(birthDate: string, now: Date = new Date(), timeZone: string = TIME_ZONE): BabyAge | undefined {
  return babyAgeOn(birthDate, todayIn(now, timeZone));
}

/** Age in days between the birth and a measurement day, for the growth percentiles; undefined before the birth. */
export function ageInDays(birthDate: string, day: string): number | undefined {
  if (!isCalendarDay(birthDate) || !isCalendarDay(day) || day < birthDate) return undefined;
  return dayjs.utc(day, DAY).diff(dayjs.utc(birthDate, DAY), 'day');
}
