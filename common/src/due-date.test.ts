import { describe, expect, it } from 'vitest';
import { expectedDateInWindow } from './pregnancy';
import { DUE_DATE_MESSAGES, IVF_TRANSFER_DAYS, dueDateFromLastPeriod, dueDateFromTransfer, formatLongDateTr } from './due-date';

/** 10:00 in Istanbul on 2026-06-08. */
const NOW = new Date('2026-06-08T07:00:00Z');

describe('dueDateFromLastPeriod (Naegele: +280 days)', () => {
  it('adds 280 days to the first day of the last period', () => {
    expect(dueDateFromLastPeriod('2026-06-07', NOW)).toEqual({ ok: true, expectedBirthDate: '2027-03-14' });
    expect(dueDateFromLastPeriod('2026-01-01', NOW)).toEqual({ ok: true, expectedBirthDate: '2026-10-08' });
  });

  it('counts across a leap day and the October/March clock changes without losing a day', () => {
    // 2027-10-31 (clocks back in much of Europe) and 2028-02-29 lie inside this span
    expect(dueDateFromLastPeriod('2027-06-01', new Date('2027-06-02T12:00:00Z'))).toEqual({ ok: true, expectedBirthDate: '2028-03-07' });
    // the same result whatever zone the computation runs in: only the day of "today" is zoned
    expect(dueDateFromLastPeriod('2026-06-07', NOW, 'America/New_York')).toEqual({ ok: true, expectedBirthDate: '2027-03-14' });
  });

  it('accepts today and exactly 42 weeks ago, and the result lies within the expected-date window', () => {
    for (const lastPeriod of ['2026-06-08', '2025-08-18']) {
      const result = dueDateFromLastPeriod(lastPeriod, NOW);
      expect(result.ok, lastPeriod).toBe(true);
      if (result.ok) expect(expectedDateInWindow(result.expectedBirthDate, NOW)).toBe(true);
    }
  });

  it('refuses a period date in the future with the Turkish message', () => {
    expect(dueDateFromLastPeriod('2026-06-09', NOW)).toEqual({ ok: false, message: DUE_DATE_MESSAGES.lastPeriodInFuture });
    expect(DUE_DATE_MESSAGES.lastPeriodInFuture).toBe('Son âdet tarihi bugünden sonra olamaz');
  });

  it('uses today in Istanbul: at 01:00 Istanbul time (still yesterday in UTC) that day is not in the future', () => {
    const justAfterMidnightIstanbul = new Date('2026-06-08T22:00:00Z'); // 2026-06-09 01:00 in Istanbul
    expect(dueDateFromLastPeriod('2026-06-09', justAfterMidnightIstanbul).ok).toBe(true);
    expect(dueDateFromLastPeriod('2026-06-10', justAfterMidnightIstanbul).ok).toBe(false);
  });

  it('refuses a period more than 42 weeks ago', () => {
    expect(dueDateFromLastPeriod('2025-08-17', NOW)).toEqual({ ok: false, message: DUE_DATE_MESSAGES.lastPeriodTooOld });
  });

  it('refuses an empty value and days that do not exist', () => {
    expect(dueDateFromLastPeriod('', NOW)).toEqual({ ok: false, message: DUE_DATE_MESSAGES.lastPeriodRequired });
    for (const bad of ['2026-02-30', '2026-13-01', '08.06.2026', 'yarın']) {
      expect(dueDateFromLastPeriod(bad, NOW), bad).toEqual({ ok: false, message: DUE_DATE_MESSAGES.invalidDate });
    }
  });
});

describe('dueDateFromTransfer (IVF)', () => {
  it('adds 263 days for a day-3 embryo and 261 for a day-5 blastocyst (ACOG CO 700)', () => {
    expect(IVF_TRANSFER_DAYS).toEqual({ 3: 263, 5: 261 });
    expect(dueDateFromTransfer('2026-06-01', 3, NOW)).toEqual({ ok: true, expectedBirthDate: '2027-02-19' });
    expect(dueDateFromTransfer('2026-06-01', 5, NOW)).toEqual({ ok: true, expectedBirthDate: '2027-02-17' });
  });

  it('agrees with Naegele: a day-5 transfer is the same pregnancy as a period 19 days earlier', () => {
    const transfer = dueDateFromTransfer('2026-05-20', 5, NOW);
    const period = dueDateFromLastPeriod('2026-05-01', NOW);
    expect(transfer).toEqual(period);
  });

  it('refuses a transfer in the future and one that would make the pregnancy longer than 42 weeks', () => {
    expect(dueDateFromTransfer('2026-06-09', 5, NOW)).toEqual({ ok: false, message: DUE_DATE_MESSAGES.transferInFuture });
    // 42 weeks = 294 days; a day-5 transfer is 19 days along: 275 days ago is the oldest accepted
    expect(dueDateFromTransfer('2025-09-06', 5, NOW).ok).toBe(true);
    expect(dueDateFromTransfer('2025-09-05', 5, NOW)).toEqual({ ok: false, message: DUE_DATE_MESSAGES.transferTooOld });
    expect(dueDateFromTransfer('', 3, NOW)).toEqual({ ok: false, message: DUE_DATE_MESSAGES.transferRequired });
  });
});

describe('formatLongDateTr', () => {
  it('writes the day out in Turkish with its weekday', () => {
    expect(formatLongDateTr('2027-03-14')).toBe('14 Mart 2027 Pazar');
    expect(formatLongDateTr('2027-02-19')).toBe('19 Şubat 2027 Cuma');
    expect(formatLongDateTr('nope')).toBe('');
  });
});
