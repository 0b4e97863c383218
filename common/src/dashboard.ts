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

export type DashboardCard = 'week' | 'care' | 'hospitalBag' | 'announcement' | 'checklist';

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
