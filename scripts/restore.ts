/**
 * `npm run restore -- <backup folder> [--yes]`: replaces the running local stack's Firestore
 * documents and Auth users with a backup made by `npm run backup`. Everything written since the
 * backup is gone afterwards, so it asks first unless given --yes. Restoring does not fire
 * Firestore triggers (an import is not a write), so no message is sent again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { PROJECT_ID, urls } from './lib/ports';
import { BACKUP_FORMAT, type BackupManifest, runningEmulators } from './lib/backup-files';
import { countDocuments, exportMetadataFile, replaceDocuments } from './lib/firestore-rest';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

function readManifest(folder: string): BackupManifest {
  const path = join(folder, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${folder} is not a backup made by npm run backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (String(manifest.format) === 'bebek-local-backup/1')
    throw new Error("this backup was made by an earlier version with the Node Firestore emulator's firestore.json, which Google's emulator cannot import");
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`unknown backup format ${String(manifest.format)}`);
  if (manifest.project !== PROJECT_ID) throw new Error(`the backup is of project ${manifest.project}, the stack runs ${PROJECT_ID}`);
  if (!existsSync(exportMetadataFile(folder))) throw new Error(`${folder} holds no Firestore export (firestore_export/)`);
  return manifest;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Google's emulator imports the backup's export in place of what it holds: cleared, then imported (its own endpoints). */
async function restoreFirestore(folder: string): Promise<number> {
  await replaceDocuments(exportMetadataFile(resolve(folder)));
  return countDocuments();
}

/** The Auth emulator's own import path: clear the accounts, then batchCreate them with their hashes and claims. */
async function restoreAuth(folder: string): Promise<number> {
  const accounts = JSON.parse(readFileSync(join(folder, 'auth_export', 'accounts.json'), 'utf8')) as { users?: unknown[] };
  await expectOk(await fetch(`${urls.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE', headers: OWNER }), 'clearing the Auth users');
  const users = accounts.users ?? [];
  if (users.length === 0) return 0;
  const response = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ users }),
  });
  await expectOk(response, 'the Auth import');
  const answer = (await response.json()) as { error?: unknown[] };
  if (answer.error?.length) throw new Error(`the Auth import refused ${answer.error.length} users: ${JSON.stringify(answer.error.slice(0, 3))}`);
  return users.length;
}

export async function restore(folder: string): Promise<{ documents: number; users: number }> {
  readManifest(folder);
  const emulators = await runningEmulators();
  if (!emulators.includes('auth') || !emulators.includes('firestore')) throw new Error('The local stack is not running: start it with `npm start` first.');
  // Firestore first: if its import is refused, the users are untouched.
  const documents = await restoreFirestore(folder);
  const users = await restoreAuth(folder);
  return { documents, users };
}

async function confirm(manifest: BackupManifest): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `This replaces ALL local data with the backup of ${manifest.createdAt} (${manifest.documents} documents, ${manifest.users} users). Continue? [y/N] `,
  );
  prompt.close();
  return /^(y|yes|e|evet)$/i.test(answer.trim());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const folderArg = args.find((arg) => !arg.startsWith('--'));
  if (!folderArg) {
    console.error('Usage: npm run restore -- <backup folder> [--yes]');
    process.exit(2);
  }
  const folder = resolve(folderArg);
  (async () => {
    const manifest = readManifest(folder);
    if (!args.includes('--yes') && !(await confirm(manifest))) {
      console.log('Nothing restored.');
      return;
    }
    const restored = await restore(folder);
    console.log(`Restored ${restored.documents} Firestore documents and ${restored.users} Auth users from ${folder}`);
  })().catch((error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
