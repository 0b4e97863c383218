/**
 * Admin login (ADR 0016, 0064): growing delays per username and source, so a guesser is slowed down at
 * each address it uses and nobody can lock an operator out by knowing the username; and a second
 * factor (TOTP) the operator enables from the panel and login then requires.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { FREE_ATTEMPTS, lockDelayMs } from '../../functions/src/admin/loginGuard';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { sinkMessages } from './support/sinks';
import { admin, api, apiFrom, eventually, randomClient } from './support/stack';
import { json, uniqueEmail } from './support/users';

let superToken: string;
let counter = 0;

beforeAll(async () => {
  superToken = (await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!;
});

/** A new operator, created by the demo super_admin. */
async function newOperator(password = 'Operator-Sifre-42') {
  const username = `giris${Date.now().toString(36)}${(counter++).toString(36)}`;
  const email = uniqueEmail('operator');
  const created = await api('/api/admin/create-admin', {
    method: 'POST',
    ...json({ username, password, fullName: 'Giriş Deneme', email, role: 'admin' }, bearer(superToken)),
  });
  expect(created.status).toBe(201);
  return { username, password, email, id: (created.body as { id: string }).id };
}

/** A login from this address: Hosting reports it as the client's (ADR 0016), so it is the attempt's source. */
const loginAt = (source: string, body: Record<string, string>) => apiFrom(source, '/api/admin/login', { method: 'POST', ...json(body) });
/** A login from an address of its own each time: a source no earlier attempt was counted on. */
const loginFrom = (body: Record<string, string>) => loginAt(randomClient(), body);
/** The guard of a username at one source (functions/src/admin/data.ts: the SHA-256 of `username|address`). */
const guardOf = (username: string, source: string) =>
  admin()
    .db.collection(COLLECTIONS.adminLoginGuards)
    .doc(createHash('sha256').update(`${username}|${source}`).digest('hex'));
/** As if the lock's time had passed. */
const expireLock = (username: string, source: string) => guardOf(username, source).update({ lockedUntil: Timestamp.fromMillis(Date.now() - 1000) });

/** How many locks can have run out in `elapsedMs` (15 s, then 30 s, …): each lets one more attempt be checked, by design. */
function locksRunOut(elapsedMs: number): number {
  let expired = 0;
  for (let lockedFor = lockDelayMs(FREE_ATTEMPTS); lockedFor <= elapsedMs; lockedFor += lockDelayMs(FREE_ATTEMPTS + expired)) expired += 1;
  return expired;
}

/** `count` wrong passwords for `username` from `source`, `size` at a time: the statuses, and how many locks may have run out meanwhile. */
async function wrongPasswords(username: string, source: string, count: number, size: number) {
  const statuses: number[] = [];
  const started = Date.now();
  for (let start = 0; start < count; start += size) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(size, count - start) }, (_, i) => loginAt(source, { username, password: `yanlis-${start + i}` })),
    );
    statuses.push(...batch.map((answer) => answer.status));
  }
  return { statuses, expiredLocks: locksRunOut(Date.now() - started) };
}

