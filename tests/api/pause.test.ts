/**
 * The gentle pause (issue 18, ADR 0018): every public route that shows something of the parent
 * answers the neutral 'Bu sayfa şu an kullanılamıyor' (the profile also leaves the search), games
 * close without a result and nobody is told, waiting messages are cancelled, reminders stop,
 * nothing is deleted; undo brings everything back; a new pregnancy keeps the old games as history.
 * The route table is written here (ABOUT_A_PARENT, NOT_ABOUT_A_PARENT) and checked against the
 * contract's declarations, so a public route added later must be placed here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPath, type AnyEndpoint } from '@bebek/common/api/endpoint';
import { BABY_PAUSED } from '@bebek/common/baby-messages';
import type { BabyShareState } from '@bebek/common/baby-share';
import type { BabyGrowth, VaccineCalendar } from '@bebek/common/baby-types';
import { vaccineCalendar } from '@bebek/common/content/vaccines';
import { COLLECTIONS } from '@bebek/common/model';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import type { ChecklistClaimResponse, ChecklistItem, Game, Profile, PublicProfile, SearchUsersResponse } from '@bebek/common/types';
import { sendVaccineReminders } from '../../functions/src/baby/reminders';
import { sendCareReminders } from '../../functions/src/care-calendar/reminders';
import { admin, api, apiFrom, outboxSettled, storedDocuments } from './support/stack';
import { dataUrl } from './support/images';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Every public route of the api, written out and reviewed by hand (not read from the api under test):
 * the spec's call lists (part 1 §7, part 2 §7) and our own public calls, as common/src/api declares
 * them with access 'public' or 'visitor' (the profile photo's route among them: it answers bytes, not
 * JSON, common/src/api/photos.ts). A public route added later fails the first test below until it is
 * placed in one of these lists.
 */
/** Public routes that show nothing of any one parent: the pause has nothing to hide there. */
const NOT_ABOUT_A_PARENT = [
  'GET /api/service-categories',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // the e-mailed sign-in link (ADR 0066): a way in, as login is
  'POST /api/auth/login-link',
  'POST /api/auth/login-link/use',
  'POST /api/admin/login',
  'POST /api/admin/refresh',
  'POST /api/contact',
  // the sign-in address's own links (issue 16): about the account, not the pregnancy
  'POST /api/auth/email-change/confirm',
  'POST /api/auth/email-change/undo',
  'POST /api/auth/verify-email',
  // whether the calls that need App Check carry it (ADR 0042): the same for every visitor
  'GET /api/app-check',
];
/** The search lists parents: a paused one is left out of it (its own assertions below). */
const SEARCH = 'GET /api/search-users';
/** Public routes that show or change something of one parent: each answers the neutral page while she is paused. */
const ABOUT_A_PARENT = [
  'GET /api/public-profile/:userId',
  'GET /api/photos/:photoId/:file',
  'GET /api/checklist/:token',
  'POST /api/checklist/:token/claims',
  'DELETE /api/checklist/:token/claims/:itemId',
  'GET /api/baby/:token',
  'GET /api/gender-games/:token',
  'GET /api/name-games/:token',
  'GET /api/birth-date-games/:token',
  'POST /api/gender-games/:gameId/participate',
  'POST /api/gender-games/:gameId/participate-guest',
  'POST /api/name-games/:gameId/participate',
  'POST /api/birth-date-games/:gameId/participate',
  'GET /api/game-result/:token',
  'GET /api/name-result/:token',
  'GET /api/birth-date-result/:token',
  'GET /api/leaderboard/:token',
];
/** Not a JSON page but the photo's bytes: a paused parent's photo is not found, as ADR 0018 says (functions/src/photos/photos.ts). */
const PHOTO_NOT_FOUND = 'Fotoğraf bulunamadı';

/** Every endpoint common/src/api declares, wherever in a module's exports it sits (the game kinds group theirs in objects). */
async function declaredEndpoints(): Promise<AnyEndpoint[]> {
  const folder = join(import.meta.dirname, '..', '..', 'common', 'src', 'api');
  const found: AnyEndpoint[] = [];
  const collect = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 2) return;
    if ('method' in value && 'path' in value && 'access' in value) found.push(value as AnyEndpoint);
    else for (const inner of Object.values(value)) collect(inner, depth + 1);
  };
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    collect(await import(join(folder, file)), 0);
  }
  return found;
}

