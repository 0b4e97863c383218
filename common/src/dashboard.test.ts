import { describe, expect, it } from 'vitest';
import { BABY_MONTHS } from './content/baby-months';
import { babyGreeting, babyStage, BABY_GUIDE_LAST_MONTH, hospitalBagLine, stageCards } from './dashboard';

describe('the dashboard by the stage', () => {
  it('puts the week and the next visit first in week 20, with no bag and no announcement yet', () => {
    expect(stageCards(20)).toEqual(['week', 'care', 'checklist']);
  });
  it('adds the hospital bag from week 30', () => {
    expect(stageCards(29)).not.toContain('hospitalBag');
    expect(stageCards(30)).toEqual(['week', 'care', 'hospitalBag', 'checklist']);
    expect(stageCards(35)).toEqual(['week', 'care', 'hospitalBag', 'checklist']);
  });
  it('brings the announcement up right after the week from week 36', () => {
    expect(stageCards(36)).toEqual(['week', 'announcement', 'care', 'hospitalBag', 'checklist']);
    expect(stageCards(40)[1]).toBe('announcement');
  });
  it('without a due date offers none of them (the page asks for the date first)', () => {
    expect(stageCards(undefined)).toEqual([]);
  });
  it('says when to pack the bag: the weeks ahead, then now, then that it should be ready', () => {
    expect(hospitalBagLine(30)).toBe('Çantanızı 34–36. haftalar arasında hazır edin; 4 hafta var.');
    expect(hospitalBagLine(35)).toContain('hazırlama zamanı');
    expect(hospitalBagLine(38)).toContain('hazır olsun');
  });
});

describe('the dashboard after the birth', () => {
  it('is the pregnancy’s until a birth date is there', () => {
    expect(babyStage('', '2027-03-01')).toBeUndefined();
    expect(babyStage(undefined, '2027-03-01')).toBeUndefined();
  });
  it('puts the baby’s month and the vaccines first and keeps the pregnancy weeks as history', () => {
    const stage = babyStage('2027-01-10', '2027-02-01');
    expect(stage?.cards).toEqual(['babyMonth', 'vaccines', 'checklist', 'pregnancyHistory']);
    expect(stage?.cards).not.toContain('week');
    expect(stage?.age.label).toBe('3 haftalık');
    expect(stage?.guideMonth).toBe(0);
  });
  it('opens the month the baby is in, by month-birthdays (born 31 December: 2 months old on 28 February)', () => {
    expect(babyStage('2026-12-31', '2027-02-27')?.guideMonth).toBe(1);
    expect(babyStage('2026-12-31', '2027-02-28')?.guideMonth).toBe(2);
  });
  it('keeps the guide’s last month open past the first year, and the guide has exactly months 0 to 12', () => {
    expect(babyStage('2025-01-15', '2026-06-20')?.guideMonth).toBe(BABY_GUIDE_LAST_MONTH);
    expect(BABY_MONTHS.map((guide) => guide.month)).toEqual([...Array(BABY_GUIDE_LAST_MONTH + 1).keys()]);
  });
  it('ignores a birth date after today (a clock off by a day is not a baby of minus one day)', () => {
    expect(babyStage('2027-03-02', '2027-03-01')).toBeUndefined();
  });
  it('greets the baby by name and age, or as "Bebeğiniz" without a name', () => {
    const age = babyStage('2027-01-01', '2027-03-05')!.age;
    expect(babyGreeting('Deniz', age)).toBe('Deniz 2 aylık');
    expect(babyGreeting('  ', age)).toBe('Bebeğiniz 2 aylık');
    expect(babyGreeting('Ela', babyStage('2027-03-05', '2027-03-05')!.age)).toBe('Ela bugün doğdu');
  });
});
