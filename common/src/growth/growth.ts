import { DAYS_PER_MONTH, lmsAtDay, percentileOfZ, valueAtPercentile, zScore, type LmsTable } from './lms';
import { WHO_HEAD_BOYS, WHO_HEAD_GIRLS, WHO_LENGTH_BOYS, WHO_LENGTH_GIRLS, WHO_WEIGHT_BOYS, WHO_WEIGHT_GIRLS } from './who-lms-tables';

/**
 * A baby's measurement against the WHO Child Growth Standards (issue 25, ADR 0031): its
 * percentile for the baby's sex and age, and the plain Turkish that says so without alarming.
 */
export type GrowthMeasure = 'weight' | 'length' | 'head';
/** As the profile stores the baby's sex (babyGender). */
export type BabySex = 'erkek' | 'kız';

export const GROWTH_MEASURES: readonly GrowthMeasure[] = ['weight', 'length', 'head'];

const TABLES: Readonly<Record<GrowthMeasure, Record<BabySex, LmsTable>>> = {
  weight: { erkek: WHO_WEIGHT_BOYS, kız: WHO_WEIGHT_GIRLS },
  length: { erkek: WHO_LENGTH_BOYS, kız: WHO_LENGTH_GIRLS },
  head: { erkek: WHO_HEAD_BOYS, kız: WHO_HEAD_GIRLS },
};

export function growthTable(measure: GrowthMeasure, sex: BabySex): LmsTable {
  return TABLES[measure][sex];
}

/** The last age (in days) the embedded tables cover: day 730, 24 months. */
export const GROWTH_MAX_AGE_DAYS = WHO_WEIGHT_BOYS.M.length - 1;

export const GROWTH_UNITS: Readonly<Record<GrowthMeasure, string>> = { weight: 'kg', length: 'cm', head: 'cm' };

/** 'Bebeğinizin kilosu …': the measure as the subject of the sentence. */
const SUBJECT: Readonly<Record<GrowthMeasure, string>> = { weight: 'kilosu', length: 'boyu', head: 'baş çevresi' };

export const GROWTH_MEASURE_LABELS: Readonly<Record<GrowthMeasure, string>> = { weight: 'Kilo', length: 'Boy', head: 'Baş çevresi' };

/** Shown with the chart and the percentiles. */
export const WHO_GROWTH_SOURCE = Object.freeze({
  title: 'Dünya Sağlık Örgütü (WHO) Çocuk Büyüme Standartları, 2006',
  url: 'https://www.who.int/tools/child-growth-standards/standards',
  tables:
    'wfa-boys/girls-zscore-expanded-tables.xlsx (yaşa göre ağırlık), lhfa-boys/girls-zscore-expanded-tables.xlsx (yaşa göre boy), ' +
    'hcfa-boys/girls-zscore-expanded-tables.xlsx (yaşa göre baş çevresi)',
  text:
    'Persentiller Dünya Sağlık Örgütü Çocuk Büyüme Standartları (2006) tablolarıyla LMS yöntemiyle hesaplanır. ' +
    'Tek bir ölçüm tek başına bir şey söylemez: önemli olan bebeğinizin kendi eğrisini izlemesidir. ' +
    'Erken doğan bebeklerde doktorunuz düzeltilmiş yaşı kullanır.',
});

/** The percentile below which, and the one above which, the page suggests a word with the doctor. */
export const GROWTH_LOW_PERCENTILE = 3;
export const GROWTH_HIGH_PERCENTILE = 97;

export const GROWTH_TALK_TO_DOCTOR =
  'Bu ölçüm yaşıtlarının çoğundan farklı. Tek bir ölçüm tek başına bir şey söylemez; yine de bir sonraki kontrolde doktorunuzla konuşun.';

export interface GrowthAssessment {
  measure: GrowthMeasure;
  ageDays: number;
  value: number;
  zScore: number;
  /** 0–100, unrounded. */
  percentile: number;
  /** 'Bebeğinizin kilosu yaşıtlarının yaklaşık %50'sinden fazla.' */
  sentence: string;
  /** Below the 3rd or above the 97th percentile: GROWTH_TALK_TO_DOCTOR goes with the sentence. */
  talkToDoctor: boolean;
}

/**
 * The ablative of '%N' as it is read aloud: '%50'sinden', '%3'ünden', '%10'undan', '%40'ından'.
 * The suffix follows the last word of the number (elli, üç, on, kırk…), with its vowel harmony.
 */
