import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { CARE_REMINDER_DAYS_BEFORE, CARE_SOURCE, CARE_SOURCE_SHORT, careEntry, careWindows } from '@bebek/common/care-calendar';
import { CARE_MESSAGES, type CareDoneInput } from '@bebek/common/schemas/care';
import type { CareCalendar, CareCalendarEntry } from '@bebek/common/types';
import { DomainError } from '../lib/errors';
import { COLLECTIONS } from '../lib/firestore';
import { allDayCalendar, type AllDayEvent } from '../lib/ics';
import { userRef } from '../profile/data';

/**
 * The prenatal care calendar (issue 18): the schedule of common/src/care-calendar.ts laid on the
 * parent's expected date, with the visits they marked done (users/{uid}/careVisits, per pregnancy:
 * a new pregnancy after a pause starts empty) and their reminder choice.
 */
export const careVisitsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.careVisits);

export const pregnancyNumberOf = (profile: DocumentSnapshot) => Number(profile.get('pregnancyNumber') ?? 1);

const markId = (pregnancy: number, entryId: string) => `p${pregnancy}-${entryId}`;

export function remindersOf(profile: DocumentSnapshot): { email: boolean; push: boolean } {
  const stored = profile.get('careReminders') as { email?: unknown; push?: unknown } | undefined;
  return { email: stored?.email === true, push: stored?.push === true };
}

/** The marks of the parent's current pregnancy, by entry id. */
export async function doneMarks(profile: DocumentSnapshot): Promise<Map<string, { date: string; note: string }>> {
  const snapshot = await careVisitsOf(profile.id).where('pregnancy', '==', pregnancyNumberOf(profile)).get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('entryId')), { date: String(doc.get('doneDate') ?? ''), note: String(doc.get('note') ?? '') }]));
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
  const pregnancy = pregnancyNumberOf(profile);
  await careVisitsOf(profile.id)
    .doc(markId(pregnancy, entry.id))
    .set({ userId: profile.id, pregnancy, entryId: entry.id, doneDate: input.doneDate, note: input.note, updatedAt: FieldValue.serverTimestamp() });
}

export async function unmark(profile: DocumentSnapshot, entryId: string): Promise<void> {
  const entry = knownEntry(entryId);
  await careVisitsOf(profile.id)
    .doc(markId(pregnancyNumberOf(profile), entry.id))
    .delete();
}

export async function saveReminders(uid: string, reminders: { email: boolean; push: boolean }): Promise<void> {
  await userRef(uid).update({ careReminders: reminders, careRemindersOn: reminders.email || reminders.push });
}

/**
 * The calendar as an iCalendar file (RFC 5545) with `ics`: one all-day event per window, its
 * purpose, weeks and the source in the description, and an alarm at 09:00 a few days before it
 * opens. The event ids are stable per parent, pregnancy and entry, so importing the file again
 * updates the events rather than doubling them.
 */
export function careCalendarIcs(calendar: CareCalendar, uid: string, pregnancy: number): string {
  if (calendar.entries.length === 0) throw new DomainError('conflict', CARE_MESSAGES.noExpectedDate);
  const events: AllDayEvent[] = calendar.entries.map((entry) => ({
    uid: `${uid}-p${pregnancy}-${entry.id}@bebekyolculugu`,
    title: entry.title,
    firstDay: entry.startDate,
    lastDay: entry.endDate,
    description: [
      `${entry.weeksLabel}.`,
      entry.purpose,
      entry.done ? `Yapıldı: ${entry.done.date}${entry.done.note ? ` (${entry.done.note})` : ''}` : '',
      `Kaynak: ${CARE_SOURCE_SHORT}.`,
    ],
    categories: [entry.kind === 'visit' ? 'Hamilelik izlemi' : 'Tarama testi'],
    alarmDaysBefore: CARE_REMINDER_DAYS_BEFORE,
    alarmText: `Yaklaşan: ${entry.title}`,
  }));
  return allDayCalendar(events, { productId: 'bebek-yolculugu/bakim-takvimi', calName: 'Hamilelik Bakım Takvimi' });
}
