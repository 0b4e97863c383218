import { babyAgeOn, type BabyAge } from './baby-age';
import { todayIn } from './pregnancy';

/**
 * What the parent's dashboard puts first, by the pregnancy's week (ADR 0030): the week and the next
 * care visit always; the hospital bag from week 30 (early enough to pack it by weeks 34–36, as the
 * bag's list advises); the birth announcement from week 36, when a baby born now is no longer
 * early and the family may need it any day. The games and the services come after them.
 */
export const HOSPITAL_BAG_FROM_WEEK = 30;
export const ANNOUNCEMENT_FIRST_FROM_WEEK = 36;
/** The weeks the hospital bag is best packed in. */
export const HOSPITAL_BAG_PACK_WEEKS = [34, 36] as const;

export type DashboardCard = 'week' | 'care' | 'hospitalBag' | 'announcement' | 'checklist' | 'babyMonth' | 'vaccines' | 'pregnancyHistory';

/** The cards that come before the games, in order, for a pregnancy in `week` (undefined: no due date yet: the page asks for it instead). */
export function stageCards(week: number | undefined): DashboardCard[] {
  if (week === undefined) return [];
  return [
    'week',
    ...(week >= ANNOUNCEMENT_FIRST_FROM_WEEK ? (['announcement'] as const) : []),
    'care',
    ...(week >= HOSPITAL_BAG_FROM_WEEK ? (['hospitalBag'] as const) : []),
    'checklist',
  ];
}

/** The hospital bag card's line: when to pack, then that it is time. */
export function hospitalBagLine(week: number): string {
  const [from, to] = HOSPITAL_BAG_PACK_WEEKS;
  if (week < from) return `Çantanızı ${from}–${to}. haftalar arasında hazır edin; ${from - week} hafta var.`;
  if (week <= to) return 'Çantayı hazırlama zamanı: bebek, siz, eşiniz ve belgeler için.';
  return 'Çantanız kapının yanında hazır olsun; eksik kalan var mı bakın.';
}

/**
 * After the birth (issue 25): the baby's age, the month of the first-year guide (0–12; past the
 * first year the guide's last month stays open) and the cards, the baby's month and the next
 * vaccines first, the pregnancy weeks kept as history after them. Undefined while the baby is not
 * born (no birth date) or for a birth date that is not a day up to today: the pregnancy's stage then.
 */
export interface BabyStage {
  age: BabyAge;
  guideMonth: number;
  cards: DashboardCard[];
}

/** The guide's last month (content/baby-months.ts runs 0–12; a test holds them together without the dashboard loading the guide's texts). */
export const BABY_GUIDE_LAST_MONTH = 12;

export const BABY_STAGE_CARDS: readonly DashboardCard[] = ['babyMonth', 'vaccines', 'checklist', 'pregnancyHistory'];

export function babyStage(babyBirthDate: string | undefined, today: string = todayIn()): BabyStage | undefined {
  if (!babyBirthDate) return undefined;
  const age = babyAgeOn(babyBirthDate, today);
  if (!age) return undefined;
  return { age, guideMonth: Math.min(age.months, BABY_GUIDE_LAST_MONTH), cards: [...BABY_STAGE_CARDS] };
}

/** 'Deniz 3 haftalık', or 'Bebeğiniz 3 haftalık' before a name is given; 'Deniz bugün doğdu'. */
export function babyGreeting(babyName: string | undefined, age: BabyAge): string {
  const name = babyName?.trim() || 'Bebeğiniz';
  return `${name} ${age.label}`;
}
