import { describe, expect, it } from 'vitest';
import type { BabyMonthGuide } from './baby-months';
import type { CatalogueItem } from './checklist-catalogue';
import { CONTENT, medicalRuleViolations, temperaturesIn, type ContentUnderRules } from './medical-rules';
import type { MotherWeek } from './pregnancy-weeks-mother';

/** The content with one part changed, as a careless edit would change it. */
const planted = (change: Partial<ContentUnderRules>): ContentUnderRules => ({ ...CONTENT, ...change });
const withWeek = (week: number, edit: (section: MotherWeek) => MotherWeek) =>
  planted({ motherWeeks: CONTENT.motherWeeks.map((section) => (section.week === week ? edit(section) : section)) });
const withMonth = (month: number, edit: (guide: BabyMonthGuide) => BabyMonthGuide) =>
  planted({ babyMonths: CONTENT.babyMonths.map((guide) => (guide.month === month ? edit(guide) : guide)) });
const withItem = (id: string, edit: (item: CatalogueItem) => CatalogueItem) =>
  planted({ catalogue: CONTENT.catalogue.map((item) => (item.id === id ? edit(item) : item)) });

describe('the medical rules on the content as data', () => {
  it('all hold on the content as it is', () => {
    expect(medicalRuleViolations()).toEqual([]);
  });

  it('fail when a week from 4 to 40 loses the fever and burning-urine warning, whatever its sentences say', () => {
    const without = (section: MotherWeek): MotherWeek => ({ ...section, warnings: section.warnings.filter((tag) => tag !== 'fever-urine') });
    expect(medicalRuleViolations(withWeek(4, without))).toEqual(["'Bu hafta sizde', 4. hafta: the 'fever-urine' warning is missing"]);
    expect(medicalRuleViolations(withWeek(33, without))).toEqual(["'Bu hafta sizde', 33. hafta: the 'fever-urine' warning is missing"]);
    // the tag kept, its text dropped from what the page shows
    const textLost = withWeek(21, (section) => ({ ...section, whenToCall: section.whenToCall.replace(/38 °C ve üzeri ateş.*$/, '') }));
    expect(medicalRuleViolations(textLost)).toEqual(["'Bu hafta sizde', 21. hafta: the 'fever-urine' warning's text is not in whenToCall"]);
  });

  it('fail when a week from 24 loses the reduced-movements warning', () => {
    const without = withWeek(25, (section) => ({ ...section, warnings: section.warnings.filter((tag) => tag !== 'movements') }));
    expect(medicalRuleViolations(without)).toEqual(["'Bu hafta sizde', 25. hafta: the 'movements' warning is missing"]);
  });

  it('fail on a second fever threshold under 3 months, in any text of those months', () => {
    const afterTheVaccine = withMonth(2, (guide) => ({
      ...guide,
      callTheDoctor: [...guide.callTheDoctor, 'Aşıdan sonra ateş 39 °C’yi geçerse doktorunuzu arayın.'],
    }));
    expect(medicalRuleViolations(afterTheVaccine)).toEqual([
      'Aylık rehber, 2. ay: a fever threshold of 39 °C under 3 months: "Aşıdan sonra ateş 39 °C’yi geçerse doktorunuzu arayın."',
    ]);
    const looser = withMonth(1, (guide) => ({ ...guide, fever: { ...guide.fever, thresholdC: 38.5 } }));
    expect(medicalRuleViolations(looser)).toContain('Aylık rehber, 1. ay: under 3 months the fever rule is 38 °C at once');
    expect(temperaturesIn('38 °C ve üzeri; 38,3 °C; 39 °C’yi')).toEqual([38, 38.3, 39]);
  });

  it('fail on a fever rule of days under 24 months (there it is 24 hours)', () => {
    const days = withMonth(8, (guide) => ({ ...guide, callTheDoctor: [...guide.callTheDoctor, 'Ateş 3 günden uzun sürüyorsa doktorunuzu arayın.'] }));
    expect(medicalRuleViolations(days)).toEqual([
      'Aylık rehber, 8. ay: a fever rule of days under 24 months: "Ateş 3 günden uzun sürüyorsa doktorunuzu arayın."',
    ]);
    const hours = withMonth(5, (guide) => ({ ...guide, fever: { ...guide.fever, afterHours: 72 } }));
    expect(medicalRuleViolations(hours)).toEqual(['Aylık rehber, 5. ay: the fever rule waits 72 hours (under 2 years: 24)']);
    // days that are not about a fever are no fever rule
    const jaundice = withMonth(0, (guide) => ({ ...guide, callTheDoctor: [...guide.callTheDoctor, 'Sarılık 14 günden uzun sürerse.'] }));
    expect(medicalRuleViolations(jaundice)).toEqual([]);
  });

  it('fail on a sleep item, or a soft thing for the baby, without its safe-sleep note', () => {
    const noNote = withItem('need-pamuklu-battaniye', (item) => ({ ...item, name: 'İnce pamuklu battaniye' }));
    expect(medicalRuleViolations(noNote)).toEqual(["Liste, 'İnce pamuklu battaniye' (need-pamuklu-battaniye): not for the cot, and its name does not say so"]);
    const untagged = withItem('need-pelus-oyuncak', ({ sleep: _sleep, ...item }) => item);
    expect(medicalRuleViolations(untagged)).toEqual([
      "Liste, 'Yumuşak pelüş oyuncak (beşiğe koymayın)' (need-pelus-oyuncak): a soft thing for the baby without its safe-sleep tag",
    ]);
    const newSleepItem = planted({ catalogue: [...CONTENT.catalogue, { id: 'need-yorgan', name: 'Bebek yorganı', category: 'Uyku', type: 'need' }] });
    expect(medicalRuleViolations(newSleepItem)).toEqual([
      "Liste, 'Bebek yorganı' (need-yorgan): a sleep item without its safe-sleep tag",
      "Liste, 'Bebek yorganı' (need-yorgan): a soft thing for the baby without its safe-sleep tag",
    ]);
  });

  it("fail when the guide names other vaccines than the calendar's: a retired one, or one of another month", () => {
    const retired = withMonth(4, (guide) => ({ ...guide, checkups: `${guide.checkups} Karma aşı (DaBT-İPA-Hib) yapılır.` }));
    expect(medicalRuleViolations(retired)).toEqual(["Aylık rehber, 4. ay: names 'DaBT-İPA-Hib', no longer on the calendar"]);
    const separateHepB = withMonth(6, (guide) => ({ ...guide, checkups: `${guide.checkups} Hepatit B aşısı, 3. doz.` }));
    expect(medicalRuleViolations(separateHepB)).toEqual([
      'Aylık rehber, 6. ay: names Hep B, which the calendar does not give this month',
      "Aylık rehber, 6. ay: names 'Hepatit B aşısı, 3. doz', no longer on the calendar",
    ]);
    const stale = planted({ vaccineSchedule: CONTENT.vaccineSchedule.filter((dose) => dose.id !== 'OPA-1') });
    expect(medicalRuleViolations(stale)).toEqual([
      'Aylık rehber, 6. ay: names the doses DaBT-IPA-Hib-HepB-3, OPA-1, the calendar gives DaBT-IPA-Hib-HepB-3',
      'Aylık rehber, 6. ay: names OPA, which the calendar does not give this month',
    ]);
  });

  it('fail when a week speaks of the hospital bag before week 34 without the checklist’s 34–36', () => {
    const early = planted({
      pregnancyWeeks: CONTENT.pregnancyWeeks.map((week) =>
        week.week === 30 ? { ...week, tips: [...week.tips, 'Doğum çantanızı hazırlamaya başlayın.'] } : week,
      ),
    });
    expect(medicalRuleViolations(early)).toEqual([
      'Hafta 30: speaks of the hospital bag before week 34 without the checklist\'s 34–36: "Doğum çantanızı hazırlamaya başlayın."',
    ]);
  });
});
