import { errorFunction, probit } from 'simple-statistics';

/**
 * The LMS method (Cole & Green 1992) as the WHO Child Growth Standards apply it: z-scores,
 * percentiles and centile curves from a table's L (Box-Cox power), M (median) and S (coefficient
 * of variation). Pure: the tables are in who-lms-tables.ts, the per-baby wording in growth.ts.
 */
export interface Lms {
  L: number;
  M: number;
  S: number;
}

/** One WHO table: L, M and S per age in completed days (index 0 = the day of birth). */
export interface LmsTable {
  readonly L: readonly number[];
  readonly M: readonly number[];
  readonly S: readonly number[];
}

/** The centile curve through z: M(1 + L·S·z)^(1/L), or M·e^(S·z) when L is 0. */
function boxCoxValue({ L, M, S }: Lms, z: number): number {
  if (L === 0) return M * Math.exp(S * z);
  return M * Math.pow(1 + L * S * z, 1 / L);
}

/** z as the LMS formula gives it, without WHO's tail rule. */
function rawZ({ L, M, S }: Lms, value: number): number {
  if (L === 0) return Math.log(value / M) / S;
  return (Math.pow(value / M, L) - 1) / (L * S);
}

/**
 * The z-score of a measurement, with WHO's restricted application of the LMS method: beyond ±3 SD
 * the distance is measured in units of the gap between the 2 SD and 3 SD curves, so that the long
 * right tail of weight does not produce extreme z-scores (WHO Child Growth Standards, Methods and
 * development, 2006, chapter 7; the igrowup/anthro computation note). For length and head
 * circumference L = 1, the distribution is normal and the rule changes nothing.
 */
export function zScore(lms: Lms, value: number): number {
  const z = rawZ(lms, value);
  if (z > 3) {
    const sd3 = boxCoxValue(lms, 3);
    const sd23 = sd3 - boxCoxValue(lms, 2);
    return 3 + (value - sd3) / sd23;
  }
  if (z < -3) {
    const sd3neg = boxCoxValue(lms, -3);
    const sd23neg = boxCoxValue(lms, -2) - sd3neg;
    return -3 + (value - sd3neg) / sd23neg;
  }
  return z;
}

/** The measurement at a z-score: the inverse of zScore, with the same straight-line tails beyond ±3 SD. */
export function valueAtZ(lms: Lms, z: number): number {
  if (z > 3) {
    const sd3 = boxCoxValue(lms, 3);
    return sd3 + (z - 3) * (sd3 - boxCoxValue(lms, 2));
  }
  if (z < -3) {
    const sd3neg = boxCoxValue(lms, -3);
    return sd3neg - (-3 - z) * (boxCoxValue(lms, -2) - sd3neg);
  }
  return boxCoxValue(lms, z);
}

/** The standard normal distribution's cumulative probability at z. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}

/** The percentile (0–100) of a z-score. */
export function percentileOfZ(z: number): number {
  return 100 * normalCdf(z);
}

/**
 * The z-score of a percentile (0–100, exclusive). simple-statistics' probit is good to about 0.003;
 * two Newton steps on the error function bring it within 1e-6, the precision of WHO's published curves.
 */
export function zOfPercentile(percentile: number): number {
  if (!(percentile > 0 && percentile < 100)) throw new RangeError('percentile must be between 0 and 100');
  const p = percentile / 100;
  let z = probit(p);
  for (let step = 0; step < 2; step++) {
    const density = Math.exp(-(z * z) / 2) / Math.sqrt(2 * Math.PI);
    z -= (normalCdf(z) - p) / density;
  }
  return z;
}

/** The measurement at a percentile: the chart's curves (3rd, 15th, 50th, 85th, 97th). */
export function valueAtPercentile(lms: Lms, percentile: number): number {
  return valueAtZ(lms, zOfPercentile(percentile));
}

/**
 * L, M and S at an age in days, read from a daily WHO table; between two days (an age given in
 * months: 1 month = 30.4375 days, as WHO converts) linearly interpolated. Undefined outside the table.
 */
export function lmsAtDay(table: LmsTable, ageDays: number): Lms | undefined {
  if (!Number.isFinite(ageDays) || ageDays < 0 || ageDays > table.M.length - 1) return undefined;
  const lower = Math.floor(ageDays);
  const upper = Math.min(lower + 1, table.M.length - 1);
  const fraction = ageDays - lower;
  const at = (column: readonly number[]) => (column[lower] as number) + fraction * ((column[upper] as number) - (column[lower] as number));
  return { L: at(table.L), M: at(table.M), S: at(table.S) };
}

/** WHO's days per month, used to turn an age in months into days. */
export const DAYS_PER_MONTH = 30.4375;
