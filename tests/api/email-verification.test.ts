/**
 * E-mail verification (issue 23, ADR 0024): the link goes through the outbox at registration and on
 * request, the page's press applies its code through the api with Firebase Auth, and only the
 * verification of the account's current sign-in address sets `users/{uid}.emailVerifiedAt`. Written
 * as the second person: the stranger who registered with someone else's address never gets it
 * verified, a used or expired link is refused in Turkish, and a link for an address the account no
 * longer has verifies nothing.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { EMAIL_CHANGE, EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import type { Profile } from '@bebek/common/types';
import { sinkMessages } from './support/sinks';
import { admin, api, eventually } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { applyVerificationCode, VERIFICATION_SUBJECT, verificationCodes, verifyEmail } from './support/verification';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const profileOf = async (user: TestUser) => (await api('/api/protected/profile', { headers: user.authHeader })).body as Profile;
const storedProfile = async (uid: string) => (await admin().db.collection(COLLECTIONS.users).doc(uid).get()).data() ?? {};
const linkRecord = (oobCode: string) => admin().db.collection(COLLECTIONS.emailVerifications).doc(createHash('sha256').update(oobCode).digest('hex'));
const resend = (user: TestUser) => post('/api/protected/email-verification', {}, user.authHeader);

describe('the verification link', () => {
  it('goes out through the outbox at registration, to our own page; the press verifies the address, once', async () => {
    const user = await registerUser({ fullName: 'Zeynep Arslan' });
    expect((await profileOf(user)).emailVerified).toBe(false);
    // queued like every message (sensitive: its link never reaches the logs), delivered to the sinks
    const queued = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', user.uid).get();
    expect(queued.docs.map((doc) => [doc.get('kind'), doc.get('channel'), doc.get('sensitive'), doc.get('to.email')])).toEqual([
      ['email_verification', 'email', true, user.email],
    ]);
    const [mail] = await eventually(
      () => sinkMessages('sendgrid', user.email),
      (found) => found.length === 1,
    );
    expect(mail!.subject).toBe(VERIFICATION_SUBJECT);
    expect(String(mail!.text)).toMatch(/^Merhaba Zeynep Arslan,/);
    expect(String(mail!.text)).toMatch(/http:\/\/127\.0\.0\.1:\d+\/verify-email\?oobCode=[^\s]+/);
    expect(String(mail!.text)).toContain('Bu hesabı siz açmadıysanız bağlantıya tıklamayın');
    const [oobCode] = await verificationCodes(user.email);
    // only the link's hash is stored, with the account, the address and its three days
    const record = (await linkRecord(oobCode!).get()).data()!;
    expect(record).toMatchObject({ userId: user.uid, email: user.email, usedAt: null });
    expect((record.expiresAt as Timestamp).toMillis() - (record.createdAt as Timestamp).toMillis()).toBe(3 * 24 * 3600_000);
    expect(JSON.stringify(record)).not.toContain(oobCode!);

    const verified = await applyVerificationCode(oobCode!);
    expect(verified).toMatchObject({ status: 200, body: { message: EMAIL_VERIFICATION.verified } });
    expect((await profileOf(user)).emailVerified).toBe(true);
    expect((await storedProfile(user.uid)).emailVerifiedAt).toBeInstanceOf(Timestamp);
    expect((await admin().auth.getUser(user.uid)).emailVerified).toBe(true);

    // used: the same link again is refused with a Turkish message
    const again = await applyVerificationCode(oobCode!);
    expect(again).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.used } });
    // and asking for another once verified is refused
    expect(await resend(user)).toMatchObject({ status: 409, body: { message: EMAIL_VERIFICATION.alreadyVerified } });
  });

  it('refuses an expired link, an unknown one and a malformed body with Turkish messages, and verifies nothing', async () => {
    const user = await registerUser();
    const [oobCode] = await verificationCodes(user.email);
    // three days have passed for this link (its lifetime is ours: the Auth emulator's codes never expire)
    await linkRecord(oobCode!).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await applyVerificationCode(oobCode!)).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.expired } });
    expect(await applyVerificationCode('x'.repeat(54))).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.invalid } });
    expect(await post('/api/auth/verify-email', {})).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.invalid } });
    expect(await post('/api/auth/verify-email', { oobCode: 'y'.repeat(501) })).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.invalid } });
    expect((await profileOf(user)).emailVerified).toBe(false);
    expect((await admin().auth.getUser(user.uid)).emailVerified).toBe(false);
    expect((await linkRecord(oobCode!).get()).get('usedAt')).toBeNull();
    // a new link from the profile works
    expect(await resend(user)).toMatchObject({ status: 200, body: { message: EMAIL_VERIFICATION.sent } });
    const codes = await verificationCodes(user.email, 2);
    expect(codes[1]).not.toBe(codes[0]);
    expect((await applyVerificationCode(codes[1]!)).status).toBe(200);
    expect((await profileOf(user)).emailVerified).toBe(true);
  });

  it('is sent again at most 5 times an hour per account', async () => {
    const user = await registerUser();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await resend(user)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // registration's and the five asked for: each its own link, to the account's own address only
    expect(await verificationCodes(user.email, 6)).toHaveLength(6);
  });
});

describe('the stranger who registered with the aunt’s address', () => {
  it('can never verify it: guessed codes, codes of their own other account and more links all leave it unverified, and no SMS goes', async () => {
    const aunt = uniqueEmail('hatice-teyze');
    const stranger = await registerUser({ fullName: 'Hatice Teyze', email: aunt });
    // the link went to the aunt's mailbox, which the stranger cannot read; asking again sends it there too
    expect((await resend(stranger)).status).toBe(200);
    expect(await verificationCodes(aunt, 2)).toHaveLength(2);
    // guessed codes
    for (const guess of ['a'.repeat(54), 'oobCode', `${'B'.repeat(53)}_`]) {
      expect(await applyVerificationCode(guess)).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.invalid } });
    }
    // a real code, of the stranger's own second account: it verifies that account alone
    const own = await registerUser({ fullName: 'Yabancı', email: uniqueEmail('yabanci') });
    await verifyEmail(own);
    expect((await profileOf(own)).emailVerified).toBe(true);
    expect((await profileOf(stranger)).emailVerified).toBe(false);
    expect((await storedProfile(stranger.uid)).emailVerifiedAt).toBeUndefined();
    expect((await admin().auth.getUser(stranger.uid)).emailVerified).toBe(false);
    // without a proof, no SMS goes from this account (ADR 0049): the announcement is accepted and recorded (202), and it waits
    await post(
      '/api/protected/baby-info',
      { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
      stranger.authHeader,
    );
    const number = uniquePhone();
    expect(
      (await post('/api/protected/birth-notification', { contacts: [{ name: 'Kurban', phone: number.local, email: '' }] }, stranger.authHeader)).status,
    ).toBe(200);
    const held = await post('/api/protected/birth-notification/trigger', {}, stranger.authHeader);
    expect(held).toMatchObject({ status: 202, body: { contactCount: 1, alreadySent: false, waitingForProof: true } });
    const notification = await admin().db.collection(COLLECTIONS.birthNotifications).doc(stranger.uid).get();
    expect(notification.get('messages')).toHaveLength(1);
    const outbox = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', stranger.uid).get();
    expect(outbox.docs.map((doc) => [doc.get('kind'), doc.get('status'), doc.get('holdReason') ?? '']).sort()).toEqual([
      ['birth_notification', 'held', 'sender_unproven'],
      ['email_verification', 'done', ''],
      ['email_verification', 'done', ''],
    ]);
    await new Promise((done) => setTimeout(done, 1500));
    expect(await sinkMessages('netgsm', number.netgsm)).toEqual([]);
  });
});

describe('an address change', () => {
  it('makes a link for the old address verify nothing; the new address is proven by its own confirmation link', async () => {
    const user = await registerUser({ fullName: 'Deniz Kaya' });
    const [oldCode] = await verificationCodes(user.email);
    const newEmail = uniqueEmail('yeni-adres');
    expect((await post('/api/protected/profile/email', { newEmail, currentPassword: user.password }, user.authHeader)).status).toBe(200);
    const [confirmation] = await eventually(
      () => sinkMessages('sendgrid', newEmail),
      (found) => found.length === 1,
    );
    const token = /email-change\?action=confirm&token=([A-Za-z0-9_-]+)/.exec(String(confirmation!.text))![1]!;
    expect(await post('/api/auth/email-change/confirm', { token })).toMatchObject({ status: 200, body: { message: EMAIL_CHANGE.confirmed } });
    // the confirmation link reached the new address and was used: that proves it (ADR 0024)
    expect((await storedProfile(user.uid)).emailVerifiedAt).toBeInstanceOf(Timestamp);
    const verifiedAt = ((await storedProfile(user.uid)).emailVerifiedAt as Timestamp).toMillis();
    expect((await admin().auth.getUser(user.uid)).emailVerified).toBe(true);

    // the link sent to the old address verifies nothing now, and is not used up by trying
    expect(await applyVerificationCode(oldCode!)).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.addressChanged } });
    expect((await linkRecord(oldCode!).get()).get('usedAt')).toBeNull();
    expect(((await storedProfile(user.uid)).emailVerifiedAt as Timestamp).toMillis()).toBe(verifiedAt);
    // someone who then registers with the old address is not verified by it either
    const next = await registerUser({ fullName: 'Sonraki', email: user.email });
    expect(await applyVerificationCode(oldCode!)).toMatchObject({ status: 400, body: { message: EMAIL_VERIFICATION.addressChanged } });
    expect((await profileOf(next)).emailVerified).toBe(false);
    expect((await admin().auth.getUser(next.uid)).emailVerified).toBe(false);
  });

  it('a change asked for but not confirmed leaves the current address’s verification as it is', async () => {
    const user = await registerUser();
    const [code] = await verificationCodes(user.email);
    expect((await post('/api/protected/profile/email', { newEmail: uniqueEmail('bekleyen'), currentPassword: user.password }, user.authHeader)).status).toBe(
      200,
    );
    expect((await applyVerificationCode(code!)).status).toBe(200);
    expect((await profileOf(user)).emailVerified).toBe(true);
  });
});
