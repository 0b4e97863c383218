import { describe, expect, it } from 'vitest';
import { ageInDays, babySexOf, growthEntriesWithPercentiles, type StoredGrowthEntry } from './entries';

const entry = (over: Partial<StoredGrowthEntry>): StoredGrowthEntry => ({
  id: 'e',
  measuredOn: '2026-01-01',
  weightKg: null,
  lengthCm: null,
  headCm: null,
  note: '',
  ...over,
});

describe('growthEntriesWithPercentiles', () => {
  it("places a boy's median birth weight at the 50th percentile and -2 SD below the 3rd, with the doctor's word", () => {
    // WHO's expanded table, boys, day 0: M 3.346 kg; SD2neg 2.459 kg (z = -2, percentile 2.3)
    const [median, low] = growthEntriesWithPercentiles(
      [entry({ id: 'a', measuredOn: '2026-01-01', weightKg: 3.346 }), entry({ id: 'b', measuredOn: '2026-01-01', weightKg: 2.459 })],
      '2026-01-01',
      'erkek',
    );
    expect(median.ageDays).toBe(0);
    expect(median.percentiles.weight).toEqual({
      percentile: 50,
      sentence: "Bebeğinizin kilosu yaşıtlarının yaklaşık %50'sinden fazla.",
      talkToDoctor: false,
    });
    expect(low.percentiles.weight?.percentile).toBe(2.3);
    expect(low.percentiles.weight?.talkToDoctor).toBe(true);
  });

  it('computes a percentile per measure given, for the sex given', () => {
    // day 365: boys' weight M 9.646, girls' weight SD0 8.946 (WHO's SD columns)
    const [boy] = growthEntriesWithPercentiles([entry({ measuredOn: '2027-01-01', weightKg: 9.646 })], '2026-01-01', 'erkek');
    const [girl] = growthEntriesWithPercentiles([entry({ measuredOn: '2027-01-01', weightKg: 8.946, headCm: 45 })], '2026-01-01', 'kız');
    expect(boy.ageDays).toBe(365);
    expect(boy.percentiles.weight?.percentile).toBe(50);
    expect(Object.keys(boy.percentiles)).toEqual(['weight']);
    expect(girl.percentiles.weight?.percentile).toBe(50);
    expect(girl.percentiles.head?.sentence).toMatch(/^Bebeğinizin baş çevresi yaşıtlarının/);
    expect(girl.percentiles.length).toBeUndefined();
  });

  it('gives no percentile without a known sex or past 730 days, but still the age', () => {
    const stored = [entry({ measuredOn: '2028-01-01', weightKg: 12 }), entry({ id: 'late', measuredOn: '2028-01-02', weightKg: 12 })];
    expect(growthEntriesWithPercentiles(stored, '2026-01-01', '').map((e) => e.percentiles)).toEqual([{}, {}]);
    expect(growthEntriesWithPercentiles(stored, '2026-01-01', null).map((e) => e.percentiles)).toEqual([{}, {}]);
    const withSex = growthEntriesWithPercentiles(stored, '2026-01-01', 'kız');
    expect(withSex.map((e) => e.ageDays)).toEqual([730, 731]);
    expect(withSex[0].percentiles.weight).toBeDefined();
    expect(withSex[1].percentiles).toEqual({});
  });

  it('orders the entries oldest first, keeping the given order within a day, and keeps the stored fields', () => {
    const result = growthEntriesWithPercentiles(
      [
        entry({ id: 'late', measuredOn: '2026-03-01', lengthCm: 58, note: 'kontrol' }),
        entry({ id: 'first', measuredOn: '2026-02-01', weightKg: 4 }),
        entry({ id: 'second', measuredOn: '2026-02-01', headCm: 37 }),
      ],
      '2026-01-01',
      'erkek',
    );
    expect(result.map((e) => e.id)).toEqual(['first', 'second', 'late']);
    expect(result[2]).toMatchObject({ measuredOn: '2026-03-01', weightKg: null, lengthCm: 58, headCm: null, note: 'kontrol', ageDays: 59 });
  });
});

describe('ageInDays and babySexOf', () => {
  it('counts calendar days across a leap day and reads only the two sexes', () => {
    expect(ageInDays('2028-02-28', '2028-03-01')).toBe(2);
    expect(ageInDays('2026-12-31', '2027-01-01')).toBe(1);
    expect(babySexOf('kız')).toBe('kız');
    expect(babySexOf('')).toBeNull();
    expect(babySexOf('other')).toBeNull();
  });
});
