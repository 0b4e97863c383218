import { describe, expect, it } from 'vitest';
import { BABY_ALWAYS_CALL, BABY_MONTHS, BABY_MONTHS_DISCLAIMER, BABY_MONTHS_SOURCES, babyMonthGuide } from './baby-months';
import { VACCINE_SCHEDULE, doseTitle } from './vaccines';

const lower = (text: string) => text.toLocaleLowerCase('tr');

describe('the month-by-month guide', () => {
  it('has 13 months, 0 to 12, in order', () => {
    expect(BABY_MONTHS).toHaveLength(13);
    BABY_MONTHS.forEach((guide, index) => expect(guide.month).toBe(index));
  });

  it('fills every field of every month', () => {
    for (const guide of BABY_MONTHS) {
      expect(guide.title.trim()).not.toBe('');
      expect(guide.feeding.trim().length).toBeGreaterThan(20);
      expect(guide.sleep.trim().length).toBeGreaterThan(20);
      expect(guide.checkups.trim().length).toBeGreaterThan(10);
      expect(guide.development.length).toBeGreaterThanOrEqual(3);
      expect(guide.callTheDoctor.length).toBeGreaterThanOrEqual(2);
      for (const line of [...guide.development, ...guide.callTheDoctor]) expect(line.trim().length).toBeGreaterThan(10);
    }
  });

  it('names its sources and says it is not medical advice', () => {
    const sources = BABY_MONTHS_SOURCES.join(' ');
    for (const source of ['WHO', 'AAP', 'Sağlık Bakanlığı']) expect(sources).toContain(source);
    expect(BABY_MONTHS_DISCLAIMER).toContain('tıbbi tavsiye değildir');
    expect(BABY_ALWAYS_CALL.some((line) => line.includes('112'))).toBe(true);
  });

  it("names the calendar's doses by their titles in the months they are due, and no vaccine in the months without", () => {
    for (const guide of BABY_MONTHS) {
      const due = VACCINE_SCHEDULE.filter((dose) => dose.ageMonths === guide.month);
      expect(guide.vaccineDoses).toEqual(due.map((dose) => dose.id));
      if (due.length === 0) expect(lower(guide.checkups)).toContain('takvimde aşı yok');
      for (const dose of due) expect(guide.checkups, `${dose.id} in month ${guide.month}`).toContain(doseTitle(dose));
    }
    expect(babyMonthGuide(2).checkups).toContain('Altılı karma aşı (DaBT-İPA-Hib-HepB), 1. doz');
    expect(babyMonthGuide(6).checkups).not.toContain('Hepatit B aşısı');
  });

  it('gives one fever rule a month, first in its list: 38 °C at once under 3 months, 24 hours after', () => {
    for (const guide of BABY_MONTHS) {
      expect(guide.callTheDoctor[0]).toBe(guide.fever.text);
      expect(guide.fever).toMatchObject(guide.month < 3 ? { thresholdC: 38, afterHours: null } : { afterHours: 24 });
    }
    expect(babyMonthGuide(2).fever.text).toContain('aşıdan sonra da olsa');
    expect(babyMonthGuide(4).fever.text).toContain('38,3 °C');
  });

  it('points to the CDC’s 12-month list (2022): no pointing at 12 months', () => {
    expect(lower([...babyMonthGuide(12).development, ...babyMonthGuide(12).callTheDoctor].join(' '))).not.toMatch(/işaret et/);
  });

  it('keeps the careful feeding rules: only breast milk before 6 months, no honey or cow’s milk drink before 12', () => {
    for (const guide of BABY_MONTHS.slice(0, 6)) expect(lower(guide.feeding)).not.toMatch(/püre|öğün/);
    expect(lower(babyMonthGuide(6).feeding)).toContain('bal 1 yaşından önce verilmez');
    expect(lower(babyMonthGuide(11).feeding)).toContain('inek sütü içecek olarak 12. aydan önce verilmez');
    expect(lower(babyMonthGuide(0).callTheDoctor.join(' '))).toContain('38 °c');
    expect(lower(babyMonthGuide(0).sleep)).toContain('sırtüstü');
  });

  it('finds the month for an age, the first year page after it', () => {
    expect(babyMonthGuide(0).month).toBe(0);
    expect(babyMonthGuide(7).month).toBe(7);
    expect(babyMonthGuide(18).month).toBe(12);
    expect(babyMonthGuide(-1).month).toBe(0);
    expect(babyMonthGuide(Number.NaN).month).toBe(0);
  });
});
