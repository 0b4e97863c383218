import { describe, expect, it } from 'vitest';
import { COMPARISON_SIZES } from './comparison-sizes';
import { PREGNANCY_WEEKS, WEEK_DATA_SOURCE, trimesterOf, weekInfo } from './pregnancy-weeks';

const EXPECTED_MILESTONES: Record<number, string> = {
  3: 'Döllenme',
  4: 'Rahme tutunma',
  5: 'İlk kalp atışları',
  10: 'Organlar tamamlandı',
  12: 'İlk trimesterin sonu',
  16: 'Cinsiyet belirlenebilir',
  18: 'İlk hareketler',
  20: 'Yolun yarısı',
  24: 'Yaşayabilirlik sınırı',
  36: 'Miada yaklaşma',
  37: 'Term (miadında)',
  40: 'Doğum zamanı',
};

const lower = (s: string) => s.toLocaleLowerCase('tr');

describe('PREGNANCY_WEEKS', () => {
  it('has 40 weeks in order', () => {
    expect(PREGNANCY_WEEKS).toHaveLength(40);
    PREGNANCY_WEEKS.forEach((w, i) => expect(w.week).toBe(i + 1));
  });

  it('assigns trimesters 1-12 / 13-26 / 27-40', () => {
    expect(trimesterOf(1)).toBe(1);
    expect(trimesterOf(12)).toBe(1);
    expect(trimesterOf(13)).toBe(2);
    expect(trimesterOf(26)).toBe(2);
    expect(trimesterOf(27)).toBe(3);
    expect(trimesterOf(40)).toBe(3);
    for (const w of PREGNANCY_WEEKS) expect(w.trimester).toBe(trimesterOf(w.week));
    expect(weekInfo(12).trimester).toBe(1);
    expect(weekInfo(13).trimester).toBe(2);
    expect(weekInfo(26).trimester).toBe(2);
    expect(weekInfo(27).trimester).toBe(3);
  });

  it('has at least 3 non-empty developments and tips per week, and a size name and emoji', () => {
    for (const w of PREGNANCY_WEEKS) {
      expect(w.developments.length, `week ${w.week} developments`).toBeGreaterThanOrEqual(3);
      expect(w.tips.length, `week ${w.week} tips`).toBeGreaterThanOrEqual(3);
      for (const s of [...w.developments, ...w.tips, w.sizeComparison, w.sizeEmoji]) {
        expect(s.trim().length, `week ${w.week}: "${s}"`).toBeGreaterThan(0);
      }
      expect(new Set(w.developments).size).toBe(w.developments.length);
      expect(new Set(w.tips).size).toBe(w.tips.length);
    }
  });

  it('has strictly increasing length and weight from week 8', () => {
    for (let week = 9; week <= 40; week++) {
      const prev = weekInfo(week - 1);
      const cur = weekInfo(week);
      expect(cur.lengthCm, `length week ${week}`).toBeGreaterThan(prev.lengthCm);
      expect(cur.weightG, `weight week ${week}`).toBeGreaterThan(prev.weightG);
    }
  });

  it('has non-negative, non-decreasing measurements in weeks 1-8', () => {
    for (let week = 1; week <= 8; week++) {
      const cur = weekInfo(week);
      expect(cur.lengthCm).toBeGreaterThanOrEqual(0);
      expect(cur.weightG).toBeGreaterThanOrEqual(0);
      if (week > 1) {
        expect(cur.lengthCm).toBeGreaterThanOrEqual(weekInfo(week - 1).lengthCm);
        expect(cur.weightG).toBeGreaterThanOrEqual(weekInfo(week - 1).weightG);
      }
    }
  });

  it('matches the reference values of the growth chart', () => {
    expect([weekInfo(12).lengthCm, weekInfo(12).weightG]).toEqual([5.4, 14]);
    expect([weekInfo(19).lengthCm, weekInfo(19).weightG]).toEqual([15.3, 240]);
    expect([weekInfo(20).lengthCm, weekInfo(20).weightG]).toEqual([25.6, 300]);
    expect([weekInfo(28).lengthCm, weekInfo(28).weightG]).toEqual([37.6, 1005]);
    expect([weekInfo(40).lengthCm, weekInfo(40).weightG]).toEqual([51.2, 3462]);
  });

  it('includes the size names required by the specification', () => {
    const names = PREGNANCY_WEEKS.map((w) => w.sizeComparison);
    expect(names.some((n) => lower(n).includes('tohum'))).toBe(true);
    for (const required of ['Haşhaş tohumu', 'Yaban mersini', 'Kiraz', 'Avokado', 'Muz', 'Balkabağı', 'Hindistan cevizi', 'Mini karpuz']) {
      expect(names, required).toContain(required);
    }
  });

  it('places the spec size names at sensible (increasing) weeks', () => {
    const weekOf = (name: string) => PREGNANCY_WEEKS.find((w) => w.sizeComparison === name)?.week ?? -1;
    const order = ['Haşhaş tohumu', 'Yaban mersini', 'Kiraz', 'Avokado', 'Muz', 'Hindistan cevizi', 'Mini karpuz'];
    const weeks = order.map(weekOf);
    expect([...weeks].sort((a, b) => a - b)).toEqual(weeks);
    expect(weekOf('Balkabağı')).toBeGreaterThanOrEqual(36);
  });

  it('compares by length up to week 22 and by weight from week 23, each within 1.5 times the comparison’s typical size', () => {
    for (const w of PREGNANCY_WEEKS) {
      expect({ week: w.week, basis: w.sizeBasis }).toEqual({ week: w.week, basis: w.week >= 23 ? 'weight' : 'length' });
      if (w.lengthCm === 0) continue; // weeks 1-2: no embryo yet, a seed only as an image
      const typical = COMPARISON_SIZES[w.sizeComparison];
      const [figure, reference] = w.sizeBasis === 'weight' ? [w.weightG, typical?.g] : [w.lengthCm, typical?.cm];
      expect(reference, `week ${w.week}: "${w.sizeComparison}" has no typical ${w.sizeBasis}`).toBeDefined();
      const ratio = figure / reference!;
      expect(ratio > 1 / 1.5 && ratio < 1.5, `week ${w.week}: ${figure} against "${w.sizeComparison}" (${reference})`).toBe(true);
    }
  });

  it('no longer compares weeks 23, 29, 32 and 37 with produce of another size (a zucchini is not 1.1 kg)', () => {
    expect([23, 29, 32, 37].map((week) => weekInfo(week).sizeComparison)).toEqual(['Greyfurt', 'Ananas', 'Kestane kabağı', 'Küçük bir balkabağı']);
  });

  it('has milestones exactly at the listed weeks', () => {
    for (const w of PREGNANCY_WEEKS) {
      expect(w.milestone, `week ${w.week}`).toBe(EXPECTED_MILESTONES[w.week]);
    }
  });

  it('explains LMP dating in weeks 1 and 2 (no embryo yet)', () => {
    for (const week of [1, 2]) {
      const text = lower(weekInfo(week).developments.join(' '));
      expect(text).toContain('adet');
      expect(text).toContain('embriyo yok');
    }
  });

  it('refers to the doctor in tips about medication, supplements, tests or warning symptoms', () => {
    // Word stems (a word starting with one of these), so that e.g. 'taşımak' does not match 'aşı'.
    const stems = ['ilaç', 'ilac', 'takviye', 'vitamin', 'folik', 'demir', 'tarama', 'test', 'tahlil', 'tetkik', 'kanama', 'ağrı', 'aşı', 'şişlik'];
    for (const w of PREGNANCY_WEEKS) {
      for (const tip of w.tips) {
        const t = lower(tip);
        const words = t.split(/[^a-zçğıöşüâî]+/);
        if (words.some((word) => stems.some((k) => word.startsWith(k)))) {
          expect(t.includes('doktor') || t.includes('hastane'), `week ${w.week}: "${tip}"`).toBe(true);
        }
      }
    }
  });

  it('mentions the key screening windows', () => {
    const all = lower(PREGNANCY_WEEKS.flatMap((w) => w.tips).join(' '));
    expect(all).toContain('11-14');
    expect(all).toContain('18-22');
    expect(all).toContain('24-28');
  });

  it('names its growth reference', () => {
    expect(WEEK_DATA_SOURCE).toMatch(/Hadlock/);
    expect(WEEK_DATA_SOURCE).toMatch(/BabyCenter/);
  });
});

describe('weekInfo', () => {
  it('returns the requested week', () => {
    expect(weekInfo(20).week).toBe(20);
    expect(weekInfo(20).milestone).toBe('Yolun yarısı');
  });

  it('clamps to 1..40', () => {
    expect(weekInfo(0).week).toBe(1);
    expect(weekInfo(-5).week).toBe(1);
    expect(weekInfo(41).week).toBe(40);
    expect(weekInfo(100).week).toBe(40);
    expect(weekInfo(Number.NaN).week).toBe(1);
    expect(weekInfo(12.7).week).toBe(12);
  });

  it('clamps trimesterOf too', () => {
    expect(trimesterOf(0)).toBe(1);
    expect(trimesterOf(45)).toBe(3);
  });
});