describe('admin login: per username and source, growing delays (ADR 0064)', () => {
  it('nobody locks an operator out: 20 wrong passwords for "admin" from one address, then the right one from another logs in at once', async () => {
    const attacker = randomClient();
    const { statuses, expiredLocks } = await wrongPasswords(DEMO_ADMIN.username, attacker, 20, 5);
    // the attacker's own source is locked: at most 5 of its passwords were checked
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS + expiredLocks);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - FREE_ATTEMPTS - expiredLocks);
    const operator = randomClient();
    const right = await loginAt(operator, DEMO_ADMIN);
    expect(right.status).toBe(200);
    expect(typeof (right.body as { token: string }).token).toBe('string');
    expect(right.headers.get('retry-after')).toBeNull();
    // the attacker's source stays locked, for the right password too
    const fromAttacker = await loginAt(attacker, DEMO_ADMIN);
    expect(fromAttacker.status).toBe(429);
    expect((fromAttacker.body as { message: string }).message).toBe(ADMIN_MESSAGES.loginLocked);
    expect(Number(fromAttacker.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guardOf(DEMO_ADMIN.username, attacker).get()).exists).toBe(true);
  }, 60_000);

  it('120 wrong passwords from one address at once: at most 5 were checked, and the right one is refused there while locked', async () => {
    const operator = await newOperator();
    const source = randomClient();
    const { statuses, expiredLocks } = await wrongPasswords(operator.username, source, 120, 20);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS + expiredLocks);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(120 - FREE_ATTEMPTS - expiredLocks);
    const right = await loginAt(source, { username: operator.username, password: operator.password });
    expect(right.status).toBe(429);
    expect((right.body as { message: string }).message).toBe(ADMIN_MESSAGES.loginLocked);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('a source is locked after 5 failures, each further failure doubles its wait, and a successful login there starts it afresh', async () => {
    const operator = await newOperator();
    const source = randomClient();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await loginAt(source, { username: operator.username, password: 'yanlis-sifre' })).status).toBe(401);
    expect((await loginAt(source, { username: operator.username, password: operator.password })).status).toBe(429);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const guard = (await guardOf(operator.username, source).get()).data()!;
      waits.push((guard.lockedUntil as Timestamp).toMillis() - (guard.lastAttemptAt as Timestamp).toMillis());
      await expireLock(operator.username, source);
      expect((await loginAt(source, { username: operator.username, password: 'yanlis-sifre' })).status).toBe(401);
    }
    expect(waits).toEqual([15_000, 30_000, 60_000]);
    await expireLock(operator.username, source);
    expect((await loginAt(source, { username: operator.username, password: operator.password })).status).toBe(200);
    expect((await guardOf(operator.username, source).get()).exists).toBe(false);
    expect((await loginAt(source, { username: operator.username, password: 'yanlis-sifre' })).status).toBe(401);
  });

  it('an unknown username is answered and locked exactly as a known one, per source', async () => {
    const operator = await newOperator();
    const unknown = `kimse${Date.now().toString(36)}`;
    const answersFor = async (username: string) => {
      const source = randomClient();
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await loginAt(source, { username, password: 'yanlis-sifre' }));
      const elsewhere = await loginAt(randomClient(), { username, password: 'yanlis-sifre' });
      return {
        statuses: answers.map((answer) => answer.status),
        bodies: answers.map((answer) => answer.body),
        retryAfter: answers.map((answer) => answer.headers.get('retry-after') !== null),
        elsewhere: { status: elsewhere.status, body: elsewhere.body },
        guarded: (await guardOf(username, source).get()).exists,
      };
    };
    const known = await answersFor(operator.username);
    const unknownAnswers = await answersFor(unknown);
    expect(unknownAnswers.statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknownAnswers.bodies.slice(0, 5)).toEqual(Array(5).fill({ message: ADMIN_MESSAGES.loginFailed }));
    expect((unknownAnswers.bodies[5] as { message: string }).message).toBe(ADMIN_MESSAGES.loginLocked);
    expect(unknownAnswers.elsewhere).toEqual({ status: 401, body: { message: ADMIN_MESSAGES.loginFailed } });
    expect(unknownAnswers.guarded).toBe(true);
    expect(unknownAnswers).toEqual(known);
  });

  it('a successful login clears only its own source: another source of the same username stays locked', async () => {
    const operator = await newOperator();
    const locked = randomClient();
    const counted = randomClient();
    const lockedStatuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      lockedStatuses.push((await loginAt(locked, { username: operator.username, password: 'yanlis-sifre' })).status);
    expect(lockedStatuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await loginAt(counted, { username: operator.username, password: 'yanlis-sifre' })).status).toBe(401);
    const lockedBefore = (await guardOf(operator.username, locked).get()).data()!;
    expect((await loginAt(counted, { username: operator.username, password: operator.password })).status).toBe(200);
    expect((await guardOf(operator.username, counted).get()).exists).toBe(false);
    const lockedAfter = (await guardOf(operator.username, locked).get()).data()!;
    expect(lockedAfter).toEqual(lockedBefore);
    expect(lockedAfter.attempts).toBe(FREE_ATTEMPTS); // the refused sixth was not counted
    expect((lockedAfter.lockedUntil as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    const stillLocked = await loginAt(locked, { username: operator.username, password: operator.password });
    expect(stillLocked.status).toBe(429);
    expect((stillLocked.body as { message: string }).message).toBe(ADMIN_MESSAGES.loginLocked);
  });
});

