/**
 * Every query the api runs is served by an index production has: the local Firestore refuses
 * queries that need a composite index firestore.indexes.json does not declare, as Firestore does
 * (FAILED_PRECONDITION, a 500 here). The admin lists are the queries with the most shapes (a filter,
 * a search, both, and the next page), so each shape is asked for once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { api } from './support/stack';
import { json, registerUser } from './support/users';

let token: string;

beforeAll(async () => {
  token = (await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!;
  const parent = await registerUser({ fullName: 'Dizin Deneme' });
  await api('/api/protected/service-requests', {
    method: 'POST',
    ...json({ category: 'Fotoğraf Çekimi', description: 'Dizin denemesi için talep.' }, parent.authHeader),
  });
  await api('/api/protected/expo-token', { method: 'POST', ...json({ expoToken: 'ExponentPushToken[dizin-deneme]' }, parent.authHeader) });
}, 60_000);

const LISTS: Record<string, string[]> = {
  '/api/admin/users': ['', '?search=de', '?search=deneme&pageSize=1'],
  '/api/admin/service-requests': ['', '?status=pending', '?status=answered&pageSize=1'],
  '/api/admin/contact-messages': ['', '?status=pending', '?search=a%40b.co', '?status=read&search=a%40b.co'],
  '/api/admin/sms-logs': ['', '?status=failed', '?search=%2B905321112233', '?status=success&search=%2B905321112233'],
  '/api/admin/email-logs': ['', '?status=failed', '?search=a%40b.co', '?status=duplicate&search=a%40b.co'],
  '/api/admin/push-logs': ['', '?status=failed'],
  '/api/admin/expo-tokens': ['', '?search=kimse'],
  '/api/admin/audit-log': ['', '?pageSize=1'],
};

describe('every admin list query has its index', () => {
  it.each(Object.entries(LISTS))('%s with each filter, search and the next page', async (path, queries) => {
    for (const query of queries) {
      const first = await api(`${path}${query}`, { headers: bearer(token) });
      expect(first.status, `${path}${query}: ${JSON.stringify(first.body)}`).toBe(200);
      const cursor = (first.body as { nextCursor?: string | null }).nextCursor;
      if (!cursor) continue;
      const next = await api(`${path}${query}${query ? '&' : '?'}cursor=${cursor}`, { headers: bearer(token) });
      expect(next.status, `${path}${query} next page: ${JSON.stringify(next.body)}`).toBe(200);
    }
  });
});
