/**
 * What holds against abuse: rate limits kept in Firestore (so they hold across function instances:
 * proven with separate Node processes below), common passwords, one-time reset links, and
 * unguessable tokens.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { RESET_LINK, VALIDATION } from '@bebek/common/schemas/messages';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import type { Game } from '@bebek/common/types';
import { COUNTER_SHARDS, counterShardName } from '../../functions/src/rate-limits/data';
import { admin, api, apiFrom, APP_URL, awayFromWindowEdge, randomClient } from './support/stack';
import { mailsWithSubject, sinkMessages } from './support/sinks';
import { json, registerUser, uniqueEmail } from './support/users';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TOO_MANY = 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.';
const HOUR = 3600_000;

/** A request as the client at `ip`: it leaves from that loopback address (support/stack.ts apiFrom). */
const from = (ip: string, path: string, body: unknown, headers: Record<string, string> = {}) => apiFrom(ip, path, { method: 'POST', ...json(body, headers) });

/** The session cookie a sign-in answered (`__session=…`), to send back as the same browser would. */
function sessionCookieOf(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((value) => value.startsWith('__session='));
  if (!setCookie) throw new Error('the sign-in set no session cookie');
  return setCookie.split(';')[0]!;
}

/** Addresses of honest one-off clients; the floods use their own, so runs in one window never collide. */
const randomIp = randomClient;

/**
 * Puts a limiter's counter for `key` at `hits` in Firestore, as a flood from many instances would
 * have left it: cheaper than sending hundreds of real registrations, and the same document the
 * limiter reads (functions/src/rate-limits/).
 */
async function fillCounter(name: string, key: string, windowMs: number, hits: number): Promise<void> {
  const index = Math.floor(Date.now() / windowMs);
  const id = createHash('sha256').update(`${name}:${key}:${index}`).digest('base64url');
  await admin().db.collection(COLLECTIONS.rateLimits).doc(id).set({ prefix: name, hits });
}

/** What a game's budget of accepted answers holds this minute: the sum of its distributed counter's shards (ADR 0021, 0024). */
async function spentOn(gameId: string): Promise<number> {
  const index = Math.floor(Date.now() / 60_000);
  const ids = Array.from({ length: COUNTER_SHARDS }, (_, shard) =>
    createHash('sha256')
      .update(`${counterShardName('game-answer-game', shard)}:${gameId}:${index}`)
      .digest('base64url'),
  );
  const shards = await admin().db.getAll(...ids.map((id) => admin().db.collection(COLLECTIONS.rateLimits).doc(id)));
  return shards.reduce((total, shard) => total + Number(shard.get('hits') ?? 0), 0);
}

async function inBatches<T>(count: number, size: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => send(start + offset)))));
  }
  return results;
}

