import { describe, expect, it } from 'vitest';
import { MOTHER_WEEKS, MOTHER_WEEK_SOURCES, motherWeek } from './pregnancy-weeks-mother';

const lower = (s: string) => s.toLocaleLowerCase('tr');
/** Short enough to read on a phone in a minute, long enough to say something. */
const LENGTH = { body: [60, 260], symptoms: [50, 260], whenToCall: [80, 900] } as const;

describe("'Bu hafta sizde' (the mother's week)", () => {
  it('has 40 sections in order, each with body, symptoms and when-to-call within a sensible length', () => {
    expect(MOTHER_WEEKS).toHaveLength(40);
    MOTHER_WEEKS.forEach((section, index) => {
      expect(section.week).toBe(index + 1);
      for (const field of ['body', 'symptoms', 'whenToCall'] as const) {
        const text = section[field].trim();
        const [min, max] = LENGTH[field];
        expect(text.length, `week ${section.week} ${field}: ${text.length} characters`).toBeGreaterThanOrEqual(min);
        expect(text.length, `week ${section.week} ${field}: ${text.length} characters`).toBeLessThanOrEqual(max);
        expect(text, `week ${section.week} ${field}`).not.toMatch(/\s{2}|\s[.,;]|undefined/);
      }
    });
  });

  it('never repeats the same body text in two weeks', () => {
    expect(new Set(MOTHER_WEEKS.map((section) => section.body)).size).toBe(40);
  });

  it('names bleeding as a reason to call in every week from week 2', () => {
    for (const section of MOTHER_WEEKS.slice(1)) expect(lower(section.whenToCall), `week ${section.week}`).toContain('kanama');
  });

  it('names reduced movements from week 24 (NHS, HSE), and not before', () => {
    for (const section of MOTHER_WEEKS) {
      expect(lower(section.whenToCall).includes('hareketleri azaldı'), `week ${section.week}`).toBe(section.week >= 24);
    }
  });

  it('names fever and burning urine from week 2 to 40, whatever else the week says', () => {
    for (const section of MOTHER_WEEKS.slice(1)) {
      const text = lower(section.whenToCall);
      expect(text.includes('ateş') && text.includes('idrarda yanma'), `week ${section.week}`).toBe(true);
    }
  });

  it('says when a birth is on time as ACOG does: before 42 weeks (41 weeks 6 days), not "37 to 42"', () => {
    expect(motherWeek(40).body).toContain('41 hafta 6 gün');
    expect(motherWeek(40).body).not.toMatch(/42/);
  });

  it("names preeclampsia's signs from week 20 (headache, vision, swelling), and not before", () => {
    for (const section of MOTHER_WEEKS) {
      const text = lower(section.whenToCall);
      const named = text.includes('preeklampsi') && text.includes('baş ağrısı') && text.includes('görme') && text.includes('şişlik');
      expect(named, `week ${section.week}`).toBe(section.week >= 20);
    }
  });

  it('names waters breaking from week 12 and preterm contractions from week 20 to 36; labour signs from 37', () => {
    for (const section of MOTHER_WEEKS) {
      const text = lower(section.whenToCall);
      if (section.week >= 12) expect(text.includes('su gelmesi') || text.includes('sıvı gelmesi'), `week ${section.week}`).toBe(true);
      if (section.week >= 20 && section.week <= 36) expect(text, `week ${section.week}`).toContain('37. haftadan önce');
      if (section.week >= 37) expect(text, `week ${section.week}`).toMatch(/sancı/);
    }
  });

  it('warns of an ectopic pregnancy early on (one-sided pain) in weeks 4 and 5', () => {
    for (const week of [4, 5]) expect(lower(motherWeek(week).whenToCall)).toContain('tek taraflı');
  });

  it('uses one word for pregnancy and the TDK spelling of âdet, and names no brand', () => {
    for (const section of MOTHER_WEEKS) {
      const text = lower(`${section.body} ${section.symptoms} ${section.whenToCall}`);
      expect(text, `week ${section.week}`).not.toMatch(/gebe/);
      expect(text, `week ${section.week}`).not.toMatch(/\badet/);
      expect(text, `week ${section.week}`).not.toMatch(/parol|aspirin|majezik|®|™/);
    }
  });

  it('names its sources, the care calendar’s among them', () => {
    expect(MOTHER_WEEK_SOURCES).toContain('Sağlık Bakanlığı');
    expect(MOTHER_WEEK_SOURCES).toContain('NHS');
    expect(MOTHER_WEEK_SOURCES).toContain('ACOG');
  });

  it('clamps to 1..40', () => {
    expect(motherWeek(0).week).toBe(1);
    expect(motherWeek(41).week).toBe(40);
    expect(motherWeek(Number.NaN).week).toBe(1);
  });
});
