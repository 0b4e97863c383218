import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { GrowthEntry, GrowthPercentile, StoredGrowthEntry } from '../baby-types';
import { GROWTH_MAX_AGE_DAYS, assessGrowth, type BabySex, type GrowthMeasure } from './growth';

dayjs.extend(utc);

/**
 * Stored growth entries as the pages show them (issue 25): each with the baby's age on the day of
 * the measurement and its WHO percentiles (growthEntriesWithPercentiles). Shared by the parent's api
 * (functions/src/baby) and the public baby page, so both say the same thing about the same entry.
 */
export type { StoredGrowthEntry };

const DAY = 'YYYY-MM-DD';

/** Whole days from the birth to the measurement (calendar days, no time zone shift). */
export function ageInDays(birthDate: string, day: string): number {
  return dayjs.utc(day, DAY).diff(dayjs.utc(birthDate, DAY), 'day');
}

/** The profile's babyGender as a sex the WHO tables know, or null ('' or anything else). */
export function babySexOf(gender: string | null | undefined): BabySex | null {
  return gender === 'erkek' || gender === 'kız' ? gender : null;
}

/** One decimal: enough for the page ('%50,3'), and the same number on every reading of the entry. */
const roundPercentile = (percentile: number) => Math.round(percentile * 10) / 10;

function percentilesOf(entry: StoredGrowthEntry, sex: BabySex | null, ageDays: number): GrowthEntry['percentiles'] {
  const percentiles: GrowthEntry['percentiles'] = {};
  if (!sex || ageDays < 0 || ageDays > GROWTH_MAX_AGE_DAYS) return percentiles;
  const values: Record<GrowthMeasure, number | null> = { weight: entry.weightKg, length: entry.lengthCm, head: entry.headCm };
  for (const measure of Object.keys(values) as GrowthMeasure[]) {
    const value = values[measure];
    if (value === null) continue;
    const assessment = assessGrowth(measure, sex, ageDays, value);
    if (!assessment) continue;
    const percentile: GrowthPercentile = {
      percentile: roundPercentile(assessment.percentile),
      sentence: assessment.sentence,
      talkToDoctor: assessment.talkToDoctor,
    };
    percentiles[measure] = percentile;
  }
  return percentiles;
}

/**
 * The entries oldest first (the chart's order; entries of the same day keep the order given, the
 * order they were added in), each with ageDays and, when the sex is known and the age is within
 * the WHO tables (0–730 days), a percentile per measure given.
 */
export function growthEntriesWithPercentiles(stored: readonly StoredGrowthEntry[], birthDate: string, sex: BabySex | '' | null | undefined): GrowthEntry[] {
  const knownSex = babySexOf(sex);
  return [...stored]
    .sort((a, b) => (a.measuredOn < b.measuredOn ? -1 : a.measuredOn > b.measuredOn ? 1 : 0))
    .map((entry) => {
      const ageDays = ageInDays(birthDate, entry.measuredOn);
      return {
        id: entry.id,
        measuredOn: entry.measuredOn,
        weightKg: entry.weightKg,
        lengthCm: entry.lengthCm,
        headCm: entry.headCm,
        note: entry.note,
        ageDays,
        percentiles: percentilesOf(entry, knownSex, ageDays),
      };
    });
}
