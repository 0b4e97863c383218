import type { PregnancyProgress } from '@bebek/common/pregnancy';
import type { ChecklistItem } from '@bebek/common/types';
import { dayjs } from '@/lib/dayjs';

/** Pure helpers of the pregnancy screen; the numbers themselves come from @bebek/common/pregnancy. */

export const MAX_RECOMMENDED_ITEMS = 3;
export const WEEK_NUMBERS: readonly number[] = Array.from({ length: 40 }, (_unused, index) => index + 1);

/** "N. Hafta, M Gün". */
export function weekDayTitle(progress: Pick<PregnancyProgress, 'currentWeek' | 'currentDay'>): string {
  return `${progress.currentWeek}. Hafta, ${progress.currentDay} Gün`;
}

/** "%N tamamlandı" (rounded), or "N gün gecikme" once overdue. */
export function progressText(progress: Pick<PregnancyProgress, 'isOverdue' | 'daysOverdue' | 'progressPercentage'>): string {
  if (progress.isOverdue) return `${progress.daysOverdue} gün gecikme`;
  return `%${Math.round(progress.progressPercentage)} tamamlandı`;
}

/** Week selection (spec part 1 §5): weeks after the current week cannot be chosen. */
export function isWeekSelectable(week: number, currentWeek: number): boolean {
  return week >= 1 && week <= currentWeek;
}

/** Length as shown: "N cm" with the Turkish decimal comma. */
export function formatLength(cm: number): string {
  return `${cm.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} cm`;
}

/** Up to three items still to get, in the list's own order. */
export function recommendedItems(items: readonly ChecklistItem[], limit: number = MAX_RECOMMENDED_ITEMS): ChecklistItem[] {
  return items.filter((item) => !item.checked).slice(0, limit);
}

/** A valid YYYY-MM-DD day, the only input pregnancyProgress can work with. */
export function isValidDay(day: string | null | undefined): day is string {
  return Boolean(day) && /^\d{4}-\d{2}-\d{2}/.test(day ?? '') && dayjs(day).isValid();
}

/** A calendar day in the Turkish long form, e.g. '1 Mart 2027'. */
export function formatDateTr(day: string): string {
  return dayjs(day).format('D MMMM YYYY');
}
