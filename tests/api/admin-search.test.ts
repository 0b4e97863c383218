/**
 * The operator finds a mother's messages (issue 35, ADR 0054): when she writes 'annem SMS almadı',
 * the delivery logs are searched by her (the parent who caused the messages: her name, e-mail or
 * phone, folded the Turkish way) as well as by the recipient; her user detail shows her birth
 * announcement and each contact's SMS and e-mail, with the resend; the audit log names people and
 * records. A search writes nothing. The SMS fails on purpose at the provider sink (Netgsm's code 70).
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { DELIVERY_FAILURES } from '@bebek/common/delivery';
import { COLLECTIONS } from '@bebek/common/model';
import type { AdminUserBirthNotification, AdminUserRow, AuditLogRow, EmailLogRow, LogSearchMatch, PushLogRow, SmsLogRow } from '@bebek/common/types';
import { retryPendingMessages } from '../../functions/src/outbox/retry';
import { migrateOperatorSearch } from '../../scripts/migrate-operator-search';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { clearFaults, injectFault, sinkMessages } from './support/sinks';
import { admin, api, eventually, outboxSettled, storedDocuments } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

type LogPage<Row> = { total: number; nextCursor: string | null; matched: LogSearchMatch } & Record<string, Row[] | unknown>;

const post = (path: string, body: unknown, headers: Record<string, string>) => api(path, { method: 'POST', ...json(body, headers) });
const spaced = (local: string) => `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7, 9)} ${local.slice(9)}`;

let superToken: string;
let plainToken: string;
/** The mother: a name with both Turkish i's, her own phone; one contact with a number and an address. */
let mother: TestUser;
/** Another parent whose name starts the same: a search by the mother's whole name must not list her. */
let namesake: TestUser;
const motherPhone = uniquePhone();
/** A word of this run's own in both names, so that a search by name finds this file's mothers only (other runs' may remain on a dev stack). */
const word = Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const motherName = `İpek Işıklı ${word}`;
const grandmother = { name: 'Anneannesi Fatma', phone: uniquePhone(), email: uniqueEmail('anneanne') };

