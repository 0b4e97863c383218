import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { BirthNotificationResponse, BirthNotificationSendResponse } from '@bebek/common/types';
import { COLLECTIONS } from '@bebek/common/model';
import { retryPendingMessages } from '../../functions/src/outbox/retry';
import { deliverMessage } from '../../functions/src/outbox/deliver';
import { cancelQueuedMessages } from '../../functions/src/outbox/cancel';
import { sendAnnouncement } from '../../functions/src/birth-notification/service';
import { toProfile } from '../../functions/src/profile/profile';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { admin, api, awayFromWindowEdge, eventually } from './support/stack';
import { NETGSM_TRANSIENT_FAULTS, TRANSIENT_FAULTS } from '../../tools/provider-sinks/src/server';
import { clearFaults, injectFault, mailsWithSubject, setSinkClock, sinkMessages } from './support/sinks';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

/**
 * The birth announcement (issue 15, ADR 0015): every message arrives or fails for a reason the
 * parent can act on, whatever the providers do; the parent sees each one; one announcement per
 * birth with one correction; no pumping. The outbox runs here on the test's own clock
 * (retryPendingMessages(now)), with the sinks' clock moved along.
 */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const MINUTE = 60_000;

/** A parent ready to announce: registered, baby info filled in, the e-mail verified (no SMS goes before that, ADR 0024). */
async function readyParent(address?: string, limit?: number): Promise<TestUser> {
  const user = await registerUser({ fullName: 'Ayşe Demir' }, address);
  await verifyEmail(user);
  await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    user.authHeader,
  );
  // an operator raised the contact limit (admin panel), as for a large family
  if (limit) await admin().db.collection(COLLECTIONS.users).doc(user.uid).update({ maxBirthNotificationContacts: limit });
  return user;
}

interface Contact {
  name: string;
  phone: string;
  email: string;
}
const saveContacts = (user: TestUser, contacts: Contact[], extra: Record<string, unknown> = {}) =>
  post('/api/protected/birth-notification', { contacts, ...extra }, user.authHeader);
