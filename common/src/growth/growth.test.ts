import { describe, expect, it } from 'vitest';
import {
  GROWTH_MAX_AGE_DAYS,
  GROWTH_TALK_TO_DOCTOR,
  WHO_GROWTH_SOURCE,
  assessGrowth,
  growthTable,
  percentAblative,
  percentileCurves,
  percentileSentence,
  type BabySex,
  type GrowthMeasure,
} from './growth';
import { DAYS_PER_MONTH, lmsAtDay, normalCdf, percentileOfZ, valueAtPercentile, valueAtZ, zOfPercentile, zScore } from './lms';

/**
 * WHO's own SD columns (SD4neg … SD4) of the expanded tables the L, M, S come from, copied from
 * the same files: values WHO computed, rounded to three decimals, independent of our code. Beyond
 * ±3 SD WHO's columns follow the restricted LMS rule (SD4 = SD3 + (SD3 − SD2)).
 */
const WHO_SD_COLUMNS: ReadonlyArray<[GrowthMeasure, BabySex, number, number[]]> = [
  ['weight', 'erkek', 0, [1.701, 2.08, 2.459, 2.881, 3.346, 3.859, 4.419, 5.031, 5.642]],
  ['weight', 'erkek', 61, [3.254, 3.788, 4.322, 4.915, 5.571, 6.296, 7.095, 7.974, 8.852]],
  ['weight', 'erkek', 365, [6.111, 6.926, 7.741, 8.644, 9.646, 10.755, 11.983, 13.341, 14.7]],
  ['weight', 'erkek', 730, [7.59, 8.63, 9.67, 10.838, 12.148, 13.62, 15.272, 17.128, 18.984]],
  ['weight', 'kız', 0, [1.671, 2.033, 2.395, 2.794, 3.232, 3.711, 4.23, 4.793, 5.356]],
  ['weight', 'kız', 61, [2.953, 3.449, 3.944, 4.502, 5.132, 5.839, 6.634, 7.525, 8.416]],
  ['weight', 'kız', 365, [5.505, 6.273, 7.041, 7.925, 8.946, 10.129, 11.506, 13.114, 14.721]],
  ['weight', 'kız', 730, [7.094, 8.064, 9.033, 10.159, 11.474, 13.018, 14.841, 17.008, 19.175]],
  ['length', 'erkek', 0, [42.312, 44.205, 46.098, 47.991, 49.884, 51.777, 53.67, 55.564, 57.457]],
  ['length', 'erkek', 61, [50.437, 52.437, 54.438, 56.438, 58.438, 60.439, 62.439, 64.439, 66.44]],
  ['length', 'erkek', 365, [66.235, 68.611, 70.987, 73.363, 75.739, 78.115, 80.491, 82.867, 85.243]],
  ['length', 'erkek', 730, [75.583, 78.638, 81.693, 84.747, 87.802, 90.856, 93.911, 96.966, 100.02]],
  ['length', 'kız', 0, [41.697, 43.56, 45.422, 47.285, 49.148, 51.01, 52.873, 54.736, 56.598]],
  ['length', 'kız', 61, [48.933, 50.97, 53.006, 55.043, 57.08, 59.116, 61.153, 63.189, 65.226]],
  ['length', 'kız', 365, [63.706, 66.281, 68.856, 71.43, 74.005, 76.58, 79.154, 81.729, 84.303]],
  ['length', 'kız', 730, [73.499, 76.725, 79.95, 83.175, 86.401, 89.626, 92.851, 96.077, 99.302]],
  ['head', 'erkek', 0, [29.381, 30.651, 31.921, 33.192, 34.462, 35.732, 37.002, 38.273, 39.543]],
  ['head', 'erkek', 61, [34.443, 35.616, 36.789, 37.962, 39.135, 40.308, 41.481, 42.654, 43.826]],
  ['head', 'erkek', 365, [40.925, 42.21, 43.494, 44.779, 46.064, 47.348, 48.633, 49.918, 51.203]],
  ['head', 'erkek', 730, [42.805, 44.166, 45.527, 46.888, 48.249, 49.611, 50.972, 52.333, 53.694]],
  ['head', 'kız', 0, [29.141, 30.326, 31.51, 32.694, 33.879, 35.063, 36.247, 37.432, 38.616]],
  ['head', 'kız', 61, [33.41, 34.622, 35.834, 37.046, 38.258, 39.47, 40.682, 41.894, 43.106]],
  ['head', 'kız', 365, [39.458, 40.817, 42.176, 43.535, 44.894, 46.253, 47.612, 48.971, 50.33]],
  ['head', 'kız', 730, [41.598, 42.993, 44.389, 45.784, 47.18, 48.575, 49.971, 51.367, 52.762]],
];

