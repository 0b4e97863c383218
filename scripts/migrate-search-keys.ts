/**
 * Rebuilds the profile search keys (users/{uid}.searchKeys) with common/src/search.ts, so profiles
 * stored before a change of searchKeys() are found the new way (e.g. 'ayse' finding 'Ayşe').
 * Idempotent: a profile whose keys are already right is not written, so a second run changes
 * nothing and the script may run at any time, also while the api serves. `scripts/seed.ts` runs it
 * at every `npm start`.
 *
 *   npx tsx scripts/migrate-search-keys.ts [--dry-run]              the local stack (start it first)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *   npx tsx scripts/migrate-search-keys.ts --project <id> [--dry-run]   a real project
 */
import { type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { searchKeys } from '@bebek/common/search';
import { migrationTarget, runAsCommand } from './lib/migration-target';
import { userPages } from './lib/user-pages';

const PAGE_SIZE = 300;
/** A profile changed between our read and our write is read again, at most this often. */
const ATTEMPTS = 3;
/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const CHANGED_MEANWHILE = 9;

export interface MigrationResult {
  /** Profiles read. */
  scanned: number;
  /** Profiles whose keys were (or, in a dry run, would be) rewritten. */
  updated: number;
}

const text = (snapshot: DocumentSnapshot, field: string) => {
  const value = snapshot.get(field) as unknown;
  return typeof value === 'string' ? value : '';
};

/** The keys a profile should have, or undefined when the stored ones are already those. */
function staleKeys(snapshot: DocumentSnapshot): string[] | undefined {
  const wanted = searchKeys(text(snapshot, 'fullName'), text(snapshot, 'spouseName'), text(snapshot, 'email'));
  const stored = snapshot.get('searchKeys') as unknown;
  const current = Array.isArray(stored) ? new Set(stored) : undefined;
  if (current && current.size === wanted.length && wanted.every((key) => current.has(key))) return undefined;
  return wanted;
}

/**
 * Writes the new keys only if the profile is still as it was read (its update time): a name
 * changed meanwhile through the api is read again, so no key of an old name is written back.
 */
async function rebuild(snapshot: DocumentSnapshot): Promise<boolean> {
  let current = snapshot;
  for (let attempt = 1; ; attempt += 1) {
    const keys = staleKeys(current);
    if (!keys || !current.exists) return false;
    try {
      await current.ref.update({ searchKeys: keys }, { lastUpdateTime: current.updateTime! });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== CHANGED_MEANWHILE || attempt >= ATTEMPTS) throw error;
      current = await current.ref.get();
    }
  }
}

export async function migrateSearchKeys(db: Firestore, options: { dryRun?: boolean } = {}): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: 0 };
  for await (const docs of userPages(db, PAGE_SIZE)) {
    result.scanned += docs.length;
    if (options.dryRun) result.updated += docs.filter((doc) => staleKeys(doc)).length;
    else result.updated += (await Promise.all(docs.map(rebuild))).filter(Boolean).length;
  }
  return result;
}

async function main(): Promise<void> {
  const { db, dryRun } = migrationTarget('Rebuilding the search keys');
  const { scanned, updated } = await migrateSearchKeys(db, { dryRun });
  console.log(`${scanned} profiles read, ${updated} ${dryRun ? 'would get' : 'got'} new search keys.`);
}

runAsCommand(import.meta.url, main);
