/**
 * The shared baby page (issue 25 point 4, ADR 0033): the parent shares the born baby's page through
 * a link of 144 random bits; a relative opens it without logging in and sees the name, photo, birth
 * details and age, the growth entries only when the parent chose so, never an address or a number;
 * stopping the share, the pause, a new pregnancy and the account's deletion each close the link; a
 * stranger cannot touch the share; the games' result e-mails carry the link only when the parent chose.
 */
import { describe, expect, it } from 'vitest';
import { BABY_SHARE_MESSAGES, type BabyShareState, type SharedBabyPage } from '@bebek/common/baby-share';
import { turkishDay } from '@bebek/common/calendar-day';
import { COLLECTIONS } from '@bebek/common/model';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import type { Game } from '@bebek/common/types';
import { mailsWithSubject } from './support/sinks';
import { dataUrl, TINY_PNG } from './support/images';
import { admin, api, APP_URL, storedDocuments } from './support/stack';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const post = (path: string, body: unknown, user?: TestUser) => api(path, { method: 'POST', ...json(body, user?.authHeader ?? {}) });
const share = (user: TestUser, choices: { showGrowth: boolean; tellGameParticipants: boolean; photoInPreview?: boolean }) =>
  post('/api/protected/baby/share', choices, user);
const stop = (user: TestUser) => api('/api/protected/baby/share', { method: 'DELETE', headers: user.authHeader });
const page = (token: string) => api(`/api/baby/${token}`);
const stateOf = (answer: { body: unknown }) => answer.body as BabyShareState;