const BABY = { babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' };

/** The parent's baby was born yesterday (issue 25): a growth entry, the dose at birth marked, the vaccine reminders on. */
async function bornBaby(parent: TestUser): Promise<void> {
  expect((await post('/api/protected/baby-info', { ...BABY, expectedBirthDate: inDays(120), babyBirthDate: inDays(-1) }, parent.authHeader)).status).toBe(200);
  expect((await post('/api/protected/baby/growth', { measuredOn: inDays(-1), weightKg: 3.3 }, parent.authHeader)).status).toBe(201);
  expect((await post('/api/protected/baby/vaccines/HepB-1', { givenOn: inDays(-1), note: '' }, parent.authHeader)).status).toBe(200);
  const reminders = await api('/api/protected/baby/vaccines/reminders', { method: 'PATCH', ...json({ email: true, push: true }, parent.authHeader) });
  expect(reminders.status).toBe(200);
}

interface Family {
  parent: TestUser;
  friend: TestUser;
  searchName: string;
  games: Record<'gender' | 'name' | 'birthdate', Game>;
  published: { gender: Game; name: Game; birthdate: Game };
  shareToken: string;
  babyShareToken: string;
  items: ChecklistItem[];
  claim: ChecklistClaimResponse;
  photoId: string;
}

/** A parent with everything a visitor can reach: a profile, three games (two published), a shared list with a claim. */
async function family(): Promise<Family> {
  const searchName = `Duraklama${Date.now().toString(36)}`;
  const parent = await registerUser({ fullName: `${searchName} Anne` });
  const friend = await registerUser({ fullName: 'Arkadaş Ebeveyn' });
  // her profile photo, served at its own public route
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();
  const withPhoto = await api('/api/protected/profile', { method: 'PATCH', ...json({ profileImage: dataUrl('image/jpeg', photo) }, parent.authHeader) });
  expect(withPhoto.status).toBe(200);
  const photoId = (await admin().db.collection(COLLECTIONS.users).doc(parent.uid).get()).get('photoId') as string;
  // born yesterday (issue 25): the baby's page is shared too
  const baby = {
    expectedBirthDate: inDays(120),
    babyName: 'Deniz',
    babyGender: 'girl',
    hospital: 'Şehir Hastanesi',
    doctor: 'Dr. Kaya',
    babyBirthDate: inDays(-1),
  };
  expect((await post('/api/protected/baby-info', baby, parent.authHeader)).status).toBe(200);
  const create = async (segment: string, title: string) => (await post(`/api/protected/${segment}`, { title }, parent.authHeader)).body as Game;
  const games = {
    gender: await create('gender-games', 'Kız mı?'),
    name: await create('name-games', 'İsim'),
    birthdate: await create('birth-date-games', 'Tarih'),
  };
  const published = {
    gender: await create('gender-games', 'Sonuç'),
    name: await create('name-games', 'İsim sonucu'),
    birthdate: await create('birth-date-games', 'Tarih sonucu'),
  };
  // the birth day is known, so the birth-date game's result can be published too (ADR 0017)
  expect(
    (
      await post(
        '/api/protected/birth-notification',
        { contacts: [{ name: 'Dede', phone: '0532 444 55 66', email: '' }], actualBirthDate: inDays(-1) },
        parent.authHeader,
      )
    ).status,
  ).toBe(200);
  await post(`/api/name-games/${published.name.id}/participate`, {
    name: 'Teyze',
    email: uniqueEmail(),
    phone: '05321112233',
    boyNames: ['Can'],
    girlNames: ['Ada'],
  });
  for (const [segment, game] of [
    ['gender-games', published.gender],
    ['name-games', published.name],
    ['birth-date-games', published.birthdate],
  ] as const) {
    expect((await post(`/api/protected/${segment}/${game.id}/publish`, {}, parent.authHeader)).status).toBe(200);
  }
  const shareToken = ((await post('/api/protected/checklist/share', {}, parent.authHeader)).body as { token: string }).token;
  const babyShare = await post('/api/protected/baby/share', { showGrowth: true, tellGameParticipants: true }, parent.authHeader);
  expect(babyShare.status).toBe(200);
  const babyShareToken = (babyShare.body as BabyShareState).share!.token;
  const items = (await api('/api/protected/checklist', { headers: parent.authHeader })).body as ChecklistItem[];
  const claimed = await apiFrom('127.18.2.90', `/api/checklist/${shareToken}/claims`, {
    method: 'POST',
    ...json({ itemId: items[0]!.id, name: 'Hala', note: '' }),
  });
  expect(claimed.status).toBe(201);
  return { parent, friend, searchName, games, published, shareToken, babyShareToken, items, claim: claimed.body as ChecklistClaimResponse, photoId };
}

/** A call of one route of the table: the request is built from the route itself, so an entry cannot call another route than it names. */
interface RouteCall {
  route: (typeof ABOUT_A_PARENT)[number];
  params: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A client address of its own (the claims' per-address limit). */
  from?: string;
  /** What the route answers while the parent is paused: the neutral page, but the photo's 'not found'. */
  paused?: string;
}

function call({ route, params, body, headers = {}, from }: RouteCall) {
  const [method, path] = route.split(' ') as [string, string];
  const init: RequestInit = body === undefined ? { method, headers } : { method, ...json(body, headers) };
  return from ? apiFrom(from, buildPath(path, params), init) : api(buildPath(path, params), init);
}

/** Every public route that shows or changes something of the parent, called as a visitor (the game links also as the parent). */
function parentRoutes(f: Family): RouteCall[] {
  const guest = () => ({ name: 'Misafir', email: uniqueEmail('misafir'), phone: '05321112233' });
  return [
    { route: 'GET /api/public-profile/:userId', params: { userId: f.parent.uid } },
    { route: 'GET /api/photos/:photoId/:file', params: { photoId: f.photoId, file: 'full.webp' }, paused: PHOTO_NOT_FOUND },
    { route: 'GET /api/checklist/:token', params: { token: f.shareToken } },
    // issue 25 (ADR 0033): the shared baby page
    { route: 'GET /api/baby/:token', params: { token: f.babyShareToken } },
    {
      route: 'POST /api/checklist/:token/claims',
      params: { token: f.shareToken },
      body: { itemId: f.items[1]!.id, name: 'Kuzen', note: '' },
      from: '127.18.2.91',
    },
    {
      route: 'DELETE /api/checklist/:token/claims/:itemId',
      params: { token: f.shareToken, itemId: f.claim.itemId },
      body: { secret: f.claim.secret },
    },
    { route: 'GET /api/gender-games/:token', params: { token: f.games.gender.token } },
    { route: 'GET /api/name-games/:token', params: { token: f.games.name.token } },
    { route: 'GET /api/birth-date-games/:token', params: { token: f.games.birthdate.token } },
    { route: 'GET /api/gender-games/:token', params: { token: f.games.gender.token }, headers: f.parent.authHeader },
    { route: 'POST /api/gender-games/:gameId/participate', params: { gameId: f.games.gender.id }, body: { prediction: 'boy' }, headers: f.friend.authHeader },
    { route: 'POST /api/gender-games/:gameId/participate-guest', params: { gameId: f.games.gender.id }, body: { ...guest(), prediction: 'girl' } },
    { route: 'POST /api/name-games/:gameId/participate', params: { gameId: f.games.name.id }, body: { ...guest(), boyNames: ['Ege'], girlNames: ['Ela'] } },
    { route: 'POST /api/birth-date-games/:gameId/participate', params: { gameId: f.games.birthdate.id }, body: { ...guest(), predictedDate: inDays(100) } },
    { route: 'GET /api/game-result/:token', params: { token: f.published.gender.token } },
    { route: 'GET /api/name-result/:token', params: { token: f.published.name.token } },
    // issue 17 (ADR 0017): the birth-date game's result and the family's leaderboard
    { route: 'GET /api/birth-date-result/:token', params: { token: f.published.birthdate.token } },
    { route: 'GET /api/leaderboard/:token', params: { token: f.published.gender.token } },
  ];
}

const searchIds = async (name: string) =>
  ((await api(`/api/search-users?searchQuery=${encodeURIComponent(name)}`)).body as SearchUsersResponse).users.map((user) => user.id);

describe('the pause on every public route', () => {
  it('the table places every public route the contract declares, and names no route it does not', async () => {
    const declared = (await declaredEndpoints())
      .filter((endpoint) => endpoint.access === 'public' || endpoint.access === 'visitor')
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    // a declaration exported twice (the game lookups) is one route
    const publicRoutes = [...new Set(declared)].sort();
    expect([...NOT_ABOUT_A_PARENT, SEARCH, ...ABOUT_A_PARENT].sort()).toEqual(publicRoutes);
  });

  it('calls every route of the table that shows a parent', () => {
    const family = {
      parent: {},
      friend: {},
      games: { gender: {}, name: {}, birthdate: {} },
      published: { gender: {}, name: {}, birthdate: {} },
      items: [{}, {}],
      claim: {},
    };
    expect([...new Set(parentRoutes(family as unknown as Family).map((entry) => entry.route))].sort()).toEqual([...ABOUT_A_PARENT].sort());
  });

  it('answers the neutral page on each, writes nothing, and leaves the profile out of the search; undo brings them all back', async () => {
    const f = await family();
    // before: each of them works
    for (const entry of parentRoutes(f).filter(({ route }) => route.startsWith('GET')))
      expect({ route: entry.route, status: (await call(entry)).status }).toEqual({ route: entry.route, status: 200 });
    expect(await searchIds(f.searchName)).toEqual([f.parent.uid]);

    const paused = await post('/api/protected/pregnancy/pause', {}, f.parent.authHeader);
    expect(paused.status).toBe(200);
    expect((paused.body as Profile).pausedAt).toEqual(expect.any(String));

    // the published games' result e-mails (those the pause did not cancel) are delivered and logged first
    await outboxSettled();
    const stored = await storedDocuments();
    const answers: Array<{ route: string; status: number; message: unknown }> = [];
    const expected: typeof answers = [];
    for (const entry of parentRoutes(f)) {
      const { status, body } = await call(entry);
      answers.push({ route: entry.route, status, message: (body as { message?: unknown } | undefined)?.message });
      expected.push({ route: entry.route, status: 404, message: entry.paused ?? PAGE_UNAVAILABLE });
    }
    expect(answers).toEqual(expected);
    expect(await searchIds(f.searchName)).toEqual([]);
    expect(await stored.changes()).toEqual([]);

    // undo: every page is back, and a game takes answers again
    const resumed = await post('/api/protected/pregnancy/resume', {}, f.parent.authHeader);
    expect((resumed.body as Profile).pausedAt).toBeNull();
    for (const entry of parentRoutes(f).filter(({ route }) => route.startsWith('GET')))
      expect({ route: entry.route, status: (await call(entry)).status }).toEqual({ route: entry.route, status: 200 });
    expect(await searchIds(f.searchName)).toEqual([f.parent.uid]);
    const profile = (await api(`/api/public-profile/${f.parent.uid}`)).body as PublicProfile;
    expect(profile.genderGames.map((game) => game.id).sort()).toEqual([f.games.gender.id, f.published.gender.id].sort());
    expect(
      (
        await post(`/api/birth-date-games/${f.games.birthdate.id}/participate`, {
          name: 'Dönen',
          email: uniqueEmail(),
          phone: '05321112233',
          predictedDate: inDays(90),
        })
      ).status,
    ).toBe(201);
    // every public route three times over (paused, undone, and the search): a minute on a busy 2-core machine
  }, 90_000);
});

describe('what the pause does behind the pages', () => {
  it('closes the games without a result and tells no one, cancels waiting messages, sends no reminder, deletes nothing', async () => {
    const f = await family();
    const { db } = admin();
    // a message still waiting for its retry, on the parent's behalf
    const waiting = db.collection(COLLECTIONS.outbox).doc(`bekleyen_${f.parent.uid}`);
    await waiting.set({
      channel: 'email',
      kind: 'care_reminder',
      to: { email: f.parent.email, name: '' },
      subject: 'Hatırlatma',
      text: 'bekliyor',
      context: { userId: f.parent.uid },
      status: 'retry',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 3600_000),
    });
    const count = async () => {
      const [games, items, claims, shares, growth, vaccines] = await Promise.all([
        db.collection(COLLECTIONS.games).where('userId', '==', f.parent.uid).count().get(),
        db.collection(COLLECTIONS.users).doc(f.parent.uid).collection(COLLECTIONS.checklistItems).count().get(),
        db.collection(COLLECTIONS.users).doc(f.parent.uid).collection(COLLECTIONS.checklistClaims).count().get(),
        db.collection(COLLECTIONS.checklistShares).where('userId', '==', f.parent.uid).count().get(),
        db.collection(COLLECTIONS.users).doc(f.parent.uid).collection(COLLECTIONS.growth).count().get(),
        db.collection(COLLECTIONS.users).doc(f.parent.uid).collection(COLLECTIONS.vaccines).count().get(),
      ]);
      return [games, items, claims, shares, growth, vaccines].map((snapshot) => snapshot.data().count);
    };
    // the baby is born (issue 25): a growth entry, a vaccine mark, and the vaccine reminders on
    await bornBaby(f.parent);
    const stored = await count();

    expect((await post('/api/protected/pregnancy/pause', {}, f.parent.authHeader)).status).toBe(200);
    // pausing twice is the same pause
    expect((await post('/api/protected/pregnancy/pause', {}, f.parent.authHeader)).status).toBe(200);
    // opted in to reminders (after the pause: the stack's own every-minute schedule must find nothing to send either)
    await api('/api/protected/care-calendar/reminders', { method: 'PATCH', ...json({ email: true, push: false }, f.parent.authHeader) });
    const outboxBefore = (await db.collection(COLLECTIONS.outbox).where('context.userId', '==', f.parent.uid).get()).docs.map((doc) => doc.id).sort();

    expect(await count()).toEqual(stored);
    expect((await waiting.get()).get('status')).toBe('cancelled');
    const games = await db.collection(COLLECTIONS.games).where('userId', '==', f.parent.uid).get();
    expect(games.docs.every((game) => game.get('pausedAt'))).toBe(true);
    // closed without a result: nothing published by the pause, and no message to anyone
    expect(
      games.docs
        .filter((game) => game.get('status') === 'completed')
        .map((game) => game.id)
        .sort(),
    ).toEqual([f.published.gender.id, f.published.name.id, f.published.birthdate.id].sort());
    // the schedule reminds a paused parent of nothing, whatever the day
    for (let days = 0; days <= 280; days += 7) await sendCareReminders(new Date(Date.now() + days * DAY_MS));
    // nor of a vaccine: on each visit's day of the baby's first two years (its reminder would be due then)
    for (const day of new Set(vaccineCalendar(inDays(-1)).map((dose) => dose.dueDate))) await sendVaccineReminders(new Date(`${day}T09:00:00Z`));
    const outboxAfter = await db.collection(COLLECTIONS.outbox).where('context.userId', '==', f.parent.uid).get();
    expect(outboxAfter.docs.map((doc) => doc.id).sort()).toEqual(outboxBefore);
    expect(outboxAfter.docs.filter((doc) => ['pending', 'retry'].includes(doc.get('status')))).toEqual([]);

    // the owner still has everything, as history; nothing new can start meanwhile
    const list = (await api('/api/protected/gender-games', { headers: f.parent.authHeader })).body as { games: Game[] };
    expect(list.games.map((game) => game.pausedAt)).toEqual([expect.any(String), expect.any(String)]);
    expect((await post('/api/protected/gender-games', { title: 'Yeni' }, f.parent.authHeader)).status).toBe(409);
    expect((await post(`/api/protected/gender-games/${f.games.gender.id}/publish`, {}, f.parent.authHeader)).status).toBe(409);
    expect((await post('/api/protected/birth-notification/trigger', {}, f.parent.authHeader)).status).toBe(409);
    expect(((await api('/api/protected/care-calendar', { headers: f.parent.authHeader })).body as { entries: unknown[] }).entries).toEqual([]);
    // the baby's pages show nothing and nothing of them changes; the data is kept (counted above)
    expect(((await api('/api/protected/baby/growth', { headers: f.parent.authHeader })).body as BabyGrowth).entries).toEqual([]);
    expect(((await api('/api/protected/baby/vaccines', { headers: f.parent.authHeader })).body as VaccineCalendar).doses).toEqual([]);
    expect(await post('/api/protected/baby/growth', { measuredOn: inDays(-1), weightKg: 3.4 }, f.parent.authHeader)).toMatchObject({
      status: 409,
      body: { message: BABY_PAUSED },
    });
  });

  it('starts a new pregnancy later: a new expected date, fresh care calendar, the old games kept closed as history', async () => {
    const f = await family();
    await post('/api/protected/care-calendar/visit-1', { doneDate: inDays(-1), note: 'eski' }, f.parent.authHeader);
    await bornBaby(f.parent);
    const notPaused = await post('/api/protected/pregnancy/new', { expectedBirthDate: inDays(250) }, f.parent.authHeader);
    expect(notPaused.status).toBe(409);
    await post('/api/protected/pregnancy/pause', {}, f.parent.authHeader);
    const tooFar = await post('/api/protected/pregnancy/new', { expectedBirthDate: inDays(7 * 43) }, f.parent.authHeader);
    expect(tooFar).toMatchObject({
      status: 400,
      body: { message: 'Beklenen doğum tarihi bugünden en fazla 42 hafta sonra ve en fazla 4 hafta önce olabilir' },
    });

    const started = await post('/api/protected/pregnancy/new', { expectedBirthDate: inDays(250) }, f.parent.authHeader);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ expectedBirthDate: inDays(250), babyName: '', babyGender: '', pausedAt: null, babyInfoCompleted: true });
    // the old games are history: still the owner's, closed, not on the public profile, their links neutral
    const old = (await api('/api/protected/gender-games', { headers: f.parent.authHeader })).body as { games: Game[] };
    expect(old.games.every((game) => game.pausedAt)).toBe(true);
    expect((await api(`/api/gender-games/${f.games.gender.token}`)).body).toEqual({ message: PAGE_UNAVAILABLE });
    const profile = (await api(`/api/public-profile/${f.parent.uid}`)).body as PublicProfile;
    expect(profile.genderGames).toEqual([]);
    // a new game starts and is public
    const fresh = await post('/api/protected/gender-games', { title: 'Yeni yolculuk' }, f.parent.authHeader);
    expect(fresh.status).toBe(201);
    expect((await api(`/api/gender-games/${(fresh.body as Game).token}`)).status).toBe(200);
    // the care calendar has no marks of the earlier pregnancy
    const calendar = (await api('/api/protected/care-calendar', { headers: f.parent.authHeader })).body as { entries: Array<{ done: unknown }> };
    expect(calendar.entries.length).toBeGreaterThan(0);
    expect(calendar.entries.every((entry) => entry.done === null)).toBe(true);
    // nor has the baby's page anything of the earlier baby (ADR 0032): no birth date yet; once the new baby is born,
    // its growth and vaccines start empty, and the earlier baby's entries are kept as history
    expect(started.body).toMatchObject({ babyBirthDate: '' });
    expect(((await api('/api/protected/baby/growth', { headers: f.parent.authHeader })).body as BabyGrowth).birthDate).toBeNull();
    await post('/api/protected/baby-info', { ...BABY, expectedBirthDate: inDays(250), babyBirthDate: inDays(0) }, f.parent.authHeader);
    expect(((await api('/api/protected/baby/growth', { headers: f.parent.authHeader })).body as BabyGrowth).entries).toEqual([]);
    const vaccines = (await api('/api/protected/baby/vaccines', { headers: f.parent.authHeader })).body as VaccineCalendar;
    expect(vaccines.doses.every((dose) => dose.given === null)).toBe(true);
    const { db } = admin();
    expect((await db.collection(COLLECTIONS.users).doc(f.parent.uid).collection(COLLECTIONS.growth).count().get()).data().count).toBe(1);
  });
});
