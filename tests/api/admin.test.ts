import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { admin, api } from './support/stack';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { forgedIdToken } from './support/forge';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';

const ADMIN_GETS = [
  '/api/admin/users',
  '/api/admin/service-requests',
  '/api/admin/contact-messages',
  '/api/admin/sms-logs',
  '/api/admin/email-logs',
  '/api/admin/push-logs',
  '/api/admin/expo-tokens',
  '/api/admin/admin-users',
  '/api/admin/audit-log',
];
const ADMIN_WRITES: Array<[string, string, unknown]> = [
  ['POST', '/api/admin/contact-messages/x/respond', { response: 'Merhaba' }],
  ['POST', '/api/admin/service-requests/x/respond', { response: 'Merhaba' }],
  ['POST', '/api/admin/test-email', { recipientEmail: 'a@b.co', subject: 'x', message: 'y' }],
  ['PATCH', '/api/admin/users/x/limits', { maxGameParticipants: 3, maxBirthNotificationContacts: 3 }],
  ['POST', '/api/admin/create-admin', { username: 'x', password: 'secret1', fullName: 'X', email: 'x@y.co', role: 'admin' }],
];

let superToken: string;
let parent: TestUser;

beforeAll(async () => {
  const login = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  expect(login.status).toBe(200);
  superToken = login.idToken!;
  parent = await registerUser({ fullName: 'Limit Deneme' });
});

describe('admin access', () => {
  it("refuses every admin route without a token (401 'Admin token missing') and with a parent's token (403)", async () => {
    for (const path of ADMIN_GETS) {
      const none = await api(path);
      expect(none.status, path).toBe(401);
      expect(none.body).toEqual({ message: 'Admin token missing' });
      expect((await api(path, { headers: parent.authHeader })).status, path).toBe(403);
    }
    for (const [method, path, body] of ADMIN_WRITES) {
      expect((await api(path, { method, ...json(body) })).status, path).toBe(401);
      expect((await api(path, { method, ...json(body, parent.authHeader) })).status, path).toBe(403);
    }
  });

  it('refuses a claim given to a user who has no admin record, and a forged token', async () => {
    const { auth } = admin();
    const user = await registerUser();
    await auth.setCustomUserClaims(user.uid, { role: 'super_admin' });
    const token = await forgedIdToken(user.uid);
    expect((await api('/api/admin/users', { headers: bearer(token) })).status).toBe(403);
    expect((await api('/api/admin/users', { headers: bearer('eyJhbGciOiJub25lIn0.eyJyb2xlIjoic3VwZXJfYWRtaW4ifQ.') })).status).toBe(401);
  });

  it('logs in with username and password only; wrong or missing fields get the spec messages', async () => {
    const missing = await api('/api/admin/login', { method: 'POST', ...json({ username: '', password: '' }) });
    expect(missing.body).toEqual(expect.objectContaining({ message: 'Kullanıcı adı ve şifre alanlarını doldurun' }));
    const wrong = await adminLogin(DEMO_ADMIN.username, 'yanlis-sifre');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Kullanıcı adı veya şifre hatalı' });
    for (const path of ADMIN_GETS) expect((await api(path, { headers: bearer(superToken) })).status, path).toBe(200);
  });
});