const codeAt = (secret: string, time: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: time });

describe('admin login: the second factor', () => {
  it('is enabled from the panel with a code from the app; login then asks for a code, refuses a wrong or reused one', async () => {
    const operator = await newOperator();
    const first = await adminLogin(operator.username, operator.password);
    const token = first.idToken!;
    const setup = await api('/api/admin/totp/setup', { method: 'POST', headers: bearer(token) });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.body as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg.startsWith('<svg')).toBe(true);
    expect(setup.headers.get('cache-control')).toContain('no-store');
    // the secret is not on the admin record the lists read
    expect(JSON.stringify((await admin().db.collection(COLLECTIONS.adminUsers).doc(operator.id).get()).data())).not.toContain(secret);
    // login does not change until the factor is enabled
    expect((await adminLogin(operator.username, operator.password)).status).toBe(200);
    const wrongSetup = await api('/api/admin/totp/enable', { method: 'POST', ...json({ code: '000000' }, bearer(token)) });
    expect(wrongSetup.status).toBe(400);
    const enabled = await api('/api/admin/totp/enable', { method: 'POST', ...json({ code: codeAt(secret, Date.now()) }, bearer(token)) });
    expect(enabled.status).toBe(200);
    expect(((await api('/api/admin/me', { headers: bearer(token) })).body as { totpEnabled: boolean }).totpEnabled).toBe(true);
    const notices = await eventually(
      () => sinkMessages('sendgrid', operator.email),
      (mails) => mails.some((mail) => mail.subject === 'Güvenlik bildirimi: iki adımlı doğrulama açıldı'),
      15_000,
    );
    expect(notices.length).toBeGreaterThanOrEqual(2);

    const noCode = await loginFrom({ username: operator.username, password: operator.password });
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({ message: ADMIN_MESSAGES.totpRequired, errors: { totpCode: ADMIN_MESSAGES.totpRequired } });
    expect(noCode.headers.get('set-cookie')).toBeNull();
    const wrongCode = await loginFrom({ username: operator.username, password: operator.password, totpCode: '123456' });
    expect(wrongCode.status).toBe(401);
    expect((wrongCode.body as { message: string }).message).toBe(ADMIN_MESSAGES.totpWrong);
    // a code of the next step (the one used to enable is spent)
    const code = codeAt(secret, Date.now() + 30_000);
    const withCode = await loginFrom({ username: operator.username, password: operator.password, totpCode: code });
    expect(withCode.status).toBe(200);
    const reused = await loginFrom({ username: operator.username, password: operator.password, totpCode: code });
    expect(reused.status).toBe(401);
    // a wrong password with a right code is still a wrong password
    expect((await loginFrom({ username: operator.username, password: 'yanlis-sifre', totpCode: codeAt(secret, Date.now() + 60_000) })).status).toBe(401);
  });

  it('a stolen session cannot move the factor to another device; a super_admin resets a lost one, once', async () => {
    const operator = await newOperator();
    const token = (await adminLogin(operator.username, operator.password)).idToken!;
    const { secret } = (await api('/api/admin/totp/setup', { method: 'POST', headers: bearer(token) })).body as { secret: string };
    expect((await api('/api/admin/totp/enable', { method: 'POST', ...json({ code: codeAt(secret, Date.now()) }, bearer(token)) })).status).toBe(200);
    // the same session (a stolen one) tries to enrol an authenticator of its own
    const again = await api('/api/admin/totp/setup', { method: 'POST', headers: bearer(token) });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(ADMIN_MESSAGES.totpAlreadyOn);
    const reEnable = await api('/api/admin/totp/enable', { method: 'POST', ...json({ code: codeAt(secret, Date.now() + 30_000) }, bearer(token)) });
    expect(reEnable.status).toBe(409);
    // nor can it reset its own factor, or an operator anyone else's
    const ownReset = await api(`/api/admin/admin-users/${operator.id}/totp-reset`, { method: 'POST', headers: bearer(token) });
    expect(ownReset.status).toBe(403);
    const accounts = async () =>
      ((await api('/api/admin/admin-users', { headers: bearer(superToken) })).body as { adminUsers: Array<{ id: string; totpEnabled: boolean }> }).adminUsers;
    expect((await accounts()).find((account) => account.id === operator.id)?.totpEnabled).toBe(true);

    // a super_admin resets it for the operator who lost the phone; their own is not theirs to reset
    const superId = ((await api('/api/admin/me', { headers: bearer(superToken) })).body as { uid: string }).uid;
    const selfReset = await api(`/api/admin/admin-users/${superId}/totp-reset`, { method: 'POST', headers: bearer(superToken) });
    expect(selfReset.status).toBe(400);
    expect((selfReset.body as { message: string }).message).toBe(ADMIN_MESSAGES.totpResetSelf);
    const unknown = await api('/api/admin/admin-users/yok-boyle-biri/totp-reset', { method: 'POST', headers: bearer(superToken) });
    expect(unknown.status).toBe(404);
    const resets = await Promise.all(
      [0, 1].map(() => api(`/api/admin/admin-users/${operator.id}/totp-reset`, { method: 'POST', headers: bearer(superToken) })),
    );
    expect(resets.map((reset) => reset.status).sort()).toEqual([200, 409]);
    expect(resets.find((reset) => reset.status === 200)!.body).toEqual({ id: operator.id, message: ADMIN_MESSAGES.totpReset });
    expect((resets.find((reset) => reset.status === 409)!.body as { message: string }).message).toBe(ADMIN_MESSAGES.totpNotOn);
    expect((await accounts()).find((account) => account.id === operator.id)?.totpEnabled).toBe(false);
    // the sessions that had the factor have ended; the password alone signs in, and the factor can be set up anew
    expect((await api('/api/admin/me', { headers: bearer(token) })).status).toBe(401);
    const fresh = await loginFrom({ username: operator.username, password: operator.password });
    expect(fresh.status).toBe(200);
    const freshToken = (fresh.body as { token: string }).token;
    expect((await api('/api/admin/totp/setup', { method: 'POST', headers: bearer(freshToken) })).status).toBe(200);
    // the owner is told, and the audit log says who did it
    await eventually(
      () => sinkMessages('sendgrid', operator.email),
      (mails) => mails.some((mail) => mail.subject === 'Güvenlik bildirimi: iki adımlı doğrulamanız sıfırlandı'),
      15_000,
    );
    const log = (await api('/api/admin/audit-log', { headers: bearer(superToken) })).body as {
      auditLog: Array<{ action: string; targetId: string; adminUsername: string }>;
    };
    expect(log.auditLog.filter((entry) => entry.action === 'admin.totp.reset' && entry.targetId === operator.id)).toEqual([
      expect.objectContaining({ adminUsername: DEMO_ADMIN.username }),
    ]);
  });

  it('wrong codes count against the username at their source like wrong passwords', async () => {
    const operator = await newOperator();
    const token = (await adminLogin(operator.username, operator.password)).idToken!;
    const { secret } = (await api('/api/admin/totp/setup', { method: 'POST', headers: bearer(token) })).body as { secret: string };
    expect((await api('/api/admin/totp/enable', { method: 'POST', ...json({ code: codeAt(secret, Date.now()) }, bearer(token)) })).status).toBe(200);
    const source = randomClient();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await loginAt(source, { username: operator.username, password: operator.password, totpCode: '000000' })).status).toBe(401);
    expect((await loginAt(source, { username: operator.username, password: operator.password, totpCode: codeAt(secret, Date.now() + 30_000) })).status).toBe(
      429,
    );
  });
});
