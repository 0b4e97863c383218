/**
 * Many families behind one address (issue 33 point 3, ADR 0051): a maternity ward's Wi-Fi or a
 * carrier's address carries hundreds of relatives at once, so no refusal rests on the address alone.
 * Each test is a second person: the relatives behind that address, and the attacker among them.
 * Every request here leaves from the same loopback address, which Hosting reports as the client's.
 */
import { describe, expect, it } from 'vitest';
import type { ChecklistItem, Game } from '@bebek/common/types';
import { api, apiFrom, awayFromWindowEdge, randomClient } from './support/stack';
import { mailsWithSubject } from './support/sinks';
import { json, registerUser, type TestUser } from './support/users';

const TOO_MANY = 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.';
const HOUR = 3600_000;
const TEN_MINUTES = 10 * 60_000;

const get = (address: string, path: string) => apiFrom(address, path);
const post = (address: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiFrom(address, path, { method: 'POST', ...json(body, headers) });

async function inBatches<T>(count: number, size: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => send(start + offset)))));
  }
  return results;
}

const statusCount = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('public links behind one address', () => {
  it('500 relatives open one game link within 10 minutes: every one gets the page and its answer', async () => {
    const owner = await registerUser({ fullName: 'Zeynep Kalabalık' });
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Kız mı erkek mi?' }, owner.authHeader) })).body as Game;
    const ward = randomClient();
    await awayFromWindowEdge(TEN_MINUTES, 180_000);
    // each relative opens the link (the page Hosting serves) and the app asks the api for the game
    const answers = await inBatches(500, 25, async () => [await get(ward, `/game/${game.token}`), await get(ward, `/api/gender-games/${game.token}`)]);
    expect(statusCount(answers.flat())).toEqual({ 200: 1000 });
  }, 300_000);

  it('an attacker behind that address walking tokens gets 429 after 60 misses, while the family links there still open', async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Tahmin' }, owner.authHeader) })).body as Game;
    const list = ((await api('/api/protected/checklist/share', { method: 'POST', ...json({}, owner.authHeader) })).body as { token: string }).token;
    const ward = randomClient();
    await awayFromWindowEdge(TEN_MINUTES, 60_000);
    const guesses = await inBatches(70, 10, (index) => get(ward, `/api/gender-games/tahmin${String(index).padStart(3, '0')}aaaaaaaaaaaaaaaaaaa`));
    expect(statusCount(guesses)).toEqual({ 404: 60, 429: 10 });
    expect(guesses.filter((answer) => answer.status === 429).every((answer) => (answer.body as { message: string }).message === TOO_MANY)).toBe(true);
    // the pages that name nothing are misses too
    expect((await get(ward, '/game/tahminzzzzzzzzzzzzzzzzzzzzz')).status).toBe(429);
    // the relatives behind that address still open the family's links
    expect((await get(ward, `/game/${game.token}`)).status).toBe(200);
    expect((await get(ward, `/api/gender-games/${game.token}`)).status).toBe(200);
    expect((await get(ward, `/api/checklist/${list}`)).status).toBe(200);
    expect((await get(ward, `/api/public-profile/${owner.uid}`)).status).toBe(200);
  }, 120_000);
});

describe('search behind one address', () => {
  it('300 relatives search the same mother and all find her; the attacker asking 100 new questions more gets 429; the relatives still find her', async () => {
    const mother = await registerUser({ fullName: `Selvi Aramaca${Math.floor(Math.random() * 1e6)}` });
    const surname = mother.fullName.split(' ')[1]!;
    const ward = randomClient();
    await awayFromWindowEdge(TEN_MINUTES, 120_000);
    const searches = await inBatches(300, 25, () => get(ward, `/api/search-users?searchQuery=${encodeURIComponent(surname)}`));
    expect(statusCount(searches)).toEqual({ 200: 300 });
    expect(searches.every((answer) => (answer.body as { users: Array<{ id: string }> }).users.some((user) => user.id === mother.uid))).toBe(true);
    const scraping = await inBatches(101, 10, (index) => get(ward, `/api/search-users?searchQuery=ka${index}`));
    // the relatives' question is one of the address's 100: the attacker's 100th new one is its 101st
    expect(statusCount(scraping)).toEqual({ 200: 99, 429: 2 });
    const again = await get(ward, `/api/search-users?searchQuery=${encodeURIComponent(surname)}`);
    expect(again.status).toBe(200);
  }, 180_000);
});

