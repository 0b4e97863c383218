import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@bebek/common/types';
import { weekInfo } from '@bebek/common/content/pregnancy-weeks';
import {
  formatLength,
  isWeekSelectable,
  neighbourWeeks,
  progressText,
  recommendedItems,
  WEEK_NUMBERS,
  weekDayTitle,
  weekFromNow,
  weekLength,
  weekWeight,
} from './pregnancy-view';

const item = (id: string, checked: boolean, category = 'Giyim', type: ChecklistItem['type'] = 'need'): ChecklistItem => ({
  id,
  name: id,
  category,
  type,
  checked,
  checkedAt: null,
});

describe('pregnancy view helpers', () => {
  it('titles the week and day', () => {
    expect(weekDayTitle({ currentWeek: 24, currentDay: 3 })).toBe('24. Hafta, 3 Gün');
  });

  it('shows the rounded percentage, or the days overdue', () => {
    expect(progressText({ isOverdue: false, daysOverdue: 0, progressPercentage: 62.5 })).toBe('%63 tamamlandı');
    expect(progressText({ isOverdue: true, daysOverdue: 9, progressPercentage: 100 })).toBe('9 gün gecikme');
  });

  it('blocks weeks after the current week', () => {
    expect(WEEK_NUMBERS).toHaveLength(40);
    expect(WEEK_NUMBERS[0]).toBe(1);
    expect(WEEK_NUMBERS[39]).toBe(40);
    expect(isWeekSelectable(12, 12)).toBe(true);
    expect(isWeekSelectable(1, 12)).toBe(true);
    expect(isWeekSelectable(13, 12)).toBe(false);
    expect(isWeekSelectable(40, 40)).toBe(true);
  });

  it('pages through every week, ahead of the current one too, from 1 to 40', () => {
    expect(neighbourWeeks(24)).toEqual({ previous: 23, next: 25 });
    expect(neighbourWeeks(1)).toEqual({ previous: null, next: 2 });
    expect(neighbourWeeks(40)).toEqual({ previous: 39, next: null });
  });

  it('says where the shown week is from hers', () => {
    expect(weekFromNow(24, 24)).toBe('Bu hafta');
    expect(weekFromNow(27, 24)).toBe('3 hafta sonra');
    expect(weekFromNow(23, 24)).toBe('1 hafta önce');
  });

  it('formats the length with the Turkish decimal comma, in millimetres below 1 cm', () => {
    expect(formatLength(15.3)).toBe('15,3 cm');
    expect(formatLength(51)).toBe('51 cm');
    expect(formatLength(0.2)).toBe('2 mm');
    expect(formatLength(0.01)).toBe('0,1 mm');
  });

  it('shows weeks 1-7 in millimetres and grams, never "0 cm" or "0 g"', () => {
    const shown = [1, 2, 3, 4, 5, 6, 7].map((week) => {
      const info = weekInfo(week);
      return `${weekLength(info)} / ${weekWeight(info)}`;
    });
    expect(shown).toEqual([
      'Henüz yok / Henüz yok',
      'Henüz yok / Henüz yok',
      "0,1 mm / 1 g'dan az",
      "0,4 mm / 1 g'dan az", // week 4: a fraction of a millimetre
      "2 mm / 1 g'dan az",
      "5 mm / 1 g'dan az",
      "1 cm / 1 g'dan az",
    ]);
    expect(shown.join(' ')).not.toMatch(/\b0 (cm|g)\b/);
    expect(weekWeight(weekInfo(8))).toBe('1 g');
    expect(weekWeight(weekInfo(30))).toBe('1,3 kg');
  });

  it('recommends at most three unchecked items for the week: the hospital bag from week 30, other stages before', () => {
    const items = [
      item('bath-1', false, 'Banyo ve Bakım'),
      item('bath-2', false, 'Banyo ve Bakım'),
      item('bath-3', false, 'Banyo ve Bakım'),
      item('bath-4', false, 'Banyo ve Bakım'),
      item('bath-5', false, 'Banyo ve Bakım'),
      item('room-1', true, 'Bebek Odası'),
      item('room-2', false, 'Bebek Odası'),
      item('out-1', false, 'Dışarı Çıkış'),
      item('bag-1', false, 'Doğum Çantası', 'hospital_bag'),
      item('bag-2', false, 'Doğum Çantası', 'hospital_bag'),
    ];
    expect(recommendedItems(items, 32).map((entry) => entry.id)).toEqual(expect.arrayContaining(['bag-1', 'bag-2']));
    expect(
      recommendedItems(items, 22)
        .map((entry) => entry.id)
        .slice(0, 2),
    ).toEqual(['room-2', 'out-1']);
    expect(recommendedItems(items, 22).map((entry) => entry.id)).not.toContain('room-1');
    expect(recommendedItems(items, 15).every((entry) => entry.category === 'Banyo ve Bakım')).toBe(true);
    // over the weeks of a stage, the three change
    expect(
      new Set(
        [13, 14, 15].map((week) =>
          recommendedItems(items, week)
            .map((entry) => entry.id)
            .join(),
        ),
      ).size,
    ).toBeGreaterThan(1);
    expect(recommendedItems(items, 32)).toHaveLength(3);
    expect(recommendedItems([item('a', true)], 10)).toEqual([]);
  });
});