const lms = (measure: GrowthMeasure, sex: BabySex, ageDays: number) => {
  const found = lmsAtDay(growthTable(measure, sex), ageDays);
  if (!found) throw new Error(`no LMS at ${ageDays}`);
  return found;
};

describe('the embedded WHO tables', () => {
  it('cover every day from birth to 24 months for each measure and sex', () => {
    for (const measure of ['weight', 'length', 'head'] as const) {
      for (const sex of ['erkek', 'kız'] as const) {
        const table = growthTable(measure, sex);
        expect(table.L).toHaveLength(731);
        expect(table.M).toHaveLength(731);
        expect(table.S).toHaveLength(731);
      }
    }
    expect(GROWTH_MAX_AGE_DAYS).toBe(730);
    expect(WHO_GROWTH_SOURCE.tables).toContain('wfa-boys/girls-zscore-expanded-tables.xlsx');
  });

  it("hold WHO's published medians (monthly tables: 1 month = 30.4375 days)", () => {
    expect(lms('weight', 'erkek', 0).M).toBe(3.3464);
    expect(lms('weight', 'erkek', 12 * DAYS_PER_MONTH).M).toBeCloseTo(9.6479, 4);
    expect(lms('weight', 'kız', 0).M).toBe(3.2322);
    expect(lms('weight', 'kız', 2 * DAYS_PER_MONTH).M).toBeCloseTo(5.1282, 4);
    expect(lms('length', 'erkek', 0).M).toBe(49.8842);
    expect(lms('length', 'erkek', 12 * DAYS_PER_MONTH).M).toBeCloseTo(75.7488, 4);
    expect(lms('length', 'kız', 0).M).toBe(49.1477);
    expect(lms('head', 'erkek', 0).M).toBe(34.4618);
    expect(lms('head', 'kız', 0).M).toBe(33.8787);
  });

  it('has no value past 24 months or before birth, where length turns into standing height', () => {
    expect(lmsAtDay(growthTable('length', 'erkek'), 731)).toBeUndefined();
    expect(lmsAtDay(growthTable('weight', 'kız'), -1)).toBeUndefined();
    expect(lmsAtDay(growthTable('weight', 'kız'), Number.NaN)).toBeUndefined();
  });
});

describe('the LMS method against the SD curves WHO published', () => {
  it.each(WHO_SD_COLUMNS)('%s, %s, day %i: the value at each z from −4 to +4 and back', (measure, sex, day, columns) => {
    const params = lms(measure, sex, day);
    columns.forEach((published, index) => {
      const z = index - 4;
      expect(Math.abs(valueAtZ(params, z) - published)).toBeLessThanOrEqual(0.0006);
      // The published values are rounded to 3 decimals: the z read back is within that rounding.
      const tolerance = 0.0006 / Math.abs(valueAtZ(params, z + 0.001) - valueAtZ(params, z)) / 1000 + 1e-9;
      expect(Math.abs(zScore(params, published) - z)).toBeLessThanOrEqual(tolerance);
    });
  });

  it("applies WHO's restricted rule beyond ±3 SD: straight lines, not the LMS curve", () => {
    const params = lms('weight', 'erkek', 365);
    const sd2 = valueAtZ(params, 2);
    const sd3 = valueAtZ(params, 3);
    expect(zScore(params, sd3 + (sd3 - sd2) * 1.5)).toBeCloseTo(4.5, 10);
    const plainLms = (Math.pow((sd3 + (sd3 - sd2) * 1.5) / params.M, params.L) - 1) / (params.L * params.S);
    expect(plainLms).not.toBeCloseTo(4.5, 2);
  });

  it('handles L = 0 as the log-normal limit', () => {
    const params = { L: 0, M: 10, S: 0.1 };
    expect(zScore(params, 10 * Math.exp(0.1))).toBeCloseTo(1, 10);
    expect(valueAtZ(params, -1)).toBeCloseTo(10 * Math.exp(-0.1), 10);
  });
});

