/**
 * The baby's birth date from the announcement (issue 25, ADR 0032), and the operator's counts. The
 * first announcement sent gives the profile its `babyBirthDate` when the parent has entered none (in
 * the announcement's own commit); a date the parent entered stays theirs; the one correction moves a
 * date that came from the announcement. The operator sees how many growth entries and vaccine marks
 * an account holds, and nothing else of the baby.
 */
import { describe, expect, it } from 'vitest';
import type { BabyGrowth } from '@bebek/common/baby-types';
import { COLLECTIONS } from '@bebek/common/model';
import { todayIn } from '@bebek/common/pregnancy';
import type { Game, Profile, PublicGameResponse, PublicProfile } from '@bebek/common/types';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { createGame, type GameSegment } from './support/games';
import { admin, api } from './support/stack';
import { json, registerUser, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const post = (path: string, body: unknown, user: TestUser) => api(path, { method: 'POST', ...json(body, user.authHeader) });
const profileOf = async (user: TestUser) => (await api('/api/protected/profile', { headers: user.authHeader })).body as Profile;

/** A parent ready to announce (ADR 0024: the e-mail verified), with a contact and the birth's day on the notification. */
async function announcingParent(actualBirthDate: string, babyBirthDate?: string): Promise<TestUser> {
  const parent = await registerUser({ fullName: 'Duyuran Anne' });
  await verifyEmail(parent);
  const info = { expectedBirthDate: addDays(todayIn(), 10), babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' };
  expect((await post('/api/protected/baby-info', babyBirthDate ? { ...info, babyBirthDate } : info, parent)).status).toBe(200);
  const contacts = [{ name: 'Anneanne', phone: uniquePhone().local, email: '' }];
  expect((await post('/api/protected/birth-notification', { contacts, actualBirthDate }, parent)).status).toBe(200);
  return parent;
}

describe('the birth date from the announcement', () => {
  it('is copied into the profile by the first announcement, and the baby pages follow it', async () => {
    const born = addDays(todayIn(), -2);
    const parent = await announcingParent(born);
    expect((await profileOf(parent)).babyBirthDate).toBe('');
    const sent = await post('/api/protected/birth-notification/trigger', {}, parent);
    expect(sent).toMatchObject({ status: 200, body: { alreadySent: false } });
    expect((await profileOf(parent)).babyBirthDate).toBe(born);
    expect(((await api('/api/protected/baby/growth', { headers: parent.authHeader })).body as BabyGrowth).birthDate).toBe(born);

    // the one correction moves it, since it came from the announcement
    const corrected = await post('/api/protected/birth-notification/correction', { actualBirthDate: addDays(born, -1) }, parent);
    expect(corrected.status).toBe(200);
    expect((await profileOf(parent)).babyBirthDate).toBe(addDays(born, -1));
  });

  it('leaves a birth date the parent entered as it is, through the announcement and its correction', async () => {
    const entered = addDays(todayIn(), -3);
    const parent = await announcingParent(addDays(todayIn(), -1), entered);
    expect((await post('/api/protected/birth-notification/trigger', {}, parent)).status).toBe(200);
    expect((await profileOf(parent)).babyBirthDate).toBe(entered);
    expect((await post('/api/protected/birth-notification/correction', { actualBirthDate: addDays(todayIn(), -2) }, parent)).status).toBe(200);
    expect((await profileOf(parent)).babyBirthDate).toBe(entered);
  });

  it('does not take a day still ahead as the birth date: the baby is not born yet', async () => {
    const parent = await announcingParent(addDays(todayIn(), 5));
    expect((await post('/api/protected/birth-notification/trigger', {}, parent)).status).toBe(200);
    expect((await profileOf(parent)).babyBirthDate).toBe('');
  });
});

describe('the games after the birth (ADR 0038)', () => {
  it('keeps a game from before the birth reachable, closed by the announcement, and still accepts a new game: the spec lists the call with no condition', async () => {
    const parent = await announcingParent(addDays(todayIn(), -1));
    const before = await createGame(parent, 'gender-games', 'Doğumdan önce');
    expect((await post('/api/protected/birth-notification/trigger', {}, parent)).status).toBe(200);
    // the owner's list and the relative's old link both still have it, closed by the birth
    const list = (await api('/api/protected/gender-games', { headers: parent.authHeader })).body as { games: Game[] };
    expect(list.games.find((game) => game.id === before.id)).toMatchObject({ closed: true, closedBy: 'birth' });
    const relative = await api(`/api/gender-games/${before.token}`);
    expect(relative).toMatchObject({ status: 200 });
    expect((relative.body as PublicGameResponse).game).toMatchObject({ closed: true, title: 'Doğumdan önce' });
    // the public profile's board no longer invites anyone to guess it
    const board = (await api(`/api/public-profile/${parent.uid}`)).body as PublicProfile;
    expect(board.genderGames).toEqual([{ id: before.id, title: 'Doğumdan önce', token: before.token, closed: true }]);
    // a native app reproducing the contract may still create one; only the dashboard stops offering it
    for (const segment of ['gender-games', 'name-games', 'birth-date-games'] satisfies GameSegment[])
      expect((await post(`/api/protected/${segment}`, { title: 'Doğumdan sonra' }, parent)).status).toBe(201);
    // such a game is open, as its owner made it
    const after = (await api(`/api/public-profile/${parent.uid}`)).body as PublicProfile;
    expect(after.nameGames).toEqual([expect.objectContaining({ title: 'Doğumdan sonra', closed: false })]);
  });
});

describe("the operator's view of a parent's baby data", () => {
  it('counts growth entries and vaccine marks, shows nothing of them, and is for operators only', async () => {
    const parent = await registerUser({ fullName: 'Sayılan Anne' });
    const born = addDays(todayIn(), -30);
    expect(
      (
        await post(
          '/api/protected/baby-info',
          { expectedBirthDate: addDays(todayIn(), 10), babyName: '', babyGender: '', hospital: '', doctor: '', babyBirthDate: born },
          parent,
        )
      ).status,
    ).toBe(200);
    for (const weightKg of [3.1, 3.6, 4.2])
      expect((await post('/api/protected/baby/growth', { measuredOn: born, weightKg, note: 'gizli not' }, parent)).status).toBe(201);
    expect((await post('/api/protected/baby/vaccines/HepB-1', { givenOn: born, note: 'gizli' }, parent)).status).toBe(200);
    const operator = (await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!;
    const counts = await api(`/api/admin/users/${parent.uid}/baby`, { headers: bearer(operator) });
    expect(counts).toMatchObject({ status: 200 });
    expect(counts.body).toEqual({ userId: parent.uid, hasBirthDate: true, growthEntries: 3, vaccinesMarked: 1 });
    // a parent who follows no baby: no birth date, nothing counted (the user view then shows no line)
    const expecting = await registerUser({ fullName: 'Bekleyen Anne' });
    expect((await api(`/api/admin/users/${expecting.uid}/baby`, { headers: bearer(operator) })).body).toEqual({
      userId: expecting.uid,
      hasBirthDate: false,
      growthEntries: 0,
      vaccinesMarked: 0,
    });
    expect(await api('/api/admin/users/yokboylebiri/baby', { headers: bearer(operator) })).toMatchObject({
      status: 404,
      body: { message: 'Kullanıcı bulunamadı' },
    });
    expect((await api(`/api/admin/users/${parent.uid}/baby`, { headers: parent.authHeader })).status).toBe(403);
    expect((await api(`/api/admin/users/${parent.uid}/baby`)).status).toBe(401);
    // the stored entries are there, as counted
    expect((await admin().db.collection(COLLECTIONS.users).doc(parent.uid).collection(COLLECTIONS.growth).count().get()).data().count).toBe(3);
  });
});