describe('rate limits', () => {
  it('hold across function instances: three processes counting one key at once never let more than the limit through', async () => {
    const key = `127.51.100.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`;
    const instance = () =>
      new Promise<number>((resolve, reject) => {
        execFile(
          join(ROOT, 'node_modules', '.bin', 'tsx'),
          [join(ROOT, 'tests', 'api', 'support', 'rate-limit-instance.ts'), 'instances-test', key, '25', '40'],
          { cwd: ROOT },
          (error, stdout) => (error ? reject(error) : resolve((JSON.parse(stdout.trim().split('\n').pop()!) as { allowed: number }).allowed)),
        );
      });
    const allowed = await Promise.all([instance(), instance(), instance()]);
    // 75 requests against a limit of 40, spread over three processes with no shared memory: every one
    // is counted in the one Firestore document, and at most 40 pass (a burst may be refused early, never late).
    expect(allowed.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(40);
    const index = Math.floor(Date.now() / HOUR);
    const id = createHash('sha256').update(`instances-test:${key}:${index}`).digest('base64url');
    expect((await admin().db.collection(COLLECTIONS.rateLimits).doc(id).get()).get('hits')).toBe(75);
  }, 60_000);

  it('login: at most 100 wrong passwords an hour per account from unknown devices, even from 20 clients at once; her own device and other accounts still log in', async () => {
    const target = await registerUser();
    const honest = await registerUser();
    // she signed in on her phone once: the browser is her known device (ADR 0053)
    const onHerPhone = await from(randomIp(), '/api/auth/login', { email: target.email, password: target.password });
    expect(onHerPhone.status).toBe(200);
    const herCookie = sessionCookieOf(onHerPhone.headers);
    await awayFromWindowEdge(HOUR, 60_000);
    const answers = await inBatches(110, 20, (index) =>
      from(`127.51.100.${(index % 200) + 1}`, '/api/auth/login', { email: target.email, password: `yanlis-${index}` }),
    );
    const refused = answers.filter((answer) => answer.status === 401).length;
    const limited = answers.filter((answer) => answer.status === 429);
    expect(refused).toBeLessThanOrEqual(100);
    expect(refused + limited.length).toBe(110);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited.every((answer) => (answer.body as { message: string }).message === TOO_MANY)).toBe(true);
    // an unknown device waits for the hour, whatever the password; her own phone's right password gets in; another account is not touched
    expect((await from(randomIp(), '/api/auth/login', { email: target.email, password: target.password })).status).toBe(429);
    expect((await from(randomIp(), '/api/auth/login', { email: target.email, password: 'yanlis-telefondan' }, { cookie: herCookie })).status).toBe(401);
    expect((await from(randomIp(), '/api/auth/login', { email: target.email, password: target.password }, { cookie: herCookie })).status).toBe(200);
    expect((await from(randomIp(), '/api/auth/login', { email: honest.email, password: honest.password })).status).toBe(200);
  }, 120_000);

  it('forgot-password: 5 an hour per e-mail address, from any client; another address still gets its e-mail', async () => {
    const target = await registerUser();
    const honest = await registerUser();
    await awayFromWindowEdge(HOUR, 30_000);
    const statuses: number[] = [];
    for (let request = 0; request < 7; request += 1) statuses.push((await from(randomIp(), '/api/auth/forgot-password', { email: target.email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // at once from many instances the count still holds (the store counts atomically; it may refuse early, never late)
    const other = await registerUser();
    const burst = await Promise.all(Array.from({ length: 12 }, () => from(randomIp(), '/api/auth/forgot-password', { email: other.email })));
    expect(burst.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(5);
    expect(burst.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect((await from(randomIp(), '/api/auth/forgot-password', { email: honest.email })).status).toBe(200);
  });

  it('register: a flooding address gets 429 and creates nothing, another address registers', async () => {
    const flooder = '127.203.113.201';
    await awayFromWindowEdge(HOUR, 10_000);
    await fillCounter('register-ip', flooder, HOUR, 300);
    const email = uniqueEmail('sel');
    const flooded = await from(flooder, '/api/auth/register', { fullName: 'Sel Baskını', email, password: 'Sel-Baskini-42', phone: '' });
    expect(flooded.status).toBe(429);
    expect((flooded.body as { message: string }).message).toBe(TOO_MANY);
    await expect(admin().auth.getUserByEmail(email)).rejects.toThrow();
    const honest = await from('127.18.7.7', '/api/auth/register', {
      fullName: 'Dürüst Kişi',
      email: uniqueEmail('durust'),
      password: 'Durust-Kisi-42',
      phone: '',
    });
    expect(honest.status).toBe(201);
  });

  it('guest answers: a flooding address gets 429 and nothing is stored, another guest answers', async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Sel oyunu' }, owner.authHeader) })).body as Game;
    const flooder = '127.203.113.202';
    await awayFromWindowEdge(10 * 60_000, 10_000);
    await fillCounter('game-answer-ip', flooder, 10 * 60_000, 600);
    const guest = (name: string) => ({ name, email: uniqueEmail('misafir'), phone: '0532 111 22 33', prediction: 'girl' });
    const flooded = await from(flooder, `/api/gender-games/${game.id}/participate-guest`, guest('Sel'));
    expect(flooded.status).toBe(429);
    expect((await from('127.18.7.8', `/api/gender-games/${game.id}/participate-guest`, guest('Dürüst'))).status).toBe(201);
    const stored = await admin().db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).get();
    expect(stored.docs.map((doc) => doc.get('name'))).toEqual(['Dürüst']);
  });

  it("guessing game tokens: the same 404 for unknown tokens, then 429 past 60 misses in 10 minutes; the family's real link still opens there", async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Gerçek oyun' }, owner.authHeader) })).body as Game;
    const guesser = randomIp();
    await awayFromWindowEdge(10 * 60_000, 40_000);
    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (let guess = 0; guess < 65; guess += 1) {
      const answer = await apiFrom(guesser, `/api/gender-games/tahmin${guess}aaaaaaaaaaaaaaa`);
      statuses.push(answer.status);
      if (answer.status === 404) bodies.add(JSON.stringify(answer.body));
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(bodies.size).toBe(1);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect((await apiFrom(guesser, `/api/gender-games/${game.token}`)).status).toBe(200);
    expect((await apiFrom(randomIp(), '/api/gender-games/bilinmeyen')).status).toBe(404);
  }, 60_000);

  it("guessing checklist tokens: unknown, malformed and removed shares get the same 404 'Liste bulunamadı', then 429 past 60 misses", async () => {
    const owner = await registerUser();
    const shared = (await api('/api/protected/checklist/share', { method: 'POST', ...json({}, owner.authHeader) })).body as { token: string };
    expect((await apiFrom(randomIp(), `/api/checklist/${shared.token}`)).status).toBe(200);
    // removing the account removes its share: the old link is now as unknown as any guess
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: owner.password }, owner.authHeader) })).status).toBe(200);
    const guesser = randomIp();
    await awayFromWindowEdge(10 * 60_000, 25_000);
    const guesses = [
      shared.token,
      'short',
      'x'.repeat(200),
      ...Array.from({ length: 61 }, (_, guess) => `liste${String(guess).padStart(3, '0')}aaaaaaaaaaaaaaaa`),
    ];
    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (const guess of guesses) {
      const answer = await apiFrom(guesser, `/api/checklist/${guess}`);
      statuses.push(answer.status);
      if (answer.status === 404) bodies.add(JSON.stringify(answer.body));
      else expect(answer.body).toEqual({ message: TOO_MANY });
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect([...bodies]).toEqual([JSON.stringify({ message: 'Liste bulunamadı' })]);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    // the same misses count on game links and public profiles; another address is not touched
    expect((await apiFrom(guesser, '/api/gender-games/bilinmeyen')).status).toBe(429);
    expect((await apiFrom(guesser, `/api/public-profile/${owner.uid}`)).status).toBe(429);
    expect((await apiFrom(randomIp(), '/api/checklist/bilinmeyen')).status).toBe(404);
  }, 90_000);

  it('the flood cap: past 6,000 lookups in 10 minutes an address gets 429 on public profiles and shared lists too; another address is served', async () => {
    const owner = await registerUser();
    const shared = (await api('/api/protected/checklist/share', { method: 'POST', ...json({}, owner.authHeader) })).body as { token: string };
    const walker = randomIp();
    await awayFromWindowEdge(10 * 60_000, 10_000);
    await fillCounter('public-lookup-ip', walker, 10 * 60_000, 6000);
    const profile = await apiFrom(walker, `/api/public-profile/${owner.uid}`);
    expect(profile.status).toBe(429);
    expect(profile.body).toEqual({ message: TOO_MANY });
    expect((await apiFrom(walker, `/api/checklist/${shared.token}`)).status).toBe(429);
    expect((await apiFrom('127.18.7.9', `/api/public-profile/${owner.uid}`)).status).toBe(200);
    expect((await apiFrom('127.18.7.9', `/api/checklist/${shared.token}`)).status).toBe(200);
  });

  it('profile search: a flood cap of 1,200 searches in 10 minutes per address', async () => {
    const searcher = randomIp();
    await awayFromWindowEdge(10 * 60_000, 10_000);
    await fillCounter('search-ip', searcher, 10 * 60_000, 1200);
    const flooded = await apiFrom(searcher, '/api/search-users?searchQuery=ay');
    expect(flooded.status).toBe(429);
    expect(flooded.body).toEqual({ message: TOO_MANY });
    expect((await apiFrom('127.18.7.10', '/api/search-users?searchQuery=ay')).status).toBe(200);
  });
});

