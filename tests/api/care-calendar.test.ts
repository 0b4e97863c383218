/**
 * The prenatal care calendar (issue 18): the Ministry of Health's visit windows and the screening
 * tests laid on the expected date, marked done with a date and a note, downloaded as an iCalendar
 * file (parsed here with ical.js, as a phone calendar would read it), and opt-in reminders queued
 * through the outbox by a schedule, tested as a plain function with a fixed clock: each reminder
 * once, however often (or how concurrently) the schedule runs.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@bebek/common/calendar-day';
import { CARE_SOURCE } from '@bebek/common/care-calendar';
import { COLLECTIONS } from '@bebek/common/model';
import { CARE_MESSAGES } from '@bebek/common/schemas/care';
import type { CareCalendar } from '@bebek/common/types';
import { sendCareReminders } from '../../functions/src/care-calendar/reminders';
import { sinkMessages } from './support/sinks';
import { admin, api, APP_URL, eventually, storedDocuments } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (isoDay: string, days: number) => day(new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS));
/** Noon in Istanbul on a calendar day: the schedule's "today" is that day whatever the machine's zone. */
const noonInIstanbul = (isoDay: string) => new Date(`${isoDay}T09:00:00Z`);

async function parentExpecting(expectedBirthDate: string, fullName = 'Takvim Annesi'): Promise<TestUser> {
  const parent = await registerUser({ fullName });
  const saved = await api('/api/protected/baby-info', {
    method: 'POST',
    ...json({ expectedBirthDate, babyName: '', babyGender: '', hospital: '', doctor: '' }, parent.authHeader),
  });
  expect(saved.status).toBe(200);
  return parent;
}

const calendarOf = async (parent: TestUser) => {
  const answer = await api('/api/protected/care-calendar', { headers: parent.authHeader });
  expect(answer.status).toBe(200);
  return answer.body as CareCalendar;
};

