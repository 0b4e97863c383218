import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@bebek/common/types';
import { formatDateTr, formatLength, isValidDay, isWeekSelectable, progressText, recommendedItems, WEEK_NUMBERS, weekDayTitle } from './pregnancy-view';

const item = (id: string, checked: boolean): ChecklistItem => ({ id, name: id, category: 'Giyim', type: 'need', checked, checkedAt: null });

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

  it('formats the length with the Turkish decimal comma', () => {
    expect(formatLength(15.3)).toBe('15,3 cm');
    expect(formatLength(51)).toBe('51 cm');
  });

  it('recommends at most three unchecked items in list order', () => {
    const items = [item('a', true), item('b', false), item('c', false), item('d', true), item('e', false), item('f', false)];
    expect(recommendedItems(items).map((entry) => entry.id)).toEqual(['b', 'c', 'e']);
    expect(recommendedItems([item('a', true)])).toEqual([]);
  });

  it('accepts only real days and formats them in Turkish', () => {
    expect(isValidDay('2027-03-01')).toBe(true);
    expect(isValidDay('')).toBe(false);
    expect(isValidDay(undefined)).toBe(false);
    expect(isValidDay('not a date')).toBe(false);
    expect(formatDateTr('2027-03-01')).toBe('1 Mart 2027');
  });
});
