/**
 * Türkiye's vaccination calendar for the parent's baby (issue 25, ADR 0032): each dose dated from the
 * birth date (months ending on short months included), marked given with its day and a note, the next
 * visit; the calendar as an iCalendar file a phone reads (parsed with ical.js); and the opt-in
 * reminders a few days before each visit, queued through the outbox by the schedule, tested as a
 * plain function with a fixed clock: once per visit however often it runs, never by SMS, never to a
 * paused parent, never for a dose given, and anew when the birth date changes.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BABY_PAUSED, VACCINE_MESSAGES } from '@bebek/common/baby-messages';
import type { VaccineCalendar } from '@bebek/common/baby-types';
import { LATER_DOSES_NOTE, VACCINE_SCHEDULE, VACCINE_SOURCE } from '@bebek/common/content/vaccines';
import { COLLECTIONS } from '@bebek/common/model';
import { todayIn } from '@bebek/common/pregnancy';
import { sendVaccineReminders } from '../../functions/src/baby/reminders';
import { sinkMessages } from './support/sinks';
import { admin, api, APP_URL, eventually, storedDocuments } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

const DAY_MS = 86_400_000;
const today = () => todayIn();
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Noon in Istanbul on a calendar day: the schedule's "today" is that day whatever the machine's zone. */
const noonInIstanbul = (day: string) => new Date(`${day}T09:00:00Z`);

const VACCINES = '/api/protected/baby/vaccines';
const send = (method: string, path: string, body: unknown, user: TestUser) => api(path, { method, ...json(body, user.authHeader) });
const calendarOf = async (user: TestUser) => {
  const answer = await api(VACCINES, { headers: user.authHeader });
  expect(answer.status).toBe(200);
  return answer.body as VaccineCalendar;
};
const babyInfo = (babyBirthDate: string) => ({
  expectedBirthDate: addDays(today(), 30),
  babyName: 'Ada',
  babyGender: 'kız',
  hospital: '',
  doctor: '',
  babyBirthDate,
});

async function parentOfBaby(babyBirthDate: string, fullName = 'Aşı Annesi'): Promise<TestUser> {
  const parent = await registerUser({ fullName });
  expect((await send('POST', '/api/protected/baby-info', babyInfo(babyBirthDate), parent)).status).toBe(200);
  return parent;
}

