/**
 * Gives every parent the catalogue items her list lacks (ADR 0028): a parent gets her copy of the
 * catalogue at registration, so one registered before an item joined the catalogue (the bag's
 * 'Eş / refakatçi için' and 'Belgeler' items of issue 24) never had it. Each missing item is added
 * unticked; her copies, her ticks and her own items (`own: true`) are never written.
 * Idempotent: a list that has every catalogue item is not written, so a second run changes nothing
 * and the script may run at any time, also while the api serves. `scripts/seed.ts` runs it at every
 * `npm start`.
 *
 *   npx tsx scripts/migrate-checklist.ts [--dry-run]              the local stack (start it first)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *   npx tsx scripts/migrate-checklist.ts --project <id> [--dry-run]   a real project
 *
 * Why no copy is made twice, whatever runs at the same time:
 * - a parent who registers meanwhile: her profile and all her copies are one atomic batch
 *   (functions/src/accounts/account.ts), so a profile this script can read already has every copy
 *   registration makes; nothing but this script adds a catalogue copy to an existing list, and a
 *   parent cannot remove one (only her own items), so a catalogueId read as present stays present;
 * - two runs at once (or a run retried after a crash): both may read the same item as missing, so
 *   the copy it adds has one id per catalogue item, backfilledCopyId(), and is made with create():
 *   the second create is ALREADY_EXISTS, counted as already there. Registration's copies keep their
 *   random ids, which is why the catalogueIds present are read first rather than relying on the id;
 * - a parent who ticks meanwhile ticks a document this script never writes; a new copy she has not
 *   seen yet cannot be ticked before it exists;
 * - an account being deleted (`deletionRequestedAt`) is skipped; a copy made just before the mark
 *   lands in the checklist the deletion's sweeps remove (and sweep again, ADR 0019).
 */
import { GrpcStatus, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { backfilledCopyId, catalogueCopy, CHECKLIST_CATALOGUE, type CatalogueItem } from '@bebek/common/content/checklist-catalogue';
import { COLLECTIONS } from '@bebek/common/model';
import { migrationTarget, runAsCommand } from './lib/migration-target';
import { userPages } from './lib/user-pages';

/** Each profile of a page reads its list (about 150 small documents): a smaller page than the profile-only migrations. */
const PAGE_SIZE = 100;

export interface ChecklistMigrationResult {
  /** Profiles read. */
  scanned: number;
  /** Lists that got (or, in a dry run, would get) at least one item. */
  parents: number;
  /** Copies created (or, in a dry run, that would be). */
  created: number;
}

/** The catalogue items whose copy the parent's list lacks; none for an account being deleted. */
async function missingItems(profile: DocumentSnapshot): Promise<CatalogueItem[]> {
  if (profile.get('deletionRequestedAt')) return [];
  const list = await profile.ref.collection(COLLECTIONS.checklistItems).select('catalogueId', 'own').get();
  const present = new Set(list.docs.filter((item) => item.get('own') !== true).map((item) => item.get('catalogueId') as unknown));
  return CHECKLIST_CATALOGUE.filter((item) => !present.has(item.id));
}

/** Creates the missing copies; one a concurrent run made first is not counted. */
async function backfill(profile: DocumentSnapshot, missing: readonly CatalogueItem[]): Promise<number> {
  const items = profile.ref.collection(COLLECTIONS.checklistItems);
  const made = await Promise.all(
    missing.map((item) =>
      items
        .doc(backfilledCopyId(item.id))
        .create(catalogueCopy(item))
        .then(
          () => true,
          (error: unknown) => {
            if ((error as { code?: unknown }).code === GrpcStatus.ALREADY_EXISTS) return false;
            throw error;
          },
        ),
    ),
  );
  return made.filter(Boolean).length;
}

export async function migrateChecklist(db: Firestore, options: { dryRun?: boolean } = {}): Promise<ChecklistMigrationResult> {
  const result: ChecklistMigrationResult = { scanned: 0, parents: 0, created: 0 };
  for await (const docs of userPages(db, PAGE_SIZE)) {
    result.scanned += docs.length;
    const counts = await Promise.all(
      docs.map(async (profile) => {
        const missing = await missingItems(profile);
        if (missing.length === 0) return 0;
        return options.dryRun ? missing.length : backfill(profile, missing);
      }),
    );
    result.parents += counts.filter((count) => count > 0).length;
    result.created += counts.reduce((sum, count) => sum + count, 0);
  }
  return result;
}

async function main(): Promise<void> {
  const { db, dryRun } = migrationTarget("Adding the catalogue's new items to the checklists");
  const { scanned, parents, created } = await migrateChecklist(db, { dryRun });
  console.log(`${scanned} profiles read, ${parents} lists ${dryRun ? 'would get' : 'got'} ${created} catalogue items.`);
}

runAsCommand(import.meta.url, main);