describe('percentiles', () => {
  it('turns z into a percentile with the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(percentileOfZ(-2)).toBeCloseTo(2.275, 3);
    expect(percentileOfZ(1.880794)).toBeCloseTo(97, 4);
    expect(zOfPercentile(97)).toBeCloseTo(1.880794, 5);
    expect(zOfPercentile(3)).toBeCloseTo(-1.880794, 5);
    expect(zOfPercentile(15)).toBeCloseTo(-1.036433, 5);
    expect(() => zOfPercentile(0)).toThrow(RangeError);
  });

  it('reads a girl of 2 months at 5.1 kg (the WHO median) about the 50th percentile, and 3.9 kg below the 3rd', () => {
    const median = assessGrowth('weight', 'kız', 2 * DAYS_PER_MONTH, 5.1);
    expect(median?.percentile).toBeGreaterThan(45);
    expect(median?.percentile).toBeLessThan(55);
    expect(median?.talkToDoctor).toBe(false);
    const low = assessGrowth('weight', 'kız', 2 * DAYS_PER_MONTH, 3.9);
    expect(low?.percentile).toBeLessThan(3);
    expect(low?.talkToDoctor).toBe(true);
    expect(GROWTH_TALK_TO_DOCTOR).toContain('doktorunuzla konuşun');
  });

  it('reads the median of a boy at birth and at 12 months as the 50th percentile', () => {
    expect(assessGrowth('weight', 'erkek', 0, 3.3464)?.percentile).toBeCloseTo(50, 4);
    expect(assessGrowth('weight', 'erkek', 12 * DAYS_PER_MONTH, 9.6479)?.percentile).toBeCloseTo(50, 1);
    expect(assessGrowth('weight', 'erkek', 0, 3.3464)?.sentence).toBe("Bebeğinizin kilosu yaşıtlarının yaklaşık %50'sinden fazla.");
  });

  it('asks for the doctor above the 97th percentile too, and not just inside the band', () => {
    const params = lms('head', 'kız', 183);
    expect(assessGrowth('head', 'kız', 183, valueAtPercentile(params, 97.5))?.talkToDoctor).toBe(true);
    expect(assessGrowth('head', 'kız', 183, valueAtPercentile(params, 96.5))?.talkToDoctor).toBe(false);
    expect(assessGrowth('head', 'kız', 183, valueAtPercentile(params, 3.5))?.talkToDoctor).toBe(false);
  });

  it('gives nothing for an age past the tables or a value that is not a measurement', () => {
    expect(assessGrowth('weight', 'erkek', 800, 12)).toBeUndefined();
    expect(assessGrowth('weight', 'erkek', 30, 0)).toBeUndefined();
    expect(assessGrowth('weight', 'erkek', 30, Number.NaN)).toBeUndefined();
  });
});

describe('the Turkish sentence', () => {
  it('reads the percent with the right suffix', () => {
    expect(percentAblative(50)).toBe("%50'sinden");
    expect(percentAblative(3)).toBe("%3'ünden");
    expect(percentAblative(10)).toBe("%10'undan");
    expect(percentAblative(40)).toBe("%40'ından");
    expect(percentAblative(6)).toBe("%6'sından");
    expect(percentAblative(97)).toBe("%97'sinden");
    expect(percentAblative(85)).toBe("%85'inden");
    expect(percentAblative(99)).toBe("%99'undan");
    expect(percentAblative(1)).toBe("%1'inden");
    expect(percentAblative(64)).toBe("%64'ünden");
  });

  it('names the measure and stays calm at the edges', () => {
    expect(percentileSentence('length', 72.4)).toBe("Bebeğinizin boyu yaşıtlarının yaklaşık %72'sinden fazla.");
    expect(percentileSentence('head', 15)).toBe("Bebeğinizin baş çevresi yaşıtlarının yaklaşık %15'inden fazla.");
    expect(percentileSentence('weight', 0.2)).toBe('Bebeğinizin kilosu yaşıtlarının çoğundan az.');
    expect(percentileSentence('weight', 99.8)).toBe("Bebeğinizin kilosu yaşıtlarının %99'undan fazla.");
    // past the 3rd and the 97th, where the doctor's note goes with it: no 'yaklaşık' that reads reassuring, no rounding across the line
    expect(percentileSentence('weight', 0.6)).toBe("Bebeğinizin kilosu yaşıtlarının %97'sinden az.");
    expect(percentileSentence('weight', 2.7)).toBe("Bebeğinizin kilosu yaşıtlarının %97'sinden az.");
    expect(percentileSentence('weight', 3.2)).toBe("Bebeğinizin kilosu yaşıtlarının yaklaşık %3'ünden fazla.");
    expect(percentileSentence('weight', 96.8)).toBe("Bebeğinizin kilosu yaşıtlarının yaklaşık %96'sından fazla.");
    expect(percentileSentence('weight', 97.4)).toBe("Bebeğinizin kilosu yaşıtlarının %97'sinden fazla.");
  });
});

describe('the chart curves', () => {
  it('gives the 3rd to 97th percentile curves, in order, to the last day', () => {
    const curves = percentileCurves('weight', 'kız', 0, 365, 7);
    expect(curves[0]?.ageDays).toBe(0);
    expect(curves.at(-1)?.ageDays).toBe(365);
    for (const point of curves) {
      const { 3: p3, 15: p15, 50: p50, 85: p85, 97: p97 } = point.values;
      expect(p3).toBeLessThan(p15);
      expect(p15).toBeLessThan(p50);
      expect(p50).toBeLessThan(p85);
      expect(p85).toBeLessThan(p97);
    }
    expect(curves[0]?.values[50]).toBeCloseTo(3.2322, 4);
    expect(percentileCurves('length', 'erkek', 700, 900, 30).at(-1)?.ageDays).toBe(730);
  });
});