describe('passwords', () => {
  it('keeps the minimum of 6 and refuses the most common passwords with a Turkish message, creating nothing', async () => {
    const short = await from(randomIp(), '/api/auth/register', { fullName: 'Kısa Şifre', email: uniqueEmail('kisa'), password: 'Ab1!x', phone: '' });
    expect((short.body as { message: string }).message).toBe(VALIDATION.passwordMin);
    for (const password of ['123456', 'Password1', 'qwerty123', 'galatasaray']) {
      const email = uniqueEmail('yaygin');
      const answer = await from(randomIp(), '/api/auth/register', { fullName: 'Yaygın Şifre', email, password, phone: '' });
      expect({ password, status: answer.status, message: (answer.body as { message: string }).message }).toEqual({
        password,
        status: 400,
        message: VALIDATION.passwordTooCommon,
      });
      await expect(admin().auth.getUserByEmail(email)).rejects.toThrow();
    }
    expect(
      (await from(randomIp(), '/api/auth/register', { fullName: 'Sıradışı', email: uniqueEmail('iyi'), password: 'Mavi-Bisiklet-7', phone: '' })).status,
    ).toBe(201);
  });
});

/** The subject of the password-reset e-mail (functions/src/mail/templates.ts). */
const RESET_SUBJECT = 'Şifre sıfırlama bağlantınız';

