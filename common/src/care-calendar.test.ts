import { describe, expect, it } from 'vitest';
import { CARE_SCHEDULE, careWindows, dueReminders, nextCareWindow, reminderDay } from './care-calendar';

describe('the care calendar', () => {
  it('holds the four visits of the Ministry’s guideline and the three screening tests', () => {
    expect(CARE_SCHEDULE.filter((entry) => entry.kind === 'visit').map((entry) => [entry.fromWeek, entry.toWeek])).toEqual([
      [6, 13],
      [18, 24],
      [28, 32],
      [36, 38],
    ]);
    expect(CARE_SCHEDULE.filter((entry) => entry.kind === 'test').map((entry) => entry.weeksLabel)).toEqual([
      '11. hafta – 13 hafta 6 gün',
      '18–22. hafta',
      '24–28. hafta',
    ]);
  });

  it('ends the double test’s window at 13 weeks 6 days, not in week 14', () => {
    const doubleTest = CARE_SCHEDULE.find((entry) => entry.id === 'double-test')!;
    expect([doubleTest.fromWeek, doubleTest.toWeek]).toEqual([11, 13]);
    // week 13 is days 91-97 after the start: its last day is 13+6
    const window = careWindows('2027-06-01').find((entry) => entry.id === 'double-test')!;
    expect(window).toMatchObject({ startDate: '2026-11-10', endDate: '2026-11-30' });
  });

  it('says hamilelik, the one word for pregnancy across the interface', () => {
    for (const entry of CARE_SCHEDULE) expect(`${entry.title} ${entry.purpose}`.toLocaleLowerCase('tr'), entry.id).not.toMatch(/gebe/);
  });

  it('lays the windows on the expected date: week N is days 7N to 7N+6 after the start, 280 days before the date', () => {
    const windows = careWindows('2027-06-01'); // start 2026-08-25
    expect(windows.find((window) => window.id === 'visit-2')).toMatchObject({ startDate: '2026-12-29', endDate: '2027-02-15' });
    expect(windows.find((window) => window.id === 'visit-4')).toMatchObject({ startDate: '2027-05-04', endDate: '2027-05-24' });
    expect(windows.map((window) => window.startDate)).toEqual([...windows.map((window) => window.startDate)].sort());
    expect(careWindows('not a date')).toEqual([]);
  });

  it('is due three days before a window opens, until it closes, unless done', () => {
    const windows = careWindows('2027-06-01');
    const visit2 = windows.find((window) => window.id === 'visit-2')!;
    expect(reminderDay(visit2.startDate)).toBe('2026-12-26');
    const ids = (today: string, done: string[] = []) => dueReminders(windows, today, new Set(done)).map((window) => window.id);
    expect(ids('2026-12-25')).not.toContain('visit-2');
    expect(ids('2026-12-26')).toEqual(expect.arrayContaining(['visit-2', 'anomaly-scan']));
    expect(ids('2027-02-15')).toContain('visit-2');
    expect(ids('2027-02-16')).not.toContain('visit-2');
    expect(ids('2026-12-26', ['visit-2'])).toEqual(['anomaly-scan']);
    expect(nextCareWindow(windows, '2027-02-16')?.id).toBe('glucose-test');
  });
});