describe('gifts behind one address', () => {
  it('200 relatives claim 200 gifts on 20 lists within an hour, every tenth signed in: all accepted', async () => {
    const lists = await inBatches(20, 5, async () => {
      const parent = await registerUser();
      const items = (await api('/api/protected/checklist', { headers: parent.authHeader })).body as ChecklistItem[];
      const token = ((await api('/api/protected/checklist/share', { method: 'POST', ...json({}, parent.authHeader) })).body as { token: string }).token;
      return { token, items: items.filter((item) => item.type === 'need').slice(0, 10) };
    });
    expect(lists.every((list) => list.items.length === 10)).toBe(true);
    const signedIn: TestUser[] = await inBatches(20, 5, () => registerUser({ fullName: 'Hala Giriş' }));
    const ward = randomClient();
    await awayFromWindowEdge(HOUR, 240_000);
    const claims = await inBatches(200, 20, (index) => {
      const list = lists[index % 20]!;
      const item = list.items[Math.floor(index / 20)]!;
      const headers = index % 10 === 0 ? signedIn[index / 10]!.authHeader : {};
      return post(ward, `/api/checklist/${list.token}/claims`, { itemId: item.id, name: `Akraba ${index}`, note: '' }, headers);
    });
    expect(statusCount(claims)).toEqual({ 201: 200 });
  }, 300_000);
});

describe('password resets behind one address', () => {
  it('80 mothers reset their passwords within an hour: every link arrives, every reset works, every mother logs in', async () => {
    const mothers = await inBatches(80, 10, () => registerUser());
    const ward = randomClient();
    await awayFromWindowEdge(HOUR, 240_000);
    const asked = await inBatches(80, 10, (index) => post(ward, '/api/auth/forgot-password', { email: mothers[index]!.email }));
    expect(statusCount(asked)).toEqual({ 200: 80 });
    const tokens = await inBatches(80, 10, async (index) => {
      const [mail] = await mailsWithSubject(mothers[index]!.email, 'Şifre sıfırlama bağlantınız', 1, 60_000);
      return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1] ?? '';
    });
    const resets = await inBatches(80, 10, (index) => post(ward, '/api/auth/reset-password', { token: tokens[index], newPassword: `Yeni-Sifre-${index}-42` }));
    expect(statusCount(resets)).toEqual({ 200: 80 });
    const logins = await inBatches(80, 10, (index) => post(ward, '/api/auth/login', { email: mothers[index]!.email, password: `Yeni-Sifre-${index}-42` }));
    expect(statusCount(logins)).toEqual({ 200: 80 });
  }, 300_000);
});

describe('signing in behind one address', () => {
  it("an attacker behind the ward's address guessing a mother's password waits; the mother on her own phone and other mothers there sign in", async () => {
    const mother = await registerUser();
    const neighbour = await registerUser();
    const ward = randomClient();
    const onHerPhone = await post(ward, '/api/auth/login', { email: mother.email, password: mother.password });
    expect(onHerPhone.status).toBe(200);
    const herCookie = onHerPhone.headers
      .getSetCookie()
      .find((value) => value.startsWith('__session='))!
      .split(';')[0]!;
    await awayFromWindowEdge(15 * 60_000, 60_000);
    const guesses = await inBatches(40, 10, (index) => post(ward, '/api/auth/login', { email: mother.email, password: `tahmin-${index}` }));
    const counts = statusCount(guesses);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(30);
    // the attacker's source waits, whatever password it sends
    expect((await post(ward, '/api/auth/login', { email: mother.email, password: mother.password })).status).toBe(429);
    // her own phone behind the same address gets in; so does another mother there
    expect((await post(ward, '/api/auth/login', { email: mother.email, password: mother.password }, { cookie: herCookie })).status).toBe(200);
    expect((await post(ward, '/api/auth/login', { email: neighbour.email, password: neighbour.password })).status).toBe(200);
  }, 120_000);
});

describe('bodies of any shape before any limit (issue 33 point 5)', () => {
  it.each([
    ['/api/auth/login', { email: { toString: 1 }, password: 'x' }],
    ['/api/auth/login', { email: ['a@b.co'], password: 'x' }],
    ['/api/auth/login', { email: { valueOf: 1, toString: null }, password: 'x' }],
    ['/api/auth/forgot-password', { email: { toString: 1 } }],
    ['/api/auth/forgot-password', { email: 12345 }],
    ['/api/auth/reset-password', { token: { toString: 1 }, newPassword: 'Yeni-Sifre-42' }],
  ])('%s with %j: 400 with a Turkish message, never a 5xx', async (path, body) => {
    const answer = await post(randomClient(), path, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/[ğüşıöçİ]|alan|geçersiz|hatalı/i);
  });
});
