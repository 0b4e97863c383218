/**
 * The e-mailed sign-in link (issue 33 point 4): a mother whose account is being guessed at (the login
 * answers 429) asks for a one-time link by e-mail and gets in with it. The same answer for known and
 * unknown addresses; 144-bit tokens stored only as their SHA-256; 15 minutes, once; using one cancels
 * the account's other open links and proves the address.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_TTL_MS } from '@bebek/common/constants';
import { COLLECTIONS } from '@bebek/common/model';
import { LOGIN_LINK } from '@bebek/common/schemas/login-link';
import { VALIDATION } from '@bebek/common/schemas/messages';
import { foldEmail } from '@bebek/common/text';
import { admin, api, apiFrom, APP_URL, randomClient } from './support/stack';
import { mailsWithSubject, sinkMessages } from './support/sinks';
import { json, registerUser, uniqueEmail } from './support/users';

const SUBJECT = 'Bebek Yolculuğu giriş bağlantınız';
const HOUR = 3600_000;
const post = (path: string, body: unknown, ip = randomClient()) => apiFrom(ip, path, { method: 'POST', ...json(body) });
const ask = (email: unknown, ip?: string) => post('/api/auth/login-link', { email }, ip);
const use = (token: unknown, ip?: string) => post('/api/auth/login-link/use', { token }, ip);
const messageOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message;
const linkDoc = (token: string) => admin().db.collection(COLLECTIONS.loginLinks).doc(createHash('sha256').update(token).digest('hex'));

/** The token of the newest sign-in mail of the address, once `count` have arrived. */
async function linkToken(email: string, count = 1): Promise<string> {
  const mails = await mailsWithSubject(email, SUBJECT, count);
  expect(mails.length).toBe(count);
  const token = /\/login-link\?token=([A-Za-z0-9_-]+)/.exec(String(mails[count - 1]!.text))?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
  return token!;
}

async function requestToken(email: string, count = 1): Promise<string> {
  const answer = await ask(email);
  expect(answer).toMatchObject({ status: 200, body: { message: LOGIN_LINK.sent } });
  return linkToken(email, count);
}

/** Puts a limiter's counter for `key` at `hits`, as a flood would have left it (the document the limiter reads, functions/src/rate-limits/). */
async function fillCounter(name: string, key: string, windowMs: number, hits: number): Promise<void> {
  const id = createHash('sha256')
    .update(`${name}:${key}:${Math.floor(Date.now() / windowMs)}`)
    .digest('base64url');
  await admin().db.collection(COLLECTIONS.rateLimits).doc(id).set({ prefix: name, hits });
}