/** The link as WhatsApp's crawler asks it, through Hosting: no script, no cookie. */
async function crawl(path: string) {
  const response = await fetch(`${APP_URL}${path}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  return { status: response.status, html: await response.text() };
}
const og = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** A parent of a baby girl, Deniz, born `bornDaysAgo` days ago (the profile's birth date, as /baby-info saves it). */
/** The birth announced with its time, weight and length, and sent: the page and its preview show them. */
async function announceWithDetails(parent: TestUser & { birthDate: string }, grandmotherEmail: string): Promise<void> {
  const saved = await post(
    '/api/protected/birth-notification',
    {
      contacts: [{ name: 'Anneanne', phone: '0532 444 55 66', email: grandmotherEmail }],
      actualBirthDate: parent.birthDate,
      birthTime: '09:30',
      weightGrams: 3250,
      lengthCm: 50,
      personalNote: 'Çok mutluyuz',
    },
    parent,
  );
  expect(saved.status).toBe(200);
  expect((await post('/api/protected/birth-notification/trigger', {}, parent)).status).toBe(200);
}

async function parentOfBaby(bornDaysAgo = 61, fullName = 'Ayşe Yılmaz'): Promise<TestUser & { birthDate: string }> {
  const parent = await registerUser({ fullName, phone: '0532 765 43 21' });
  const birthDate = daysAgo(bornDaysAgo);
  const info = await post(
    '/api/protected/baby-info',
    // the expected date stays within the form's window (4 weeks past at most)
    { expectedBirthDate: daysAgo(14), babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya', babyBirthDate: birthDate },
    parent,
  );
  expect(info.status).toBe(200);
  return { ...parent, birthDate };
}

describe('sharing the baby page', () => {
  it('is for a born baby: before the birth date there is nothing to share', async () => {
    const parent = await registerUser({ fullName: 'Henüz Doğmadı' });
    expect((await post('/api/protected/baby-info', { expectedBirthDate: daysAgo(-60), babyName: 'Ece' }, parent)).status).toBe(200);
    expect(stateOf(await api('/api/protected/baby/share', { headers: parent.authHeader }))).toEqual({ share: null, canShare: false });
    const stored = await storedDocuments();
    expect(await share(parent, { showGrowth: true, tellGameParticipants: true })).toMatchObject({
      status: 409,
      body: { message: BABY_SHARE_MESSAGES.notBorn },
    });
    expect(await stored.changes()).toEqual([]);
  });

  it('makes a link of at least 128 random bits once; later choices keep the link', async () => {
    const parent = await parentOfBaby();
    expect(stateOf(await api('/api/protected/baby/share', { headers: parent.authHeader }))).toEqual({ share: null, canShare: true });

    const first = await share(parent, { showGrowth: false, tellGameParticipants: false });
    expect(first.status).toBe(200);
    const token = stateOf(first).share!.token;
    // 24 base64url characters: 144 bits, from the token maker every share uses
    expect(token).toMatch(TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const changed = await share(parent, { showGrowth: true, tellGameParticipants: true });
    expect(stateOf(changed)).toEqual({ share: { token, showGrowth: true, tellGameParticipants: true, photoInPreview: false }, canShare: true });
    expect(stateOf(await api('/api/protected/baby/share', { headers: parent.authHeader })).share).toEqual({
      token,
      showGrowth: true,
      tellGameParticipants: true,
      photoInPreview: false,
    });
    // the photo in the link's preview (ADR 0067): off until she turns it on; a call that leaves it out keeps it
    expect(stateOf(await share(parent, { showGrowth: true, tellGameParticipants: true, photoInPreview: true })).share).toMatchObject({
      token,
      photoInPreview: true,
    });
    expect(stateOf(await share(parent, { showGrowth: false, tellGameParticipants: true })).share).toEqual({
      token,
      showGrowth: false,
      tellGameParticipants: true,
      photoInPreview: true,
    });
    expect(stateOf(await share(parent, { showGrowth: true, tellGameParticipants: true, photoInPreview: false })).share).toMatchObject({
      photoInPreview: false,
    });
    const { db } = admin();
    const stored = await db.collection(COLLECTIONS.babyShares).doc(token).get();
    expect(stored.data()).toMatchObject({ userId: parent.uid, showGrowth: true });
    expect((await db.collection(COLLECTIONS.babyShares).where('userId', '==', parent.uid).count().get()).data().count).toBe(1);

    // two parents' tokens differ (and neither says whose it is)
    const other = await parentOfBaby(30, 'Başka Anne');
    const otherToken = stateOf(await share(other, { showGrowth: false, tellGameParticipants: false })).share!.token;
    expect(otherToken).not.toBe(token);
    expect(token).not.toContain(parent.uid.slice(0, 8));
  });

  it('refuses a body that is not the choices, with a Turkish message and nothing written', async () => {
    const parent = await parentOfBaby();
    const stored = await storedDocuments();
    for (const body of [
      {},
      { showGrowth: 'evet', tellGameParticipants: false },
      { showGrowth: true },
      { showGrowth: 1, tellGameParticipants: 0 },
      { showGrowth: false, tellGameParticipants: false, photoInPreview: 'yes' },
      { showGrowth: false, tellGameParticipants: false, photoInPreview: null },
      { showGrowth: false, tellGameParticipants: false, photoInPreview: 1 },
    ]) {
      const answer = await share(parent, body as never);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect((answer.body as { message: string }).message).toMatch(/[a-zığüşöç]/i);
      if ('photoInPreview' in body) expect(answer.body).toMatchObject({ message: BABY_SHARE_MESSAGES.invalid });
    }
    expect(await stored.changes()).toEqual([]);
  });
});

describe('the page a relative opens', () => {
  it('shows the name, photo, birth details and age without a login, and no address or number', async () => {
    const parent = await parentOfBaby(61);
    await verifyEmail(parent);
    // the birth announced with its details: they are on the page once the announcement is sent
    await announceWithDetails(parent, uniqueEmail('anneanne'));
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;

    const answer = await page(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const shown = answer.body as SharedBabyPage;
    expect(shown).toEqual({
      babyName: 'Deniz',
      babyGender: 'kız',
      parents: 'Ayşe Yılmaz',
      photo: '',
      birth: { date: parent.birthDate, time: '09:30', weightGrams: 3250, lengthCm: 50 },
      age: '2 aylık',
      growth: null,
    });
    // nothing that reaches the parent: no address, no number, no id, not the announcement's personal note
    const text = JSON.stringify(shown);
    for (const secret of [parent.email, '7654321', '765 43 21', parent.uid, 'Çok mutluyuz', 'Anneanne', 'Şehir Hastanesi', 'Dr. Kaya'])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  });

  it('shows the growth entries with their percentile sentences only when the parent chose so, and never the notes', async () => {
    const parent = await parentOfBaby(70);
    // entries through the growth api (ADR 0032); the WHO median of a 2-month-old girl is about 5.1 kg
    for (const entry of [
      { measuredOn: daysAgo(9), weightKg: 5.13, note: 'Doktor çok iyi dedi' },
      { measuredOn: daysAgo(70), weightKg: 3.2, lengthCm: 49.1, note: 'doğum' },
    ])
      expect((await post('/api/protected/baby/growth', entry, parent)).status).toBe(201);

    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;
    expect(((await page(token)).body as SharedBabyPage).growth).toBeNull();

    await share(parent, { showGrowth: true, tellGameParticipants: false });
    const shown = (await page(token)).body as SharedBabyPage;
    expect(shown.growth).toHaveLength(2);
    const [atBirth, atTwoMonths] = shown.growth!;
    expect(atBirth!.measuredOn).toBe(daysAgo(70));
    expect(atBirth!.measures.map(({ measure, label, value, unit }) => ({ measure, label, value, unit }))).toEqual([
      { measure: 'weight', label: 'Kilo', value: 3.2, unit: 'kg' },
      { measure: 'length', label: 'Boy', value: 49.1, unit: 'cm' },
    ]);
    expect(atBirth!.measures[1]!.sentence).toMatch(/^Bebeğin boyu /);
    expect(atTwoMonths!.measuredOn).toBe(daysAgo(9));
    // spoken of the baby, not to the parent ('Bebeğinizin'); about the median
    expect(atTwoMonths!.measures).toEqual([
      { measure: 'weight', label: 'Kilo', value: 5.13, unit: 'kg', sentence: expect.stringMatching(/^Bebeğin kilosu yaşıtlarının yaklaşık %(4\d|5\d)'/) },
    ]);
    expect(JSON.stringify(shown)).not.toContain('Doktor çok iyi dedi');
    expect(JSON.stringify(shown)).not.toContain('"id"');

    // the choice taken back hides them again
    await share(parent, { showGrowth: false, tellGameParticipants: false });
    expect(((await page(token)).body as SharedBabyPage).growth).toBeNull();
  });

  it('answers an unknown, a malformed and a stopped link alike: 404 "Bebek sayfası bulunamadı"', async () => {
    const parent = await parentOfBaby();
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;
    expect((await page(token)).status).toBe(200);

    const stopped = await stop(parent);
    expect(stopped.status).toBe(200);
    expect(stateOf(stopped)).toEqual({ share: null, canShare: true });
    const notFound = { status: 404, body: { message: BABY_SHARE_MESSAGES.notFound } };
    for (const path of [token, 'AAAAAAAAAAAAAAAAAAAAAAAA', 'kisa', `${token}x`]) expect(await page(path)).toMatchObject(notFound);
    expect((await admin().db.collection(COLLECTIONS.babyShares).doc(token).get()).exists).toBe(false);

    // sharing again makes a new link; the old one stays closed
    const again = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;
    expect(again).not.toBe(token);
    expect((await page(again)).status).toBe(200);
    expect(await page(token)).toMatchObject(notFound);
  });
});

describe('what closes the page', () => {
  it('the pause hides it with the neutral text of every public page, and the undo brings it back', async () => {
    const parent = await parentOfBaby();
    const token = stateOf(await share(parent, { showGrowth: true, tellGameParticipants: false })).share!.token;
    expect((await post('/api/protected/pregnancy/pause', {}, parent)).status).toBe(200);
    expect(await page(token)).toMatchObject({ status: 404, body: { message: PAGE_UNAVAILABLE } });
    // nothing is shared anew while paused; stopping still works
    expect(await share(parent, { showGrowth: false, tellGameParticipants: false })).toMatchObject({
      status: 409,
      body: { message: BABY_SHARE_MESSAGES.paused },
    });
    expect((await post('/api/protected/pregnancy/resume', {}, parent)).status).toBe(200);
    expect((await page(token)).status).toBe(200);
  });

  it('a new pregnancy stops the link (the birth date it was about is cleared)', async () => {
    const parent = await parentOfBaby();
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: true })).share!.token;
    // a new pregnancy starts from a pause and needs the birth announcement's record (ADR 0018)
    await post('/api/protected/birth-notification', { contacts: [{ name: 'Dede', phone: '0532 444 55 66', email: '' }] }, parent);
    expect((await post('/api/protected/pregnancy/pause', {}, parent)).status).toBe(200);
    expect((await post('/api/protected/pregnancy/new', { expectedBirthDate: daysAgo(-200) }, parent)).status).toBe(200);
    expect(await page(token)).toMatchObject({ status: 404, body: { message: BABY_SHARE_MESSAGES.notFound } });
    expect(stateOf(await api('/api/protected/baby/share', { headers: parent.authHeader }))).toEqual({ share: null, canShare: false });
    expect((await admin().db.collection(COLLECTIONS.babyShares).where('userId', '==', parent.uid).count().get()).data().count).toBe(0);
  });

  it("the account's deletion: the link answers 404 and its document is gone", async () => {
    const parent = await parentOfBaby();
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: parent.password }, parent.authHeader) })).status).toBe(200);
    expect(await page(token)).toMatchObject({ status: 404, body: { message: BABY_SHARE_MESSAGES.notFound } });
    expect((await admin().db.collection(COLLECTIONS.babyShares).doc(token).get()).exists).toBe(false);
  });
});

describe('a stranger', () => {
  it("cannot read, change or stop another parent's share: each call is about their own", async () => {
    const parent = await parentOfBaby();
    const token = stateOf(await share(parent, { showGrowth: true, tellGameParticipants: true })).share!.token;
    const stranger = await registerUser({ fullName: 'Yabancı Biri' });
    const { db } = admin();
    const before = JSON.stringify([
      (await db.collection(COLLECTIONS.users).doc(parent.uid).get()).get('babyShare'),
      (await db.collection(COLLECTIONS.babyShares).doc(token).get()).data(),
    ]);

    // their own state: no share, no baby
    expect(stateOf(await api('/api/protected/baby/share', { headers: stranger.authHeader }))).toEqual({ share: null, canShare: false });
    // a token or a user id in the body is not read: the schema keeps only the two choices
    expect(await post('/api/protected/baby/share', { showGrowth: false, tellGameParticipants: false, token, userId: parent.uid }, stranger)).toMatchObject({
      status: 409,
      body: { message: BABY_SHARE_MESSAGES.notBorn },
    });
    expect(stateOf(await stop(stranger))).toEqual({ share: null, canShare: false });
    // without a session: refused
    expect((await api('/api/protected/baby/share', { method: 'DELETE' })).status).toBe(401);
    expect((await post('/api/protected/baby/share', { showGrowth: false, tellGameParticipants: false })).status).toBe(401);

    const after = JSON.stringify([
      (await db.collection(COLLECTIONS.users).doc(parent.uid).get()).get('babyShare'),
      (await db.collection(COLLECTIONS.babyShares).doc(token).get()).data(),
    ]);
    expect(after).toBe(before);
    expect((await page(token)).status).toBe(200);
  });
});

describe("the games' result e-mail", () => {
  it('carries one line with the page link only when the parent chose to tell the participants', async () => {
    const parent = await parentOfBaby();
    await verifyEmail(parent);
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;

    const publishWithGuest = async (title: string, guestEmail: string) => {
      const game = (await post('/api/protected/gender-games', { title }, parent)).body as Game;
      expect(
        (await post(`/api/gender-games/${game.id}/participate-guest`, { name: 'Teyze', email: guestEmail, phone: '0532 111 22 33', prediction: 'girl' }))
          .status,
      ).toBe(201);
      expect((await post(`/api/protected/gender-games/${game.id}/publish`, {}, parent)).status).toBe(200);
      const [mail] = await mailsWithSubject(guestEmail, `Sonuç açıklandı: ${title}`);
      return { text: String(mail!.text), html: String(mail!.html) };
    };

    const quiet = await publishWithGuest('Kız mı erkek mi?', uniqueEmail('teyze'));
    expect(quiet.text).not.toContain('/baby/');
    expect(quiet.html).not.toContain('/baby/');

    await share(parent, { showGrowth: false, tellGameParticipants: true });
    const told = await publishWithGuest('İkinci tahmin', uniqueEmail('hala'));
    const line = 'Ayrıca Deniz bebeğin sayfası sizinle paylaşıldı: fotoğrafını, yaşını ve doğum bilgilerini bu bağlantıdan görebilirsiniz.';
    expect(told.text).toContain(line);
    expect(told.text.match(/https?:\/\/\S+\/baby\/[A-Za-z0-9_-]{24}/g)).toEqual([expect.stringMatching(new RegExp(`/baby/${token}$`))]);
    expect(told.html).toContain(`/baby/${token}"`);
    // the link the e-mail carries opens the page
    expect((await page(token)).status).toBe(200);
  });
});