async function logs<Row>(path: string, query: Record<string, string>, token = superToken): Promise<LogPage<Row> & { rows: Row[] }> {
  const answer = await api(`${path}?${new URLSearchParams(query)}`, { headers: bearer(token) });
  expect(answer.status, `${path} ${JSON.stringify(query)}: ${JSON.stringify(answer.body)}`).toBe(200);
  const page = answer.body as LogPage<Row>;
  const rows = Object.values(page).find(Array.isArray) as Row[];
  return { ...page, rows };
}
const smsLogs = (query: Record<string, string>, token?: string) => logs<SmsLogRow>('/api/admin/sms-logs', query, token);
const emailLogs = (query: Record<string, string>) => logs<EmailLogRow>('/api/admin/email-logs', query);
const detailOf = async (uid: string, token = superToken) => {
  const answer = await api(`/api/admin/users/${uid}/birth-notification`, { headers: bearer(token) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminUserBirthNotification;
};

beforeAll(async () => {
  superToken = (await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!;
  const username = `arama${Date.now().toString(36)}`;
  const created = await post(
    '/api/admin/create-admin',
    { username, password: 'Arama-Operator-42', fullName: 'Gece Operatörü', email: uniqueEmail('operator'), role: 'admin' },
    bearer(superToken),
  );
  expect(created.status).toBe(201);
  plainToken = (await adminLogin(username, 'Arama-Operator-42')).idToken!;

  mother = await registerUser({ fullName: motherName, phone: spaced(motherPhone.local) });
  namesake = await registerUser({ fullName: `İpek Işık ${word}` });
  await verifyEmail(mother);
  await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    mother.authHeader,
  );
  const contacts = [{ name: grandmother.name, phone: spaced(grandmother.phone.local), email: grandmother.email }];
  expect((await post('/api/protected/birth-notification', { contacts }, mother.authHeader)).status).toBe(200);
  // the next SMS Netgsm is sent is refused for good (code 70): the grandmother's
  await injectFault({ provider: 'netgsm', mode: 'netgsm-code', code: '70', count: 1 });
  expect((await post('/api/protected/birth-notification/trigger', {}, mother.authHeader)).body).toEqual({ contactCount: 1, alreadySent: false });
  await outboxSettled(30_000);
}, 180_000);

afterAll(() => clearFaults());

describe('the delivery logs searched by the parent who caused the messages (ADR 0054)', () => {
  it('finds her failed SMS by her e-mail, her phone as anyone writes it and her name with either i, and by the number it went to', async () => {
    const failed = (page: { rows: SmsLogRow[] }) => page.rows.filter((row) => row.phoneNumber === grandmother.phone.e164);
    const byEmail = await smsLogs({ search: mother.email.toUpperCase() });
    expect(byEmail.matched).toEqual({ parents: [{ id: mother.uid, fullName: motherName, email: mother.email }], more: false });
    expect(failed(byEmail)).toHaveLength(1);
    expect(failed(byEmail)[0]).toMatchObject({
      status: 'failed',
      gameType: 'birth_notification',
      participantName: grandmother.name,
      parentId: mother.uid,
      parentName: motherName,
      parentEmail: mother.email,
    });
    expect(byEmail.rows.every((row) => row.parentId === mother.uid)).toBe(true);
    const messageId = failed(byEmail)[0]!.messageId;

    for (const phone of [spaced(motherPhone.local), motherPhone.local, motherPhone.e164, `+90 ${motherPhone.local.slice(1)}`, motherPhone.netgsm]) {
      const byPhone = await smsLogs({ search: phone });
      expect(
        byPhone.matched.parents.map((parent) => parent.id),
        phone,
      ).toEqual([mother.uid]);
      expect(
        failed(byPhone).map((row) => row.messageId),
        phone,
      ).toEqual([messageId]);
    }
    const upper = word.toLocaleUpperCase('tr-TR');
    for (const name of [
      motherName,
      `ipek isikli ${word}`,
      `İPEK IŞIKLI ${upper}`,
      `IPEK ISIKLI ${word.toUpperCase()}`,
      `ıpek ışıklı ${word}`,
      `Işıklı ${word}`,
    ]) {
      const byName = await smsLogs({ search: name });
      expect(
        byName.matched.parents.map((parent) => parent.id),
        name,
      ).toEqual([mother.uid]);
      expect(
        failed(byName).map((row) => row.messageId),
        name,
      ).toEqual([messageId]);
    }
    // a shorter name names both mothers, the exact spelling first
    const both = await smsLogs({ search: `ipek ışık ${word}` });
    expect(both.matched.parents.map((parent) => parent.id)).toEqual(expect.arrayContaining([mother.uid, namesake.uid]));

    // the recipient's number, written any usual way; the row still names the mother
    for (const phone of [spaced(grandmother.phone.local), grandmother.phone.e164]) {
      const byRecipient = await smsLogs({ search: phone });
      expect(byRecipient.matched.parents, phone).toEqual([]);
      expect(
        byRecipient.rows.map((row) => [row.messageId, row.parentName]),
        phone,
      ).toEqual([[messageId, motherName]]);
    }
    // with the status filter
    expect(failed(await smsLogs({ search: mother.email, status: 'failed' }))).toHaveLength(1);
    expect(failed(await smsLogs({ search: mother.email, status: 'success' }))).toHaveLength(0);
    // a plain operator searches alike
    expect(failed(await smsLogs({ search: mother.email }, plainToken))).toHaveLength(1);
  });

  it("finds her e-mails by her and by the recipient's address, and her pushes (none) by her; a search naming nobody lists nothing", async () => {
    const toGrandmother = (page: { rows: EmailLogRow[] }) => page.rows.filter((row) => row.email === grandmother.email);
    const byMother = await emailLogs({ search: mother.email });
    expect(toGrandmother(byMother)).toHaveLength(1);
    expect(toGrandmother(byMother)[0]).toMatchObject({ gameType: 'birth_notification', parentName: motherName });
    // her own mail (the verification e-mail registration sent) is hers too
    expect(byMother.rows.some((row) => row.email === mother.email)).toBe(true);
    const byRecipient = await emailLogs({ search: grandmother.email.toUpperCase() });
    expect(byRecipient.rows.map((row) => row.email)).toEqual([grandmother.email]);
    expect(byRecipient.rows[0]!.parentName).toBe(motherName);

    const pushes = await logs<PushLogRow>('/api/admin/push-logs', { search: `ipek ışıklı ${word}` });
    expect(pushes.matched.parents.map((parent) => parent.id)).toEqual([mother.uid]);
    expect(pushes.rows).toEqual([]);

    for (const nobody of [uniqueEmail('kimse'), 'Zzqxw Yokyok', '0532 000 00 00']) {
      const none = await smsLogs({ search: nobody });
      expect(none.matched, nobody).toEqual({ parents: [], more: false });
      expect(none.rows, nobody).toEqual([]);
      expect(none.total, nobody).toBe(0);
    }
  });

  it('the user list finds her by her phone too, and shows it', async () => {
    const answer = await api(`/api/admin/users?${new URLSearchParams({ search: spaced(motherPhone.local) })}`, { headers: bearer(superToken) });
    const users = (answer.body as { users: AdminUserRow[] }).users;
    expect(users.map((user) => user.id)).toEqual([mother.uid]);
    expect(users[0]!.phone).toBe(spaced(motherPhone.local));
  });

  it('a search writes nothing', async () => {
    const stored = await storedDocuments();
    for (const search of [mother.email, spaced(motherPhone.local), `İPEK IŞIKLI ${word}`, grandmother.email, grandmother.phone.e164, 'ab', ''])
      for (const path of ['/api/admin/sms-logs', '/api/admin/email-logs', '/api/admin/push-logs', '/api/admin/users'])
        expect((await api(`${path}?${new URLSearchParams({ search })}`, { headers: bearer(superToken) })).status).toBe(200);
    await detailOf(mother.uid);
    expect(await stored.changes()).toEqual([]);
  });
});

describe('her user detail: the announcement and each delivery, with the resend (ADR 0054)', () => {
  it("shows the grandmother's failed SMS and delivered e-mail; the resend sends the SMS again, once", async () => {
    const before = await detailOf(mother.uid, plainToken);
    expect(before.announcedAt).toEqual(expect.any(String));
    expect(before.contacts).toHaveLength(1);
    const [contact] = before.contacts;
    expect(contact).toMatchObject({ name: grandmother.name, phone: grandmother.phone.e164, email: grandmother.email, smsNote: '' });
    expect(contact!.delivery.sms).toMatchObject({
      kind: 'announcement',
      status: 'failed',
      reason: DELIVERY_FAILURES.technical,
      canResend: true,
      needsNewAddress: false,
    });
    expect(contact!.delivery.sms!.lastError).toContain('70');
    expect(contact!.delivery.email).toMatchObject({ status: 'success', canResend: false, reason: '' });

    const resent = await post(`/api/admin/outbox/${contact!.delivery.sms!.messageId}/resend`, {}, bearer(plainToken));
    expect(resent.status).toBe(200);
    expect((await detailOf(mother.uid)).contacts[0]!.delivery.sms).toMatchObject({ status: 'pending', canResend: false });
    // the log says so too, as the parent's page does
    const pending = await smsLogs({ search: mother.email });
    expect(pending.rows.find((row) => row.messageId === contact!.delivery.sms!.messageId)?.status).toBe('pending');
    // the retry schedule sends it: the grandmother gets the SMS (the refused attempt never reached her)
    await retryPendingMessages(new Date());
    await eventually(
      () => detailOf(mother.uid),
      (detail) => detail.contacts[0]!.delivery.sms?.status === 'success' || detail.contacts[0]!.delivery.sms?.status === 'delivered',
      20_000,
    );
    expect(await sinkMessages('netgsm', grandmother.phone.netgsm)).toHaveLength(1);
  });

  it('a parent who has not announced: no announcement, her contacts as saved; an unknown id is 404', async () => {
    const detail = await detailOf(namesake.uid);
    expect(detail).toEqual({
      userId: namesake.uid,
      announcedAt: null,
      correctionSentAt: null,
      actualBirthDate: '',
      maxContacts: expect.any(Number),
      contacts: [],
    });
    const unknown = await api('/api/admin/users/AAAAAAAAAAAAAAAAAAAA/birth-notification', { headers: bearer(superToken) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Kullanıcı bulunamadı' });
  });

  it('is for operators only: none 401, a parent 403, an admin and a super_admin 200', async () => {
    const path = `/api/admin/users/${mother.uid}/birth-notification`;
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { headers: mother.authHeader })).status).toBe(403);
    expect((await api(path, { headers: bearer(plainToken) })).status).toBe(200);
    expect((await api(path, { headers: bearer(superToken) })).status).toBe(200);
  });
});

describe('the audit log names people and records (ADR 0054)', () => {
  it("names the operator, the parent, the message and the operator's record; a deleted account is 'silinmiş hesap'", async () => {
    const leaving = await registerUser({ fullName: 'Ayrılan Anne' });
    for (const user of [mother, leaving])
      expect(
        (
          await api(`/api/admin/users/${user.uid}/limits`, {
            method: 'PATCH',
            ...json({ maxGameParticipants: 12, maxBirthNotificationContacts: 3 }, bearer(superToken)),
          })
        ).status,
      ).toBe(200);
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: leaving.password }, leaving.authHeader) })).status).toBe(200);

    const entries = (await api('/api/admin/audit-log?pageSize=50', { headers: bearer(superToken) })).body as { auditLog: AuditLogRow[] };
    const limits = entries.auditLog.find((entry) => entry.action === 'user.limits.update' && entry.targetId === mother.uid);
    expect(limits).toMatchObject({
      adminUsername: DEMO_ADMIN.username,
      adminName: expect.stringMatching(/\S/),
      targetName: `${motherName} · ${mother.email}`,
      targetGone: false,
    });
    const resend = entries.auditLog.find((entry) => entry.action === 'outbox.resend');
    expect(resend).toMatchObject({ targetName: `SMS · ${grandmother.name} · ${motherName}`, targetGone: false });
    // the plain operator who resent it, by name
    expect(resend!.adminName).toBe('Gece Operatörü');
    const created = entries.auditLog.find((entry) => entry.action === 'admin.create');
    expect(created!.targetName).toMatch(/^Gece Operatörü \(arama/);
    // the deleted account: her entries kept without her (ADR 0019), nothing of her name or address
    const gone = entries.auditLog.filter((entry) => entry.targetName === 'silinmiş hesap');
    expect(gone.length).toBeGreaterThanOrEqual(2);
    expect(gone.every((entry) => entry.targetGone && entry.targetId === 'silinmiş hesap')).toBe(true);
    expect(JSON.stringify(entries.auditLog)).not.toContain('Ayrılan Anne');
    expect(JSON.stringify(entries.auditLog)).not.toContain(leaving.email);
    expect(JSON.stringify(entries.auditLog)).not.toContain(leaving.uid);
  });
});

