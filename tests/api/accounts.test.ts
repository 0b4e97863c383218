/**
 * An account no one else can take (ADR 0016): a stolen session cannot change the sign-in e-mail
 * (the current password is asked, the old address is told at once with an undo link, the change
 * waits for the new address's confirmation), and every security event reaches the account's owner.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { mailsWithSubject, sinkMessages, type SinkMessage } from './support/sinks';
import { admin, api, eventually, storedDocuments } from './support/stack';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const messageOf = (answer: { body: unknown }) => (answer.body as { message: string }).message;

/** The subjects the owner finds these mails by (functions/src/mail/templates.ts). */
const SUBJECTS = {
  changeRequested: 'Güvenlik bildirimi: e-posta adresi değiştirme isteği',
  confirmNewAddress: 'E-posta adresinizi onaylayın',
  addressChanged: 'Güvenlik bildirimi: e-posta adresiniz değiştirildi',
  reset: 'Şifre sıfırlama bağlantınız',
  passwordChanged: 'Güvenlik bildirimi: şifreniz değiştirildi',
} as const;

/** The e-mails an address received, once `count` have arrived. */
const mailsTo = (email: string, count: number) =>
  eventually(
    () => sinkMessages('sendgrid', email),
    (messages) => messages.length >= count,
    15_000,
  );
const linkIn = (mail: SinkMessage | undefined, action: 'confirm' | 'undo') =>
  new RegExp(`/email-change\\?action=${action}&token=([A-Za-z0-9_-]+)`).exec(String(mail?.text ?? ''))?.[1];

async function askForChange(user: TestUser, newEmail: string) {
  const answer = await post('/api/protected/profile/email', { newEmail, currentPassword: user.password }, user.authHeader);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ message: EMAIL_CHANGE.requested, pendingEmail: newEmail });
  // the old address finds the notice among its mails (the verification e-mail of registration came first)
  const [notice] = await mailsWithSubject(user.email, SUBJECTS.changeRequested);
  const [confirmation] = await mailsTo(newEmail, 1);
  return { undo: linkIn(notice, 'undo')!, confirm: linkIn(confirmation, 'confirm')!, notice: notice!, confirmation: confirmation! };
}

