import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { careWindows } from '@bebek/common/care-calendar';
import type { CareCalendar } from '@bebek/common/types';
import { calendarEntry, careCalendarIcs, icsDay } from './service';

function calendarWithNote(note: string): CareCalendar {
  const [first, ...rest] = careWindows('2027-06-01');
  return {
    expectedBirthDate: '2027-06-01',
    source: 'kaynak',
    reminders: { email: false, push: false },
    entries: [calendarEntry(first!, { date: '2026-10-01', note }), ...rest.map((window) => calendarEntry(window, null))],
  };
}

describe('careCalendarIcs', () => {
  it('keeps a visit note with a bare CR, CR LF, a NUL and other control characters inside one escaped description', () => {
    const text = careCalendarIcs(calendarWithNote('Doktor\rAyşe\r\nHanım\u0000 ile\u0007 görüştük\tiyi'), 'ebeveyn', 1, '2026-10-02');
    // every line ends with CR LF; no CR anywhere else, and no control character but those and TAB
    expect(text.split('\r\n').some((line) => line.includes('\r'))).toBe(false);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const noted = events.find((event) => event.description.includes('Yapıldı'));
    expect(noted?.description).toContain('Yapıldı: 2026-10-01 (Doktor\nAyşe\nHanım ile görüştük\tiyi)');
  });
});

const parse = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

describe('the care calendar in her calendar: one day per visit (ADR 0063)', () => {
  // expected 2027-06-01: week 0 starts 2026-08-25; visit 1 is weeks 6-13 (2026-10-06 – 2026-11-30)
  const windows = careWindows('2027-06-01');
  const visit1 = windows.find((window) => window.id === 'visit-1')!;

  it('puts a window on its first day, on today once it has opened, on the day she did it, and nowhere once closed unmarked', () => {
    expect(visit1).toMatchObject({ startDate: '2026-10-06', endDate: '2026-11-30' });
    expect(icsDay({ ...visit1, done: null }, '2026-09-01')).toBe('2026-10-06');
    expect(icsDay({ ...visit1, done: null }, '2026-10-20')).toBe('2026-10-20');
    expect(icsDay({ ...visit1, done: null }, '2026-11-30')).toBe('2026-11-30');
    expect(icsDay({ ...visit1, done: null }, '2026-12-01')).toBeNull();
    expect(icsDay({ ...visit1, done: { date: '2026-10-12', note: '' } }, '2027-01-05')).toBe('2026-10-12');
  });

  it('writes single-day events, no banner weeks long; past unmarked windows left out; no alarm for a visit done', () => {
    const calendar: CareCalendar = {
      expectedBirthDate: '2027-06-01',
      source: 'kaynak',
      reminders: { email: false, push: false },
      entries: windows.map((window) => calendarEntry(window, window.id === 'visit-1' ? { date: '2026-10-12', note: 'ilk kontrol' } : null)),
    };
    // 2027-01-20 is week 21: the double test (11-14) closed unmarked, the anomaly scan (18-22) and visit 2 (18-24) open
    const events = parse(careCalendarIcs(calendar, 'ebeveyn', 1, '2027-01-20'));
    const closed = windows.filter((window) => window.endDate < '2027-01-20' && window.id !== 'visit-1').map((window) => window.title);
    expect(closed.length).toBeGreaterThan(0);
    expect(events.map((event) => event.summary)).not.toEqual(expect.arrayContaining(closed));
    expect(events).toHaveLength(windows.length - closed.length);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.toString(), event.summary).toBe(addOneDay(event.startDate.toString()));
    }
    const done = events.find((event) => event.summary === '1. hamilelik izlemi')!;
    expect(done.startDate.toString()).toBe('2026-10-12');
    expect(done.component.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(done.description).toContain('14. haftadan önce: 6 Ekim – 30 Kasım 2026.');
    const open = events.find((event) => event.summary === '2. hamilelik izlemi')!;
    expect(open.startDate.toString()).toBe('2027-01-20');
    expect(open.component.getAllSubcomponents('valarm')).toHaveLength(1);
    const later = events.find((event) => event.summary === '4. hamilelik izlemi')!;
    expect(later.startDate.toString()).toBe(windows.find((window) => window.id === 'visit-4')!.startDate);
  });
});

function addOneDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