describe('the care calendar', () => {
  it('lays the four visit windows and the screening tests on the expected date, with the source', async () => {
    const expected = '2027-06-01';
    const parent = await parentExpecting(expected);
    const calendar = await calendarOf(parent);
    const start = addDays(expected, -280); // the pregnancy's first day, as everywhere in the app
    const window = (fromWeek: number, toWeek: number) => ({ startDate: addDays(start, fromWeek * 7), endDate: addDays(start, toWeek * 7 + 6) });
    const visits = calendar.entries.filter((entry) => entry.kind === 'visit');
    expect(visits.map((entry) => ({ id: entry.id, weeksLabel: entry.weeksLabel, startDate: entry.startDate, endDate: entry.endDate }))).toEqual([
      { id: 'visit-1', weeksLabel: '14. haftadan önce', ...window(6, 13) },
      { id: 'visit-2', weeksLabel: '18–24. hafta', ...window(18, 24) },
      { id: 'visit-3', weeksLabel: '28–32. hafta', ...window(28, 32) },
      { id: 'visit-4', weeksLabel: '36–38. hafta', ...window(36, 38) },
    ]);
    const tests = Object.fromEntries(calendar.entries.filter((entry) => entry.kind === 'test').map((entry) => [entry.id, [entry.startDate, entry.endDate]]));
    expect(tests).toEqual({
      'double-test': Object.values(window(11, 13)), // 11+0 to 13+6
      'anomaly-scan': Object.values(window(18, 22)),
      'glucose-test': Object.values(window(24, 28)),
    });
    expect(calendar.source).toBe(CARE_SOURCE);
    expect(calendar.source).toContain('Sağlık Bakanlığı');
    expect(calendar.entries.every((entry) => entry.purpose.length > 20 && entry.done === null)).toBe(true);
    expect(calendar.reminders).toEqual({ email: false, push: false });
  });

  it('marks a visit done with its date and note, changes and takes it back; refuses a future date and an unknown visit, writing nothing', async () => {
    const parent = await parentExpecting('2027-06-01');
    const marked = await api('/api/protected/care-calendar/visit-1', {
      method: 'POST',
      ...json({ doneDate: '2026-11-20', note: 'Dr. Kaya, her şey yolunda' }, parent.authHeader),
    });
    expect(marked.status).toBe(200);
    expect((marked.body as CareCalendar).entries.find((entry) => entry.id === 'visit-1')?.done).toEqual({
      date: '2026-11-20',
      note: 'Dr. Kaya, her şey yolunda',
    });
    expect((await calendarOf(parent)).entries.find((entry) => entry.id === 'visit-1')?.done?.note).toBe('Dr. Kaya, her şey yolunda');

    const stored = await storedDocuments();
    const future = await api('/api/protected/care-calendar/visit-2', { method: 'POST', ...json({ doneDate: '2099-01-01', note: '' }, parent.authHeader) });
    expect(future).toMatchObject({ status: 400, body: { message: CARE_MESSAGES.dateInFuture } });
    const missing = await api('/api/protected/care-calendar/visit-2', { method: 'POST', ...json({ note: 'tarihsiz' }, parent.authHeader) });
    expect(missing).toMatchObject({ status: 400, body: { message: CARE_MESSAGES.dateRequired } });
    const unknown = await api('/api/protected/care-calendar/visit-9', { method: 'POST', ...json({ doneDate: '2026-11-20', note: '' }, parent.authHeader) });
    expect(unknown).toMatchObject({ status: 404, body: { message: CARE_MESSAGES.entryNotFound } });
    expect(await stored.changes()).toEqual([]);

    const undone = await api('/api/protected/care-calendar/visit-1', { method: 'DELETE', headers: parent.authHeader });
    expect((undone.body as CareCalendar).entries.find((entry) => entry.id === 'visit-1')?.done).toBeNull();
  });

  it('downloads as an iCalendar file that a calendar parser reads: one single-day event per window (ADR 0063), an alarm before those to come', async () => {
    const parent = await parentExpecting('2027-06-01');
    await api('/api/protected/care-calendar/visit-1', { method: 'POST', ...json({ doneDate: '2026-11-20', note: 'ilk kontrol' }, parent.authHeader) });
    const calendar = await calendarOf(parent);
    const response = await fetch(`${APP_URL}/api/protected/care-calendar/calendar.ics`, { headers: parent.authHeader });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    const text = await response.text();

    const vcalendar = new ICAL.Component(ICAL.parse(text));
    const events = vcalendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const parsed = events.map((event) => ({
      title: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      // DTEND of an all-day event is the day after the last one
      last: addDays(event.endDate.toString(), -1),
    }));
    // the day she did it; a window to come on its first day, an open one today; a closed one unmarked not at all
    const today = todayIn();
    const dayOf = (entry: CareCalendar['entries'][number]) =>
      entry.done ? entry.done.date : entry.endDate < today ? null : entry.startDate < today ? today : entry.startDate;
    expect(parsed).toEqual(
      calendar.entries.flatMap((entry) => {
        const day = dayOf(entry);
        return day ? [{ title: entry.title, allDay: true, start: day, last: day }] : [];
      }),
    );
    const first = events.find((event) => event.summary === '1. hamilelik izlemi')!;
    expect(first.startDate.toString()).toBe('2026-11-20');
    expect(first.description).toContain('Yapıldı: 2026-11-20 (ilk kontrol)');
    expect(first.description).toContain('Sağlık Bakanlığı');
    expect(first.component.getAllSubcomponents('valarm')).toHaveLength(0);
    const last = events.find((event) => event.summary === '4. hamilelik izlemi')!;
    const alarm = last.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT63H');

    const stranger = await fetch(`${APP_URL}/api/protected/care-calendar/calendar.ics`);
    expect(stranger.status).toBe(401);
  });

  it('has nothing to download before the expected date is known', async () => {
    const parent = await registerUser({ fullName: 'Tarihsiz Anne' });
    const answer = await api('/api/protected/care-calendar/calendar.ics', { headers: parent.authHeader });
    expect(answer).toMatchObject({ status: 409, body: { message: CARE_MESSAGES.noExpectedDate } });
    expect((await calendarOf(parent)).entries).toEqual([]);
  });
});

