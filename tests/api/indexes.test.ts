/**
 * Every query the api runs is served by an index production has: the local Firestore refuses
 * queries that need a composite index firestore.indexes.json does not declare, as Firestore does
 * (FAILED_PRECONDITION, a 500 here). The admin lists are the queries with the most shapes (a filter,
 * a search, both, and the next page), so each shape is asked for once, a page of one row at a
 * time: the file stores two matching documents for each shape, so every shape has a next page, and
 * that page is asked for and checked too. It removes what it stored.
 */
import { randomInt } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { admin, api } from './support/stack';
import { registerUser, uniqueEmail, type TestUser } from './support/users';

/** Names, addresses and numbers of this run only, so that a search finds what this file stored. */
const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const email = uniqueEmail();
const phone = `+90532${String(randomInt(10_000_000)).padStart(7, '0')}`;

let token: string;
const stored: DocumentReference[] = [];

async function store(collection: string, fields: Record<string, unknown>): Promise<void> {
  const ref = admin().db.collection(collection).doc();
  // a second apart, so the newest-first order is not a tie
  await ref.set({ ...fields, createdAt: Timestamp.fromMillis(Date.now() - stored.length * 1000) });
  stored.push(ref);
}

/** Two documents alike: the fields one list filters and searches by. */
async function storeTwice(collection: string, fields: Record<string, unknown>): Promise<void> {
  for (let copy = 0; copy < 2; copy += 1) await store(collection, fields);
}

let parents: TestUser[];

beforeAll(async () => {
  token = (await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!;
  parents = [await registerUser({ fullName: `Dizin ${word}`, phone: parentPhone }), await registerUser({ fullName: `Deneme ${word}`, phone: parentPhone })];
  const userId = parents[0]!.uid;
  for (const status of ['pending', 'answered'])
    await storeTwice(COLLECTIONS.serviceRequests, { userId, category: 'Fotoğraf Çekimi', description: 'Dizin denemesi.', status });
  for (const status of ['pending', 'read'])
    await storeTwice(COLLECTIONS.contactMessages, { firstName: 'Dizin', lastName: word, email, subject: 'Dizin', message: 'Deneme', status });
  for (const status of ['failed', 'success']) await storeTwice(COLLECTIONS.smsLogs, { phoneNumber: phone, message: 'Dizin denemesi', status });
  for (const status of ['failed', 'duplicate']) await storeTwice(COLLECTIONS.emailLogs, { email, subject: 'Dizin', status });
  await storeTwice(COLLECTIONS.pushLogs, { deviceToken: `ExponentPushToken[${word}]`, title: 'Dizin', body: 'Deneme', status: 'failed' });
  // messages the first parent caused, to others (ADR 0054: the logs searched by the parent)
  for (const status of ['failed', 'success']) await storeTwice(COLLECTIONS.smsLogs, { userId, phoneNumber: '+905320000000', message: 'Dizin', status });
  for (const status of ['failed', 'duplicate']) await storeTwice(COLLECTIONS.emailLogs, { userId, email: 'baska@test.bebek', subject: 'Dizin', status });
  await storeTwice(COLLECTIONS.pushLogs, { userId, deviceToken: `ExponentPushToken[${word}x]`, title: 'Dizin', body: 'Deneme', status: 'success' });
  await storeTwice(COLLECTIONS.expoTokens, { userId, expoToken: `ExponentPushToken[${word}]` });
  await storeTwice(COLLECTIONS.auditLog, { action: 'index.check', adminId: 'dizin', target: { type: 'user', id: userId } });
}, 120_000);

afterAll(async () => {
  await Promise.all(stored.map((ref) => ref.delete()));
});

const searchEmail = encodeURIComponent(email);
const searchPhone = encodeURIComponent(phone);
/** The parents' phone (a couple may share one), as they typed it; the first one's address once she exists. */
const parentPhone = `0532 ${String(randomInt(1_000_000, 10_000_000))}`;
const searchParentPhone = encodeURIComponent(parentPhone);
const parentEmail = () => encodeURIComponent(parents[0]!.email);

/** The query shapes of each list; the expo tokens are searched by parent id, known once the parent exists. */
const LISTS: Record<string, (userId: string) => string[]> = {
  '/api/admin/users': () => ['', `search=${word}`, `search=${searchParentPhone}`],
  '/api/admin/service-requests': () => ['', 'status=pending', 'status=answered'],
  '/api/admin/contact-messages': () => ['', 'status=pending', `search=${searchEmail}`, `status=read&search=${searchEmail}`],
  // the recipient; the parent by her address, name and phone (a phone is looked for as both: one OR query), each with a status
  '/api/admin/sms-logs': () => [
    '',
    'status=failed',
    `search=${searchPhone}`,
    `status=success&search=${searchPhone}`,
    `search=${parentEmail()}`,
    `status=failed&search=Dizin%20${word}`,
    `search=${searchParentPhone}`,
    `status=success&search=${searchParentPhone}`,
  ],
  '/api/admin/email-logs': () => [
    '',
    'status=failed',
    `search=${searchEmail}`,
    `status=duplicate&search=${searchEmail}`,
    `search=${parentEmail()}`,
    `status=duplicate&search=${parentEmail()}`,
    `search=Dizin%20${word}`,
  ],
  '/api/admin/push-logs': () => ['', 'status=failed', `search=Dizin%20${word}`, `status=success&search=${parentEmail()}`],
  '/api/admin/expo-tokens': (userId) => ['', `search=${userId}`],
  '/api/admin/audit-log': () => [''],
};

interface ListPage {
  total: number;
  nextCursor: string | null;
  [rows: string]: unknown;
}
const rowIds = (page: ListPage) => Object.values(page).flatMap((value) => (Array.isArray(value) ? value.map((row: { id: string }) => row.id) : []));

describe('every admin list query has its index', () => {
  it.each(Object.entries(LISTS))('%s with each filter, search and the next page', async (path, queries) => {
    for (const query of queries(parents[0]!.uid)) {
      const url = `${path}?${query ? `${query}&` : ''}pageSize=1`;
      const first = await api(url, { headers: bearer(token) });
      expect(first.status, `${url}: ${JSON.stringify(first.body)}`).toBe(200);
      const firstPage = first.body as ListPage;
      expect(rowIds(firstPage), url).toHaveLength(1);
      expect(firstPage.total, url).toBeGreaterThanOrEqual(2);
      expect(firstPage.nextCursor, `${url}: two rows match, so there is a next page`).toEqual(expect.any(String));
      const next = await api(`${url}&cursor=${firstPage.nextCursor}`, { headers: bearer(token) });
      expect(next.status, `${url} next page: ${JSON.stringify(next.body)}`).toBe(200);
      const nextPage = next.body as ListPage;
      expect(rowIds(nextPage), `${url} next page`).toHaveLength(1);
      expect(rowIds(nextPage), `${url}: the next page goes on, it does not repeat`).not.toContain(rowIds(firstPage)[0]);
      expect(nextPage.total, `${url} next page`).toBe(firstPage.total);
    }
  });
});
