/**
 * `npm run backup` / `npm run restore` on the running stack: what was there at backup time comes
 * back (passwords and admin claims included), what was written after it is gone.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import type { Game } from '@bebek/common/types';
import { backup } from '../../scripts/backup';
import { restore } from '../../scripts/restore';
import { admin, api } from './support/stack';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { json, registerUser, uniqueEmail } from './support/users';

const folder = mkdtempSync(join(tmpdir(), 'bebek-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('backup and restore of the local stack', () => {
  it('brings back the data of the backup time and drops what came later', async () => {
    const kept = await registerUser({ fullName: 'Yedekli Anne' });
    const game = (await api('/api/protected/name-games', { method: 'POST', ...json({ title: 'Yedekteki oyun' }, kept.authHeader) })).body as Game;

    const manifest = await backup(folder);
    expect(manifest.users).toBeGreaterThanOrEqual(2);
    expect(manifest.documents).toBeGreaterThan(150);
    const accounts = JSON.parse(readFileSync(join(folder, 'auth_export', 'accounts.json'), 'utf8')) as { users: { email?: string }[] };
    expect(accounts.users.map((user) => user.email)).toContain(kept.email);
    // the folder is an export of the emulator suite as `firebase emulators:export` writes it: `--import` takes it as it is
    const suiteExport = JSON.parse(readFileSync(join(folder, 'firebase-export-metadata.json'), 'utf8')) as Record<string, { path?: string }>;
    expect({ firestore: suiteExport.firestore?.path, auth: suiteExport.auth?.path }).toEqual({ firestore: 'firestore_export', auth: 'auth_export' });

    // after the backup: a new parent, an edited name, a deleted game
    const later = await registerUser({ fullName: 'Sonradan Gelen', email: uniqueEmail('sonra') });
    const { db, auth } = admin();
    await db.collection(COLLECTIONS.users).doc(kept.uid).update({ fullName: 'Değişmiş İsim' });
    await db.collection(COLLECTIONS.games).doc(game.id).delete();

    const restored = await restore(folder);
    expect(restored.users).toBe(manifest.users);
    expect(restored.documents).toBe(manifest.documents);

    await expect(auth.getUser(later.uid)).rejects.toThrow();
    expect((await db.collection(COLLECTIONS.users).doc(later.uid).get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.users).doc(kept.uid).get()).get('fullName')).toBe('Yedekli Anne');
    expect((await db.collection(COLLECTIONS.games).doc(game.id).get()).exists).toBe(true);

    // the restored parent signs in with the same password and sees their game
    // (sessions from before the restore end: the restored accounts sign in again)
    const login = await api('/api/auth/login', { method: 'POST', ...json({ email: kept.email, password: kept.password }) });
    expect(login.status).toBe(200);
    const games = await api('/api/protected/name-games', { headers: bearer((login.body as { token: string }).token) });
    expect(JSON.stringify(games.body)).toContain('Yedekteki oyun');
    // the admin's claims came back with the account
    const operator = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    expect(operator.status).toBe(200);
    expect((await api('/api/admin/users', { headers: bearer(operator.idToken!) })).status).toBe(200);
  });

  it('refuses a folder that is not a backup, changing nothing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'bebek-not-a-backup-'));
    const parent = await registerUser();
    await expect(restore(empty)).rejects.toThrow(/manifest/);
    expect((await admin().db.collection(COLLECTIONS.users).doc(parent.uid).get()).exists).toBe(true);
    rmSync(empty, { recursive: true, force: true });
  });
});
