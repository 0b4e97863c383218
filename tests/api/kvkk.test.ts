/**
 * KVKK (the Turkish data-protection law): explicit consent for health-related data is recorded at
 * registration, a parent can download everything stored about them, and deleting the account
 * erases it all, including the delivery logs of what was sent on their behalf.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { PRIVACY_POLICY_VERSION } from '@bebek/common/constants';
import { todayIn } from '@bebek/common/pregnancy';
import type { Game } from '@bebek/common/types';
import { listDocuments } from '../../scripts/lib/firestore-rest';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { dataUrl, TINY_PNG } from './support/images';
import { sinkMessages } from './support/sinks';
import { runSecondSweep } from './support/sweeps';
import { admin, api, apiFrom, APP_URL, eventually, randomClient } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });

interface AccountExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  checklist: { id: string; checked: boolean }[];
  checklistShares: { token: string }[];
  babyShares: { id: string; userId: string; showGrowth: boolean }[];
  games: (Game & { participants: { name: string }[] })[];
  serviceRequests: { description: string }[];
  birthNotification: { contacts: { name: string; phone: string }[] } | null;
  contactMessages: { message: string }[];
  devices: unknown[];
  sentMessages: { sms: { phone?: string; to?: string; status: string }[]; email: unknown[]; push: unknown[] };
  passwordResetLinks: { createdAt: string; expiresAt: string; usedAt: string | null }[];
  phoneVerification: { phone: string; sentAt: string[]; verifiedAt: string | null }[];
  checklistClaims: { itemId: string; itemName: string; name: string; note: string; claimedAt: string; receivedAt: string | null }[];
  careCalendar: { entryId: string; doneDate: string; note: string }[];
  babyGrowth: { measuredOn: string; weightKg: number | null; note: string }[];
  babyVaccines: { doseId: string; givenOn: string; note: string }[];
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
async function busyParent(
  fullName = 'Meltem Yıldız',
): Promise<{ user: TestUser; game: Game; contactPhone: ReturnType<typeof uniquePhone>; ownPhone: ReturnType<typeof uniquePhone> }> {
  const user = await registerUser({ fullName });
  // the e-mail verified, so the announcement goes at once (ADR 0024)
  await verifyEmail(user);
  const headers = user.authHeader;
  // her phone proven too, with the code of its SMS (ADR 0049): phoneVerifications/{uid}
  const ownPhone = uniquePhone();
  expect((await post('/api/protected/phone-verification', { phone: ownPhone.local }, headers)).status).toBe(200);
  const [codeSms] = await eventually(
    () => sinkMessages('netgsm', ownPhone.netgsm),
    (found) => found.length === 1,
  );
  const code = /\b(\d{6})\b/.exec(String(codeSms!.text))![1]!;
  expect((await post('/api/protected/phone-verification/confirm', { code }, headers)).status).toBe(200);
  expect(
    (
      await post(
        '/api/protected/baby-info',
        { expectedBirthDate: '2027-03-01', babyName: 'Ela', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
        headers,
      )
    ).status,
  ).toBeLessThan(300);
  const share = await post('/api/protected/checklist/share', {}, headers);
  expect(share.status).toBeLessThan(300);
  // a relative claims an item of the shared list with their name and a note: their data, on the parent's list
  const items = (await api('/api/protected/checklist', { headers })).body as Array<{ id: string }>;
  const claimed = await post(`/api/checklist/${(share.body as { token: string }).token}/claims`, {
    itemId: items[0]!.id,
    name: 'Kuzen Selin',
    note: 'mavi tulum',
  });
  expect(claimed.status).toBe(201);
  expect((await post('/api/protected/care-calendar/visit-1', { doneDate: '2026-10-01', note: 'Dr. Kaya ile ilk kontrol' }, headers)).status).toBe(200);
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
  // the announcement gave the baby its birth date (today, issue 25): a growth entry, a vaccine mark and the reminder choice
  const born = todayIn();
  expect((await post('/api/protected/baby/growth', { measuredOn: born, weightKg: 3.25, note: 'Doğumda tartıldı' }, headers)).status).toBe(201);
  expect((await post('/api/protected/baby/vaccines/HepB-1', { givenOn: born, note: 'Hastanede yapıldı' }, headers)).status).toBe(200);
  expect((await api('/api/protected/baby/vaccines/reminders', { method: 'PATCH', ...json({ email: true, push: false }, headers) })).status).toBe(200);
  // the baby's page shared with the family (issue 25, ADR 0033)
  expect((await post('/api/protected/baby/share', { showGrowth: false, tellGameParticipants: false }, headers)).status).toBe(200);
  const { db } = admin();
  await eventually(
    () => db.collection(COLLECTIONS.smsLogs).where('userId', '==', user.uid).get(),
    (snapshot) => snapshot.size >= 1,
  );
  return { user, game, contactPhone, ownPhone };
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
    const { user, game, contactPhone, ownPhone } = await busyParent();
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
    // the shared baby page's link, and the choices on the profile
    expect(exported.babyShares).toEqual([expect.objectContaining({ userId: user.uid, showGrowth: false })]);
    expect(exported.profile.babyShare).toEqual({ token: exported.babyShares[0]!.id, showGrowth: false, tellGameParticipants: false, photoInPreview: false });
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
    // the birth announcement's record of what went to whom, and the (hashed) address the account was registered from
    expect(exported.birthNotification).toMatchObject({
      announcedAt: expect.any(String),
      messages: [expect.objectContaining({ channel: 'sms', to: contactPhone.e164 })],
    });
    // registration stores no client address (ADR 0024: the refusal by address is gone), so there is none to show
    expect(exported.profile).not.toHaveProperty('registrationAddress');
    expect(exported.passwordResetLinks).toEqual([expect.objectContaining({ usedAt: null, createdAt: expect.any(String), expiresAt: expect.any(String) })]);
    expect(JSON.stringify(exported.passwordResetLinks)).not.toMatch(/[0-9a-f]{64}/);
    // the phone's proof: the number and its times, never the code's hash or salt
    expect(exported.phoneVerification).toEqual([expect.objectContaining({ phone: ownPhone.e164, verifiedAt: expect.any(String) })]);
    expect(JSON.stringify(exported.phoneVerification)).not.toMatch(/[0-9a-f]{64}|salt|codeHash/);
    expect(exported.checklistClaims).toEqual([
      expect.objectContaining({ name: 'Kuzen Selin', note: 'mavi tulum', itemName: expect.any(String), claimedAt: expect.any(String), receivedAt: null }),
    ]);
    expect(JSON.stringify(exported.checklistClaims)).not.toContain('secretHash');
    expect(exported.careCalendar).toEqual([expect.objectContaining({ entryId: 'visit-1', doneDate: '2026-10-01', note: 'Dr. Kaya ile ilk kontrol' })]);
    expect(exported.babyGrowth).toEqual([expect.objectContaining({ measuredOn: todayIn(), weightKg: 3.25, note: 'Doğumda tartıldı' })]);
    expect(exported.babyVaccines).toEqual([expect.objectContaining({ doseId: 'HepB-1', givenOn: todayIn(), note: 'Hastanede yapıldı' })]);
    expect(exported.profile).toMatchObject({ babyBirthDate: todayIn(), vaccineReminders: { email: true, push: false } });
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
    const { db: store } = admin();
    // an account registered before ADR 0024 kept a hash of its registration address, and the record of
    // that address names it: deletion forgets it there too (volumeRecordsOf)
    const address = createHash('sha1').update(`kvkk-${user.uid}`).digest('hex');
    const sentAt = new Date(Date.now() - 3_600_000);
    await store.collection(COLLECTIONS.users).doc(user.uid).update({ registrationAddress: address });
    await store
      .collection(COLLECTIONS.senderAddresses)
      .doc(address)
      .set({ senders: { [user.uid]: sentAt } });
    const recipients = await store.collection(COLLECTIONS.smsRecipients).get();
    const recipient = recipients.docs.find((doc) => user.uid in ((doc.get('senders') as Record<string, unknown> | undefined) ?? {}));
    expect(recipient).toBeDefined();
    const deleted = await api('/api/protected/profile', { method: 'DELETE', ...json({ password: user.password }, user.authHeader) });
    expect(deleted.status).toBe(200);

    const { db } = admin();
    const count = async (collection: string, uid: string) => (await db.collection(collection).where('userId', '==', uid).count().get()).data().count;
    for (const collection of [
      COLLECTIONS.checklistShares,
      COLLECTIONS.babyShares,
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
    // the unusual-volume records forget the account and keep only when it sent (so deleting accounts cannot reset them)
    for (const ref of [recipient!.ref, db.collection(COLLECTIONS.senderAddresses).doc(address)]) {
      const record = await ref.get();
      expect(Object.keys((record.get('senders') as Record<string, unknown> | undefined) ?? {})).not.toContain(user.uid);
      expect(record.get('departed')).toHaveLength(1);
    }
    // the relatives' claims on the parent's list, the care calendar's marks and the baby's growth entries and vaccine marks go with it
    for (const sub of [COLLECTIONS.checklistClaims, COLLECTIONS.careVisits, COLLECTIONS.checklistItems, COLLECTIONS.growth, COLLECTIONS.vaccines]) {
      expect({ sub, left: (await db.collection(COLLECTIONS.users).doc(user.uid).collection(sub).count().get()).data().count }).toEqual({ sub, left: 0 });
    }
    expect((await db.collection(COLLECTIONS.users).doc(other.user.uid).collection(COLLECTIONS.checklistClaims).count().get()).data().count).toBe(1);

    expect(await count(COLLECTIONS.games, other.user.uid)).toBe(1);
    expect(await count(COLLECTIONS.smsLogs, other.user.uid)).toBeGreaterThanOrEqual(1);
    const otherExport = (await api('/api/protected/profile/export', { headers: other.user.authHeader })).body as AccountExport;
    expect(otherExport.games[0]!.participants).toHaveLength(2);
  });
});

// ---- ADR 0019: everything about a person, wherever it lives ----

/** Runs the scheduled second sweep of every deletion now, through the Functions emulator, as Cloud Scheduler would once it is due. */