const trigger = (user: TestUser) => post('/api/protected/birth-notification/trigger', {}, user.authHeader);
const page = async (user: TestUser) => (await api('/api/protected/birth-notification', { headers: user.authHeader })).body as BirthNotificationResponse;
/** The announcement's messages of an account (and their corrections): its other mail (registration's verification e-mail) is not the announcement. */
const outboxOf = async (uid: string) =>
  (await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', uid).get()).docs.filter((doc) => doc.get('kind') === 'birth_notification');
const smsTo = async (netgsm: string) => (await sinkMessages('netgsm', netgsm)).length;
const message = (answer: { body: unknown }) => (answer.body as { message: string }).message;

/** One run of the scheduled retry at `at` on the test's clock, the sink's clock moved to match. */
async function runAt(at: number): Promise<void> {
  await setSinkClock(at - Date.now());
  await retryPendingMessages(new Date(at));
}

/** One delivery of one message at `at` on the test's clock. */
async function deliverAt(ref: DocumentReference, at: number): Promise<void> {
  await setSinkClock(at - Date.now());
  await deliverMessage(ref, 'schedule', new Date(at));
}

/**
 * A message written straight into the outbox, due at `at` on the test's clock: 'retry', so the
 * stack's trigger (which takes 'pending' ones at once) leaves it to the test.
 */
const waiting = (at: number) => ({ status: 'retry', attempts: 0, createdAt: new Date(), nextAttemptAt: new Date(at) });

afterEach(async () => {
  await clearFaults();
  await setSinkClock(0);
  vi.restoreAllMocks();
});
afterAll(() => setSinkClock(0));

describe('delivered unless truly undeliverable', () => {
  it('a timed-out SMS the provider took is resolved through the delivery report and never sent twice; one it did not take is sent again once reports settle', async () => {
    const { db } = admin();
    const took = uniquePhone();
    const lost = uniquePhone();
    const refs: Record<string, DocumentReference> = {};
    const start = Date.now() + 3600_000;
    for (const [name, phone, mode] of [
      ['took', took, 'timeout-after'],
      ['lost', lost, 'timeout'],
    ] as const) {
      await injectFault({ provider: 'netgsm', mode, count: 1 });
      const ref = db.collection(COLLECTIONS.outbox).doc();
      await ref.set({ channel: 'sms', kind: 'test', to: { phone: phone.e164, name }, text: 'Müjde', ...waiting(start) });
      refs[name] = ref;
      await deliverAt(ref, start);
      expect((await ref.get()).get('status')).toBe('unresolved');
    }
    await runAt(start + 2 * MINUTE);
    // the report shows the one Netgsm took: done, with its job id; the other is not settled yet
    expect((await refs.took!.get()).get('status')).toBe('done');
    expect((await refs.took!.get()).get('providerId')).toBeTruthy();
    expect((await refs.lost!.get()).get('status')).toBe('unresolved');
    await runAt(start + 7 * MINUTE);
    expect((await refs.lost!.get()).get('status')).toBe('done');
    expect(await smsTo(took.netgsm)).toBe(1);
    expect(await smsTo(lost.netgsm)).toBe(1);
  });

  it('an e-mail whose send timed out is sent again (a second copy beats none)', async () => {
    const { db } = admin();
    const email = uniqueEmail('zaman');
    await injectFault({ provider: 'sendgrid', mode: 'timeout-after', count: 1 });
    const ref = db.collection(COLLECTIONS.outbox).doc();
    const at = Date.now() + 7200_000;
    await ref.set({ channel: 'email', kind: 'test', to: { email, name: 'A' }, subject: 'Müjde', text: 'x', ...waiting(at) });
    await deliverAt(ref, at);
    expect((await ref.get()).get('status')).toBe('retry');
    await runAt(at + 2 * MINUTE);
    expect((await ref.get()).get('status')).toBe('done');
    expect((await sinkMessages('sendgrid', email)).length).toBe(2);
  });

  it('our own configuration holds the message with an error line, and it goes when the configuration is fixed', async () => {
    const { db } = admin();
    const errors = vi.spyOn(logger, 'error');
    const phone = uniquePhone();
    await injectFault({ provider: 'netgsm', mode: 'bad-credentials' });
    const at = Date.now() + 3 * 3600_000;
    const ref = db.collection(COLLECTIONS.outbox).doc();
    await ref.set({ channel: 'sms', kind: 'test', to: { phone: phone.e164, name: 'A' }, text: 'Müjde', ...waiting(at), context: { userId: 'hold-test' } });
    await deliverAt(ref, at);
    expect((await ref.get()).get('status')).toBe('held');
    const held = errors.mock.calls.find(([text]) => text === 'outbox message held: provider configuration');
    expect(held?.[1]).toMatchObject({ alert: 'outbox_held', messageId: ref.id, channel: 'sms' });
    expect(JSON.stringify(held)).not.toContain(phone.netgsm);
    expect(JSON.stringify(held)).not.toContain('Müjde');
    // still refused at the next probe: still held, nothing lost
    await runAt(at + 11 * MINUTE);
    expect((await ref.get()).get('status')).toBe('held');
    await clearFaults('netgsm', 'bad-credentials');
    await runAt(at + 22 * MINUTE);
    expect((await ref.get()).get('status')).toBe('done');
    expect(await smsTo(phone.netgsm)).toBe(1);
  });

  it('retries back off over 24 hours before a message ends failed, with an error line for the operator', async () => {
    const { db } = admin();
    const errors = vi.spyOn(logger, 'error');
    await injectFault({ provider: 'sendgrid', mode: 'outage' });
    const email = uniqueEmail('kesinti');
    const ref = db.collection(COLLECTIONS.outbox).doc();
    const start = Date.now() + 5 * 3600_000;
    await ref.set({ channel: 'email', kind: 'test', to: { email, name: 'B' }, subject: 'Hep hata', text: 'x', ...waiting(start) });
    let at = start;
    const attemptsAt: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const doc = await ref.get();
      if (doc.get('status') !== 'retry') break;
      at = Math.max(at, doc.get('nextAttemptAt').toMillis());
      attemptsAt.push(at - start);
      await deliverMessage(ref, 'schedule', new Date(at));
    }
    const final = await ref.get();
    expect(final.get('status')).toBe('failed');
    expect(final.get('failure')).toBe('gave_up');
    expect(attemptsAt.at(-1)!).toBeGreaterThanOrEqual(22 * 3600_000);
    expect(attemptsAt.length).toBeGreaterThan(15);
    expect(final.get('attempts')).toBe(attemptsAt.length);
    const failed = errors.mock.calls.find(([text, payload]) => text === 'outbox message failed' && (payload as { messageId?: string }).messageId === ref.id);
    expect(failed?.[1]).toMatchObject({ alert: 'outbox_failed', failure: 'gave_up' });
    expect(JSON.stringify(failed)).not.toContain(email);
    expect((await db.collection(COLLECTIONS.emailLogs).doc(ref.id).get()).get('status')).toBe('failed');
  });

  it('100 % of a smaller announcement arrives through 30 % faults of every kind, an hour-long outage and bad credentials then fixed: one SMS per contact, at least one e-mail', async () => {
    const contacts = Array.from({ length: 8 }, (_, index) => ({ name: `Kişi ${index + 1}`, phone: uniquePhone(), email: uniqueEmail(`kisi${index + 1}`) }));
    const user = await readyParent(undefined, contacts.length);
    const saved = await saveContacts(
      user,
      contacts.map((contact) => ({ name: contact.name, phone: contact.phone.local, email: contact.email })),
    );
    expect(saved.status).toBe(200);
    await injectFault({ provider: 'netgsm', mode: 'random', rate: 0.3, modes: NETGSM_TRANSIENT_FAULTS, seed: 15 });
    await injectFault({ provider: 'sendgrid', mode: 'random', rate: 0.3, modes: TRANSIENT_FAULTS, seed: 51 });
    const start = Date.now();
    const sent = await trigger(user);
    expect(sent.body).toEqual({ contactCount: 8, alreadySent: false });
    // the trigger's first attempts, faults included, on the real clock
    await eventually(
      () => outboxOf(user.uid),
      (docs) => docs.length === 16 && docs.every((doc) => !['pending', 'sending'].includes(doc.get('status'))),
      30_000,
    );
    // an outage of an hour (both providers, their reports too)
    await injectFault({ provider: 'netgsm', mode: 'outage' });
    await injectFault({ provider: 'sendgrid', mode: 'outage' });
    let at = start;
    for (let step = 1; step <= 12; step += 1) await runAt((at = start + step * 5 * MINUTE));
    await clearFaults('netgsm', 'outage');
    await clearFaults('sendgrid', 'outage');
    // then our credentials are refused (a rotated key), and fixed
    await injectFault({ provider: 'netgsm', mode: 'bad-credentials' });
    await injectFault({ provider: 'sendgrid', mode: 'bad-credentials' });
    for (let step = 0; step < 4; step += 1) await runAt((at += 5 * MINUTE));
    await clearFaults('netgsm', 'bad-credentials');
    await clearFaults('sendgrid', 'bad-credentials');
    const finished = (docs: Awaited<ReturnType<typeof outboxOf>>) =>
      docs.every((doc) => doc.get('status') === 'done' && (doc.get('channel') !== 'sms' || doc.get('delivery') === 'delivered'));
    for (let step = 0; step < 200 && !finished(await outboxOf(user.uid)); step += 1) await runAt((at += (at - start < 3 * 3600_000 ? 2 : 30) * MINUTE));
    const docs = await outboxOf(user.uid);
    expect(docs.map((doc) => doc.get('status'))).toEqual(Array(16).fill('done'));
    expect(at - start).toBeLessThan(26 * 3600_000);
    for (const contact of contacts) {
      expect(await smsTo(contact.phone.netgsm)).toBe(1);
      expect((await sinkMessages('sendgrid', contact.email)).length).toBeGreaterThanOrEqual(1);
    }
    const view = await page(user);
    expect(view.deliveries.map((delivery) => delivery.sms.state)).toEqual(Array(8).fill('delivered'));
    expect(view.deliveries.map((delivery) => delivery.email?.state)).toEqual(Array(8).fill('sent'));
    expect(view.inFlight).toBe(false);
  }, 300_000);
});

