import { formatWeight, type PregnancyProgress } from '@bebek/common/pregnancy';
import { HOSPITAL_BAG_CATEGORY } from '@bebek/common/content/checklist-catalogue';
import type { ChecklistItem } from '@bebek/common/types';

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

/** Week selection in the grid (spec part 1 §5): weeks after the current week cannot be chosen there; the pager reads ahead. */
export function isWeekSelectable(week: number, currentWeek: number): boolean {
  return week >= 1 && week <= currentWeek;
}

const LAST_WEEK = WEEK_NUMBERS[WEEK_NUMBERS.length - 1]!;

/**
 * The pager under the grid (ADR 0063): the weeks before and after the one shown, every week 1-40,
 * so a mother can read ahead (the grid keeps the spec's disabled later weeks).
 */
export function neighbourWeeks(week: number): { previous: number | null; next: number | null } {
  return { previous: week > 1 ? week - 1 : null, next: week < LAST_WEEK ? week + 1 : null };
}

/** Where the shown week is from hers: 'Bu hafta', '3 hafta sonra', '1 hafta önce'. */
export function weekFromNow(week: number, currentWeek: number): string {
  if (week === currentWeek) return 'Bu hafta';
  return `${Math.abs(week - currentWeek)} hafta ${week > currentWeek ? 'sonra' : 'önce'}`;
}

/** Length as shown: "N cm" with the Turkish decimal comma; below 1 cm in millimetres ("2 mm", "0,1 mm"). */
export function formatLength(cm: number): string {
  if (cm > 0 && cm < 1) return `${(cm * 10).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} mm`;
  return `${cm.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} cm`;
}

/** Shown for weeks 1-2, before there is an embryo to measure. */
export const NOT_YET = 'Henüz yok';

/** A week's length: millimetres in the early weeks, nothing to measure before week 3. */
export function weekLength(info: { lengthCm: number }): string {
  return info.lengthCm === 0 ? NOT_YET : formatLength(info.lengthCm);
}

/** A week's weight: in grams (kg above 1000 g), "1 g'dan az" before the chart's first gram (week 8). */
export function weekWeight(info: { lengthCm: number; weightG: number }): string {
  if (info.lengthCm === 0) return NOT_YET;
  return info.weightG < 1 ? "1 g'dan az" : formatWeight(info.weightG);
}

/**
 * What the pregnancy page recommends at a week: from week 30 the hospital bag, before that the
 * categories a parent usually sees to at that stage (health and safety first, then care and
 * clothes, then the room and going out), each stage's items first and then the rest; within
 * them the list's own order, turning with the week so the same three do not stay for months.
 */
export const RECOMMENDATION_STAGES: ReadonlyArray<{ fromWeek: number; categories: readonly string[]; note: string }> = [
  { fromWeek: 30, categories: [HOSPITAL_BAG_CATEGORY], note: 'Doğum çantanızı hazırlamanın zamanı geldi.' },
  { fromWeek: 20, categories: ['Bebek Odası', 'Dışarı Çıkış'], note: 'Bebek odası ve dışarı çıkış için büyük alışverişleri planlayabilirsiniz.' },
  { fromWeek: 13, categories: ['Banyo ve Bakım', 'Giyim'], note: 'Bakım ve giyim ihtiyaçlarını yavaş yavaş tamamlayabilirsiniz.' },
  { fromWeek: 1, categories: ['Sağlık ve Güvenlik', 'Oyuncak ve Gelişim'], note: 'Acele etmeden, temel ihtiyaçlardan başlayabilirsiniz.' },
];

export function recommendationStage(week: number) {
  return RECOMMENDATION_STAGES.find((stage) => week >= stage.fromWeek) ?? RECOMMENDATION_STAGES[RECOMMENDATION_STAGES.length - 1]!;
}

/** Up to three items still to get for the week (see RECOMMENDATION_STAGES). */
export function recommendedItems(items: readonly ChecklistItem[], week: number, limit: number = MAX_RECOMMENDED_ITEMS): ChecklistItem[] {
  const { categories } = recommendationStage(week);
  const open = items.filter((item) => !item.checked);
  const fits = (item: ChecklistItem) => categories.includes(item.type === 'hospital_bag' ? HOSPITAL_BAG_CATEGORY : item.category);
  const stage = open.filter(fits);
  // a different three each week of the stage, in the list's order
  const start = stage.length > limit ? (week * limit) % stage.length : 0;
  return [...stage.slice(start), ...stage.slice(0, start), ...open.filter((item) => !fits(item))].slice(0, limit);
}
