/**
 * Sessions as the contract has them (ADR 0013): the token login, register and admin login answer
 * is the Bearer token of every protected route until it expires; logout and a password reset end
 * every session of the account at once; the browser's session cookie buys new tokens only while
 * the session lasts; nothing a client receives can be exchanged for a fresh session afterwards.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { urls } from '../../scripts/lib/ports';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { mailsWithSubject } from './support/sinks';
import { admin, api } from './support/stack';
import { json, registerUser, uniqueEmail } from './support/users';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const tokenOf = (answer: { body: unknown }) => (answer.body as { token: string }).token;

/** The session cookie a response set, as a browser would send it back (name=value only). */
function cookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((value) => value.startsWith('__session='));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0]!;
}

function cookieAttributes(headers: Headers): string[] {
  const setCookie = headers.getSetCookie().find((value) => value.startsWith('__session=')) ?? '';
  return setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

async function loginWithCookie(email: string, password: string) {
  const answer = await post('/api/auth/login', { email, password });
  expect(answer.status).toBe(200);
  return { token: tokenOf(answer), cookie: cookieFrom(answer.headers) };
}

const refresh = (cookie: string, path = '/api/auth/refresh') => api(path, { method: 'POST', headers: { cookie } });
const profileWith = async (token: string) => (await api('/api/protected/profile', { headers: bearer(token) })).status;

describe('the token login answers', () => {
  it('is the Bearer token of every protected route, with no exchange', async () => {
    const user = await registerUser();
    const { token } = await loginWithCookie(user.email, user.password);
    expect(await profileWith(token)).toBe(200);
    expect((await api('/api/auth/me', { headers: bearer(token) })).body).toMatchObject({ id: user.uid, email: user.email });
    expect((await api('/api/protected/checklist', { headers: bearer(token) })).status).toBe(200);
  });

  it('cannot be exchanged at Firebase Auth for another session (it is not a custom token)', async () => {
    const user = await registerUser();
    const exchange = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: user.idToken, returnSecureToken: true }),
    });
    expect(exchange.status).toBe(400);
  });

  it('comes with an httpOnly, same-site session cookie scoped to the api', async () => {
    const user = await registerUser();
    const answer = await post('/api/auth/login', { email: user.email, password: user.password });
    const attributes = cookieAttributes(answer.headers);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api');
    expect(attributes.some((attribute) => attribute.startsWith('max-age='))).toBe(true);
  });
});

