/**
 * `npm run backup [-- --out <folder>]`: a copy of the running local stack's data (Firestore
 * documents and Auth users, with their password hashes and custom claims) into backups/<time>/,
 * restorable with `npm run restore -- <folder>`. The folder is what `firebase emulators:export`
 * writes, so `npm start`'s `--import` takes it too. For a real project see
 * docs/operations/backup-and-restore.md.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PROJECT_ID, urls } from './lib/ports';
import { BACKUP_FORMAT, type BackupManifest, runningEmulators } from './lib/backup-files';
import { countDocuments } from './lib/firestore-rest';

const ROOT = resolve(import.meta.dirname, '..');

function outFolder(args: string[]): string {
  const flag = args.indexOf('--out');
  if (flag >= 0 && args[flag + 1]) return resolve(args[flag + 1]!);
  return join(ROOT, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));
}

/**
 * The emulator hub's export, the one `firebase emulators:export` asks for: Google's Firestore
 * emulator writes its own export (firestore_export/), the hub the Auth emulator's users in their
 * import format (auth_export/), and the metadata `--import` reads.
 */
async function exportThroughHub(folder: string): Promise<void> {
  const response = await fetch(`${urls.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: folder, initiatedBy: 'npm run backup' }),
  });
  if (!response.ok) throw new Error(`the emulator hub refused the export: ${response.status} ${await response.text()}`);
}

export async function backup(folder: string): Promise<BackupManifest> {
  const emulators = await runningEmulators();
  if (!emulators.includes('auth') || !emulators.includes('firestore')) throw new Error('The local stack is not running: start it with `npm start` first.');
  const staging = mkdtempSync(join(tmpdir(), 'bebek-backup-'));
  try {
    const documents = await countDocuments();
    await exportThroughHub(staging);
    const accounts = JSON.parse(readFileSync(join(staging, 'auth_export', 'accounts.json'), 'utf8')) as { users?: unknown[] };
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      project: PROJECT_ID,
      createdAt: new Date().toISOString(),
      documents,
      users: accounts.users?.length ?? 0,
    };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    mkdirSync(folder, { recursive: true });
    cpSync(staging, folder, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = outFolder(process.argv.slice(2));
  backup(folder)
    .then((manifest) => {
      console.log(`Backed up ${manifest.documents} Firestore documents and ${manifest.users} Auth users to ${folder}`);
      console.log(`Restore with: npm run restore -- ${folder}`);
    })
    .catch((error: unknown) => {
      console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