describe('changing the sign-in e-mail', () => {
  it('the takeover path fails: a stolen session cannot change the address without the password, and forgot-password still mails the owner', async () => {
    const owner = await registerUser();
    const attacker = uniqueEmail('saldirgan');
    const stored = await storedDocuments();
    const patched = await api('/api/protected/profile', { method: 'PATCH', ...json({ email: attacker }, owner.authHeader) });
    expect(patched.status).toBe(400);
    expect(messageOf(patched)).toBe(EMAIL_CHANGE.useTheDialog);
    const noPassword = await post('/api/protected/profile/email', { newEmail: attacker }, owner.authHeader);
    expect(noPassword.status).toBe(400);
    expect(messageOf(noPassword)).toBe(EMAIL_CHANGE.passwordRequired);
    const wrong = await post('/api/protected/profile/email', { newEmail: attacker, currentPassword: 'tahmin-edilen-1' }, owner.authHeader);
    expect(wrong.status).toBe(403);
    expect(messageOf(wrong)).toBe(EMAIL_CHANGE.wrongPassword);
    expect(await stored.changes()).toEqual([]);
    expect((await admin().auth.getUser(owner.uid)).email).toBe(owner.email);
    expect((await post('/api/auth/forgot-password', { email: attacker })).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: owner.email })).status).toBe(200);
    await mailsWithSubject(owner.email, SUBJECTS.reset);
    await new Promise((done) => setTimeout(done, 1500));
    expect(await sinkMessages('sendgrid', attacker)).toEqual([]);
  });

  it('with the password: the old address is told with an undo link, the change waits for the new address, then takes effect', async () => {
    const user = await registerUser({ fullName: 'Deniz Kaya' });
    const newEmail = uniqueEmail('yeni');
    const { undo, confirm, notice, confirmation } = await askForChange(user, newEmail);
    expect(String(notice.subject)).toBe(SUBJECTS.changeRequested);
    expect(String(notice.text)).toContain(newEmail);
    expect(undo).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(confirm).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(String(confirmation.subject)).toBe(SUBJECTS.confirmNewAddress);
    // nothing has changed yet
    expect((await admin().auth.getUser(user.uid)).email).toBe(user.email);
    expect((await login(newEmail, user.password)).status).toBe(401);
    const pending = (await api('/api/protected/profile', { headers: user.authHeader })).body as { email: string; pendingEmail: string };
    expect(pending).toMatchObject({ email: user.email, pendingEmail: newEmail });
    // the links are stored only as hashes, with the account and both addresses
    const stored = await admin().db.collection(COLLECTIONS.emailChanges).doc(createHash('sha256').update(confirm).digest('hex')).get();
    expect(stored.data()).toMatchObject({ userId: user.uid, kind: 'confirm', oldEmail: user.email, newEmail });
    expect(JSON.stringify(stored.data())).not.toContain(confirm);

    const confirmed = await post('/api/auth/email-change/confirm', { token: confirm });
    expect(confirmed.status).toBe(200);
    expect(messageOf(confirmed)).toBe(EMAIL_CHANGE.confirmed);
    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    // the sessions opened under the old address have ended; a new one shows the new address
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(401);
    const signedIn = await login(newEmail, user.password);
    const afterwards = await api('/api/protected/profile', { headers: bearer((signedIn.body as { token: string }).token) });
    expect(afterwards.body).toMatchObject({ email: newEmail, pendingEmail: '' });
    const again = await post('/api/auth/email-change/confirm', { token: confirm });
    expect(again.status).toBe(400);
    expect(messageOf(again)).toBe(EMAIL_CHANGE.used);
    // the old address hears that the change happened
    expect(await mailsWithSubject(user.email, SUBJECTS.addressChanged)).toHaveLength(1);
  });

  it('the old address undoes it, even after the confirmation: the old address is back and every session ends', async () => {
    const user = await registerUser();
    const newEmail = uniqueEmail('ele-gecirilen');
    const { undo, confirm } = await askForChange(user, newEmail);
    expect((await post('/api/auth/email-change/confirm', { token: confirm })).status).toBe(200);
    const thief = await login(newEmail, user.password);
    expect(thief.status).toBe(200);
    const thiefHeader = bearer((thief.body as { token: string }).token);
    const undone = await post('/api/auth/email-change/undo', { token: undo });
    expect(undone.status).toBe(200);
    expect(messageOf(undone)).toBe(EMAIL_CHANGE.undone);
    expect((await admin().auth.getUser(user.uid)).email).toBe(user.email);
    expect((await api('/api/protected/profile', { headers: thiefHeader })).status).toBe(401);
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(401);
    expect((await login(newEmail, user.password)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await post('/api/auth/email-change/undo', { token: undo })).status).toBe(400);
  });

  it('undone before the confirmation: the confirmation link no longer works', async () => {
    const user = await registerUser();
    const newEmail = uniqueEmail('iptal');
    const { undo, confirm } = await askForChange(user, newEmail);
    expect((await post('/api/auth/email-change/undo', { token: undo })).status).toBe(200);
    const late = await post('/api/auth/email-change/confirm', { token: confirm });
    expect(late.status).toBe(400);
    expect(messageOf(late)).toBe(EMAIL_CHANGE.cancelled);
    expect((await admin().auth.getUser(user.uid)).email).toBe(user.email);
  });

  it('refuses an address another account has, the same address, and unknown or malformed links', async () => {
    const user = await registerUser();
    const other = await registerUser();
    const taken = await post('/api/protected/profile/email', { newEmail: other.email, currentPassword: user.password }, user.authHeader);
    expect(taken.status).toBe(409);
    const same = await post('/api/protected/profile/email', { newEmail: user.email.toUpperCase(), currentPassword: user.password }, user.authHeader);
    expect(same.status).toBe(400);
    expect(messageOf(same)).toBe(EMAIL_CHANGE.sameAddress);
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'kisa', 'x'.repeat(150)]) {
      for (const action of ['confirm', 'undo']) {
        const answer = await post(`/api/auth/email-change/${action}`, { token });
        expect({ action, token, status: answer.status, message: messageOf(answer) }).toEqual({ action, token, status: 400, message: EMAIL_CHANGE.invalid });
      }
    }
  });
});

describe('security events are e-mailed to the account’s owner', () => {
  it('a new password', async () => {
    const user = await registerUser();
    expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const [reset] = await mailsWithSubject(user.email, SUBJECTS.reset);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(String(reset?.text))![1]!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Yepyeni-Sifre-42' })).status).toBe(200);
    expect(await mailsWithSubject(user.email, SUBJECTS.passwordChanged)).toHaveLength(1);
  });

  it('a new admin and a role change, each to that admin', async () => {
    const superAdmin = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const email = uniqueEmail('yonetici');
    const created = await post(
      '/api/admin/create-admin',
      { username: `yon${Date.now().toString(36)}`, password: 'Yonetici-Sifre-42', fullName: 'Yeni Yönetici', email, role: 'admin' },
      bearer(superAdmin.idToken!),
    );
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const [welcome] = await mailsTo(email, 1);
    expect(welcome?.subject).toBe('Güvenlik bildirimi: yönetici hesabınız oluşturuldu');
    expect(String(welcome?.text)).not.toContain('Yonetici-Sifre-42');
    const changed = await api(`/api/admin/admin-users/${id}`, { method: 'PATCH', ...json({ role: 'super_admin' }, bearer(superAdmin.idToken!)) });
    expect(changed.status).toBe(200);
    const mails = await mailsTo(email, 2);
    expect(mails.map((mail) => mail.subject)).toContain('Güvenlik bildirimi: yönetici rolünüz değişti');
  });
});
