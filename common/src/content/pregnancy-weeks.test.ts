import { describe, expect, it } from 'vitest';
import { COMPARISON_SIZES } from './comparison-sizes';
import { PREGNANCY_WEEKS, WEEK_DATA_SOURCE, trimesterOf, weekInfo, weekSizeText } from './pregnancy-weeks';

const EXPECTED_MILESTONES: Record<number, string> = {
  3: 'Döllenme',
  4: 'Rahme tutunma',
  5: 'İlk kalp atışları',
  10: 'Temel organlar oluştu',
  12: 'İlk üç ayın sonu',
  16: 'Cinsiyet belirlenebilir',
  18: 'İlk hareketler',
  20: 'Yolun yarısı',
  24: 'Yaşayabilirlik sınırı',
  36: 'Miada yaklaşma',
  37: 'Miadında',
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
    for (const required of ['Haşhaş tohumu', 'Yaban mersini', 'Kiraz', 'Avokado', 'Muz', 'Balkabağı', 'Hindistancevizi', 'Mini karpuz']) {
      expect(names, required).toContain(required);
    }
  });

  it('places the spec size names at sensible (increasing) weeks', () => {
    const weekOf = (name: string) => PREGNANCY_WEEKS.find((w) => w.sizeComparison === name)?.week ?? -1;
    const order = ['Haşhaş tohumu', 'Yaban mersini', 'Kiraz', 'Avokado', 'Muz', 'Hindistancevizi', 'Mini karpuz'];
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
    expect([23, 29, 32, 37].map((week) => weekInfo(week).sizeComparison)).toEqual(['Greyfurt', 'Ananas', 'Kestane kabağı', 'Büyük bir kış kavunu']);
  });

  it('never reads as shrinking: week 20’s banana after no eggplant, no "küçük" after a "büyük" (weeks 35–37)', () => {
    expect(weekInfo(19).sizeComparison).not.toBe('Patlıcan');
    const names = PREGNANCY_WEEKS.map((w) => lower(w.sizeComparison));
    names.forEach((name, index) => {
      if (index > 0 && names.slice(0, index).some((before) => before.startsWith('büyük'))) expect(name, `week ${index + 1}`).not.toMatch(/^küçük/);
    });
  });

  it('shows each comparison’s own emoji: no apple for a pomegranate, no pear for a quince, no two neighbours alike', () => {
    const emojiOf = (week: number) => weekInfo(week).sizeEmoji;
    expect(PREGNANCY_WEEKS.map((w) => w.sizeComparison)).not.toContain('Nar');
    expect(PREGNANCY_WEEKS.map((w) => w.sizeComparison)).not.toContain('Ayva');
    for (let week = 8; week <= 16; week += 1) expect(emojiOf(week), `weeks ${week - 2} to ${week}`).not.toBe(emojiOf(week - 2));
  });

  it('has milestones exactly at the listed weeks', () => {
    for (const w of PREGNANCY_WEEKS) {
      expect(w.milestone, `week ${w.week}`).toBe(EXPECTED_MILESTONES[w.week]);
    }
  });

  it('explains LMP dating in weeks 1 and 2 (no embryo yet)', () => {
    for (const week of [1, 2]) {
      const text = lower(weekInfo(week).developments.join(' '));
      expect(text).toContain('âdet');
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
    expect(all).toContain('11. hafta ile 13 hafta 6 gün');
    expect(all).not.toMatch(/11-14|11–14/);
    expect(all).toContain('18-22');
    expect(all).toContain('24-28');
  });

  it('names its growth reference truly: BabyCenter’s average chart, not Hadlock’s', () => {
    expect(WEEK_DATA_SOURCE).toMatch(/BabyCenter/);
    expect(WEEK_DATA_SOURCE).toContain('ortalama');
    expect(WEEK_DATA_SOURCE).not.toMatch(/Hadlock/);
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

describe('the content points of issue 24', () => {
  const tipsOf = (week: number) => lower(weekInfo(week).tips.join(' '));
  const textOf = (week: number) => lower([...weekInfo(week).developments, ...weekInfo(week).tips].join(' '));

  it('compares each week with something larger than the week before (weeks 15 and 18 grow, 35 and 39 do not read as shrinking)', () => {
    for (let week = 4; week <= 40; week++) {
      const prev = weekInfo(week - 1);
      const cur = weekInfo(week);
      if (prev.sizeBasis !== cur.sizeBasis) continue; // week 23: from length to weight, not comparable
      const basis = cur.sizeBasis === 'weight' ? 'g' : 'cm';
      const [before, now] = [COMPARISON_SIZES[prev.sizeComparison]?.[basis], COMPARISON_SIZES[cur.sizeComparison]?.[basis]];
      expect(now! > before!, `week ${week}: "${cur.sizeComparison}" (${now}) after "${prev.sizeComparison}" (${before})`).toBe(true);
      // a 'small' or 'mini' thing right after a 'big' one reads as shrinking whatever it weighs
      if (/^büyük/.test(lower(prev.sizeComparison))) expect(lower(cur.sizeComparison), `week ${week}`).not.toMatch(/^(küçük|mini)/);
    }
    expect(weekInfo(15).sizeComparison).not.toBe('Elma');
    expect(weekInfo(18).sizeComparison).not.toBe('Dolmalık biber');
    expect(weekInfo(39).sizeComparison).not.toBe('Mini karpuz');
  });

  it('gives week 4 an embryo of a fraction of a millimetre', () => {
    expect(weekInfo(4).lengthCm).toBeLessThan(0.1);
    const text = textOf(4);
    expect(text).toContain('milimetrenin');
    expect(text).not.toContain('1 milimetre');
  });

  it('names no live vaccine in pregnancy (week 2)', () => {
    const text = tipsOf(2);
    expect(text).toContain('canlı aşılar hamilelikte yapılmaz');
  });

  it('gives Turkish food-safety examples in week 7', () => {
    const text = tipsOf(7);
    for (const food of ['köy peyniri', 'çiğ süt', 'sucuk', 'pastırma', 'çiğ köfte']) expect(text, food).toContain(food);
  });

  it('has the Ministry’s supplement programme: vitamin D from week 12, iron from week 16', () => {
    expect(tipsOf(12)).toContain('d vitamini');
    expect(tipsOf(16)).toMatch(/demir desteği bu haftadan \(16\. hafta\)/);
    expect(tipsOf(16)).toContain('d vitamini desteği 12. haftadan');
    for (const week of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) expect(tipsOf(week), `week ${week}`).not.toMatch(/d vitamini|demir desteği/);
  });

  it('does not say week 20’s length is measured (it is a chart average)', () => {
    const text = textOf(20);
    expect(text).not.toMatch(/ölçülür|ölçüldü/);
    expect(text).toContain('tablodaki boy');
  });

  it('labels milestones in plain Turkish', () => {
    for (const w of PREGNANCY_WEEKS) if (w.milestone) expect(w.milestone, `week ${w.week}`).not.toMatch(/Term|trimester/i);
  });

  it('spells âdet, dâhil and hamilelik, as the whole interface does', () => {
    for (const w of PREGNANCY_WEEKS) {
      const text = lower([w.sizeComparison, w.milestone ?? '', ...w.developments, ...w.tips].join(' '));
      expect(text, `week ${w.week}`).not.toMatch(/(^|[^a-zçğıöşüâî])adet|dahil|gebe|hindistan cevizi/);
    }
    expect(lower(WEEK_DATA_SOURCE)).not.toMatch(/gebe/);
  });
});

describe('weekSizeText (the dashboard and the week page say the same)', () => {
  it('says there is no embryo yet in weeks 1 and 2', () => {
    expect(weekSizeText(weekInfo(1))).toBe('Henüz bir embriyo yok');
    expect(weekSizeText(weekInfo(2))).toBe('Henüz bir embriyo yok');
  });

  it('compares by length, then by weight', () => {
    expect(weekSizeText(weekInfo(7))).toBe('Boyu yaklaşık yaban mersini kadar');
    expect(weekSizeText(weekInfo(28))).toBe('Ağırlığı yaklaşık hindistancevizi kadar');
  });
});
