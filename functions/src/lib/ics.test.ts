import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { careWindows } from '@bebek/common/care-calendar';
import { calendarEntry, careCalendarIcs } from '../care-calendar/service';
import { allDayCalendar, foldIcsLine } from './ics';

/** The file's lines as its octets are: CRLF-separated, the last one empty (the file ends with CRLF). */
const rawLines = (calendar: string) => Buffer.from(calendar, 'utf8').toString('latin1').split('\r\n');

const TURKISH = 'Gebeliğin 11–14. haftaları arasında ikili tarama testi, ense kalınlığı ölçümü; şüphede doktorunuzla görüşün, sonuçları saklayın.';

const calendar = () =>
  allDayCalendar(
    [
      {
        uid: 'u1@bebek',
        title: `İkili test, ense kalınlığı; ${TURKISH}`,
        firstDay: '2027-01-04',
        lastDay: '2027-01-31',
        description: [TURKISH, 'Kaynak: T.C. Sağlık Bakanlığı, Doğum Öncesi Bakım Yönetim Rehberi (2018)'],
        categories: ['Bakım, kontrol', 'Tarama;test'],
        alarmDaysBefore: 3,
        alarmText: `Yaklaşan: ikili test, ense kalınlığı; ${TURKISH}`,
      },
    ],
    { productId: 'bebek-yolculugu/test', calName: 'Hamilelik, Bakım; Takvimi' },
  );

describe('the calendar files (RFC 5545)', () => {
  it('fold every line at 75 octets, continuation lines starting with one space, no character split (§3.1)', () => {
    const text = calendar();
    const lines = rawLines(text);
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(75);
    // a Turkish description needed folding, and a fold never cuts a UTF-8 sequence
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    for (const line of text.split('\r\n')) expect(line).not.toMatch(/\uFFFD/);
    expect(lines.some((line) => line.startsWith('\t'))).toBe(false);
  });

  it('escape commas and semicolons in every TEXT value, the alarm, the calendar name and each category included (§3.3.11)', () => {
    const unfolded = calendar().replace(/\r\n /g, '');
    expect(unfolded).toMatch(/^SUMMARY:İkili test\\, ense kalınlığı\\; /m);
    expect(unfolded).toMatch(/^DESCRIPTION:Yaklaşan: ikili test\\, ense kalınlığı\\; /m);
    expect(unfolded).toMatch(/^X-WR-CALNAME:Hamilelik\\, Bakım\\; Takvimi$/m);
    expect(unfolded).toMatch(/^CATEGORIES:Bakım\\, kontrol,Tarama\\;test$/m);
  });

  it('read back as written in ical.js: the values, the two categories and the alarm', () => {
    const root = new ICAL.Component(ICAL.parse(calendar()));
    // X-WR-CALNAME is TEXT as every X- property is by default (§3.8.8.2); ical.js reads it as an unknown type, unescaped
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Hamilelik\\, Bakım\\; Takvimi');
    const vevent = root.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`İkili test, ense kalınlığı; ${TURKISH}`);
    expect(event.description).toBe(`${TURKISH}\nKaynak: T.C. Sağlık Bakanlığı, Doğum Öncesi Bakım Yönetim Rehberi (2018)`);
    expect(vevent.getFirstProperty('categories')!.getValues()).toEqual(['Bakım, kontrol', 'Tarama;test']);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('description')).toBe(`Yaklaşan: ikili test, ense kalınlığı; ${TURKISH}`);
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT63H'); // 09:00, three days before the first day
  });

  it('fold the care calendar a parent downloads the same way', () => {
    const windows = careWindows('2027-06-01');
    const text = careCalendarIcs(
      {
        expectedBirthDate: '2027-06-01',
        source: 'kaynak',
        reminders: { email: false, push: false },
        entries: windows.map((window) => calendarEntry(window, null)),
      },
      'ebeveyn',
      1,
      '2026-09-01',
    );
    for (const line of rawLines(text)) expect(line.length, line).toBeLessThanOrEqual(75);
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toHaveLength(windows.length);
  });

  it('keep short lines and ASCII as they are', () => {
    expect(foldIcsLine('UID:abc')).toBe('UID:abc');
    expect(foldIcsLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldIcsLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
    // a two-octet letter that would end at octet 76 moves to the next line whole
    expect(foldIcsLine(`${'A'.repeat(74)}ş`)).toBe(`${'A'.repeat(74)}\r\n ş`);
  });
});
