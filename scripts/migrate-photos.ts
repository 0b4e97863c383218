/**
 * Moves profile photos stored as data URLs inside the profile (users/{uid}.profileImage, before
 * ADR 0019) into `photos`: each is re-encoded as the api does now (WebP, fixed sizes, nothing but
 * pixels) and the profile keeps only its id. A stored photo the api would refuse today (a polyglot,
 * a broken file) is dropped, not copied. Idempotent: a profile without a `profileImage` field is
 * not touched, so a second run changes nothing; it may run while the api serves (the profile is
 * written only if it is still as it was read). `scripts/seed.ts` runs it at every `npm start`.
 *
 *   npx tsx scripts/migrate-photos.ts [--dry-run]                    the local stack (start it first)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *   npx tsx scripts/migrate-photos.ts --project <id> [--dry-run]     a real project
 */
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { storePhoto, type EncodedPhoto } from '../functions/src/photos/data';
import { reencodePhoto } from '../functions/src/photos/photos';
import { migrationTarget, runAsCommand } from './lib/migration-target';
import { userPages } from './lib/user-pages';

const PAGE_SIZE = 100;

export interface PhotoMigrationResult {
  scanned: number;
  /** Photos re-encoded and moved (or, in a dry run, that would be). */
  moved: number;
  /** Stored photos the api refuses today: removed from the profile, not copied. */
  dropped: number;
}

async function migrateOne(db: Firestore, snapshot: DocumentSnapshot, dryRun: boolean): Promise<'moved' | 'dropped' | 'none'> {
  const legacy = snapshot.get('profileImage') as unknown;
  if (legacy === undefined) return 'none';
  const dataUrl = typeof legacy === 'string' ? legacy : '';
  let photo: EncodedPhoto | undefined;
  if (dataUrl.startsWith('data:')) photo = await reencodePhoto(dataUrl).catch(() => undefined);
  const outcome = photo ? 'moved' : dataUrl ? 'dropped' : 'none';
  if (dryRun) return outcome;
  await db.runTransaction(async (tx) => {
    const current = await tx.get(snapshot.ref);
    // changed meanwhile (a new photo through the api): that one wins
    if (!current.exists || current.get('profileImage') !== legacy) return;
    const write: Record<string, unknown> = { profileImage: FieldValue.delete() };
    if (photo) write.photoId = storePhoto(tx, snapshot.id, photo, String(current.get('photoId') ?? '') || undefined);
    else if (current.get('photoId') === undefined) write.photoId = '';
    tx.update(snapshot.ref, write);
  });
  return outcome;
}

export async function migratePhotos(db: Firestore, options: { dryRun?: boolean } = {}): Promise<PhotoMigrationResult> {
  const result: PhotoMigrationResult = { scanned: 0, moved: 0, dropped: 0 };
  for await (const docs of userPages(db, PAGE_SIZE)) {
    result.scanned += docs.length;
    for (const doc of docs) {
      const outcome = await migrateOne(db, doc, options.dryRun ?? false);
      if (outcome === 'moved') result.moved += 1;
      if (outcome === 'dropped') result.dropped += 1;
    }
  }
  return result;
}

async function main(): Promise<void> {
  const { db, dryRun } = migrationTarget('Moving profile photos out of the profiles');
  const { scanned, moved, dropped } = await migratePhotos(db, { dryRun });
  console.log(
    `${scanned} profiles read; ${moved} photos ${dryRun ? 'would be' : 'were'} moved, ${dropped} refused photos ${dryRun ? 'would be' : 'were'} dropped.`,
  );
}

runAsCommand(import.meta.url, main);