/**
 * The reset token in the newest of the account's reset e-mails in the local sink, once `count` have
 * arrived (exactly `count`: each request sent one); the other mails of the inbox (the verification
 * e-mail registration sent) are not reset mails.
 */
async function resetToken(email: string, count = 1): Promise<string> {
  const mails = await mailsWithSubject(email, RESET_SUBJECT, count);
  expect(mails.length).toBe(count);
  const tokens = mails.map((mail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(String(mail.text))?.[1]);
  const fresh = tokens.filter((token) => token !== undefined);
  expect(fresh).toHaveLength(count);
  return fresh.find((token) => !seenTokens.has(token))!;
}
const seenTokens = new Set<string>();
const resetLinkDoc = (token: string) => admin().db.collection(COLLECTIONS.passwordResets).doc(createHash('sha256').update(token).digest('hex'));
const reset = (token: string, newPassword: string) => from(randomIp(), '/api/auth/reset-password', { token, newPassword });
const login = (email: string, password: string) => from(randomIp(), '/api/auth/login', { email, password });
const messageOf = (answer: { body: unknown }) => (answer.body as { message: string }).message;

async function requestLink(email: string, count = 1): Promise<string> {
  expect((await from(randomIp(), '/api/auth/forgot-password', { email })).status).toBe(200);
  const token = await resetToken(email, count);
  seenTokens.add(token);
  return token;
}

describe('password-reset links', () => {
  it('are our own tokens: 144 random bits in the e-mail, only their SHA-256 stored, with the uid and an hour to live', async () => {
    const user = await registerUser();
    const before = Date.now();
    const token = await requestLink(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [mail] = await mailsWithSubject(user.email, RESET_SUBJECT);
    expect(String(mail!.text)).toContain(`${APP_URL}/reset-password?token=${token}`);
    const stored = await resetLinkDoc(token).get();
    expect(stored.exists).toBe(true);
    expect(stored.get('userId')).toBe(user.uid);
    const createdAt = (stored.get('createdAt') as Timestamp).toMillis();
    expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect((stored.get('expiresAt') as Timestamp).toMillis() - createdAt).toBe(HOUR);
    expect(JSON.stringify(stored.data())).not.toContain(token);
  });

  it('work once: a common password is refused without using the link, the second use is refused and changes nothing', async () => {
    const user = await registerUser();
    const token = await requestLink(user.email);
    expect(messageOf(await reset(token, 'password123'))).toBe(VALIDATION.passwordTooCommon);
    expect(messageOf(await reset(token, 'kisa'))).toBe(VALIDATION.passwordMin);
    const first = await reset(token, 'Yeni-Sifre-Bir-42');
    expect(first.status).toBe(200);
    expect(messageOf(first)).toBe('Şifreniz değiştirildi! Artık yeni şifrenizle giriş yapabilirsiniz.');
    const second = await reset(token, 'Yeni-Sifre-Iki-42');
    expect(second.status).toBe(400);
    expect(messageOf(second)).toBe(RESET_LINK.used);
    expect((await login(user.email, 'Yeni-Sifre-Bir-42')).status).toBe(200);
    expect((await login(user.email, 'Yeni-Sifre-Iki-42')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    // the old session ended with the reset
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(401);
  });

  it('used twice at once: exactly one request wins', async () => {
    const user = await registerUser();
    const token = await requestLink(user.email);
    const answers = await Promise.all([reset(token, 'Ayni-Anda-Bir-42'), reset(token, 'Ayni-Anda-Iki-42'), reset(token, 'Ayni-Anda-Uc-42')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    const winner = ['Ayni-Anda-Bir-42', 'Ayni-Anda-Iki-42', 'Ayni-Anda-Uc-42'][answers.findIndex((answer) => answer.status === 200)]!;
    expect(answers.filter((answer) => answer.status === 400).every((answer) => messageOf(answer) === RESET_LINK.used)).toBe(true);
    expect((await login(user.email, winner)).status).toBe(200);
  });

  it('expire after an hour', async () => {
    const user = await registerUser();
    const token = await requestLink(user.email);
    await resetLinkDoc(token).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const late = await reset(token, 'Gec-Kalan-Sifre-42');
    expect(late.status).toBe(400);
    expect(messageOf(late)).toBe(RESET_LINK.expired);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuse unknown and malformed tokens with the Turkish message', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'kisa', 'x'.repeat(300)]) {
      const answer = await reset(token, 'Herhangi-Sifre-42');
      expect({ token, status: answer.status, message: messageOf(answer) }).toEqual({ token, status: 400, message: RESET_LINK.invalid });
    }
  });

  it("using one link cancels the account's other open links", async () => {
    const user = await registerUser();
    const older = await requestLink(user.email, 1);
    const newer = await requestLink(user.email, 2);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'Yeni-Baglanti-42')).status).toBe(200);
    const stale = await reset(older, 'Eski-Baglanti-42');
    expect(stale.status).toBe(400);
    expect(messageOf(stale)).toBe(RESET_LINK.replaced);
    expect((await login(user.email, 'Yeni-Baglanti-42')).status).toBe(200);
  });

  it('end the wrong-password lock: after a reset the owner logs in at once', async () => {
    const user = await registerUser();
    await awayFromWindowEdge(HOUR, 60_000);
    // someone floods the account with wrong passwords from many addresses until unknown devices wait
    const answers = await inBatches(105, 20, (index) =>
      from(`127.52.100.${(index % 200) + 1}`, '/api/auth/login', { email: user.email, password: `yanlis-${index}` }),
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(1);
    expect((await login(user.email, user.password)).status).toBe(429);
    const token = await requestLink(user.email);
    expect((await reset(token, 'Kilit-Acildi-42')).status).toBe(200);
    expect((await login(user.email, 'Kilit-Acildi-42')).status).toBe(200);
  }, 120_000);

  it('answer an unknown address exactly as a known one, and send it nothing', async () => {
    const user = await registerUser();
    const unknown = uniqueEmail('kimse');
    const known = await from(randomIp(), '/api/auth/forgot-password', { email: user.email });
    const stranger = await from(randomIp(), '/api/auth/forgot-password', { email: unknown });
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(await resetToken(user.email)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await new Promise((done) => setTimeout(done, 2000));
    expect(await sinkMessages('sendgrid', unknown)).toEqual([]);
  });
});

/** Every header a client could send to pose as someone else (ADR 0016: none of them is read). */
const SPOOFS = (index: number): Record<string, string> => {
  const fake = `10.${index % 250}.${(index * 7) % 250}.${(index % 200) + 1}`;
  return {
    'x-forwarded-for': `${fake}, 10.9.9.${(index % 250) + 1}`,
    forwarded: `for=${fake}`,
    'x-real-ip': fake,
    'true-client-ip': fake,
    'cf-connecting-ip': fake,
    'x-client-ip': fake,
    'fastly-client-ip': fake,
  };
};

describe('the client address is the one the front end reports, never a forwarding header', () => {
  it('forgot-password from one client near its flood cap (300 an hour), rotating every forwarding header: 5 more pass, the rest get 429; another client is not touched', async () => {
    await awayFromWindowEdge(HOUR, 60_000);
    const client = randomIp();
    await fillCounter('forgot-ip', client, HOUR, 295);
    const answers = await inBatches(10, 5, (index) => from(client, '/api/auth/forgot-password', { email: uniqueEmail('kimse') }, SPOOFS(index)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1); // counted together: may refuse early, never late
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect((await from(randomIp(), '/api/auth/forgot-password', { email: uniqueEmail('kimse') })).status).toBe(200);
  }, 60_000);

  it.each([
    ['profile search', 'search-ip', 10 * 60_000, 1200, '/api/search-users?searchQuery=ay', 200],
    ['public lookups', 'public-lookup-ip', 10 * 60_000, 6000, '/api/gender-games/bilinmeyen', 404],
    ['lookups that find nothing', 'public-lookup-miss-ip', 10 * 60_000, 60, '/api/gender-games/bilinmeyen', 404],
  ])('%s: a client at its limit stays limited whatever forwarding headers it sends', async (_name, limiter, windowMs, limit, path, honestStatus) => {
    const client = randomIp();
    await awayFromWindowEdge(windowMs, 10_000);
    await fillCounter(limiter, client, windowMs, limit);
    for (let index = 0; index < 5; index += 1) {
      const answer = await apiFrom(client, path, { headers: SPOOFS(index) });
      expect(answer.status).toBe(429);
    }
    expect((await apiFrom(randomIp(), path)).status).toBe(honestStatus);
  });

  it('admin login: a client at its address flood cap stays limited whatever forwarding headers it sends', async () => {
    const client = randomIp();
    await awayFromWindowEdge(15 * 60_000, 10_000);
    await fillCounter('admin-login-flood-ip', client, 15 * 60_000, 1000);
    const answer = await from(client, '/api/admin/login', { username: 'kimse', password: 'yanlis-sifre' }, SPOOFS(1));
    expect(answer.status).toBe(429);
    expect((answer.body as { message: string }).message).toBe(TOO_MANY);
  });

  it('admin login: a source locked on a username stays locked whatever forwarding headers it sends (ADR 0064)', async () => {
    const client = randomIp();
    const username = `kimse${Date.now().toString(36)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await from(client, '/api/admin/login', { username, password: 'yanlis-sifre' })).status).toBe(401);
    for (let index = 0; index < 5; index += 1) {
      const answer = await from(client, '/api/admin/login', { username, password: 'yanlis-sifre' }, SPOOFS(index));
      expect(answer.status).toBe(429);
      expect((answer.body as { message: string }).message).toBe(ADMIN_MESSAGES.loginLocked);
    }
  });
});

describe('a game cannot be closed with junk answers', () => {
  it('300 junk answers in a minute, then an honest guest still answers', async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Çöp oyunu' }, owner.authHeader) })).body as Game;
    await awayFromWindowEdge(60_000, 40_000);
    const junk = [
      {},
      { prediction: 'girl' },
      { name: 'X', email: 'not-an-email', phone: '1', prediction: 'girl' },
      { name: 'Çöp', email: uniqueEmail('cop'), phone: '0532 111 22 33', prediction: 'maybe' },
      'not json at all',
    ];
    // from 30 addresses, so no per-address limit is what stops them
    const answers = await inBatches(300, 20, (index) =>
      apiFrom(`127.77.${Math.floor(index / 10)}.${(index % 10) + 1}`, `/api/gender-games/${game.id}/participate-guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof junk[index % junk.length] === 'string' ? String(junk[index % junk.length]) : JSON.stringify(junk[index % junk.length]),
      }),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const honest = await from(randomIp(), `/api/gender-games/${game.id}/participate-guest`, {
      name: 'Dürüst Misafir',
      email: uniqueEmail('durust'),
      phone: '0532 111 22 33',
      prediction: 'boy',
    });
    expect(honest.status).toBe(201);
    const stored = await admin().db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).get();
    expect(stored.docs.map((doc) => doc.get('name'))).toEqual(['Dürüst Misafir']);
  }, 120_000);

  it("the attacker's duplicates: 300 valid-looking answers, 25 at a time from rotating addresses, spend none of the game's budget; an honest guest is accepted", async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Kopya oyunu' }, owner.authHeader) })).body as Game;
    await awayFromWindowEdge(60_000, 40_000);
    const path = `/api/gender-games/${game.id}/participate-guest`;
    // one real answer, then the attacker repeats it: valid bodies, each from an address of its own
    const first = { name: 'Gerçek Misafir', email: uniqueEmail('gercek'), phone: '0532 111 22 33', prediction: 'girl' };
    expect((await from(randomIp(), path, first)).status).toBe(201);
    const started = Date.now();
    const duplicates = await inBatches(300, 25, (index) =>
      from(`127.78.${Math.floor(index / 200)}.${(index % 200) + 1}`, path, { ...first, prediction: 'boy' }),
    );
    const seconds = (Date.now() - started) / 1000;
    const statuses = new Map<number, number>();
    for (const answer of duplicates) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    console.log(`[abuse] 300 duplicate answers in ${seconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(Object.fromEntries(statuses)).toEqual({ 409: 300 });
    expect(duplicates.every((answer) => (answer.body as { message: string }).message === 'Zaten Katıldınız')).toBe(true);
    // the budget counts what was accepted: one answer, not 301 requests
    expect(await spentOn(game.id)).toBe(1);
    const honest = await from(randomIp(), path, { name: 'Dürüst Misafir', email: uniqueEmail('durust'), phone: '0532 111 22 44', prediction: 'boy' });
    expect(honest.status).toBe(201);
    const stored = await admin().db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).get();
    expect(stored.docs.map((doc) => [doc.get('name'), doc.get('prediction')]).sort()).toEqual([
      ['Dürüst Misafir', 'boy'],
      ['Gerçek Misafir', 'girl'],
    ]);
  }, 180_000);

  it('refusals spend nothing either: answers to a full game are refused, and the budget holds only the accepted ones', async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Dolu oyun' }, owner.authHeader) })).body as Game;
    await awayFromWindowEdge(60_000, 30_000);
    const path = `/api/gender-games/${game.id}/participate-guest`;
    const guest = (index: number) => ({ name: `Misafir ${index}`, email: uniqueEmail('dolu'), phone: '0532 111 22 33', prediction: 'girl' });
    // the default cap is 10: 10 accepted, then 30 more each refused as full
    const answers = await inBatches(40, 10, (index) => from(randomIp(), path, guest(index)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(30);
    expect(await spentOn(game.id)).toBe(10);
  }, 120_000);

  it('accepted answers are what the per-game limit counts: past 300 a minute the game answers 429 and stores nothing more', async () => {
    const owner = await registerUser();
    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Kalabalık oyun' }, owner.authHeader) })).body as Game;
    await awayFromWindowEdge(60_000, 10_000);
    // the game's count is a distributed counter (ADR 0021): 300 spread over its shards
    for (let shard = 0; shard < COUNTER_SHARDS; shard += 1)
      await fillCounter(counterShardName('game-answer-game', shard), game.id, 60_000, 300 / COUNTER_SHARDS);
    const refused = await from(randomIp(), `/api/gender-games/${game.id}/participate-guest`, {
      name: 'Geç Kalan',
      email: uniqueEmail('gec'),
      phone: '0532 111 22 33',
      prediction: 'boy',
    });
    expect(refused.status).toBe(429);
    expect((await admin().db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).count().get()).data().count).toBe(0);
  });
});