describe('admin operations', () => {
  it('edits limits (refusing 0, negatives and text), and the parent can save one more contact at once', async () => {
    for (const bad of [0, -1, 'beş', 2.5, '3']) {
      const refused = await api(`/api/admin/users/${parent.uid}/limits`, {
        method: 'PATCH',
        ...json({ maxGameParticipants: 10, maxBirthNotificationContacts: bad }, bearer(superToken)),
      });
      expect(refused.status, String(bad)).toBe(400);
    }
    const contacts = [1, 2, 3].map((n) => ({ name: `Kişi ${n}`, phone: `0532 111 22 3${n}`, email: '' }));
    expect((await api('/api/protected/birth-notification', { method: 'POST', ...json({ contacts }, parent.authHeader) })).status).toBe(400);
    const raised = await api(`/api/admin/users/${parent.uid}/limits`, {
      method: 'PATCH',
      ...json({ maxGameParticipants: 10, maxBirthNotificationContacts: 3 }, bearer(superToken)),
    });
    expect(raised.status).toBe(200);
    expect((await api('/api/protected/birth-notification', { method: 'POST', ...json({ contacts }, parent.authHeader) })).status).toBe(200);
    const audit = await admin().db.collection(COLLECTIONS.auditLog).where('targetId', '==', parent.uid).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toContain('user.limits.update');
  });

  it('creates an admin who can log in but cannot create admins, and an inactive admin cannot log in', async () => {
    const username = `op${Date.now().toString(36)}`;
    const incomplete = await api('/api/admin/create-admin', {
      method: 'POST',
      ...json({ username, password: '', fullName: '', email: '', role: 'admin' }, bearer(superToken)),
    });
    expect((incomplete.body as { message: string }).message).toBe('Tüm alanları doldurun');
    const created = await api('/api/admin/create-admin', {
      method: 'POST',
      ...json({ username, password: 'Operator-2025', fullName: 'Gece Operatörü', email: uniqueEmail('op'), role: 'admin' }, bearer(superToken)),
    });
    expect(created.status).toBe(201);
    const login = await adminLogin(username, 'Operator-2025');
    expect(login.status).toBe(200);
    expect((await api('/api/admin/users', { headers: bearer(login.idToken!) })).status).toBe(200);
    const attempt = await api('/api/admin/create-admin', {
      method: 'POST',
      ...json({ username: `${username}x`, password: 'Operator-2025', fullName: 'X', email: uniqueEmail('op'), role: 'admin' }, bearer(login.idToken!)),
    });
    expect(attempt.status).toBe(403);

    const id = (created.body as { id: string }).id;
    await admin().db.collection(COLLECTIONS.adminUsers).doc(id).update({ isActive: false });
    expect((await adminLogin(username, 'Operator-2025')).status).toBe(401);
    expect((await api('/api/admin/users', { headers: bearer(login.idToken!) })).status).toBe(403);
  });

  it('changes an operator only with a valid role or flag: anything else is refused in Turkish and changes nothing', async () => {
    const username = `rol${Date.now().toString(36)}`;
    const created = await api('/api/admin/create-admin', {
      method: 'POST',
      ...json({ username, password: 'Rol-Operator-42', fullName: 'Rol Deneme', email: uniqueEmail('rol'), role: 'admin' }, bearer(superToken)),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const operator = await adminLogin(username, 'Rol-Operator-42');
    const { db, auth } = admin();
    const record = () => db.collection(COLLECTIONS.adminUsers).doc(id).get();
    const audits = async () => (await db.collection(COLLECTIONS.auditLog).where('targetId', '==', id).count().get()).data().count;
    const [recordBefore, auditsBefore] = [(await record()).data(), await audits()];

    const role = 'Rol admin veya super_admin olmalıdır';
    const flag = 'Geçersiz durum';
    const refusals: Array<[unknown, string]> = [
      [{ role: 'root' }, role],
      [{ role: 'SUPER_ADMIN' }, role],
      [{ role: 7 }, role],
      [{ role: null }, role],
      [{ role: ['super_admin'] }, role],
      [{ isActive: 'false' }, flag],
      [{ isActive: 0 }, flag],
      [{ isActive: null }, flag],
      [{ role: 'super_admin', isActive: 'hayır' }, flag],
      [{}, 'Değişiklik yok'],
      [{ isAdmin: true }, 'Değişiklik yok'],
    ];
    for (const [body, message] of refusals) {
      const answer = await api(`/api/admin/admin-users/${id}`, { method: 'PATCH', ...json(body, bearer(superToken)) });
      expect([answer.status, (answer.body as { message?: string }).message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await record()).data()).toEqual(recordBefore);
    expect(await audits()).toBe(auditsBefore);
    expect((await auth.getUser(id)).customClaims).toEqual({ role: 'admin' });
    // the operator's session did not end
    expect((await api('/api/admin/users', { headers: bearer(operator.idToken!) })).status).toBe(200);

    const superId = (await api('/api/admin/me', { headers: bearer(superToken) })).body as { uid: string };
    const own = await api(`/api/admin/admin-users/${superId.uid}`, { method: 'PATCH', ...json({ isActive: false }, bearer(superToken)) });
    expect([own.status, (own.body as { message: string }).message]).toEqual([400, 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz']);
    expect((await api('/api/admin/admin-users/yok-boyle-admin', { method: 'PATCH', ...json({ isActive: false }, bearer(superToken)) })).status).toBe(404);
    expect((await api(`/api/admin/admin-users/${id}`, { method: 'PATCH', ...json({ role: 'super_admin' }, bearer(operator.idToken!)) })).status).toBe(403);

    const changed = await api(`/api/admin/admin-users/${id}`, { method: 'PATCH', ...json({ isActive: false, extra: 'yok sayılır' }, bearer(superToken)) });
    expect(changed).toMatchObject({ status: 200, body: { id, isActive: false } });
    expect((await record()).data()).toMatchObject({ isActive: false, role: 'admin' });
    expect((await record()).data()).not.toHaveProperty('extra');
  });

  it('answers a service request: it becomes answered and the parent gets the reply', async () => {
    const created = await api('/api/protected/service-requests', {
      method: 'POST',
      ...json({ category: 'Fotoğraf', description: 'Yenidoğan çekimi rica ediyoruz.' }, parent.authHeader),
    });
    const id = (created.body as { id: string }).id;
    const empty = await api(`/api/admin/service-requests/${id}/respond`, { method: 'POST', ...json({ response: '  ' }, bearer(superToken)) });
    expect(empty.status).toBe(400);
    const answered = await api(`/api/admin/service-requests/${id}/respond`, {
      method: 'POST',
      ...json({ response: 'Üç firmadan teklif aldık.' }, bearer(superToken)),
    });
    expect(answered.status).toBe(200);
    const list = (await api('/api/protected/service-requests', { headers: parent.authHeader })).body as {
      serviceRequests: Array<{ id: string; status: string }>;
    };
    expect(list.serviceRequests.find((r) => r.id === id)?.status).toBe('answered');
  });

  it('pages a large table with cursors, newest first', async () => {
    // two full pages, whatever the other tests have registered so far
    await Promise.all([1, 2, 3, 4].map((n) => registerUser({ fullName: `Sayfa Deneme ${n}` })));
    const first = (await api('/api/admin/users?pageSize=2', { headers: bearer(superToken) })).body as {
      users: Array<{ id: string }>;
      nextCursor: string;
      total: number;
    };
    expect(first.users).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const second = (await api(`/api/admin/users?pageSize=2&cursor=${first.nextCursor}`, { headers: bearer(superToken) })).body as {
      users: Array<{ id: string }>;
    };
    expect(second.users).toHaveLength(2);
    expect(second.users.map((u) => u.id)).not.toContain(first.users[0]!.id);
  });

  it('writes her last activity at most every ten minutes, only for requests that succeed, and never brings a deleted profile back (ADR 0030)', async () => {
    const { Timestamp } = await import('firebase-admin/firestore');
    const { db } = admin();
    const suffix = Date.now().toString(36);
    const user = await registerUser({ fullName: `Etkin ${suffix}` });
    const ref = db.collection(COLLECTIONS.users).doc(user.uid);
    const get = (path: string) => api(path, { headers: user.authHeader });
    const millisOf = (value: unknown) => (value as { toMillis(): number }).toMillis();
    // registering is her first activity; a request within ten minutes writes nothing
    const registered = await ref.get();
    expect(Date.now() - millisOf(registered.get('lastActiveAt'))).toBeLessThan(600_000);
    expect((await get('/api/protected/profile')).status).toBe(200);
    expect((await ref.get()).updateTime?.valueOf()).toBe(registered.updateTime?.valueOf());

    // eleven minutes later, as far as her profile knows
    const idle = Timestamp.fromMillis(Date.now() - 11 * 60_000);
    await ref.update({ lastActiveAt: idle });
    const before = await ref.get();
    // bad input is refused and writes nothing, her activity neither
    const refused = await api('/api/protected/baby-info', { method: 'POST', ...json({ babyName: 'Deniz' }, user.authHeader) });
    expect(refused.status).toBe(400);
    expect((await ref.get()).updateTime?.valueOf()).toBe(before.updateTime?.valueOf());

    // her dashboard's calls at once: her activity is written, and then not again for ten minutes
    const dashboard = [
      '/api/auth/me',
      '/api/protected/profile',
      '/api/protected/gender-games',
      '/api/protected/checklist/claims',
      '/api/protected/birth-notification',
    ];
    expect((await Promise.all(dashboard.map(get))).map((answer) => answer.status)).toEqual(dashboard.map(() => 200));
    const active = await ref.get();
    const activeAt = millisOf(active.get('lastActiveAt'));
    expect(Date.now() - activeAt).toBeLessThan(60_000);
    expect((await get('/api/protected/profile')).status).toBe(200);
    expect((await ref.get()).updateTime?.valueOf()).toBe(active.updateTime?.valueOf());
    // the operators' list shows it from her profile
    const found = (await api(`/api/admin/users?search=${encodeURIComponent(`Etkin ${suffix}`)}`, { headers: bearer(superToken) })).body as {
      users: Array<{ id: string; lastActiveAt: string | null }>;
    };
    expect(found.users.find((row) => row.id === user.uid)?.lastActiveAt).toBe(new Date(activeAt).toISOString());

    // deleting her account is a request that succeeds with her activity due: the profile stays gone
    await ref.update({ lastActiveAt: idle });
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: user.password }, user.authHeader) })).status).toBe(200);
    expect((await ref.get()).exists).toBe(false);
  });

  it('lists a paused parent as paused with her last activity, and counts deleted accounts without anything about them (ADR 0030)', async () => {
    const suffix = Date.now().toString(36);
    const paused = await registerUser({ fullName: `Duraklatan ${suffix}` });
    expect((await api('/api/protected/pregnancy/pause', { method: 'POST', ...json({}, paused.authHeader) })).status).toBe(200);
    const leaving = await registerUser({ fullName: `Ayrılan ${suffix}` });
    type UsersAnswer = {
      users: Array<{ id: string; email: string; pausedAt: string | null; lastActiveAt: string | null; deletionRequestedAt: string | null }>;
      deletedAccounts: { total: number; lastDeletedAt: string | null };
    };
    const before = (await api('/api/admin/users', { headers: bearer(superToken) })).body as UsersAnswer;
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: leaving.password }, leaving.authHeader) })).status).toBe(200);

    const found = (await api(`/api/admin/users?search=${encodeURIComponent(`Duraklatan ${suffix}`)}`, { headers: bearer(superToken) })).body as UsersAnswer;
    const row = found.users.find((user) => user.id === paused.uid)!;
    expect(row.pausedAt).toEqual(expect.any(String));
    expect(row.deletionRequestedAt).toBeNull();
    // registering signed her in: a browser session, touched today
    expect(Date.now() - Date.parse(row.lastActiveAt!)).toBeLessThan(3600_000);

    const after = (await api('/api/admin/users', { headers: bearer(superToken) })).body as UsersAnswer;
    // other files delete accounts too when the suite runs in parallel: at least this one more
    expect(after.deletedAccounts.total).toBeGreaterThanOrEqual(before.deletedAccounts.total + 1);
    expect(Date.now() - Date.parse(after.deletedAccounts.lastDeletedAt!)).toBeLessThan(600_000);
    expect(after.users.map((user) => user.id)).not.toContain(leaving.uid);
    // the deletion's own record names nobody
    const records = await admin().db.collection(COLLECTIONS.auditLog).where('action', '==', 'user.delete').get();
    const text = JSON.stringify(records.docs.map((doc) => doc.data())).toLowerCase();
    expect(text).not.toContain(leaving.uid.toLowerCase());
    expect(text).not.toContain(leaving.email.toLowerCase());
    expect(text).not.toContain('ayrılan');
  });
});
