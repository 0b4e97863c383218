import { TIME_ZONE } from './constants';

/**
 * A calendar day as the app keeps it: 'YYYY-MM-DD', no time zone (model.ts). Its shape, whether it
 * exists and how Turkish readers write it are settled here once, without a date library (the game
 * page's first view loads none).
 */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a 'YYYY-MM-DD' day that exists (2025-02-30 does not); null otherwise. */
function dayParts(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 2025-02-30 over to March: a day that does not survive the round trip is not a day
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null;
}

/** Whether `value` is a 'YYYY-MM-DD' day that exists. */
export function isIsoDay(value: unknown): value is string {
  return dayParts(value) !== null;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day: two days' difference is how many days apart they are. */
export function dayNumber(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / 86_400_000;
}

const TURKISH_LONG_DAY = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day as Turkish readers write it ('14 Şubat 2027'); '' when it is missing or not a day. */
export function turkishDay(isoDay: string | null | undefined): string {
  const parts = dayParts(isoDay);
  if (!parts) return '';
  const [year, month, day] = parts;
  return TURKISH_LONG_DAY.format(new Date(Date.UTC(year, month - 1, day)));
}

const TURKISH_DAY_MONTH = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A window of days as the calendars show it: '1 Mart – 14 Nisan 2027' (the year once, at the end). */
export function turkishDaySpan(startDay: string, endDay: string): string {
  const start = dayParts(startDay);
  return `${start ? TURKISH_DAY_MONTH.format(new Date(Date.UTC(start[0], start[1] - 1, start[2]))) : ''} – ${turkishDay(endDay)}`;
}

/** Today's calendar day in the parent's time zone (Europe/Istanbul unless told), 'YYYY-MM-DD'. */
export function todayIn(now: Date = new Date(), timeZone: string = TIME_ZONE): string {
  // en-CA writes a date as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