describe('the parent sees what happened', () => {
  it('a wrong number ends failed with the reason; fixed, one press sends to it alone', async () => {
    const user = await readyParent();
    const [right, wrong, fixed] = [uniquePhone(), uniquePhone(), uniquePhone()];
    await injectFault({ provider: 'netgsm', mode: 'unknown-number', number: wrong.netgsm });
    await saveContacts(user, [
      { name: 'Dede', phone: right.local, email: '' },
      { name: 'Hala', phone: wrong.local, email: '' },
    ]);
    expect((await trigger(user)).body).toEqual({ contactCount: 2, alreadySent: false });
    let view = await page(user);
    expect(view.inFlight).toBe(true);
    await eventually(
      () => outboxOf(user.uid),
      (docs) => docs.length === 2 && docs.every((doc) => doc.get('status') === 'done'),
    );
    await runAt(Date.now() + 2 * MINUTE);
    view = await page(user);
    expect(view.deliveries[0]!.sms).toEqual({ state: 'delivered', reason: '', canResend: false });
    expect(view.deliveries[1]!.sms).toEqual({ state: 'failed', reason: 'Numara hatalı veya kullanımda değil', canResend: false });
    // pressing send again does not resend to the wrong number
    expect((await trigger(user)).body).toEqual({ contactCount: 0, alreadySent: true });
    // the admin panel's SMS log shows the same
    const logs = await admin().db.collection(COLLECTIONS.smsLogs).where('userId', '==', user.uid).get();
    expect(logs.docs.map((doc) => doc.get('status')).sort()).toEqual(['delivered', 'duplicate', 'duplicate', 'failed']);
    // fixed and resent: only Hala gets it
    await saveContacts(user, [
      { name: 'Dede', phone: right.local, email: '' },
      { name: 'Hala', phone: fixed.local, email: '' },
    ]);
    view = await page(user);
    expect(view.deliveries[1]!.sms).toEqual({ state: 'not_sent', reason: '', canResend: true });
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    await eventually(
      () => sinkMessages('netgsm', fixed.netgsm),
      (messages) => messages.length === 1,
    );
    expect(await smsTo(right.netgsm)).toBe(1);
    expect(await smsTo(wrong.netgsm)).toBe(1);
  });

  it('an operator resends a failed message from the logs', async () => {
    const { db } = admin();
    const adminHeader = bearer((await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!);
    const ref = db.collection(COLLECTIONS.outbox).doc();
    const phone = uniquePhone();
    await ref.set({
      channel: 'sms',
      kind: 'test',
      to: { phone: phone.e164, name: 'C' },
      text: 'x',
      status: 'failed',
      failure: 'gave_up',
      attempts: 17,
      createdAt: new Date(),
    });
    const sent = await db.collection(COLLECTIONS.outbox).doc();
    await sent.set({ channel: 'sms', kind: 'test', to: { phone: phone.e164, name: 'C' }, text: 'x', status: 'done', attempts: 1, createdAt: new Date() });
    expect((await post(`/api/admin/outbox/${sent.id}/resend`, {}, adminHeader)).status).toBe(409);
    expect((await post('/api/admin/outbox/yok/resend', {}, adminHeader)).status).toBe(404);
    const resend = await post(`/api/admin/outbox/${ref.id}/resend`, {}, adminHeader);
    expect(resend.status).toBe(200);
    expect((await ref.get()).get('status')).toBe('retry');
    await runAt(Date.now() + 1000);
    expect((await ref.get()).get('status')).toBe('done');
    expect(await smsTo(phone.netgsm)).toBe(1);
    const logs = await api(`/api/admin/sms-logs?search=${encodeURIComponent(phone.e164)}`, { headers: adminHeader });
    expect((logs.body as { smsLogs: Array<{ messageId: string; status: string }> }).smsLogs.find((row) => row.messageId === ref.id)?.status).toBe('success');
  });

  it('cancelQueuedMessages cancels every message still waiting (pending, retry, held, unresolved) and leaves sent ones', async () => {
    const { db } = admin();
    const userId = `iptal-${Date.now()}`;
    const refs: Record<string, DocumentReference> = {};
    for (const status of ['pending', 'retry', 'held', 'unresolved', 'done', 'sending']) {
      refs[status] = db.collection(COLLECTIONS.outbox).doc();
      // due in an hour: the stack's trigger leaves a message written to go later to the schedule
      await refs[status]!.set({
        channel: 'sms',
        kind: 'birth_notification',
        to: { phone: uniquePhone().e164, name: 'D' },
        text: 'x',
        status,
        attempts: 0,
        createdAt: new Date(),
        nextAttemptAt: new Date(Date.now() + 3600_000),
        context: { userId },
      });
    }
    const cancelled = await cancelQueuedMessages(userId, new Date());
    expect(Object.fromEntries(await Promise.all(Object.entries(refs).map(async ([status, ref]) => [status, (await ref.get()).get('status')])))).toEqual({
      pending: 'cancelled',
      retry: 'cancelled',
      held: 'cancelled',
      unresolved: 'cancelled',
      done: 'done',
      sending: 'sending',
    });
    expect(cancelled).toBe(4);
    expect((await refs.done!.get()).get('status')).toBe('done');
    expect((await refs.sending!.get()).get('status')).toBe('sending');
    expect((await db.collection(COLLECTIONS.smsLogs).doc(refs.pending!.id).get()).get('status')).toBe('cancelled');
    expect(await cancelQueuedMessages(userId)).toBe(0);
    // the message left 'sending' on purpose would stay so (no claim time to release it by): gone, so no later suite waits for it
    await Promise.all(Object.values(refs).map((ref) => ref.delete()));
  });
});

describe('what the parent meant, once', () => {
  it('carries the details; locks them after sending; a contact added later gets it alone; one correction that says so', async () => {
    const user = await readyParent();
    const [dede, hala] = [uniquePhone(), uniquePhone()];
    const details = { actualBirthDate: '2027-02-10', birthTime: '08:45', weightGrams: 3250, lengthCm: 50, personalNote: 'Hepinizi çok seviyoruz.' };
    // a correction before anything was sent
    expect(message(await post('/api/protected/birth-notification/correction', details, user.authHeader))).toBe(
      'Düzeltme, bildirim gönderildikten sonra yapılabilir.',
    );
    expect((await saveContacts(user, [{ name: 'Dede', phone: dede.local, email: '' }], details)).status).toBe(200);
    expect((await page(user)).details).toEqual({ birthTime: '08:45', weightGrams: 3250, lengthCm: 50, personalNote: 'Hepinizi çok seviyoruz.' });
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    const [sms] = await eventually(
      () => sinkMessages('netgsm', dede.netgsm),
      (messages) => messages.length === 1,
    );
    expect(sms!.text).toBe(
      'Müjde! Deniz 10 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hastane: Şehir Hastanesi. Hepinizi çok seviyoruz. Sevgilerimizle, Ayşe Demir',
    );
    // locked: a changed detail is refused and nothing is written; the same values pass
    const before = (await admin().db.collection(COLLECTIONS.birthNotifications).doc(user.uid).get()).data();
    const changed = await saveContacts(user, [{ name: 'Dede', phone: dede.local, email: '' }], { ...details, actualBirthDate: '2027-02-11' });
    expect(changed.status).toBe(409);
    expect(message(changed)).toContain('Bildirim gönderildikten sonra doğum bilgileri değiştirilemez');
    expect((await admin().db.collection(COLLECTIONS.birthNotifications).doc(user.uid).get()).data()).toEqual(before);
    expect((await saveContacts(user, [{ name: 'Dede', phone: dede.local, email: '' }], details)).status).toBe(200);
    // a date change does not send everything again
    expect((await trigger(user)).body).toEqual({ contactCount: 0, alreadySent: true });
    // raise the limit; a contact added after sending gets the announcement alone
    await admin().db.collection(COLLECTIONS.users).doc(user.uid).update({ maxBirthNotificationContacts: 3 });
    await saveContacts(
      user,
      [
        { name: 'Dede', phone: dede.local, email: '' },
        { name: 'Hala', phone: hala.local, email: '' },
      ],
      details,
    );
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    await eventually(
      () => sinkMessages('netgsm', hala.netgsm),
      (messages) => messages.length === 1,
    );
    expect(await smsTo(dede.netgsm)).toBe(1);
    // the one correction, to everyone the announcement reached, saying it is one
    expect(message(await post('/api/protected/birth-notification/correction', details, user.authHeader))).toBe(
      'Düzeltilecek bir bilgi yok: bilgiler gönderilenle aynı.',
    );
    const corrected = { ...details, weightGrams: 3350 };
    const [first, second] = await Promise.all([
      post('/api/protected/birth-notification/correction', corrected, user.authHeader),
      post('/api/protected/birth-notification/correction', corrected, user.authHeader),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 200)!.body).toEqual({ contactCount: 2, alreadySent: false });
    expect(message([first, second].find((answer) => answer.status === 409)!)).toBe('Düzeltme daha önce gönderildi; ikinci bir düzeltme gönderilemez.');
    const dedeSms = await eventually(
      () => sinkMessages('netgsm', dede.netgsm),
      (messages) => messages.length === 2,
    );
    expect(dedeSms.map((entry) => entry.text).find((text) => text !== sms!.text)).toMatch(
      /^Düzeltme: Deniz 10 Şubat 2027 tarihinde \(saat 08:45, 3\.350 g, 50 cm\)/,
    );
    expect((await page(user)).details.weightGrams).toBe(3350);
    expect((await page(user)).correctionSentAt).toBeTruthy();
  });

  it('concurrent presses of send: one sends, the others find it already sent', async () => {
    const user = await readyParent();
    const [a, b] = [uniquePhone(), uniquePhone()];
    const email = uniqueEmail('eszamanli');
    await saveContacts(user, [
      { name: 'A', phone: a.local, email },
      { name: 'B', phone: b.local, email: '' },
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => trigger(user)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const bodies = answers.map((answer) => answer.body as BirthNotificationSendResponse);
    expect(bodies.filter((body) => body.contactCount === 2)).toHaveLength(1);
    expect(bodies.filter((body) => body.alreadySent && body.contactCount === 0)).toHaveLength(4);
    await eventually(
      async () => (await smsTo(a.netgsm)) + (await smsTo(b.netgsm)) + (await sinkMessages('sendgrid', email)).length,
      (count) => count === 3,
    );
    await new Promise((done) => setTimeout(done, 1500));
    expect(await smsTo(a.netgsm)).toBe(1);
    expect(await smsTo(b.netgsm)).toBe(1);
    expect((await outboxOf(user.uid)).length).toBe(3);
  });
});

describe('a second baby', () => {
  it('after a pause and a new pregnancy, the next birth is announced to the same contacts; the first stays as history', async () => {
    const user = await readyParent();
    const phone = uniquePhone();
    const email = uniqueEmail('ikinci-bebek');
    await saveContacts(user, [{ name: 'Anneanne', phone: phone.local, email }]);
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    await eventually(
      () => smsTo(phone.netgsm),
      (count) => count === 1,
      15_000,
    );
    const first = await page(user);
    // a year later: a pause, then the next pregnancy
    expect((await post('/api/protected/pregnancy/pause', {}, user.authHeader)).status).toBe(200);
    const due = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    expect((await post('/api/protected/pregnancy/new', { expectedBirthDate: due }, user.authHeader)).status).toBe(200);
    const fresh = await page(user);
    expect(fresh).toMatchObject({ announcedAt: null, correctionSentAt: null, actualBirthDate: '', notification: { contacts: first.notification.contacts } });
    expect(fresh.deliveries.map((delivery) => delivery.sms.state)).toEqual(['not_sent']);
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    await eventually(
      () => smsTo(phone.netgsm),
      (count) => count === 2,
      15_000,
    );
    // pressed again: nothing more, as for the first birth
    expect((await trigger(user)).body).toEqual({ contactCount: 0, alreadySent: true });
    const stored = (await admin().db.collection(COLLECTIONS.birthNotifications).doc(user.uid).get()).data()!;
    expect(stored.earlierBirths).toHaveLength(1);
    expect(stored.earlierBirths[0]).toMatchObject({
      actualBirthDate: first.actualBirthDate,
      messages: [expect.objectContaining({ channel: 'sms' }), expect.objectContaining({ channel: 'email' })],
    });
    expect(stored.messages).toHaveLength(2);
    expect(await outboxOf(user.uid)).toHaveLength(4);
  });
});

describe('no pumping', () => {
  const notificationDoc = (uid: string) => admin().db.collection(COLLECTIONS.birthNotifications).doc(uid).get();

  it('SMS go to Turkish mobiles only: landlines, premium, toll-free and shared-cost numbers are refused; a number abroad gets the e-mail alone', async () => {
    const user = await readyParent();
    for (const phone of ['0212 123 45 67', '0900 123 45 67', '0800 123 45 67', '0850 123 45 67']) {
      const answer = await saveContacts(user, [{ name: 'X', phone, email: '' }]);
      expect(answer.status).toBe(400);
      expect(message(answer)).toBe("SMS yalnızca Türkiye'deki cep telefonlarına gönderilir (+90 5xx). Sabit hat, 0850, 0800 ve 0900 numaraları kabul edilmez.");
      expect((answer.body as { errors: Record<string, string> }).errors['contacts[0].phone']).toBeTruthy();
    }
    expect((await notificationDoc(user.uid)).exists).toBe(false);
    const abroad = await saveContacts(user, [{ name: 'Teyze', phone: '+49 151 12345678', email: '' }]);
    expect(abroad.status).toBe(400);
    expect(message(abroad)).toBe('Yurt dışındaki numaralara SMS gönderilmez; bu kişi için e-posta adresi girin.');
    expect((await notificationDoc(user.uid)).exists).toBe(false);
    const email = uniqueEmail('almanya');
    expect((await saveContacts(user, [{ name: 'Teyze', phone: '+49 151 12345678', email }])).status).toBe(200);
    expect((await page(user)).deliveries[0]!.sms).toEqual({
      state: 'no_sms',
      reason: "SMS yalnızca Türkiye'deki cep telefonlarına gider; bu kişiye e-posta gönderilecek.",
      canResend: false,
    });
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    await eventually(
      () => sinkMessages('sendgrid', email),
      (messages) => messages.length === 1,
    );
    expect((await sinkMessages('netgsm', '15112345678')).length).toBe(0);
    expect((await outboxOf(user.uid)).map((doc) => doc.get('channel'))).toEqual(['email']);
  });

  it('an account sends at most the contact limit plus the correction; failed ones do not count there, but at most 3·L a day are queued; refused sends write nothing', async () => {
    const user = await readyParent();
    const numbers = Array.from({ length: 7 }, () => uniquePhone());
    for (const phone of numbers.slice(0, 6)) await injectFault({ provider: 'netgsm', mode: 'unknown-number', number: phone.netgsm });
    const send = async (pair: typeof numbers) => {
      expect(
        (
          await saveContacts(
            user,
            pair.map((phone, index) => ({ name: `K${index}`, phone: phone.local, email: '' })),
          )
        ).status,
      ).toBe(200);
      return trigger(user);
    };
    // three pairs of wrong numbers in a day: each fails, and does not count against what may still reach people
    for (let pair = 0; pair < 3; pair += 1) {
      expect((await send(numbers.slice(pair * 2, pair * 2 + 2))).body).toEqual({ contactCount: 2, alreadySent: false });
      await eventually(
        () => outboxOf(user.uid),
        (docs) => docs.length === (pair + 1) * 2 && docs.every((doc) => doc.get('status') === 'done' || doc.get('status') === 'failed'),
      );
      await runAt(Date.now() + 2 * MINUTE);
      expect((await outboxOf(user.uid)).every((doc) => doc.get('status') === 'failed')).toBe(true);
    }
    // a seventh SMS today is past the day's 6, though none of them reached anyone
    const before = (await notificationDoc(user.uid)).get('messages');
    const daily = await send([numbers[6]!]);
    expect(daily.status).toBe(429);
    expect(message(daily)).toBe('Bugün en fazla 6 SMS gönderilebilir; sınıra ulaşıldı. Yarın tekrar deneyin.');
    expect((await notificationDoc(user.uid)).get('messages')).toEqual(before);
    expect(await outboxOf(user.uid)).toHaveLength(6);
    expect(await smsTo(numbers[6]!.netgsm)).toBe(0);
  });

  it('in total: past the contact limit plus the correction the account is refused, whatever the day', async () => {
    const user = await readyParent();
    const { db } = admin();
    const numbers = Array.from({ length: 4 }, () => uniquePhone());
    await saveContacts(
      user,
      numbers.slice(0, 2).map((phone, index) => ({ name: `K${index}`, phone: phone.local, email: '' })),
    );
    expect((await trigger(user)).body).toEqual({ contactCount: 2, alreadySent: false });
    // as if the earlier sends were days ago: the day's count is clear, the total is not
    const ref = db.collection(COLLECTIONS.birthNotifications).doc(user.uid);
    const old = (await ref.get()).get('messages') as Array<Record<string, unknown>>;
    const earlier = old.map((record, index) => ({ ...record, at: new Date(Date.now() - 3 * 86_400_000), to: `+90532000000${index}` }));
    await ref.update({ messages: [...earlier, ...earlier.map((record, index) => ({ ...record, to: `+90532000001${index}` }))] });
    await saveContacts(
      user,
      numbers.slice(2, 4).map((phone, index) => ({ name: `K${index}`, phone: phone.local, email: '' })),
    );
    const refused = await trigger(user);
    expect(refused.status).toBe(429);
    expect(message(refused)).toBe('Bu hesaptan doğum bildirimi için en fazla 4 SMS gönderilebilir; sınıra ulaşıldı. Destek için bizimle iletişime geçin.');
    expect(await smsTo(numbers[2]!.netgsm)).toBe(0);
    expect(await outboxOf(user.uid)).toHaveLength(2);
  });

  /** The same refusal inside the functions' own code, where its alert line can be read. */
  async function alertOf(parent: TestUser, rule: string): Promise<unknown> {
    const errors = vi.spyOn(logger, 'error');
    const snapshot = await admin().db.collection(COLLECTIONS.users).doc(parent.uid).get();
    await expect(sendAnnouncement(parent.uid, toProfile(snapshot))).rejects.toMatchObject({ kind: 'forbidden' });
    return errors.mock.calls.find(([, payload]) => (payload as { alert?: string }).alert === `abuse_${rule}`)?.[1];
  }

  it('many accounts announcing to one number are refused and alerted', async () => {
    const shared = uniquePhone();
    const parents = [];
    for (let i = 0; i < 4; i += 1) parents.push(await readyParent());
    for (const parent of parents) await saveContacts(parent, [{ name: 'Anneanne', phone: shared.local, email: '' }]);
    for (const parent of parents.slice(0, 3)) expect((await trigger(parent)).body).toEqual({ contactCount: 1, alreadySent: false });
    const refused = await trigger(parents[3]!);
    expect(refused.status).toBe(403);
    expect(message(refused)).toBe(
      'Bu numaraya çok sayıda hesaptan doğum bildirimi gönderilmiş. Güvenliğiniz için gönderim durduruldu; lütfen İletişim sayfasından bize yazın.',
    );
    expect(await outboxOf(parents[3]!.uid)).toHaveLength(0);
    expect((await notificationDoc(parents[3]!.uid)).get('announcedAt')).toBeUndefined();
    expect(await alertOf(parents[3]!, 'many_accounts_one_number')).toMatchObject({ userId: parents[3]!.uid, accounts: 4 });
    expect(JSON.stringify(await alertOf(parents[3]!, 'many_accounts_one_number'))).not.toContain(shared.netgsm);
    await eventually(
      () => sinkMessages('netgsm', shared.netgsm),
      (messages) => messages.length === 3,
    );
  });

  it('the contacts and the send are rate limited per account', async () => {
    const user = await readyParent();
    const phone = uniquePhone();
    await awayFromWindowEdge(3600_000, 30_000);
    const saves = [];
    for (let i = 0; i < 61; i += 1) saves.push((await saveContacts(user, [{ name: 'A', phone: phone.local, email: '' }])).status);
    expect(saves.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(saves[60]).toBe(429);
    const presses = [];
    for (let i = 0; i < 11; i += 1) presses.push(await trigger(user));
    expect(presses.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(presses[10]!.status).toBe(429);
    expect(message(presses[10]!)).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
    expect(await smsTo(phone.netgsm)).toBeLessThanOrEqual(1);
  });
});

describe('the text that goes out, with fields left empty (issue 24)', () => {
  it('no day, no details, no spouse: the SMS and the e-mail read as the preview builds them, with no empty label and no guessed day', async () => {
    const user = await readyParent();
    const phone = uniquePhone();
    const email = uniqueEmail('sade');
    expect((await saveContacts(user, [{ name: 'Ayşe Teyze', phone: phone.local, email }])).status).toBe(200);
    expect((await trigger(user)).body).toEqual({ contactCount: 1, alreadySent: false });
    const [sms] = await eventually(
      () => sinkMessages('netgsm', phone.netgsm),
      (messages) => messages.length === 1,
    );
    expect(sms!.text).toBe('Müjde! Deniz dünyaya geldi. Hastane: Şehir Hastanesi. Sevgilerimizle, Ayşe Demir');
    const [mail] = await mailsWithSubject(email, 'Müjde! Deniz dünyaya geldi 👶');
    expect(mail!.text).toBe(
      'Sevgili Ayşe Teyze,\n\nBüyük haberi sizinle paylaşmak istedik: Deniz dünyaya geldi.\nHastane: Şehir Hastanesi\n\nSevgilerimizle,\nAyşe Demir',
    );
    // the games still count the send day as the birth day
    expect((await page(user)).actualBirthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a stranger\'s hospital name with "$&", quotes and an English word is written literally, never as "X hastanesinde"', async () => {
    const user = await readyParent();
    const hospital = `"Liv" Hospital $& 'Ulus'`;
    expect(
      (
        await post(
          '/api/protected/baby-info',
          { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital, doctor: 'Dr. Kaya' },
          user.authHeader,
        )
      ).status,
    ).toBeLessThan(300);
    const phone = uniquePhone();
    const email = uniqueEmail('garip');
    await saveContacts(user, [{ name: 'Dede', phone: phone.local, email }], { actualBirthDate: '2027-02-10' });
    expect((await trigger(user)).status).toBe(200);
    const [sms] = await eventually(
      () => sinkMessages('netgsm', phone.netgsm),
      (messages) => messages.length === 1,
    );
    expect(sms!.text).toBe(`Müjde! Deniz 10 Şubat 2027 tarihinde dünyaya geldi. Hastane: ${hospital}. Sevgilerimizle, Ayşe Demir`);
    const [mail] = await mailsWithSubject(email, 'Müjde! Deniz dünyaya geldi 👶');
    expect(mail!.text).toContain(`Deniz 10 Şubat 2027 tarihinde dünyaya geldi.\nHastane: ${hospital}\n`);
    expect(`${String(sms!.text)}${String(mail!.text)}`).not.toMatch(/hastanesinde/i);
  });
});
