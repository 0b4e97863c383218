import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { todayIn } from './calendar-day';
import { PREGNANCY_DAYS, PREGNANCY_WEEKS, TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface PregnancyProgress {
  /** Whole weeks since the start (280 days before the expected date), at least 1, shown 1-40. */
  currentWeek: number;
  /** Days past the whole weeks (0-6). */
  currentDay: number;
  progressPercentage: number;
  isOverdue: boolean;
  daysOverdue: number;
  /** Days left to the expected date, rounded up; 0 once it has passed. */
  daysToBirth: number;
  trimester: 1 | 2 | 3;
  /** The week before clamping, for callers that need to know how far past 40 it is. */
  rawWeek: number;
}

const DAY_MS = 86_400_000;

export function trimesterOfWeek(week: number): 1 | 2 | 3 {
  if (week <= 12) return 1;
  if (week <= 26) return 2;
  return 3;
}

/**
 * Pregnancy progress exactly as the spec defines it (part 1 §4), on the parent's calendar:
 * "today" is the date in their time zone (Europe/Istanbul by default), so the week never
 * flips at another zone's midnight.
 */
export function pregnancyProgress(expectedBirthDate: string, now: Date = new Date(), timeZone: string = TIME_ZONE): PregnancyProgress {
  const expected = dayjs.utc(expectedBirthDate, 'YYYY-MM-DD');
  const start = expected.subtract(PREGNANCY_DAYS, 'day');
  const today = dayjs.utc(todayIn(now, timeZone));
  const elapsedDays = today.diff(start, 'day');

  const rawWeek = Math.max(1, Math.floor(elapsedDays / 7));
  const currentDay = elapsedDays >= 7 ? elapsedDays % 7 : Math.max(0, elapsedDays);
  const isOverdue = rawWeek > PREGNANCY_WEEKS;
  const daysOverdue = isOverdue ? (rawWeek - PREGNANCY_WEEKS) * 7 + currentDay : 0;
  const progressPercentage = Math.min(100, (rawWeek / PREGNANCY_WEEKS) * 100);

  const expectedMidnight = dayjs.tz(expectedBirthDate, timeZone);
  const daysToBirth = Math.max(0, Math.ceil((expectedMidnight.valueOf() - now.getTime()) / DAY_MS));

  const currentWeek = Math.min(PREGNANCY_WEEKS, rawWeek);
  return { currentWeek, currentDay, progressPercentage, isOverdue, daysOverdue, daysToBirth, trimester: trimesterOfWeek(currentWeek), rawWeek };
}

/** Weight as the pregnancy screen shows it: grams, or kilograms with one decimal above 1000 g. */
export function formatWeight(grams: number): string {
  if (grams > 1000) return `${(grams / 1000).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kg`;
  return `${grams.toLocaleString('tr-TR')} g`;
}

/** The baby-info form's window for an expected date: at most 42 weeks ahead, at most 4 weeks past (today in Istanbul). */
export const EXPECTED_DATE_MAX_WEEKS_AHEAD = 42;
export const EXPECTED_DATE_MAX_WEEKS_PAST = 4;

/** Whether a 'YYYY-MM-DD' expected date lies within the window around today (the parent's calendar). */
export function expectedDateInWindow(expectedBirthDate: string, now: Date = new Date(), timeZone: string = TIME_ZONE): boolean {
  const expected = dayjs.utc(expectedBirthDate, 'YYYY-MM-DD');
  if (!expected.isValid()) return false;
  const today = dayjs.utc(todayIn(now, timeZone));
  const days = expected.diff(today, 'day');
  return days <= EXPECTED_DATE_MAX_WEEKS_AHEAD * 7 && days >= -EXPECTED_DATE_MAX_WEEKS_PAST * 7;
}

/** Today's calendar day lives with the day's other rules (calendar-day.ts); kept importable from here. */
export { todayIn };
