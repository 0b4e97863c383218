import { afterEach, describe, expect, it } from 'vitest';
import type { BirthNotificationResponse, ServiceRequest } from '@bebek/common/types';
import { COLLECTIONS } from '@bebek/common/model';
import { PROJECT_ID, REGION, urls } from '../../scripts/lib/ports';
import { retryPendingMessages } from '../../functions/src/outbox/retry';
import { admin, api, eventually } from './support/stack';
import { clearFaults, injectFault, sinkMessages } from './support/sinks';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });

async function runSchedule(): Promise<void> {
  const response = await fetch(`${urls.functions}/functions/projects/${PROJECT_ID}/triggers/${REGION}-retryOutbox-0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

/** A parent ready to announce, e-mail verified (no SMS goes before that, ADR 0024). */
async function readyParent(): Promise<TestUser> {
  const user = await registerUser({ fullName: 'Ayşe Demir' });
  await verifyEmail(user);
  await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    user.authHeader,
  );
  return user;
}

afterEach(() => clearFaults());

describe('service requests', () => {
  it('validates, stores and lists the parent’s requests newest first', async () => {
    const user = await registerUser();
    const noCategory = await post('/api/protected/service-requests', { category: '', description: 'Bebek odası için teklif istiyoruz.' }, user.authHeader);
    expect((noCategory.body as { message: string }).message).toBe('Kategori seçiniz');
    const short = await post('/api/protected/service-requests', { category: 'Fotoğraf', description: 'kısa' }, user.authHeader);
    expect((short.body as { message: string }).message).toBe('Açıklama en az 10 karakter olmalıdır');
    const first = await post(
      '/api/protected/service-requests',
      { category: 'Fotoğraf Çekimi', description: 'Yenidoğan çekimi için teklif istiyoruz.', budget: '5000 TL', location: 'İstanbul', dateRange: 'Mart' },
      user.authHeader,
    );
    expect(first.status).toBe(201);
    const second = await post('/api/protected/service-requests', { category: 'Parti', description: 'Cinsiyet partisi organizasyonu.' }, user.authHeader);
    expect(second.status).toBe(201);
    const list = (await api('/api/protected/service-requests', { headers: user.authHeader })).body as { serviceRequests: ServiceRequest[] };
    expect(list.serviceRequests.map((r) => r.category)).toEqual(['Parti', 'Fotoğraf Çekimi']);
    expect(list.serviceRequests.every((r) => r.status === 'pending')).toBe(true);
    const other = await registerUser();
    expect((await api('/api/protected/service-requests', { headers: other.authHeader })).body).toEqual({ serviceRequests: [] });
  });
});

describe('birth notification contacts', () => {
  it('normalises phones to +90 and holds the limit of 2 by default', async () => {
    const user = await readyParent();
    const three = await post(
      '/api/protected/birth-notification',
      { contacts: [1, 2, 3].map((n) => ({ name: `Kişi ${n}`, phone: `0532 111 22 3${n}`, email: '' })) },
      user.authHeader,
    );
    expect(three.status).toBe(400);
    expect((three.body as { message: string }).message).toBe('En fazla 2 kişi eklenebilir');
    const none = await post('/api/protected/birth-notification', { contacts: [] }, user.authHeader);
    expect((none.body as { message: string }).message).toBe('En az 1 kişi eklenmelidir');
    const badEmail = await post('/api/protected/birth-notification', { contacts: [{ name: 'A', phone: '05321112233', email: 'yok' }] }, user.authHeader);
    expect((badEmail.body as { message: string }).message).toBe('Geçerli email adresi giriniz');
    const saved = await post(
      '/api/protected/birth-notification',
      { contacts: [{ name: 'Anneanne', phone: '0532 111 22 33', email: 'ANNEANNE@example.com' }] },
      user.authHeader,
    );
    expect(saved.status).toBe(200);
    const stored = (await api('/api/protected/birth-notification', { headers: user.authHeader })).body as BirthNotificationResponse;
    expect(stored.notification.contacts).toEqual([{ name: 'Anneanne', phone: '+905321112233', email: 'anneanne@example.com' }]);
    expect(stored.maxContacts).toBe(2);
  });

  it('refuses to send without baby info or without contacts', async () => {
    const user = await registerUser();
    const missing = await post('/api/protected/birth-notification/trigger', {}, user.authHeader);
    expect((missing.body as { message: string }).message).toBe('Doğum bildirimi için bebek bilgilerinizi tamamlayın');
    const ready = await readyParent();
    const noContacts = await post('/api/protected/birth-notification/trigger', {}, ready.authHeader);
    expect((noContacts.body as { message: string }).message).toBe('Lütfen doğum bildirimi göndereceğiniz kişileri ekleyin');
  });
});

describe('delivery through the outbox', () => {
  it('sends one SMS per contact and an e-mail where there is an address; pressing again logs duplicate', async () => {
    const user = await readyParent();
    const email = uniqueEmail('dede');
    const [dede, hala] = [uniquePhone(), uniquePhone()];
    await post(
      '/api/protected/birth-notification',
      {
        contacts: [
          { name: 'Dede', phone: dede.local, email },
          { name: 'Hala', phone: hala.local, email: '' },
        ],
      },
      user.authHeader,
    );
    const sent = await post('/api/protected/birth-notification/trigger', {}, user.authHeader);
    expect(sent.body).toEqual({ contactCount: 2, alreadySent: false });
    const sms = await eventually(
      async () => [...(await sinkMessages('netgsm', dede.netgsm)), ...(await sinkMessages('netgsm', hala.netgsm))],
      (messages) => messages.length >= 2,
    );
    expect(sms).toHaveLength(2);
    expect(JSON.stringify(sms)).toContain('Deniz');
    const mails = await eventually(
      () => sinkMessages('sendgrid', email),
      (messages) => messages.length >= 1,
    );
    expect(mails).toHaveLength(1);
    const { db } = admin();
    const logs = await eventually(
      () => db.collection(COLLECTIONS.smsLogs).where('userId', '==', user.uid).get(),
      (snapshot) => snapshot.size >= 2,
    );
    expect(logs.docs.map((doc) => doc.get('status'))).toEqual(['success', 'success']);
    expect(logs.docs.every((doc) => doc.get('orderId'))).toBe(true);

    // nothing new to send: the answer says so ('Bildirim zaten gönderildi'), and nothing goes out again
    const again = await post('/api/protected/birth-notification/trigger', {}, user.authHeader);
    expect(again.body).toEqual({ contactCount: 0, alreadySent: true });
    await new Promise((done) => setTimeout(done, 2000));
    expect([...(await sinkMessages('netgsm', dede.netgsm)), ...(await sinkMessages('netgsm', hala.netgsm))]).toHaveLength(2);
    const duplicates = await db.collection(COLLECTIONS.smsLogs).where('userId', '==', user.uid).where('status', '==', 'duplicate').get();
    expect(duplicates.size).toBe(2);
    // a changed birth date does not send everything again either: the details are locked once sent
    const moved = await post(
      '/api/protected/birth-notification',
      {
        contacts: [
          { name: 'Dede', phone: dede.local, email },
          { name: 'Hala', phone: hala.local, email: '' },
        ],
        actualBirthDate: '2027-01-01',
      },
      user.authHeader,
    );
    expect(moved.status).toBe(409);
    expect([...(await sinkMessages('netgsm', dede.netgsm)), ...(await sinkMessages('netgsm', hala.netgsm))]).toHaveLength(2);
  });

  it('retries a provider that fails twice, then delivers once and logs it', async () => {
    const { db } = admin();
    await injectFault({ provider: 'netgsm', mode: 'netgsm-code', code: '100', count: 2 });
    const phone = uniquePhone();
    const ref = db.collection(COLLECTIONS.outbox).doc();
    await ref.set({
      channel: 'sms',
      kind: 'test',
      to: { phone: phone.e164, name: 'Deneme' },
      text: 'Yeniden deneme',
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      nextAttemptAt: new Date(),
    });
    await eventually(
      () => ref.get(),
      (doc) => doc.get('status') === 'retry',
    );
    await ref.update({ nextAttemptAt: new Date(Date.now() - 1000) });
    await runSchedule();
    await eventually(
      () => ref.get(),
      (doc) => doc.get('status') === 'retry' && doc.get('attempts') === 2,
    );
    await ref.update({ nextAttemptAt: new Date(Date.now() - 1000) });
    await runSchedule();
    const done = await eventually(
      () => ref.get(),
      (doc) => doc.get('status') === 'done',
    );
    expect(done.get('attempts')).toBe(3);
    expect(await sinkMessages('netgsm', phone.netgsm)).toHaveLength(1);
    const log = await db.collection(COLLECTIONS.smsLogs).doc(ref.id).get();
    expect(log.get('status')).toBe('success');
  });

  it('never retries a permanent error, holds a configuration error, and gives up after 24 hours of retries with the provider’s reason', async () => {
    const { db } = admin();
    await injectFault({ provider: 'netgsm', mode: 'netgsm-code', code: '70', count: 1 });
    const permanent = db.collection(COLLECTIONS.outbox).doc();
    await permanent.set({
      channel: 'sms',
      kind: 'test',
      to: { phone: uniquePhone().e164, name: 'A' },
      text: 'Kalıcı hata',
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      nextAttemptAt: new Date(),
    });
    const failed = await eventually(
      () => permanent.get(),
      (doc) => doc.get('status') === 'failed',
    );
    expect(failed.get('attempts')).toBe(1);
    expect(String(failed.get('lastError'))).toContain('70');

    // Netgsm 30 (our credentials) is not the message's fault: it waits for the fix
    await injectFault({ provider: 'netgsm', mode: 'netgsm-code', code: '30', count: 1 });
    const config = db.collection(COLLECTIONS.outbox).doc();
    await config.set({
      channel: 'sms',
      kind: 'test',
      to: { phone: uniquePhone().e164, name: 'A' },
      text: 'Ayar hatası',
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      nextAttemptAt: new Date(),
    });
    const held = await eventually(
      () => config.get(),
      (doc) => doc.get('status') === 'held',
    );
    expect(String(held.get('lastError'))).toContain('30');

    await injectFault({ provider: 'sendgrid', mode: 'status', status: 500, count: 50 });
    const always = db.collection(COLLECTIONS.outbox).doc();
    await always.set({
      channel: 'email',
      kind: 'test',
      to: { email: uniqueEmail('fail'), name: 'B' },
      subject: 'Hep hata',
      text: 'x',
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      nextAttemptAt: new Date(),
    });
    await eventually(
      () => always.get(),
      (doc) => doc.get('status') === 'retry',
    );
    // the schedule, on a clock 25 hours ahead: past the 24-hour retry window
    await always.update({ firstAttemptAt: new Date(), nextAttemptAt: new Date(Date.now() - 1000) });
    await retryPendingMessages(new Date(Date.now() + 25 * 3600_000));
    const final = await always.get();
    expect(final.get('status')).toBe('failed');
    expect(final.get('failure')).toBe('gave_up');
    expect(final.get('attempts')).toBe(2);
    expect(String(final.get('lastError'))).toContain('500');
    const log = await db.collection(COLLECTIONS.emailLogs).doc(always.id).get();
    expect(log.get('status')).toBe('failed');
  });

  it('sends once when the trigger fires twice for one message', async () => {
    const { db } = admin();
    const ref = db.collection(COLLECTIONS.outbox).doc();
    const phone = uniquePhone();
    await ref.set({
      channel: 'sms',
      kind: 'test',
      to: { phone: phone.e164, name: 'C' },
      text: 'Tek sefer',
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      nextAttemptAt: new Date(),
    });
    // A second delivery of the same event, as Firebase may do (at-least-once): the same trigger, again.
    const { deliverMessage } = await import('../../functions/src/outbox/deliver');
    await Promise.all([deliverMessage(ref, 'trigger'), deliverMessage(ref, 'trigger')]);
    await eventually(
      () => ref.get(),
      (doc) => doc.get('status') === 'done',
    );
    await new Promise((done) => setTimeout(done, 1500));
    expect(await sinkMessages('netgsm', phone.netgsm)).toHaveLength(1);
  });
});
