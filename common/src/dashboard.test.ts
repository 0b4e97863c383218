import { describe, expect, it } from 'vitest';
import { hospitalBagLine, stageCards } from './dashboard';

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
