import { describe, expect, it } from 'vitest';
import { CHECKLIST_CATALOGUE } from '@bebek/common/content/checklist-catalogue';
import { COLLECTIONS } from '@bebek/common/model';
import { admin, api } from './support/stack';
import { json, registerUser, uniqueEmail } from './support/users';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });

describe('POST /api/auth/register', () => {
  it('creates the Auth user, the profile with its limits and the checklist copy together', async () => {
    const user = await registerUser({ fullName: 'Işıl Çağlar' });
    const { db, auth } = admin();
    expect((await auth.getUser(user.uid)).email).toBe(user.email);
    const profile = await db.collection(COLLECTIONS.users).doc(user.uid).get();
    expect(profile.get('fullName')).toBe('Işıl Çağlar');
    expect(profile.get('maxBirthNotificationContacts')).toBe(2);
    expect(profile.get('babyInfoCompleted')).toBe(false);
    const items = await profile.ref.collection(COLLECTIONS.checklistItems).count().get();
    expect(items.data().count).toBe(CHECKLIST_CATALOGUE.length);
  });

  it.each([
    [{ fullName: 'A', email: uniqueEmail(), password: 'Guvenli-42' }, 'Ad soyad en az 2 karakter olmalıdır'],
    [{ fullName: '', email: uniqueEmail(), password: 'Guvenli-42' }, 'Ad soyad gereklidir'],
    [{ fullName: 'Ayşe Kaya', email: 'ayse@', password: 'Guvenli-42' }, 'Geçerli bir email adresi giriniz'],
    [{ fullName: 'Ayşe Kaya', email: uniqueEmail(), password: '12345' }, 'Şifre en az 6 karakter olmalıdır'],
  ])('refuses %j with the spec message and writes nothing', async (input, message) => {
    const { status, body } = await post('/api/auth/register', input);
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe(message);
    const { auth } = admin();
    if (input.email.includes('.bebek')) await expect(auth.getUserByEmail(input.email)).rejects.toThrow();
  });

  it('refuses a second account for the same e-mail', async () => {
    const user = await registerUser();
    const { status, body } = await post('/api/auth/register', { fullName: 'Başka Biri', email: user.email.toUpperCase(), password: 'Guvenli-42' });
    expect(status).toBe(409);
    expect((body as { message: string }).message).toContain('zaten');
  });
});

describe('login, me and logout', () => {
  it('logs in with the right password and answers me', async () => {
    const user = await registerUser();
    const login = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const me = await api('/api/auth/me', { headers: { authorization: `Bearer ${(login.body as { token: string }).token}` } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.uid, email: user.email, fullName: user.fullName });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const user = await registerUser();
    const wrong = await post('/api/auth/login', { email: user.email, password: 'yanlis-sifre' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'yanlis-sifre' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Email veya şifre hatalı' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await api('/api/auth/me')).status).toBe(401);
    expect((await api('/api/protected/profile')).status).toBe(401);
    const forged = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1aWQiOiJoYWNrZXIifQ.';
    expect((await api('/api/protected/profile', { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
  });

  it('ends the session on logout: the old token stops working', async () => {
    const user = await registerUser();
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(200);
    const logout = await post('/api/auth/logout', {}, user.authHeader);
    expect(logout.status).toBe(200);
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(401);
  });
});
