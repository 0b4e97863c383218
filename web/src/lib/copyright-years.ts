import { todayIn } from '@bebek/common/calendar-day';

/** The spec's copyright year (part 1 §2), the year the app was first published. */
export const FIRST_YEAR = '2025';

/** '2025', and from 2026 on '2025–2026': the first year, then the year of `today` ('YYYY-MM-DD', Istanbul) (ADR 0063). */
export function copyrightYears(today: string = todayIn()): string {
  const year = today.slice(0, 4);
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : FIRST_YEAR;
}
