import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { CARE_REMINDER_DAYS_BEFORE, CARE_SOURCE, CARE_SOURCE_SHORT, careEntry, careWindows } from '@bebek/common/care-calendar';
import { CARE_MESSAGES, type CareDoneInput } from '@bebek/common/schemas/care';
import { todayIn, turkishDaySpan } from '@bebek/common/calendar-day';
import type { CareCalendar, CareCalendarEntry } from '@bebek/common/types';
import { DomainError } from '../lib/errors';
import { allDayCalendar, type AllDayEvent } from '../lib/ics';
import { readProfile } from '../profile/data';
import * as data from './data';

/**
 * The prenatal care calendar (issue 18): the schedule of common/src/care-calendar.ts laid on the
 * parent's expected date, with the visits they marked done (users/{uid}/careVisits, per pregnancy:
 * a new pregnancy after a pause starts empty) and their reminder choice.
 */
export const pregnancyNumberOf = data.pregnancyNumberOf;

export function remindersOf(profile: DocumentSnapshot): { email: boolean; push: boolean } {
  const stored = profile.get('careReminders') as { email?: unknown; push?: unknown } | undefined;
  return { email: stored?.email === true, push: stored?.push === true };
}

/** The marks of the parent's current pregnancy, by entry id. */
export function doneMarks(profile: DocumentSnapshot): Promise<Map<string, { date: string; note: string }>> {
  return data.readDoneMarks(profile.id, pregnancyNumberOf(profile));
}

/** The calendar as the page shows it; empty without an expected date, and while the pregnancy is paused. */
/** A window of the calendar as the api answers it, with its done mark. */
export function calendarEntry(window: ReturnType<typeof careWindows>[number], done: CareCalendarEntry['done']): CareCalendarEntry {
  return {
    id: window.id,
    kind: window.kind,
    title: window.title,
    purpose: window.purpose,
    weeksLabel: window.weeksLabel,
    fromWeek: window.fromWeek,
    toWeek: window.toWeek,
    startDate: window.startDate,
    endDate: window.endDate,
    done,
  };
}

export async function careCalendarOf(profile: DocumentSnapshot): Promise<CareCalendar> {
  const expectedBirthDate = String(profile.get('expectedBirthDate') ?? '');
  const reminders = remindersOf(profile);
  if (!expectedBirthDate || profile.get('pausedAt'))
    return { expectedBirthDate: profile.get('pausedAt') ? '' : expectedBirthDate, source: CARE_SOURCE, entries: [], reminders };
  const marks = await doneMarks(profile);
  const entries = careWindows(expectedBirthDate).map((window) => calendarEntry(window, marks.get(window.id) ?? null));
  return { expectedBirthDate, source: CARE_SOURCE, entries, reminders };
}

function knownEntry(entryId: string) {
  const entry = /^[a-z0-9-]{1,40}$/.test(entryId) ? careEntry(entryId) : undefined;
  if (!entry) throw new DomainError('not-found', CARE_MESSAGES.entryNotFound);
  return entry;
}

export async function markDone(profile: DocumentSnapshot, entryId: string, input: CareDoneInput): Promise<void> {
  const entry = knownEntry(entryId);
  await data.writeDoneMark(profile.id, pregnancyNumberOf(profile), entry.id, { doneDate: input.doneDate, note: input.note });
}

export async function unmark(profile: DocumentSnapshot, entryId: string): Promise<void> {
  const entry = knownEntry(entryId);
  await data.deleteDoneMark(profile.id, pregnancyNumberOf(profile), entry.id);
}

/** Saves the reminder choice and answers the calendar as it is now (the profile read again, with the choice). */
export async function saveReminders(uid: string, reminders: { email: boolean; push: boolean }): Promise<CareCalendar> {
  await data.writeCareReminders(uid, reminders);
  return careCalendarOf(await readProfile(uid));
}

/**
 * The day a window stands on in her calendar (ADR 0063): the day she did it, when marked done (an
 * earlier import's event moves there, as the uid is the same); else the window's first day, or today
 * when it has opened; null for a window closed without a mark (it is over: no event for it).
 */
export function icsDay(entry: Pick<CareCalendarEntry, 'startDate' | 'endDate' | 'done'>, today: string): string | null {
  if (entry.done) return entry.done.date;
  if (entry.endDate < today) return null;
  return entry.startDate < today ? today : entry.startDate;
}

/**
 * The calendar as an iCalendar file (RFC 5545) with `ics`: one single-day event per window on its
 * `icsDay` (not a banner weeks long), the window's weeks and days, its purpose and the source in
 * the description, and, for a visit still to come, an alarm at 09:00 a few days before. The event
 * ids are stable per parent, pregnancy and entry, so importing the file again updates the events
 * rather than doubling them.
 */
export function careCalendarIcs(calendar: CareCalendar, uid: string, pregnancy: number, today: string = todayIn()): string {
  if (calendar.entries.length === 0) throw new DomainError('conflict', CARE_MESSAGES.noExpectedDate);
  const events: AllDayEvent[] = calendar.entries.flatMap((entry) => {
    const day = icsDay(entry, today);
    if (!day) return [];
    return [
      {
        uid: `${uid}-p${pregnancy}-${entry.id}@bebekyolculugu`,
        title: entry.title,
        firstDay: day,
        lastDay: day,
        description: [
          `${entry.weeksLabel}: ${turkishDaySpan(entry.startDate, entry.endDate)}.`,
          entry.purpose,
          entry.done ? `Yapıldı: ${entry.done.date}${entry.done.note ? ` (${entry.done.note})` : ''}` : '',
          `Kaynak: ${CARE_SOURCE_SHORT}.`,
        ],
        categories: [entry.kind === 'visit' ? 'Hamilelik izlemi' : 'Tarama testi'],
        ...(entry.done ? {} : { alarmDaysBefore: CARE_REMINDER_DAYS_BEFORE }),
        alarmText: `Yaklaşan: ${entry.title}`,
      },
    ];
  });
  return allDayCalendar(events, { productId: 'bebek-yolculugu/bakim-takvimi', calName: 'Hamilelik Bakım Takvimi' });
}
