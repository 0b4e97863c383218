/**
 * What the baby is about the size of in each of the 40 pregnancy weeks: the comparison, its emoji
 * and what it compares. A module of its own because the dashboard's week card shows only this: the
 * rest of the weeks' content (pregnancy-weeks.ts, which merges these in) is some ten times its size
 * and loads with the week page (issue 26: the dashboard's first view within 200 KB of JS).
 */

export interface WeekSize {
  week: number;
  sizeComparison: string;
  sizeEmoji: string;
  /**
   * What the comparison compares: the baby's length up to week 22 (the seeds, fruits and
   * vegetables of about that length), its weight from week 23 (of about that weight).
   */
  sizeBasis: 'length' | 'weight';
}

export const FIRST_WEEK = 1;
export const LAST_WEEK = 40;

/** Out-of-range, fractional or non-finite input is clamped into 1..40. */
export function clampWeek(week: number): number {
  if (!Number.isFinite(week)) return FIRST_WEEK;
  return Math.min(LAST_WEEK, Math.max(FIRST_WEEK, Math.floor(week)));
}

/** Week 1 to 40: [comparison, emoji, basis]. */
const WEEK_SIZES: ReadonlyArray<readonly [string, string, WeekSize['sizeBasis']]> = [
  ['Minik bir tohum', '🌱', 'length'],
  ['Minik bir tohum', '🌱', 'length'],
  ['Kum tanesi', '✨', 'length'],
  ['Haşhaş tohumu', '🌱', 'length'],
  ['Susam tohumu', '🌱', 'length'],
  ['Mercimek', '🫘', 'length'],
  ['Yaban mersini', '🫐', 'length'],
  ['Zeytin', '🫒', 'length'],
  ['Kiraz', '🍒', 'length'],
  ['Kestane', '🌰', 'length'],
  ['Çilek', '🍓', 'length'],
  ['Kivi', '🥝', 'length'],
  ['Limon', '🍋', 'length'],
  ['Şeftali', '🍑', 'length'],
  ['Portakal', '🍊', 'length'],
  ['Avokado', '🥑', 'length'],
  ['Armut', '🍐', 'length'],
  ['Mango', '🥭', 'length'],
  ['Tatlı patates', '🍠', 'length'],
  ['Muz', '🍌', 'length'],
  ['Havuç', '🥕', 'length'],
  ['Salatalık', '🥒', 'length'],
  ['Greyfurt', '🍊', 'weight'],
  ['Patlıcan', '🍆', 'weight'],
  ['Brokoli', '🥦', 'weight'],
  ['Marul', '🥬', 'weight'],
  ['Karnabahar', '🥦', 'weight'],
  ['Hindistancevizi', '🥥', 'weight'],
  ['Ananas', '🍍', 'weight'],
  ['Lahana', '🥬', 'weight'],
  ['Küçük bir kavun', '🍈', 'weight'],
  ['Kestane kabağı', '🎃', 'weight'],
  ['Mini karpuz', '🍉', 'weight'],
  ['Kavun', '🍈', 'weight'],
  ['Büyük bir kavun', '🍈', 'weight'],
  ['Kış kavunu', '🍈', 'weight'],
  ['Büyük bir kış kavunu', '🍈', 'weight'],
  ['Balkabağı', '🎃', 'weight'],
  ['Büyük bir balkabağı', '🎃', 'weight'],
  ['Karpuz', '🍉', 'weight'],
];

/** The size of a week; out-of-range, fractional or non-finite input is clamped into 1..40. */
export function weekSize(week: number): WeekSize {
  const clamped = clampWeek(week);
  const size = WEEK_SIZES[clamped - FIRST_WEEK];
  if (!size) throw new Error(`Missing pregnancy week size for week ${week}`);
  const [sizeComparison, sizeEmoji, sizeBasis] = size;
  return { week: clamped, sizeComparison, sizeEmoji, sizeBasis };
}

/**
 * The week's size in a sentence, the same on the dashboard's week card and the week page: no
 * embryo yet in weeks 1-2 (the weeks are counted from the last period), then the comparison.
 */
export function weekSizeText(info: Pick<WeekSize, 'week' | 'sizeBasis' | 'sizeComparison'>): string {
  if (info.week <= 2) return 'Henüz bir embriyo yok';
  return `${info.sizeBasis === 'weight' ? 'Ağırlığı' : 'Boyu'} yaklaşık ${info.sizeComparison.toLocaleLowerCase('tr')} kadar`;
}
