import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { careWindows } from '@bebek/common/care-calendar';
import type { CareCalendar } from '@bebek/common/types';
import { calendarEntry, careCalendarIcs } from './service';

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
    const text = careCalendarIcs(calendarWithNote('Doktor\rAyşe\r\nHanım\u0000 ile\u0007 görüştük\tiyi'), 'ebeveyn', 1);
    // every line ends with CR LF; no CR anywhere else, and no control character but those and TAB
    expect(text.split('\r\n').some((line) => line.includes('\r'))).toBe(false);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const noted = events.find((event) => event.description.includes('Yapıldı'));
    expect(noted?.description).toContain('Yapıldı: 2026-10-01 (Doktor\nAyşe\nHanım ile görüştük\tiyi)');
  });
});
