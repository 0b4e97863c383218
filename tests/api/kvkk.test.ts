/**
 * KVKK (the Turkish data-protection law): explicit consent for health-related data is recorded at
 * registration, a parent can download everything stored about them, and deleting the account
 * erases it all, including the delivery logs of what was sent on their behalf.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { PRIVACY_POLICY_VERSION } from '@bebek/common/constants';
import type { Game } from '@bebek/common/types';
import { admin, api, APP_URL, eventually } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });

interface AccountExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  checklist: { id: string; checked: boolean }[];
  checklistShares: { token: string }[];
  games: (Game & { participants: { name: string }[] })[];
  serviceRequests: { description: string }[];
  birthNotification: { contacts: { name: string; phone: string }[] } | null;
  contactMessages: { message: string }[];
  devices: unknown[];
  sentMessages: { sms: { phone?: string; to?: string; status: string }[]; email: unknown[]; push: unknown[] };
  passwordResetLinks: { createdAt: string; expiresAt: string; usedAt: string | null }[];
}

async function registerWithConsent(consent: boolean): Promise<{ uid: string; authHeader: Record<string, string> }> {
  const registered = await post('/api/auth/register', {
    fullName: 'Rıza Veren',
    email: uniqueEmail('kvkk'),
    password: 'Rıza-Veren-42',
    phone: '',
    healthDataConsent: consent,
  });
  expect(registered.status).toBe(201);
  const answer = registered.body as { token: string; user: { id: string } };
  return { uid: answer.user.id, authHeader: { authorization: `Bearer ${answer.token}` } };
}

/** A parent who has used every part of the app that stores something. */
async function busyParent(): Promise<{ user: TestUser; game: Game; contactPhone: ReturnType<typeof uniquePhone> }> {
  const user = await registerUser({ fullName: 'Meltem Yıldız' });
  const headers = user.authHeader;
  expect(
    (
      await post(
        '/api/protected/baby-info',
        { expectedBirthDate: '2027-03-01', babyName: 'Ela', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
        headers,
      )
    ).status,
  ).toBeLessThan(300);
  expect((await post('/api/protected/checklist/share', {}, headers)).status).toBeLessThan(300);
  expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
  const game = (await post('/api/protected/gender-games', { title: 'Kız mı erkek mi?' }, headers)).body as Game;
  expect(
    (await post(`/api/gender-games/${game.id}/participate-guest`, { name: 'Teyze', email: uniqueEmail('teyze'), phone: '0532 111 22 33', prediction: 'girl' }))
      .status,
  ).toBe(201);
  // an invited person with a link of their own, and the result published to everyone (ADR 0017)
  expect(
    (await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Dayı', email: uniqueEmail('dayi'), phone: '0532 222 33 44' }, headers)).status,
  ).toBe(201);
  expect((await post(`/api/protected/gender-games/${game.id}/publish`, {}, headers)).status).toBe(200);
  const request = await post(
    '/api/protected/service-requests',
    { category: 'Fotoğraf Çekimi', description: 'Doğum fotoğrafçısı için fiyat teklifi rica ediyorum.' },
    headers,
  );
  expect(request.status).toBe(201);
  const contactPhone = uniquePhone();
  expect((await post('/api/protected/birth-notification', { contacts: [{ name: 'Anneanne', phone: contactPhone.local, email: '' }] }, headers)).status).toBe(
    200,
  );
  expect((await post('/api/protected/birth-notification/trigger', {}, headers)).status).toBe(200);
  const { db } = admin();
  await eventually(
    () => db.collection(COLLECTIONS.smsLogs).where('userId', '==', user.uid).get(),
    (snapshot) => snapshot.size >= 1,
  );
  return { user, game, contactPhone };
}

describe('consent to health-related data at registration', () => {
  it('records when and to which privacy policy the parent consented, and shows it in the export', async () => {
    const before = Date.now();
    const parent = await registerWithConsent(true);
    const stored = await admin().db.collection(COLLECTIONS.users).doc(parent.uid).get();
    expect(stored.get('privacyPolicyVersion')).toBe(PRIVACY_POLICY_VERSION);
    const consentAt = (stored.get('healthDataConsentAt') as { toMillis(): number }).toMillis();
    expect(consentAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 5_000);
    const exported = (await api('/api/protected/profile/export', { headers: parent.authHeader })).body as AccountExport;
    expect(exported.profile).toMatchObject({ privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(Date.parse(String(exported.profile.healthDataConsentAt))).toBe(consentAt);
  });

  it('records no consent when the api is called without it (the spec’s register body has no such field)', async () => {
    const parent = await registerWithConsent(false);
    const stored = await admin().db.collection(COLLECTIONS.users).doc(parent.uid).get();
    expect(stored.get('healthDataConsentAt')).toBeNull();
    expect(stored.get('privacyPolicyVersion')).toBeNull();
  });
});

describe('GET /api/protected/profile/export', () => {
  it('gives a parent everything stored about them as a JSON download, and nothing of anyone else', async () => {
    const { user, game, contactPhone } = await busyParent();
    const other = await registerUser({ fullName: 'Başka Anne' });
    await post('/api/protected/gender-games', { title: 'Başkasının oyunu' }, other.authHeader);

    const response = await fetch(`${APP_URL}/api/protected/profile/export`, { headers: user.authHeader });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const exported = (await response.json()) as AccountExport;

    expect(exported.profile).toMatchObject({ id: user.uid, fullName: 'Meltem Yıldız', email: user.email, babyName: 'Ela', expectedBirthDate: '2027-03-01' });
    expect(exported.profile).not.toHaveProperty('searchKeys');
    expect(exported.checklist.length).toBeGreaterThanOrEqual(150);
    expect(exported.checklistShares).toHaveLength(1);
    expect(exported.games.map((owned) => owned.id)).toEqual([game.id]);
    expect(exported.games[0]!.participants.map((participant) => participant.name).sort()).toEqual(['Dayı', 'Teyze']);
    // the invited person's own link, and the result the participants were sent, are the parent's data too
    expect(exported.games[0]!.participants.find((participant) => participant.name === 'Dayı')).toMatchObject({ inviteToken: expect.any(String) });
    const gameResultMails = await eventually(
      async () => ((await api('/api/protected/profile/export', { headers: user.authHeader })).body as AccountExport).sentMessages.email,
      (mails) => mails.filter((mail) => String((mail as { subject?: string }).subject).startsWith('Sonuç açıklandı')).length >= 2,
    );
    expect(gameResultMails.length).toBeGreaterThanOrEqual(2);
    expect(exported.serviceRequests).toHaveLength(1);
    expect(exported.birthNotification?.contacts).toEqual([expect.objectContaining({ name: 'Anneanne', phone: contactPhone.e164 })]);
    expect(exported.sentMessages.sms.length).toBeGreaterThanOrEqual(1);
    expect(exported.passwordResetLinks).toEqual([expect.objectContaining({ usedAt: null, createdAt: expect.any(String), expiresAt: expect.any(String) })]);
    expect(JSON.stringify(exported.passwordResetLinks)).not.toMatch(/[0-9a-f]{64}/);
    expect(JSON.stringify(exported)).not.toContain(other.uid);
    expect(JSON.stringify(exported)).not.toContain('Başkasının oyunu');
  });

  it('needs a signed-in parent', async () => {
    expect((await api('/api/protected/profile/export')).status).toBe(401);
  });
});

describe('account deletion erases everything the export showed', () => {
  it('leaves no document of the parent behind, and the other parent’s data untouched', async () => {
    const { user, game } = await busyParent();
    const other = await busyParent();
    const deleted = await api('/api/protected/profile', { method: 'DELETE', ...json({ password: user.password }, user.authHeader) });
    expect(deleted.status).toBe(200);

    const { db } = admin();
    const count = async (collection: string, uid: string) => (await db.collection(collection).where('userId', '==', uid).count().get()).data().count;
    for (const collection of [
      COLLECTIONS.checklistShares,
      COLLECTIONS.games,
      COLLECTIONS.serviceRequests,
      COLLECTIONS.birthNotifications,
      COLLECTIONS.smsLogs,
      COLLECTIONS.emailLogs,
      COLLECTIONS.pushLogs,
    ]) {
      expect({ collection, left: await count(collection, user.uid) }).toEqual({ collection, left: 0 });
    }
    expect((await db.collection(COLLECTIONS.outbox).where('context.userId', '==', user.uid).count().get()).data().count).toBe(0);
    expect((await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).count().get()).data().count).toBe(0);
    expect((await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.slots).count().get()).data().count).toBe(0);
    expect((await db.collection(COLLECTIONS.users).doc(user.uid).get()).exists).toBe(false);

    expect(await count(COLLECTIONS.games, other.user.uid)).toBe(1);
    expect(await count(COLLECTIONS.smsLogs, other.user.uid)).toBeGreaterThanOrEqual(1);
    const otherExport = (await api('/api/protected/profile/export', { headers: other.user.authHeader })).body as AccountExport;
    expect(otherExport.games[0]!.participants).toHaveLength(2);
  });
});