describe('the vaccination calendar', () => {
  it('dates every dose from the birth date, the month-2 visit on the last day of February for a baby born on 31 December', async () => {
    const parent = await parentOfBaby('2025-12-31');
    const calendar = await calendarOf(parent);
    expect(calendar.birthDate).toBe('2025-12-31');
    expect(calendar.doses).toHaveLength(VACCINE_SCHEDULE.length);
    const due = Object.fromEntries(calendar.doses.map((dose) => [dose.id, dose.dueDate]));
    expect(due).toMatchObject({
      'HepB-1': '2025-12-31',
      'HepB-2': '2026-01-31',
      'BCG-1': '2026-02-28',
      'DaBT-IPA-Hib-HepB-1': '2026-02-28',
      'KPA-1': '2026-02-28',
      'DaBT-IPA-Hib-HepB-2': '2026-04-30',
      'DaBT-IPA-Hib-HepB-3': '2026-06-30',
      'KKK-1': '2026-12-31',
      'HepA-2': '2027-12-31',
    });
    expect(calendar.doses[0]).toEqual({
      id: 'HepB-1',
      vaccine: 'Hep B',
      title: 'Hepatit B aşısı, 1. doz',
      protectsAgainst: 'Hepatit B (karaciğer iltihabı)',
      ageMonths: 0,
      dueDate: '2025-12-31',
      given: null,
    });
    expect(calendar.source).toEqual({
      title: VACCINE_SOURCE.title,
      versionDate: VACCINE_SOURCE.versionDate,
      text: VACCINE_SOURCE.text,
      laterDoses: LATER_DOSES_NOTE,
      references: VACCINE_SOURCE.references,
    });
    // the calendar since 14 April 2025: the six-component vaccine, no separate month-6 Hepatit B
    expect(calendar.source.versionDate).toBe('2025-04-14');
    expect(calendar.doses.map((dose) => dose.id)).not.toContain('HepB-3');
    expect(calendar.doses.filter((dose) => dose.ageMonths === 6).map((dose) => dose.title)).toEqual([
      'Altılı karma aşı (DaBT-İPA-Hib-HepB), 3. doz',
      'Oral polio aşısı (ağızdan damla), 1. doz',
    ]);
    expect(calendar.reminders).toEqual({ email: false, push: false });
    // the next visit from today: every dose of the earliest day not before today
    const nextDay = calendar.doses
      .map((dose) => dose.dueDate)
      .filter((day) => day >= today())
      .sort()[0];
    expect(calendar.next).toEqual(calendar.doses.filter((dose) => dose.dueDate === nextDay).map((dose) => dose.id));
  });

  it('marks a dose given with its day and note, keeps it on a reload, changes it and takes it back', async () => {
    const birth = addDays(today(), -70);
    const parent = await parentOfBaby(birth);
    const marked = await send('POST', `${VACCINES}/HepB-1`, { givenOn: birth, note: 'Hastanede yapıldı' }, parent);
    expect(marked.status).toBe(200);
    expect((marked.body as VaccineCalendar).doses[0]!.given).toEqual({ date: birth, note: 'Hastanede yapıldı' });
    expect((await calendarOf(parent)).doses.find((dose) => dose.id === 'HepB-1')!.given).toEqual({ date: birth, note: 'Hastanede yapıldı' });
    const changed = await send('POST', `${VACCINES}/HepB-1`, { givenOn: addDays(birth, 1), note: '' }, parent);
    expect((changed.body as VaccineCalendar).doses[0]!.given).toEqual({ date: addDays(birth, 1), note: '' });
    const taken = await api(`${VACCINES}/HepB-1`, { method: 'DELETE', headers: parent.authHeader });
    expect(taken.status).toBe(200);
    expect((taken.body as VaccineCalendar).doses[0]!.given).toBeNull();
  });

  it('refuses a day before the birth or in the future and an unknown dose with their Turkish messages, writing nothing', async () => {
    const birth = addDays(today(), -70);
    const parent = await parentOfBaby(birth);
    const stored = await storedDocuments();
    const before = await send('POST', `${VACCINES}/HepB-2`, { givenOn: addDays(birth, -1), note: '' }, parent);
    expect(before).toMatchObject({ status: 400, body: { message: VACCINE_MESSAGES.dateBeforeBirth, errors: { givenOn: VACCINE_MESSAGES.dateBeforeBirth } } });
    const future = await send('POST', `${VACCINES}/HepB-2`, { givenOn: addDays(today(), 1), note: '' }, parent);
    expect(future).toMatchObject({ status: 400, body: { message: VACCINE_MESSAGES.dateInFuture } });
    expect(await send('POST', `${VACCINES}/HepB-2`, { note: 'tarihsiz' }, parent)).toMatchObject({
      status: 400,
      body: { message: VACCINE_MESSAGES.dateRequired },
    });
    for (const doseId of ['HepB-9', 'Td-1', 'reminders', 'calendar.ics']) {
      expect(await send('POST', `${VACCINES}/${doseId}`, { givenOn: birth, note: '' }, parent)).toMatchObject({
        status: 404,
        body: { message: VACCINE_MESSAGES.doseNotFound },
      });
      expect(await api(`${VACCINES}/${doseId}`, { method: 'DELETE', headers: parent.authHeader })).toMatchObject({
        status: 404,
        body: { message: VACCINE_MESSAGES.doseNotFound },
      });
    }
    expect(await stored.changes()).toEqual([]);
  });

  it("keeps each parent's marks their own: another parent's calendar shows none, and their unmark leaves the owner's mark", async () => {
    const birth = addDays(today(), -40);
    const owner = await parentOfBaby(birth, 'Sahip Anne');
    const stranger = await parentOfBaby(birth, 'Başka Baba');
    await send('POST', `${VACCINES}/HepB-1`, { givenOn: birth, note: 'özel not' }, owner);
    expect((await calendarOf(stranger)).doses.every((dose) => dose.given === null)).toBe(true);
    expect((await api(`${VACCINES}/HepB-1`, { method: 'DELETE', headers: stranger.authHeader })).status).toBe(200);
    expect((await calendarOf(owner)).doses[0]!.given).toEqual({ date: birth, note: 'özel not' });
    expect((await api(VACCINES)).status).toBe(401);
  });

  it('asks for the birth date first, and shows a paused parent nothing, refusing changes', async () => {
    const unborn = await registerUser({ fullName: 'Bekleyen Anne' });
    const empty = await calendarOf(unborn);
    expect(empty).toMatchObject({ birthDate: null, doses: [], next: [] });
    const stored = await storedDocuments();
    expect(await send('POST', `${VACCINES}/HepB-1`, { givenOn: today(), note: '' }, unborn)).toMatchObject({
      status: 409,
      body: { message: VACCINE_MESSAGES.noBirthDate },
    });
    expect(await api(`${VACCINES}/calendar.ics`, { headers: unborn.authHeader })).toMatchObject({
      status: 409,
      body: { message: VACCINE_MESSAGES.noBirthDate },
    });

    expect(await stored.changes()).toEqual([]);

    const paused = await parentOfBaby(addDays(today(), -10), 'Ara Veren Anne');
    expect((await send('POST', '/api/protected/pregnancy/pause', {}, paused)).status).toBe(200);
    const storedWhilePaused = await storedDocuments();
    expect(await calendarOf(paused)).toMatchObject({ birthDate: null, doses: [], next: [] });
    expect(await send('POST', `${VACCINES}/HepB-1`, { givenOn: today(), note: '' }, paused)).toMatchObject({ status: 409, body: { message: BABY_PAUSED } });
    expect((await api(`${VACCINES}/calendar.ics`, { headers: paused.authHeader })).status).toBe(409);
    expect(await storedWhilePaused.changes()).toEqual([]);
  });

  it('keeps the marks a parent gave under the calendar before 14 April 2025: a five-component dose stays given as its six-component dose, a marked separate Hepatit B 3 stays shown, never waiting', async () => {
    const birth = addDays(today(), -200);
    const parent = await parentOfBaby(birth);
    // marks as the earlier release stored them: users/{uid}/vaccines/p{n}-{dose id of that calendar}
    const marks = admin().db.collection(COLLECTIONS.users).doc(parent.uid).collection(COLLECTIONS.vaccines);
    const stored = (doseId: string, givenOn: string, note: string) =>
      marks.doc(`p1-${doseId}`).set({ pregnancy: 1, doseId, givenOn, note, updatedAt: new Date() });
    await stored('DaBT-IPA-Hib-1', addDays(birth, 61), 'beşli karma');
    await stored('HepB-3', addDays(birth, 182), 'ayrı hepatit B');
    const calendar = await calendarOf(parent);
    const dose = (id: string) => calendar.doses.find((entry) => entry.id === id);
    expect(dose('DaBT-IPA-Hib-HepB-1')?.given).toEqual({ date: addDays(birth, 61), note: 'beşli karma' });
    expect(dose('DaBT-IPA-Hib-1')).toBeUndefined();
    expect(dose('HepB-3')).toMatchObject({ title: 'Hepatit B aşısı, 3. doz', ageMonths: 6, given: { date: addDays(birth, 182), note: 'ayrı hepatit B' } });
    expect(dose('HepB-3')?.retiredNote).toContain('altılı karma');
    expect(calendar.doses.filter((entry) => entry.ageMonths === 6).map((entry) => entry.id)).toEqual(['DaBT-IPA-Hib-HepB-3', 'OPA-1', 'HepB-3']);
    expect(calendar.next).not.toContain('DaBT-IPA-Hib-HepB-1');

    // marked again under today's id, one mark is left; the old id still answers, for a page loaded before the change
    expect((await send('POST', `${VACCINES}/DaBT-IPA-Hib-1`, { givenOn: addDays(birth, 62), note: '' }, parent)).status).toBe(200);
    expect((await marks.get()).docs.map((doc) => doc.id).sort()).toEqual(['p1-DaBT-IPA-Hib-HepB-1', 'p1-HepB-3']);
    // taken back, the separate Hepatit B is gone from the page: it is on no calendar any more
    const unmarked = await api(`${VACCINES}/HepB-3`, { method: 'DELETE', headers: parent.authHeader });
    expect(unmarked.status).toBe(200);
    expect((unmarked.body as VaccineCalendar).doses.map((entry) => entry.id)).not.toContain('HepB-3');
    const taken = await api(`${VACCINES}/DaBT-IPA-Hib-HepB-1`, { method: 'DELETE', headers: parent.authHeader });
    expect((taken.body as VaccineCalendar).doses.find((entry) => entry.id === 'DaBT-IPA-Hib-HepB-1')?.given).toBeNull();
    expect((await marks.get()).docs).toEqual([]);
  });

  it('downloads as an iCalendar file that a calendar parser reads: one all-day event per dose on its day, with its alarm', async () => {
    const birth = addDays(today(), -70);
    const parent = await parentOfBaby(birth);
    expect((await send('POST', `${VACCINES}/HepB-1`, { givenOn: birth, note: 'Dr. Ayşe Hanım, sol bacak; ateş yok' }, parent)).status).toBe(200);
    const calendar = await calendarOf(parent);
    const response = await fetch(`${APP_URL}${VACCINES}/calendar.ics`, { headers: parent.authHeader });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    const text = await response.text();
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(VACCINE_SCHEDULE.length);
    expect(
      events.map((event) => ({ title: event.summary, allDay: event.startDate.isDate, day: event.startDate.toString(), end: event.endDate.toString() })),
    ).toEqual(calendar.doses.map((dose) => ({ title: dose.title, allDay: true, day: dose.dueDate, end: addDays(dose.dueDate, 1) })));
    // a renamed dose keeps the uid of its first id: a phone that imported the earlier file updates its event (ADR 0046)
    expect(events.find((event) => event.summary === 'Altılı karma aşı (DaBT-İPA-Hib-HepB), 1. doz')?.uid).toContain('-asi-DaBT-IPA-Hib-1@');
    const first = events[0]!;
    expect(first.description).toContain(`Yapıldı: ${birth} (Dr. Ayşe Hanım, sol bacak; ateş yok)`);
    expect(first.description).toContain('Sağlık Bakanlığı');
    expect(first.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger')!.toString()).toBe('-PT63H');
    expect((await fetch(`${APP_URL}${VACCINES}/calendar.ics`)).status).toBe(401);
  });
});

describe('vaccine reminders, scheduled with a fixed clock', () => {
  const remindersOf = async (uid: string) => {
    const snapshot = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', uid).get();
    return snapshot.docs
      .filter((doc) => doc.get('kind') === 'vaccine_reminder')
      .map((doc) => ({ channel: String(doc.get('channel')), title: String(doc.get('subject') ?? doc.get('title')), text: String(doc.get('text')) }));
  };

  /** Born 20 days ago: today no visit is within 3 days (the stack's own every-minute schedule has nothing to send); month 1 is ~10 days ahead. */
  async function optedInParent(fullName = 'Hatırlatma Annesi') {
    const birth = addDays(today(), -20);
    const parent = await parentOfBaby(birth, fullName);
    const expoToken = `ExponentPushToken[asi${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}]`;
    expect((await send('POST', '/api/protected/expo-token', { expoToken }, parent)).status).toBe(201);
    const saved = await send('PATCH', `${VACCINES}/reminders`, { email: true, push: true }, parent);
    expect((saved.body as VaccineCalendar).reminders).toEqual({ email: true, push: true });
    const calendar = await calendarOf(parent);
    const due = (id: string) => calendar.doses.find((dose) => dose.id === id)!.dueDate;
    return { parent, expoToken, birth, due };
  }

  it('queues one e-mail and one push per visit 3 days before it, its doses together, once however often the schedule runs; never an SMS', async () => {
    const { parent, expoToken, due } = await optedInParent();
    await sendVaccineReminders(noonInIstanbul(addDays(due('HepB-2'), -4)));
    expect(await remindersOf(parent.uid)).toEqual([]);
    const threeDaysBefore = noonInIstanbul(addDays(due('HepB-2'), -3));
    await Promise.all([
      sendVaccineReminders(threeDaysBefore),
      sendVaccineReminders(threeDaysBefore),
      sendVaccineReminders(new Date(threeDaysBefore.getTime() + 3600_000)),
    ]);
    await sendVaccineReminders(noonInIstanbul(due('HepB-2')));
    const first = await remindersOf(parent.uid);
    expect(first.map((entry) => entry.channel).sort()).toEqual(['email', 'push']);
    const dayLabel = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${due('HepB-2')}T00:00:00Z`),
    );
    expect(first.find((entry) => entry.channel === 'email')!.title).toBe(`Aşı hatırlatması: ${dayLabel}`);
    expect(first.find((entry) => entry.channel === 'push')).toMatchObject({ title: `Yaklaşan aşı günü: ${dayLabel}`, text: 'Hepatit B aşısı, 2. doz' });
    const mails = await eventually(
      async () => (await sinkMessages('sendgrid', parent.email)).filter((mail) => String(mail.subject).startsWith('Aşı hatırlatması')),
      (messages) => messages.length >= 1,
    );
    expect(mails).toHaveLength(1);
    const mailText = JSON.stringify(mails[0]);
    expect(mailText).toContain('Hepatit B aşısı, 2. doz');
    expect(mailText).toContain('Bebeğiniz Ada için aşı günü yaklaşıyor');
    expect(mailText).toContain('/baby/vaccines');
    await eventually(
      () => sinkMessages('expo', expoToken),
      (messages) => messages.length >= 1,
    );

    // month 2: one message for its three doses; a dose given by then is left out of it
    await send('POST', `${VACCINES}/BCG-1`, { givenOn: today(), note: 'erken yapıldı' }, parent);
    await sendVaccineReminders(noonInIstanbul(addDays(due('BCG-1'), -2)));
    const second = (await remindersOf(parent.uid)).filter((entry) => !first.some((earlier) => earlier.title === entry.title));
    expect(second.map((entry) => entry.channel).sort()).toEqual(['email', 'push']);
    expect(second.find((entry) => entry.channel === 'push')!.text).toBe('Altılı karma aşı (DaBT-İPA-Hib-HepB), 1. doz; Konjuge pnömokok aşısı, 1. doz');
    const all = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', parent.uid).get();
    expect(all.docs.filter((doc) => doc.get('channel') === 'sms')).toEqual([]);
  });

  it('reminds of nothing given, nothing to a parent who opted out or paused, and anew on a changed birth date', async () => {
    const given = await optedInParent('Hepsi Yapıldı');
    await send('POST', `${VACCINES}/HepB-2`, { givenOn: today(), note: '' }, given.parent);
    await sendVaccineReminders(noonInIstanbul(addDays(given.due('HepB-2'), -1)));
    expect(await remindersOf(given.parent.uid)).toEqual([]);

    // a five-component dose marked under the earlier calendar is given: its six-component dose is not reminded of (ADR 0046)
    const earlier = await optedInParent('Beşli Karma Annesi');
    await admin()
      .db.collection(COLLECTIONS.users)
      .doc(earlier.parent.uid)
      .collection(COLLECTIONS.vaccines)
      .doc('p1-DaBT-IPA-Hib-1')
      .set({ pregnancy: 1, doseId: 'DaBT-IPA-Hib-1', givenOn: today(), note: '', updatedAt: new Date() });
    await sendVaccineReminders(noonInIstanbul(addDays(earlier.due('BCG-1'), -1)));
    expect((await remindersOf(earlier.parent.uid)).find((entry) => entry.channel === 'push')?.text).toBe(
      'BCG (verem) aşısı, 1. doz; Konjuge pnömokok aşısı, 1. doz',
    );

    const optedOut = await optedInParent('Vazgeçen Anne');
    await send('PATCH', `${VACCINES}/reminders`, { email: false, push: false }, optedOut.parent);
    const paused = await optedInParent('Ara Veren Anne');
    expect((await send('POST', '/api/protected/pregnancy/pause', {}, paused.parent)).status).toBe(200);
    for (let days = -3; days <= 0; days += 1) await sendVaccineReminders(noonInIstanbul(addDays(optedOut.due('HepB-2'), days)));
    expect(await remindersOf(optedOut.parent.uid)).toEqual([]);
    expect(await remindersOf(paused.parent.uid)).toEqual([]);
    // the reminder choice is kept while paused, as the care calendar's
    expect((await send('PATCH', `${VACCINES}/reminders`, { email: true, push: false }, paused.parent)).status).toBe(200);

    const moved = await optedInParent('Tarihi Düzelten');
    await sendVaccineReminders(noonInIstanbul(addDays(moved.due('HepB-2'), -3)));
    expect(await remindersOf(moved.parent.uid)).toHaveLength(2);
    // the birth was two days later than entered: month 1 moves, and is reminded of for its new day
    expect((await send('POST', '/api/protected/baby-info', babyInfo(addDays(moved.birth, 2)), moved.parent)).status).toBe(200);
    await sendVaccineReminders(noonInIstanbul(addDays(moved.due('HepB-2'), -1)));
    expect(await remindersOf(moved.parent.uid)).toHaveLength(4);
  });
});