describe("the birth card: the link's preview (issue 35 point 1, ADR 0067)", () => {
  it('says the name, the parents and the day with the details the page shows; her photo only when she chose it; nothing once paused or stopped', async () => {
    const parent = await parentOfBaby(3, 'Merve Şen');
    await verifyEmail(parent);
    await announceWithDetails(parent, '');
    const photo = await api('/api/protected/profile', { method: 'PATCH', ...json({ profileImage: dataUrl('image/png', TINY_PNG) }, parent.authHeader) });
    expect(photo.status).toBe(200);
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;

    const card = await crawl(`/baby/${token}`);
    expect(card.status).toBe(200);
    expect(og(card.html, 'og:title')).toBe('Deniz dünyaya geldi! · Merve Şen');
    expect(og(card.html, 'og:description')).toBe(`Doğum: ${turkishDay(parent.birthDate)} · Saat 09:30 · 3,25 kg · 50 cm`);
    // not chosen: the site's baby picture, the same for every family
    expect(og(card.html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/og\/baby\.jpg$/);
    expect(og(card.html, 'og:image:width')).toBe('1200');
    // never the note, the contacts, the hospital, the gender, an address
    expect(card.html).not.toMatch(/Çok mutluyuz|Anneanne|Şehir Hastanesi|Dr\. Kaya|[Kk]ız|0532|\/api\/photos\//);
    expect(card.html).not.toContain(parent.email);

    // she chooses her photo for the preview: its absolute URL, which the photo route serves
    expect(stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false, photoInPreview: true })).share!.photoInPreview).toBe(true);
    const withPhoto = await crawl(`/baby/${token}`);
    const image = new URL(og(withPhoto.html, 'og:image')!);
    // a JPEG of the photo, which every crawler draws (the page's own photo is the WebP)
    expect(image.pathname).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{24}\/full\.jpg$/);
    expect([og(withPhoto.html, 'og:image:width'), og(withPhoto.html, 'og:image:height')]).toEqual(['300', '300']);
    const fetched = await fetch(`${APP_URL}${image.pathname}`);
    expect([fetched.status, fetched.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    // the photo removed: the baby picture again
    expect((await api('/api/protected/profile', { method: 'PATCH', ...json({ profileImage: '' }, parent.authHeader) })).status).toBe(200);
    expect(og((await crawl(`/baby/${token}`)).html, 'og:image')).toMatch(/\/og\/baby\.jpg$/);

    // paused: 404 and the neutral preview, nothing of the baby
    expect((await post('/api/protected/pregnancy/pause', {}, parent)).status).toBe(200);
    const paused = await crawl(`/baby/${token}`);
    expect(paused.status).toBe(404);
    expect([og(paused.html, 'og:title'), og(paused.html, 'og:description')]).toEqual(['Bebek Yolculuğu', PAGE_UNAVAILABLE]);
    expect(og(paused.html, 'og:image')).toMatch(/\/og\/home\.jpg$/);
    expect(paused.html).not.toMatch(/Deniz|Merve|Doğum:|dünyaya geldi/);
    expect((await post('/api/protected/pregnancy/resume', {}, parent)).status).toBe(200);
    expect((await crawl(`/baby/${token}`)).status).toBe(200);

    // stopped: the 404 of a link that finds nothing
    expect((await stop(parent)).status).toBe(200);
    const stopped = await crawl(`/baby/${token}`);
    expect(stopped.status).toBe(404);
    expect(og(stopped.html, 'og:title')).toBe('Bebek sayfası bulunamadı · Bebek Yolculuğu');
    expect(stopped.html).not.toMatch(/Deniz|Merve|dünyaya geldi/);
  });

  it('without a name or an announcement: the baby, the parents and the day from the profile', async () => {
    const parent = await registerUser({ fullName: 'Zeynep Ak' });
    const birthDate = daysAgo(10);
    expect(
      (await post('/api/protected/baby-info', { expectedBirthDate: daysAgo(5), babyName: '', babyGender: '', babyBirthDate: birthDate }, parent)).status,
    ).toBe(200);
    const token = stateOf(await share(parent, { showGrowth: false, tellGameParticipants: false })).share!.token;
    const card = await crawl(`/baby/${token}`);
    expect(og(card.html, 'og:title')).toBe('Bebeğimiz dünyaya geldi! · Zeynep Ak');
    expect(og(card.html, 'og:description')).toBe(`Doğum: ${turkishDay(birthDate)}`);
  });
});