describe('care reminders, scheduled with a fixed clock', () => {
  /** A parent early in pregnancy today (the stack's own every-minute schedule has nothing to remind them of yet), opted in to both channels. */
  async function optedInParent() {
    const expected = addDays(day(new Date()), 276);
    const parent = await parentExpecting(expected, 'Hatırlatma Annesi');
    const expoToken = `ExponentPushToken[bakim${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}]`;
    expect((await api('/api/protected/expo-token', { method: 'POST', ...json({ expoToken }, parent.authHeader) })).status).toBe(201);
    const saved = await api('/api/protected/care-calendar/reminders', { method: 'PATCH', ...json({ email: true, push: true }, parent.authHeader) });
    expect((saved.body as CareCalendar).reminders).toEqual({ email: true, push: true });
    const start = addDays(expected, -280);
    return { parent, expoToken, start };
  }

  const remindersOf = async (uid: string) => {
    const snapshot = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', uid).get();
    return snapshot.docs
      .filter((doc) => doc.get('kind') === 'care_reminder')
      .map((doc) => ({ id: doc.id, channel: String(doc.get('channel')), title: String(doc.get('subject') ?? doc.get('title')) }));
  };

  it('queues one e-mail and one push per window a few days before it opens, once however often the schedule runs', async () => {
    const { parent, expoToken, start } = await optedInParent();
    expect(await remindersOf(parent.uid)).toEqual([]);

    // two days before week 18: the second visit and the anomaly scan open then
    const beforeWeek18 = noonInIstanbul(addDays(start, 18 * 7 - 2));
    await sendCareReminders(beforeWeek18);
    await Promise.all([sendCareReminders(beforeWeek18), sendCareReminders(beforeWeek18), sendCareReminders(new Date(beforeWeek18.getTime() + 3600_000))]);
    const first = await remindersOf(parent.uid);
    expect(first.map((entry) => `${entry.channel}: ${entry.title}`).sort()).toEqual([
      'email: Hatırlatma: 2. hamilelik izlemi',
      'email: Hatırlatma: Ayrıntılı ultrason (anomali taraması)',
      'push: Yaklaşan kontrol: 2. hamilelik izlemi',
      'push: Yaklaşan kontrol: Ayrıntılı ultrason (anomali taraması)',
    ]);
    // the reminders among the parent's mails (registration's verification e-mail came first)
    const reminders = await eventually(
      async () => (await sinkMessages('sendgrid', parent.email)).filter((mail) => String(mail.subject).startsWith('Hatırlatma: ')),
      (messages) => messages.length >= 2,
    );
    expect(reminders.map((mail) => String(mail.subject)).sort()).toEqual([
      'Hatırlatma: 2. hamilelik izlemi',
      'Hatırlatma: Ayrıntılı ultrason (anomali taraması)',
    ]);
    await eventually(
      () => sinkMessages('expo', expoToken),
      (messages) => messages.length >= 2,
    );

    // the anomaly scan is done; a week later the schedule adds nothing for it, nor again for the open visit
    await api('/api/protected/care-calendar/anomaly-scan', { method: 'POST', ...json({ doneDate: day(new Date()), note: '' }, parent.authHeader) });
    await sendCareReminders(noonInIstanbul(addDays(start, 19 * 7)));
    expect(await remindersOf(parent.uid)).toHaveLength(4);

    // the glucose test's reminder comes three days before week 24; the one before is not due yet
    await sendCareReminders(noonInIstanbul(addDays(start, 24 * 7 - 4)));
    expect(await remindersOf(parent.uid)).toHaveLength(4);
    await sendCareReminders(noonInIstanbul(addDays(start, 24 * 7 - 3)));
    const later = await remindersOf(parent.uid);
    expect(later.filter((entry) => entry.title.includes('Hamilelik şekeri'))).toHaveLength(2);
    expect(later).toHaveLength(6);
    // reminder mails only (the inbox also holds registration's verification e-mail): none sent twice
    expect((await sinkMessages('sendgrid', parent.email)).filter((mail) => String(mail.subject).startsWith('Hatırlatma: ')).length).toBeLessThanOrEqual(3);
  });

  it('sends nothing to a parent who has not opted in, or who turned reminders off', async () => {
    const { parent, start } = await optedInParent();
    await api('/api/protected/care-calendar/reminders', { method: 'PATCH', ...json({ email: false, push: false }, parent.authHeader) });
    const silent = await parentExpecting(addDays(day(new Date()), 276), 'Sessiz Anne');
    await sendCareReminders(noonInIstanbul(addDays(start, 18 * 7 - 1)));
    expect(await remindersOf(parent.uid)).toEqual([]);
    expect(await remindersOf(silent.uid)).toEqual([]);
  });
});
