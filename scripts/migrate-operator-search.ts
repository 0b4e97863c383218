/**
 * Fills in what the operator's search by phone reads (ADR 0054): each parent's `phoneKey`, her
 * profile's phone as phoneSearchKey() keys it ('0539 300 40 50' → '+905393004050'; '' without a
 * phone), for profiles from before it was written, and again for any whose stored key is not what
 * the function makes of the phone now. The delivery logs need nothing: every entry has carried its
 * parent's `userId` since the first log, which is what the search lists them by.
 * Idempotent: a profile whose key is right is not written, so a second run changes nothing and the
 * script may run at any time, also while the api serves. `scripts/seed.ts` runs it at every `npm start`.
 *
 *   npx tsx scripts/migrate-operator-search.ts [--dry-run]              the local stack (start it first)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *   npx tsx scripts/migrate-operator-search.ts --project <id> [--dry-run]   a real project
 *
 * A parent changing her phone meanwhile: the key is written only if the profile is unchanged since it
 * was read (its update time), else it is read again and judged on what it holds now; a profile
 * deleted meanwhile is not brought back (an update).
 */
import { GrpcStatus, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { phoneSearchKey } from '@bebek/common/search';
import { migrationTarget, runAsCommand } from './lib/migration-target';
import { userPages } from './lib/user-pages';

const PAGE_SIZE = 300;
const ATTEMPTS = 3;

export interface OperatorSearchResult {
  /** Profiles read. */
  scanned: number;
  /** Profiles that got (or, in a dry run, would get) their phone's key. */
  keyed: number;
}

/** The key the profile should have, or undefined when it has it (or is being deleted). */
function staleKey(profile: DocumentSnapshot): string | undefined {
  if (!profile.exists || profile.get('deletionRequestedAt')) return undefined;
  const phone = profile.get('phone') as unknown;
  const wanted = phoneSearchKey(typeof phone === 'string' ? phone : '');
  return profile.get('phoneKey') === wanted ? undefined : wanted;
}

async function fillKey(profile: DocumentSnapshot): Promise<boolean> {
  let current = profile;
  for (let attempt = 1; ; attempt += 1) {
    const key = staleKey(current);
    if (key === undefined) return false;
    try {
      await current.ref.update({ phoneKey: key }, { lastUpdateTime: current.updateTime! });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== GrpcStatus.FAILED_PRECONDITION || attempt >= ATTEMPTS) throw error;
      current = await current.ref.get();
    }
  }
}

export async function migrateOperatorSearch(db: Firestore, options: { dryRun?: boolean } = {}): Promise<OperatorSearchResult> {
  const result: OperatorSearchResult = { scanned: 0, keyed: 0 };
  for await (const docs of userPages(db, PAGE_SIZE)) {
    result.scanned += docs.length;
    if (options.dryRun) result.keyed += docs.filter((doc) => staleKey(doc) !== undefined).length;
    else result.keyed += (await Promise.all(docs.map(fillKey))).filter(Boolean).length;
  }
  return result;
}

async function main(): Promise<void> {
  const { db, dryRun } = migrationTarget("Keying the parents' phones for the operator's search");
  const { scanned, keyed } = await migrateOperatorSearch(db, { dryRun });
  console.log(`${scanned} profiles read, ${keyed} ${dryRun ? 'would get' : 'got'} their phone's search key.`);
}

runAsCommand(import.meta.url, main);