describe('scripts/migrate-operator-search.ts', () => {
  it('keys the phone of a profile from before, once; the search finds her then', async () => {
    const users = admin().db.collection(COLLECTIONS.users);
    // her profile as it was before the key
    await users.doc(mother.uid).update({ phoneKey: FieldValue.delete() });
    const search = async () =>
      ((await api(`/api/admin/users?${new URLSearchParams({ search: motherPhone.e164 })}`, { headers: bearer(superToken) })).body as { users: AdminUserRow[] })
        .users;
    expect(await search()).toEqual([]);
    const dryRun = await migrateOperatorSearch(admin().db, { dryRun: true });
    expect(dryRun.keyed).toBeGreaterThanOrEqual(1);
    expect((await users.doc(mother.uid).get()).get('phoneKey')).toBeUndefined();
    const first = await migrateOperatorSearch(admin().db);
    expect(first.keyed).toBeGreaterThanOrEqual(1);
    expect((await users.doc(mother.uid).get()).get('phoneKey')).toBe(motherPhone.e164);
    // a parent without a phone gets '' (keyed, so the next run leaves her alone)
    expect((await users.doc(namesake.uid).get()).get('phoneKey')).toBe('');
    expect((await search()).map((user) => user.id)).toEqual([mother.uid]);
    const updated = (await users.doc(mother.uid).get()).updateTime;
    expect((await migrateOperatorSearch(admin().db)).keyed).toBe(0);
    expect((await users.doc(mother.uid).get()).updateTime?.valueOf()).toBe(updated?.valueOf());
  });
});
