/**
 * scripts/migrate-admin-figures.ts (ADR 0030): a profile from before `lastActiveAt` gets the newest use
 * of her browser sessions, once; one without a session and an account being deleted get nothing; the
 * deleted accounts' count is made from the audit entries; a second run changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { ACCOUNT_DELETED_ACTION } from '@bebek/common/schemas/admin-messages';
import { migrateAdminFigures } from '../../scripts/migrate-admin-figures';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { admin, api } from './support/stack';
import { json, registerUser } from './support/users';

const millisOf = (value: unknown) => (value as { toMillis(): number } | undefined)?.toMillis();

describe('scripts/migrate-admin-figures.ts', () => {
  it("fills in an older profile's last activity from her sessions and counts the deleted accounts, once", async () => {
    const { db } = admin();
    const { FieldValue } = await import('firebase-admin/firestore');
    const users = db.collection(COLLECTIONS.users);
    const [older, leaving, tokenOnly] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    // an account deleted: its audit entry and the count
    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: leaving.password }, leaving.authHeader) })).status).toBe(200);
    // profiles as they were before the field: none; one whose browser sessions are all gone (a bare token's user)
    await Promise.all([older, tokenOnly].map((user) => users.doc(user.uid).update({ lastActiveAt: FieldValue.delete() })));
    const sessionsOf = (uid: string) => db.collection(COLLECTIONS.sessions).where('uid', '==', uid).get();
    await Promise.all((await sessionsOf(tokenOnly.uid)).docs.map((doc) => doc.ref.delete()));
    const sessionUse = Math.max(...(await sessionsOf(older.uid)).docs.map((doc) => millisOf(doc.get('lastUsedAt'))!));
    // the count as a deploy finds it: missing
    const stats = db.collection(COLLECTIONS.stats).doc('deletedAccounts');
    await stats.delete();

    const dryRun = await migrateAdminFigures(db, { dryRun: true });
    expect(dryRun.activity).toBeGreaterThanOrEqual(1);
    expect((await users.doc(older.uid).get()).get('lastActiveAt')).toBeUndefined();
    expect((await stats.get()).exists).toBe(false);

    const first = await migrateAdminFigures(db);
    expect(first.activity).toBeGreaterThanOrEqual(1);
    expect(millisOf((await users.doc(older.uid).get()).get('lastActiveAt'))).toBe(sessionUse);
    // no session, nothing to say: the list shows '—' as it did
    expect((await users.doc(tokenOnly.uid).get()).get('lastActiveAt')).toBeUndefined();
    // counted from the entries (other files may delete accounts meanwhile when the suite runs in parallel: each adds one to both)
    const entries = db.collection(COLLECTIONS.auditLog).where('action', '==', ACCOUNT_DELETED_ACTION);
    const [count, newest] = await Promise.all([entries.count().get(), entries.orderBy('createdAt', 'desc').limit(1).get()]);
    expect(first.deletedAccounts.written).toBe(true);
    expect(first.deletedAccounts.total).toBeGreaterThanOrEqual(1);
    const stored = await stats.get();
    expect(stored.get('total')).toBe(count.data().count);
    expect(millisOf(stored.get('lastDeletedAt'))).toBe(millisOf(newest.docs[0]!.get('createdAt')));
    // what the operators' list shows
    const login = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const list = (await api('/api/admin/users', { headers: bearer(login.idToken!) })).body as { deletedAccounts: { total: number } };
    expect(list.deletedAccounts.total).toBeGreaterThanOrEqual(count.data().count);

    const profileTime = (await users.doc(older.uid).get()).updateTime;
    const second = await migrateAdminFigures(db);
    expect(second.activity).toBe(0);
    expect(second.deletedAccounts.written).toBe(false);
    expect((await users.doc(older.uid).get()).updateTime?.valueOf()).toBe(profileTime?.valueOf());
  });
});