describe('asking for a sign-in link', () => {
  it('answers a known and an unknown address alike; only the known one gets the mail, with the link, 15 minutes, once', async () => {
    const mother = await registerUser({ fullName: 'Bağlantılı Anne' });
    const unknown = uniqueEmail('kimse');
    const known = await ask(mother.email.toUpperCase());
    const stranger = await ask(unknown);
    expect(known).toMatchObject({ status: 200, body: { message: 'Giriş bağlantısı gönderildi! E-posta adresinizi kontrol edin.' } });
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    const [mail] = await mailsWithSubject(mother.email, SUBJECT);
    const text = String(mail!.text);
    const token = /\/login-link\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    expect(text).toContain(`${APP_URL}/login-link?token=${token}`);
    expect(text).toContain('Merhaba Bağlantılı Anne,');
    expect(text).toContain('15 dakika geçerlidir ve yalnızca bir kez kullanılabilir');
    expect(text).toContain('Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz');
    expect(String(mail!.html)).toContain(`${APP_URL}/login-link?token=${token}`);
    // stored only as its SHA-256, with the account, the address and 15 minutes to live
    const stored = await linkDoc(token).get();
    expect(stored.get('userId')).toBe(mother.uid);
    expect(stored.get('email')).toBe(foldEmail(mother.email));
    const createdAt = (stored.get('createdAt') as Timestamp).toMillis();
    expect((stored.get('expiresAt') as Timestamp).toMillis() - createdAt).toBe(LOGIN_LINK_TTL_MS);
    expect(LOGIN_LINK_TTL_MS).toBe(15 * 60_000);
    expect(JSON.stringify(stored.data())).not.toContain(token);
    // the mail's log keeps no copy of the link
    const logs = await admin().db.collection(COLLECTIONS.emailLogs).where('email', '==', foldEmail(mother.email)).get();
    expect(JSON.stringify(logs.docs.map((doc) => doc.data()))).not.toContain(token);
    await new Promise((done) => setTimeout(done, 2000));
    expect(await sinkMessages('sendgrid', unknown)).toEqual([]);
  });

  it('sends a disabled account nothing, with the same answer', async () => {
    const parent = await registerUser();
    await admin().auth.updateUser(parent.uid, { disabled: true });
    expect(await ask(parent.email)).toMatchObject({ status: 200, body: { message: LOGIN_LINK.sent } });
    await new Promise((done) => setTimeout(done, 2000));
    expect((await sinkMessages('sendgrid', parent.email)).filter((mail) => mail.subject === SUBJECT)).toEqual([]);
  });

  it('is limited per address asked for (5 an hour, whatever the client address), not per client address alone', async () => {
    const parent = await registerUser();
    for (let index = 0; index < 5; index += 1) expect((await ask(parent.email)).status).toBe(200);
    expect((await ask(parent.email)).status).toBe(429);
    // another family behind the same address is not held back by her count
    const neighbour = await registerUser();
    expect((await ask(neighbour.email)).status).toBe(200);
  });

  it('refuses a body that is no address, no text or no JSON with a 4xx and a Turkish message, never a 500', async () => {
    // the limits run before the validation: a body naming no address as text counts against no account's limit
    for (const email of [{ toString: 1 }, { toString: 1, valueOf: 1 }, ['a@b.co'], 42, null, '', '  ', `adres-degil-${Date.now()}`]) {
      const answer = await ask(email);
      expect({ email, status: answer.status, message: messageOf(answer) }).toEqual({ email, status: 400, message: expect.any(String) });
      expect([VALIDATION.emailInvalid, 'İstekteki alanların biçimi hatalı.']).toContain(messageOf(answer));
    }
    // the other routes keyed on the body's address too
    for (const path of ['/api/auth/login', '/api/auth/forgot-password']) {
      const answer = await post(path, { email: { toString: 1 }, password: 'x' });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
    const raw = await apiFrom(randomClient(), '/api/auth/login-link', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    const text = await apiFrom(randomClient(), '/api/auth/login-link', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'anne@test.bebek' });
    expect(text.status).toBe(415);
    expect(messageOf(text)).toBe('İstek gövdesi JSON olarak gönderilmelidir.');
    const use = await apiFrom(randomClient(), '/api/auth/login-link/use', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(use.status).toBe(415);
  });
});

describe('using a sign-in link', () => {
  it('signs her in as login does (a token for /api/auth/me, the browser remembered), once', async () => {
    const mother = await registerUser({ fullName: 'Giren Anne' });
    const token = await requestToken(mother.email);
    const first = await use(token);
    expect(first.status).toBe(200);
    const answer = first.body as { token: string; user: { id: string; fullName: string; email: string } };
    expect(answer.user).toEqual({ id: mother.uid, fullName: 'Giren Anne', email: foldEmail(mother.email) });
    expect(first.headers.getSetCookie().some((cookie) => /HttpOnly/i.test(cookie))).toBe(true);
    const me = await api('/api/auth/me', { headers: { authorization: `Bearer ${answer.token}` } });
    expect(me).toMatchObject({ status: 200, body: { id: mother.uid, fullName: 'Giren Anne' } });
    const second = await use(token);
    expect(second.status).toBe(400);
    expect(messageOf(second)).toBe(LOGIN_LINK.used);
    expect(messageOf(second)).toBe('Bu giriş bağlantısı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.');
  });

  it('gets her in while the login answers 429 to her right password (her account being guessed at)', async () => {
    const mother = await registerUser();
    await fillCounter('login-account', foldEmail(mother.email), HOUR, 100);
    const locked = await post('/api/auth/login', { email: mother.email, password: mother.password });
    expect(locked.status).toBe(429);
    const token = await requestToken(mother.email);
    expect((await use(token)).status).toBe(200);
  });

  it('proves her address: an unverified address is verified by the link, as by the verification link', async () => {
    const mother = await registerUser();
    const before = await api('/api/protected/profile', { headers: mother.authHeader });
    expect((before.body as { emailVerified: boolean }).emailVerified).toBe(false);
    const token = await requestToken(mother.email);
    const session = ((await use(token)).body as { token: string }).token;
    const after = await api('/api/protected/profile', { headers: { authorization: `Bearer ${session}` } });
    expect((after.body as { emailVerified: boolean }).emailVerified).toBe(true);
    expect((await admin().auth.getUser(mother.uid)).emailVerified).toBe(true);
  });

  it('expires after 15 minutes', async () => {
    const mother = await registerUser();
    const token = await requestToken(mother.email);
    await linkDoc(token).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const late = await use(token);
    expect(late.status).toBe(400);
    expect(messageOf(late)).toBe(LOGIN_LINK.expired);
  });

  it('refuses unknown and malformed tokens with the Turkish message', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'kisa', 'x'.repeat(300), '../../etc/passwd', '']) {
      const answer = await use(token);
      expect({ token, status: answer.status, message: messageOf(answer) }).toEqual({ token, status: 400, message: LOGIN_LINK.invalid });
    }
    for (const token of [{ toString: 1 }, ['AAAAAAAAAAAAAAAAAAAAAAAA'], 7, null]) {
      const answer = await use(token);
      expect({ token, status: answer.status, message: typeof messageOf(answer) }).toEqual({ token, status: 400, message: 'string' });
    }
  });

  it('used ten times at once: exactly one request signs in', async () => {
    const mother = await registerUser();
    const token = await requestToken(mother.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => use(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).every((answer) => messageOf(answer) === LOGIN_LINK.used)).toBe(true);
  });

  it("using one cancels the account's other open sign-in links", async () => {
    const mother = await registerUser();
    const older = await requestToken(mother.email, 1);
    const newer = await requestToken(mother.email, 2);
    expect(older).not.toBe(newer);
    expect((await use(newer)).status).toBe(200);
    const stale = await use(older);
    expect(stale.status).toBe(400);
    expect(messageOf(stale)).toBe(LOGIN_LINK.replaced);
  });

  it('signs in no disabled account, nor one whose address changed since the link was sent', async () => {
    const disabled = await registerUser();
    const token = await requestToken(disabled.email);
    await admin().auth.updateUser(disabled.uid, { disabled: true });
    expect(await use(token)).toMatchObject({ status: 400, body: { message: LOGIN_LINK.invalid } });
    const moved = await registerUser();
    const old = await requestToken(moved.email);
    await admin().auth.updateUser(moved.uid, { email: uniqueEmail('yeni') });
    expect(await use(old)).toMatchObject({ status: 400, body: { message: LOGIN_LINK.invalid } });
  });
});