/** The whole local Firestore as text, every document's path and fields (Firestore's REST list): a deleted person must appear nowhere in it. */
async function everything(): Promise<string> {
  const documents = await listDocuments({ fields: true });
  expect(documents.length).toBeGreaterThan(100);
  return JSON.stringify(documents).toLowerCase();
}

const currentCounterId = (name: string, key: string, windowMs: number) =>
  createHash('sha256')
    .update(`${name}:${key}:${Math.floor(Date.now() / windowMs)}`)
    .digest('base64url');

/**
 * A parent whose data is everywhere: their own games and lists (busyParent), answers in other
 * parents' games signed in and as a guest with their address, a visitor contact message sent with
 * their address, a photo, an e-mail change asked for, wrong passwords counted, an operator's limit
 * change and test e-mail about them.
 */
async function personEverywhere() {
  const name = `Meltem Kvkk${Math.random().toString(36).slice(2, 8)}`;
  // busyParent verified the address: what others stored under it is the account's only once it is proven (ADR 0025)
  const busy = await busyParent(name);
  const { user } = busy;
  const phone = uniquePhone();
  const stranger = await registerUser({ fullName: 'Başka Ebeveyn' });
  const theirGame = (await post('/api/protected/name-games', { title: 'Başkasının isim oyunu' }, stranger.authHeader)).body as Game;
  const theirGenderGame = (await post('/api/protected/gender-games', { title: 'Başkasının cinsiyet oyunu' }, stranger.authHeader)).body as Game;
  // signed in (by uid and profile address)
  expect((await post(`/api/gender-games/${theirGenderGame.id}/participate`, { prediction: 'boy', phone: phone.local }, user.authHeader)).status).toBe(201);
  // as a guest, with their address
  expect(
    (
      await post(`/api/name-games/${theirGame.id}/participate`, {
        name: user.fullName,
        email: user.email,
        phone: phone.local,
        boyNames: ['Can'],
        girlNames: ['Ada'],
      })
    ).status,
  ).toBe(201);
  // a visitor's message from an address of its own (the contact limit is per address)
  const visitorMessage = { firstName: 'Meltem', lastName: name.split(' ')[1], email: user.email, subject: 'Ziyaretçi', message: 'Adresimle yazdım.' };
  expect((await apiFrom(randomClient(), '/api/contact', { method: 'POST', ...json(visitorMessage) })).status).toBe(201);
  expect((await api('/api/protected/profile', { method: 'PATCH', ...json({ profileImage: dataUrl('image/png', TINY_PNG) }, user.authHeader) })).status).toBe(
    200,
  );
  // where the photo is served (the profile answers it as a data URL)
  const photoUrl = `/api/photos/${String((await admin().db.collection(COLLECTIONS.users).doc(user.uid).get()).get('photoId'))}/full.webp`;
  const newEmail = uniqueEmail('kvkk-yeni');
  expect((await post('/api/protected/profile/email', { newEmail, currentPassword: user.password }, user.authHeader)).status).toBe(200);
  expect((await post('/api/auth/login', { email: user.email, password: 'yanlis-sifre-1' })).status).toBe(401);
  const operator = bearer((await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!);
  expect(
    (await api(`/api/admin/users/${user.uid}/limits`, { method: 'PATCH', ...json({ maxGameParticipants: 15, maxBirthNotificationContacts: 3 }, operator) }))
      .status,
  ).toBe(200);
  expect((await post('/api/admin/test-email', { recipientEmail: user.email, subject: 'Deneme', message: 'Test' }, operator)).status).toBe(200);
  await eventually(
    () => admin().db.collection(COLLECTIONS.emailLogs).where('email', '==', newEmail).get(),
    (snapshot) => snapshot.size >= 1,
    15_000,
  );
  return { ...busy, name, stranger, theirGame, theirGenderGame, phone, photo: photoUrl, newEmail };
}

describe('the export covers everything stored about the person', () => {
  it('shows their answers in other parents’ games (by uid and by address), contact messages, e-mail changes, messages, photo and the audit entries about them', async () => {
    const person = await personEverywhere();
    const exported = (await api('/api/protected/profile/export', { headers: person.user.authHeader })).body as Record<string, unknown[]> & {
      sentMessages: Record<string, unknown[]>;
    };
    const answers = exported.answersInOtherGames as Array<{ gameId: string; name: string }>;
    expect(answers.map((answer) => answer.gameId).sort()).toEqual([person.theirGame.id, person.theirGenderGame.id].sort());
    expect((exported.contactMessages as Array<{ subject: string }>).map((message) => message.subject)).toContain('Ziyaretçi');
    expect(exported.emailChanges).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'confirm', newEmail: person.newEmail })]));
    expect(exported.photos).toEqual([expect.objectContaining({ url: person.photo })]);
    expect((exported.auditEntries as Array<{ action: string }>).map((entry) => entry.action).sort()).toEqual(['email.test', 'user.limits.update']);
    expect(exported.sentMessages.email!.length).toBeGreaterThanOrEqual(2);
    expect((exported.rateLimitRecords as Array<{ limit: string }>).map((record) => record.limit)).toContain('login-account');
    expect(JSON.stringify(exported)).not.toContain('"full":');
  }, 60_000);
});