describe('logout', () => {
  it('ends every session of the account at once: this token, another device’s, and both cookies', async () => {
    const user = await registerUser();
    const phone = await loginWithCookie(user.email, user.password);
    const tablet = await loginWithCookie(user.email, user.password);
    expect(await profileWith(phone.token)).toBe(200);
    expect(await profileWith(tablet.token)).toBe(200);

    const logout = await api('/api/auth/logout', { method: 'POST', headers: { ...bearer(phone.token), cookie: phone.cookie } });
    expect(logout.status).toBe(200);
    // the cookie keeps no session: only the mark of her known device (ADR 0053), which opens nothing
    expect(cookieFrom(logout.headers)).toMatch(/^__session=\.\.[A-Za-z0-9_-]{43}$/);
    expect(cookieAttributes(logout.headers)).toContain('httponly');

    for (const token of [phone.token, tablet.token, user.idToken]) expect(await profileWith(token)).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
    expect((await refresh(tablet.cookie)).status).toBe(401);
    // the session records are gone; what is kept of a signed-out browser is the known device's mark:
    // its secret's hash, the account and the hash of its e-mail address, for a year (ADR 0053)
    const left = await admin().db.collection(COLLECTIONS.sessions).where('uid', '==', user.uid).get();
    // (one for each browser that signed in: the registration's, the phone's and the tablet's)
    expect(left.docs.map((doc) => doc.get('kind'))).toEqual(['device', 'device', 'device']);
    for (const doc of left.docs)
      expect(Object.keys(doc.data()).sort()).toEqual(['createdAt', 'emailHash', 'expiresAt', 'kind', 'lastUsedAt', 'uid', 'version']);
  });

  it('lets the parent sign in again at once, in the same second', async () => {
    const user = await registerUser();
    expect((await post('/api/auth/logout', {}, user.authHeader)).status).toBe(200);
    const again = await loginWithCookie(user.email, user.password);
    expect(await profileWith(again.token)).toBe(200);
    expect((await refresh(again.cookie)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session from before it; the new password signs in', async () => {
    const user = await registerUser();
    const before = await loginWithCookie(user.email, user.password);
    expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const [mail] = await mailsWithSubject(user.email, 'Şifre sıfırlama bağlantınız');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(String(mail!.text))![1]!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Yepyeni-Sifre-77' })).status).toBe(200);

    expect(await profileWith(before.token)).toBe(401);
    expect(await profileWith(user.idToken)).toBe(401);
    expect((await refresh(before.cookie)).status).toBe(401);
    const after = await loginWithCookie(user.email, 'Yepyeni-Sifre-77');
    expect(await profileWith(after.token)).toBe(200);
  });
});

describe('the session cookie', () => {
  it('buys a new token that works, while the session lasts', async () => {
    const user = await registerUser();
    const { cookie } = await loginWithCookie(user.email, user.password);
    const renewed = await refresh(cookie);
    expect(renewed.status).toBe(200);
    expect(await profileWith(tokenOf(renewed))).toBe(200);
  });

  it('is the only thing refresh takes: no cookie, a made-up one, or a Bearer token alone get 401', async () => {
    const user = await registerUser();
    expect((await api('/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await refresh(`__session=${'A'.repeat(43)}.`)).status).toBe(401);
    expect((await api('/api/auth/refresh', { method: 'POST', headers: user.authHeader })).status).toBe(401);
  });

  it('holds a parent and an operator in one browser without one replacing the other', async () => {
    const user = await registerUser();
    const parentLogin = await post('/api/auth/login', { email: user.email, password: user.password });
    const parentCookie = cookieFrom(parentLogin.headers);
    const operatorLogin = await api('/api/admin/login', { method: 'POST', ...json(DEMO_ADMIN, { cookie: parentCookie }) });
    expect(operatorLogin.status).toBe(200);
    const both = cookieFrom(operatorLogin.headers);
    const parentAgain = await refresh(both);
    const operatorAgain = await refresh(both, '/api/admin/refresh');
    expect(parentAgain.status).toBe(200);
    expect(operatorAgain.status).toBe(200);
    expect(await profileWith(tokenOf(parentAgain))).toBe(200);
    expect((await api('/api/admin/users', { headers: bearer(tokenOf(operatorAgain)) })).status).toBe(200);
    // each kind only buys its own token
    expect((await api('/api/admin/users', { headers: bearer(tokenOf(parentAgain)) })).status).toBe(403);
  });

  it('of a deleted account buys nothing', async () => {
    const user = await registerUser({ email: uniqueEmail('silinen') });
    const { cookie } = await loginWithCookie(user.email, user.password);
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: user.password }, user.authHeader) })).status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe('operator sessions', () => {
  it('end on the operator’s logout, on deactivation and on a role change', async () => {
    const superAdmin = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const username = `oturum${Date.now().toString(36)}`;
    const created = await post(
      '/api/admin/create-admin',
      { username, password: 'Operator-Sifresi-42', fullName: 'Oturum Deneme', email: uniqueEmail('operator'), role: 'admin' },
      bearer(superAdmin.idToken!),
    );
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;

    const first = await api('/api/admin/login', { method: 'POST', ...json({ username, password: 'Operator-Sifresi-42' }) });
    const firstCookie = cookieFrom(first.headers);
    expect((await api('/api/admin/users', { headers: bearer(tokenOf(first)) })).status).toBe(200);
    expect((await api('/api/admin/logout', { method: 'POST', headers: { ...bearer(tokenOf(first)), cookie: firstCookie } })).status).toBe(200);
    expect((await api('/api/admin/users', { headers: bearer(tokenOf(first)) })).status).toBe(401);
    expect((await refresh(firstCookie, '/api/admin/refresh')).status).toBe(401);

    const second = await adminLogin(username, 'Operator-Sifresi-42');
    expect((await api(`/api/admin/admin-users/${id}`, { method: 'PATCH', ...json({ role: 'super_admin' }, bearer(superAdmin.idToken!)) })).status).toBe(200);
    expect((await api('/api/admin/users', { headers: bearer(second.idToken!) })).status).toBe(401);

    const third = await adminLogin(username, 'Operator-Sifresi-42');
    expect((await api('/api/admin/users', { headers: bearer(third.idToken!) })).status).toBe(200);
    expect((await api(`/api/admin/admin-users/${id}`, { method: 'PATCH', ...json({ isActive: false }, bearer(superAdmin.idToken!)) })).status).toBe(200);
    expect((await api('/api/admin/users', { headers: bearer(third.idToken!) })).status).toBe(401);
    expect((await adminLogin(username, 'Operator-Sifresi-42')).status).toBe(401);
  });
});
