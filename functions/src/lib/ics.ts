import { createEvents, type EventAttributes } from 'ics';

/**
 * The app's iCalendar files (RFC 5545, written with `ics`): calendars of all-day events, each with
 * an alarm at 09:00 a few days before (or none). The care calendar (issue 18) and the vaccination calendar
 * (issue 25) both write theirs here.
 *
 * `ics` 3.12 leaves two things to us (issue 39): it folds a line every 75 *characters* (runes), where
 * RFC 5545 §3.1 says 75 *octets*, so a Turkish line (ç, ğ, ı, ö, ş, ü are two octets in UTF-8) ran
 * past the limit; and it escapes SUMMARY, DESCRIPTION and LOCATION but not an alarm's DESCRIPTION,
 * the calendar's name or a category, whose commas and semicolons then read as separators (§3.3.11).
 * So the values it does not escape are escaped here, and its output is folded again by octets.
 */
export interface AllDayEvent {
  /** Stable per parent and event, so importing the file again updates the events rather than doubling them. */
  uid: string;
  title: string;
  /** 'YYYY-MM-DD', the first and the last day (inclusive). */
  firstDay: string;
  lastDay: string;
  /** Lines of the description; user text in them goes through icsText. */
  description: string[];
  categories: string[];
  /** The alarm: 09:00 this many days before the first day; none without it (a visit already done). */
  alarmDaysBefore?: number;
  alarmText: string;
}

const dayParts = (day: string): [number, number, number] => {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? 0, month ?? 1, date ?? 1];
};

/** The day after `day` (an all-day event's DTEND is exclusive). */
function nextDay(day: string): [number, number, number] {
  const [year, month, date] = dayParts(day);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * Text as an iCalendar value may hold it: RFC 5545 (3.3.11) allows no control character in TEXT but
 * HTAB and the line break `ics` escapes as \n, so a bare CR (or CR LF) becomes that break and any
 * other control character (a NUL in a note, say) is dropped.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this drops
export const icsText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

/**
 * A TEXT value escaped as §3.3.11 says, for the properties `ics` writes as they are: backslash,
 * semicolon and comma get a backslash (a line break is `ics`'s, which writes it as `\n`).
 */
export const escapeIcsText = (text: string) => icsText(text).replace(/[\\;,]/g, (char) => `\\${char}`);

const FOLD_OCTETS = 75;

/**
 * Folds a content line as §3.1 says: no line longer than 75 octets without its CRLF, each
 * continuation line starting with one space (which the reader removes). A character's octets stay
 * on one line.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > FOLD_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** `ics`'s output folded again by octets: its own folds (CRLF then a space or a tab) are undone first. */
export function refoldIcs(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map((line) => (line === '' ? line : foldIcsLine(line))).join('\r\n');
}

export function allDayCalendar(events: readonly AllDayEvent[], calendar: { productId: string; calName: string }): string {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: event.uid,
    title: icsText(event.title),
    start: dayParts(event.firstDay),
    end: nextDay(event.lastDay),
    description: event.description.filter(Boolean).map(icsText).join('\n'),
    categories: event.categories.map(escapeIcsText),
    // 09:00 on the day, alarmDaysBefore days before the first day
    alarms:
      event.alarmDaysBefore === undefined
        ? []
        : [{ action: 'display', description: escapeIcsText(event.alarmText), trigger: { hours: event.alarmDaysBefore * 24 - 9, before: true } }],
  }));
  const { error, value } = createEvents(attributes, { productId: escapeIcsText(calendar.productId), calName: escapeIcsText(calendar.calName) });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return refoldIcs(value);
}