describe('deletion leaves nothing of the person anywhere', () => {
  it('no document in any collection names them, their photo is gone, audit entries stay without them; the other parents keep their games', async () => {
    const person = await personEverywhere();
    const { user } = person;
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: user.password }, user.authHeader) })).status).toBe(200);
    await runSecondSweep();
    await eventually(
      () => admin().db.collection(COLLECTIONS.accountDeletions).get(),
      (snapshot) => snapshot.empty,
      15_000,
    );
    const text = await everything();
    for (const trace of [
      user.uid,
      user.email,
      person.newEmail,
      person.name,
      person.name.split(' ')[1]!,
      person.phone.e164,
      person.contactPhone.e164,
      person.ownPhone.e164,
      person.game.id,
    ]) {
      expect({ trace, found: text.includes(trace.toLowerCase()) }).toEqual({ trace, found: false });
    }
    expect((await fetch(`${APP_URL}${person.photo}`)).status).toBe(404);
    expect((await admin().db.collection(COLLECTIONS.photos).where('userId', '==', user.uid).count().get()).data().count).toBe(0);
    for (const [name, key, windowMs] of [
      ['login-account', user.email, 3600_000],
      ['forgot-account', user.email, 3600_000],
    ] as const) {
      expect(
        (
          await admin()
            .db.collection(COLLECTIONS.rateLimits)
            .doc(currentCounterId(name, key, windowMs))
            .get()
        ).exists,
      ).toBe(false);
    }
    const audit = await admin().db.collection(COLLECTIONS.auditLog).where('targetId', '==', 'silinmiş hesap').get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(expect.arrayContaining(['user.limits.update', 'email.test']));
    // the other parents' games are theirs: still there, without the person's answers
    const theirs = await admin().db.collection(COLLECTIONS.games).doc(person.theirGame.id).get();
    expect(theirs.exists).toBe(true);
    // gone from the search, public pages, tokens and the admin panel
    expect((await api(`/api/public-profile/${user.uid}`)).status).toBe(404);
    expect((await api(`/api/gender-games/${person.game.token}`)).status).toBe(404);
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(401);
    const operator = bearer((await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!);
    const listed = (await api(`/api/admin/users?search=${encodeURIComponent(user.email)}`, { headers: operator })).body as { users: unknown[] };
    expect(listed.users).toEqual([]);
  }, 90_000);

  it('an answer that holds its game while the account is deleted is swept with the game, not left behind', async () => {
    const owner = await registerUser({ fullName: 'Tutulan Oyun' });
    const game = (await post('/api/protected/gender-games', { title: 'Tutulan oyun' }, owner.authHeader)).body as Game;
    const { db } = admin();
    const gameRef = db.collection(COLLECTIONS.games).doc(game.id);
    // An answer's transaction as games/participate.ts runs it: it reads the game, then writes its participant.
    // It holds the game until the deletion has marked the account and gone on to its sweeps.
    let holding!: () => void;
    const held = new Promise<void>((done) => (holding = done));
    const answer = db.runTransaction(async (tx) => {
      if (!(await tx.get(gameRef)).exists) return 'no game';
      holding();
      await eventually(
        () => db.collection(COLLECTIONS.users).doc(owner.uid).get(),
        (profile) => !profile.exists || Boolean(profile.get('deletionRequestedAt')),
        15_000,
      );
      await new Promise((done) => setTimeout(done, 1000));
      tx.create(gameRef.collection(COLLECTIONS.participants).doc('tutulan-cevap'), { name: 'Geç Kalan', prediction: 'girl', answered: true });
      return 'answered';
    });
    await held;
    const deletion = api('/api/protected/profile', { method: 'DELETE', ...json({ password: owner.password }, owner.authHeader) });
    // the game's delete waited for the answer, which committed: its participant is found after the game is gone
    expect(await answer).toBe('answered');
    expect((await deletion).status).toBe(200);
    expect((await gameRef.get()).exists).toBe(false);
    expect((await gameRef.collection(COLLECTIONS.participants).listDocuments()).map((doc) => doc.id)).toEqual([]);
  });

  it('guests answering the parent’s game while the account is deleted leave nothing behind (no participant, no push, no log)', async () => {
    const owner = await registerUser({ fullName: 'Silinen Yarış' });
    const game = (await post('/api/protected/gender-games', { title: 'Yarış oyunu' }, owner.authHeader)).body as Game;
    expect((await post('/api/protected/expo-token', { expoToken: `ExponentPushToken[yaris${Date.now().toString(36)}]` }, owner.authHeader)).status).toBe(201);
    const guests = Array.from({ length: 30 }, (_, index) =>
      post(`/api/gender-games/${game.id}/participate-guest`, {
        name: `Misafir ${index}`,
        email: uniqueEmail('yaris'),
        phone: '0532 111 22 33',
        prediction: 'girl',
      }),
    );
    await new Promise((done) => setTimeout(done, 50));
    const deletion = api('/api/protected/profile', { method: 'DELETE', ...json({ password: owner.password }, owner.authHeader) });
    const answers = await Promise.all(guests);
    expect((await deletion).status).toBe(200);
    // answered, the game already gone (404), or the game's cap of 10 reached (409)
    expect(answers.map((answer) => answer.status).filter((status) => ![201, 404, 409].includes(status))).toEqual([]);
    // whatever was in flight lands, then the second sweep runs
    await new Promise((done) => setTimeout(done, 3000));
    await runSecondSweep();
    await eventually(
      () => admin().db.collection(COLLECTIONS.accountDeletions).get(),
      (snapshot) => snapshot.empty,
      15_000,
    );
    const { db } = admin();
    expect((await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).count().get()).data().count).toBe(0);
    expect((await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.slots).count().get()).data().count).toBe(0);
    expect((await db.collection(COLLECTIONS.games).doc(game.id).get()).exists).toBe(false);
    for (const collection of [COLLECTIONS.pushLogs, COLLECTIONS.expoTokens, COLLECTIONS.smsLogs, COLLECTIONS.emailLogs]) {
      expect({ collection, left: (await db.collection(collection).where('userId', '==', owner.uid).count().get()).data().count }).toEqual({
        collection,
        left: 0,
      });
    }
    expect((await db.collection(COLLECTIONS.outbox).where('context.userId', '==', owner.uid).count().get()).data().count).toBe(0);
    expect((await everything()).includes(owner.uid.toLowerCase())).toBe(false);
  }, 90_000);
});

describe('the privacy setting: leaving the profile search', () => {
  it('a parent is found by default, not once they leave the search, and again when they come back', async () => {
    const marker = `Gizli${Math.random().toString(36).slice(2, 8)}`;
    const user = await registerUser({ fullName: `Ayla ${marker}` });
    const found = async () => ((await api(`/api/search-users?searchQuery=${marker}`)).body as { users: Array<{ id: string }> }).users.map((hit) => hit.id);
    expect(((await api('/api/protected/profile', { headers: user.authHeader })).body as { searchVisible: boolean }).searchVisible).toBe(true);
    expect(await found()).toEqual([user.uid]);
    const hidden = await api('/api/protected/profile', { method: 'PATCH', ...json({ searchVisible: false }, user.authHeader) });
    expect(hidden.status).toBe(200);
    expect((hidden.body as { searchVisible: boolean }).searchVisible).toBe(false);
    expect(await found()).toEqual([]);
    // the public profile and shared links still work
    expect((await api(`/api/public-profile/${user.uid}`)).status).toBe(200);
    expect((await api('/api/protected/profile', { method: 'PATCH', ...json({ searchVisible: true }, user.authHeader) })).status).toBe(200);
    expect(await found()).toEqual([user.uid]);
  });
});