export function percentAblative(n: number): string {
  const ones = ['', "'inden", "'sinden", "'ünden", "'ünden", "'inden", "'sından", "'sinden", "'inden", "'undan"];
  const tens = ['', "'undan", "'sinden", "'undan", "'ından", "'sinden", "'ından", "'inden", "'inden", "'ından"];
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError('a whole percent from 1 to 99');
  return `%${n}${n % 10 === 0 ? tens[n / 10] : ones[n % 10]}`;
}

/**
 * The sentence for a percentile: 'yaklaşık %N'inden fazla' between the 3rd and the 97th (N rounded
 * within 3–96, so that no rounding reads like the other side of a line the doctor's note follows).
 * Past the lines, where GROWTH_TALK_TO_DOCTOR goes with it, no 'yaklaşık' that reads reassuring:
 * below the 3rd '%97'sinden az' (below half a percent 'çoğundan az'), above the 97th '%97'sinden
 * fazla', from 99.5 '%99'undan fazla'.
 */
export function percentileSentence(measure: GrowthMeasure, percentile: number): string {
  const subject = `Bebeğinizin ${SUBJECT[measure]}`;
  if (percentile < 0.5) return `${subject} yaşıtlarının çoğundan az.`;
  if (percentile < GROWTH_LOW_PERCENTILE) return `${subject} yaşıtlarının ${percentAblative(100 - GROWTH_LOW_PERCENTILE)} az.`;
  if (percentile >= 99.5) return `${subject} yaşıtlarının %99'undan fazla.`;
  if (percentile > GROWTH_HIGH_PERCENTILE) return `${subject} yaşıtlarının ${percentAblative(GROWTH_HIGH_PERCENTILE)} fazla.`;
  const rounded = Math.min(GROWTH_HIGH_PERCENTILE - 1, Math.max(GROWTH_LOW_PERCENTILE, Math.round(percentile)));
  return `${subject} yaşıtlarının yaklaşık ${percentAblative(rounded)} fazla.`;
}

/** A measurement's percentile for the baby's sex and age in days; undefined past the tables (24 months) or for nonsense. */
export function assessGrowth(measure: GrowthMeasure, sex: BabySex, ageDays: number, value: number): GrowthAssessment | undefined {
  const lms = lmsAtDay(growthTable(measure, sex), ageDays);
  if (!lms || !(value > 0) || !Number.isFinite(value)) return undefined;
  const z = zScore(lms, value);
  const percentile = percentileOfZ(z);
  return {
    measure,
    ageDays,
    value,
    zScore: z,
    percentile,
    sentence: percentileSentence(measure, percentile),
    talkToDoctor: percentile < GROWTH_LOW_PERCENTILE || percentile > GROWTH_HIGH_PERCENTILE,
  };
}

/** The chart's curves, as WHO draws them. */
export const CHART_PERCENTILES = [3, 15, 50, 85, 97] as const;
export type ChartPercentile = (typeof CHART_PERCENTILES)[number];

export interface PercentileCurvePoint {
  ageDays: number;
  /** Age in months (days / 30.4375), for the chart's axis. */
  ageMonths: number;
  values: Record<ChartPercentile, number>;
}

/** The 3rd–97th percentile curves from fromDay to toDay (inclusive), a point every stepDays, for the chart's bands. */
export function percentileCurves(measure: GrowthMeasure, sex: BabySex, fromDay = 0, toDay = GROWTH_MAX_AGE_DAYS, stepDays = 7): PercentileCurvePoint[] {
  const table = growthTable(measure, sex);
  const first = Math.max(0, fromDay);
  const last = Math.min(toDay, GROWTH_MAX_AGE_DAYS);
  const days: number[] = [];
  for (let day = first; day <= last; day += stepDays) days.push(day);
  if (days.length > 0 && days[days.length - 1] !== last) days.push(last);
  const points: PercentileCurvePoint[] = [];
  for (const day of days) {
    const lms = lmsAtDay(table, day);
    if (!lms) continue;
    const values = Object.fromEntries(CHART_PERCENTILES.map((p) => [p, valueAtPercentile(lms, p)])) as Record<ChartPercentile, number>;
    points.push({ ageDays: day, ageMonths: day / DAYS_PER_MONTH, values });
  }
  return points;
}
