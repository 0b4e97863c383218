import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { isIsoDay, todayIn } from './calendar-day';
import { PREGNANCY_DAYS, TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The due-date calculator of the baby-info form (issue 24, ADR 0029). Three ways a parent knows
 * her date: the expected date itself, the first day of her last period, or an IVF transfer.
 *
 * - Last period (Naegele's rule): the expected date is 280 days after the period's first day.
 * - IVF transfer: gestational age is counted as if the period had started 14 days before
 *   fertilisation, so on the transfer day a day-N embryo is 14 + N days along and the expected
 *   date is 280 − 14 − N days later: 263 days for a day-3 embryo, 261 for a day-5 blastocyst
 *   (ACOG Committee Opinion 700, 'Methods for Estimating the Due Date', 2017).
 *
 * Dates are calendar days ('YYYY-MM-DD') counted in UTC, so no daylight-saving change can move a
 * result by a day; "today" is the parent's day in Europe/Istanbul.
 */
export type DueDateMethod = 'expected' | 'lastPeriod' | 'ivfTransfer';
export type EmbryoAge = 3 | 5;

/** Days from the last period's first day to the expected date (Naegele's rule). */
export const NAEGELE_DAYS = PREGNANCY_DAYS;
/** Days from a transfer to the expected date, by the embryo's age in days (ACOG CO 700). */
export const IVF_TRANSFER_DAYS: Readonly<Record<EmbryoAge, number>> = { 3: PREGNANCY_DAYS - 14 - 3, 5: PREGNANCY_DAYS - 14 - 5 };
/** A pregnancy is not dated from a period (or transfer) further back than this: past 42 weeks it has ended. */
export const DUE_DATE_MAX_WEEKS_ELAPSED = 42;

export const DUE_DATE_MESSAGES = {
  lastPeriodRequired: 'Son âdetinizin ilk gününü giriniz',
  lastPeriodInFuture: 'Son âdet tarihi bugünden sonra olamaz',
  lastPeriodTooOld: 'Son âdet tarihi 42 haftadan (294 gün) daha eski olamaz; lütfen tarihi kontrol edin',
  transferRequired: 'Embriyo transfer tarihini giriniz',
  transferInFuture: 'Transfer tarihi bugünden sonra olamaz',
  transferTooOld: 'Bu transfer tarihine göre hamilelik 42 haftayı geçmiş olur; lütfen tarihi kontrol edin',
  invalidDate: 'Geçerli bir tarih giriniz',
} as const;

export type DueDateResult = { ok: true; expectedBirthDate: string } | { ok: false; message: string };

const DAY = 'YYYY-MM-DD';

function parseDay(value: string): dayjs.Dayjs | null {
  return isIsoDay(value) ? dayjs.utc(value, DAY) : null;
}

function todayUtc(now: Date, timeZone: string): dayjs.Dayjs {
  return dayjs.utc(todayIn(now, timeZone), DAY);
}

/**
 * The expected date from the first day of the last period: +280 days. Refused when the day is
 * after today or more than 42 weeks ago (a Turkish message the form shows).
 */
export function dueDateFromLastPeriod(lastPeriod: string, now: Date = new Date(), timeZone: string = TIME_ZONE): DueDateResult {
  if (!lastPeriod) return { ok: false, message: DUE_DATE_MESSAGES.lastPeriodRequired };
  const day = parseDay(lastPeriod);
  if (!day) return { ok: false, message: DUE_DATE_MESSAGES.invalidDate };
  const elapsed = todayUtc(now, timeZone).diff(day, 'day');
  if (elapsed < 0) return { ok: false, message: DUE_DATE_MESSAGES.lastPeriodInFuture };
  if (elapsed > DUE_DATE_MAX_WEEKS_ELAPSED * 7) return { ok: false, message: DUE_DATE_MESSAGES.lastPeriodTooOld };
  return { ok: true, expectedBirthDate: day.add(NAEGELE_DAYS, 'day').format(DAY) };
}

/**
 * The expected date from an embryo transfer: +263 days for a day-3 embryo, +261 for a day-5
 * blastocyst. Refused when the transfer is after today, or so long ago that the pregnancy would be
 * past 42 weeks.
 */
export function dueDateFromTransfer(transfer: string, embryoAge: EmbryoAge, now: Date = new Date(), timeZone: string = TIME_ZONE): DueDateResult {
  if (!transfer) return { ok: false, message: DUE_DATE_MESSAGES.transferRequired };
  const day = parseDay(transfer);
  if (!day) return { ok: false, message: DUE_DATE_MESSAGES.invalidDate };
  const elapsed = todayUtc(now, timeZone).diff(day, 'day');
  if (elapsed < 0) return { ok: false, message: DUE_DATE_MESSAGES.transferInFuture };
  const daysAlongOnTransfer = PREGNANCY_DAYS - IVF_TRANSFER_DAYS[embryoAge];
  if (elapsed + daysAlongOnTransfer > DUE_DATE_MAX_WEEKS_ELAPSED * 7) return { ok: false, message: DUE_DATE_MESSAGES.transferTooOld };
  return { ok: true, expectedBirthDate: day.add(IVF_TRANSFER_DAYS[embryoAge], 'day').format(DAY) };
}

const LONG_DATE_TR = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' });

/** A calendar day written out in Turkish with its weekday: '2027-03-14' → '14 Mart 2027 Pazar'. */
export function formatLongDateTr(day: string): string {
  const parsed = parseDay(day);
  return parsed ? LONG_DATE_TR.format(parsed.toDate()) : '';
}
