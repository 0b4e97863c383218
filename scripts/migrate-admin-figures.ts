/**
 * Fills in what the operators' user list now reads instead of counting on every page (ADR 0030):
 * - each parent's `lastActiveAt`, for profiles from before it was written: the newest `lastUsedAt` of
 *   her browser sessions (what the list showed until then); a profile without a session stays
 *   without it ('—'), as it showed before;
 * - `stats/deletedAccounts`, the count of accounts their owners deleted and the last one's time,
 *   counted from the `user.delete` audit entries each deletion leaves.
 * Idempotent: a profile that has `lastActiveAt` is not written, and the count is written only when it
 * differs from the entries, so a second run changes nothing and the script may run at any time, also
 * while the api serves. `scripts/seed.ts` runs it at every `npm start`.
 *
 *   npx tsx scripts/migrate-admin-figures.ts [--dry-run]              the local stack (start it first)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *   npx tsx scripts/migrate-admin-figures.ts --project <id> [--dry-run]   a real project
 *
 * Why nothing is lost to what runs at the same time:
 * - a request of the parent writes a newer `lastActiveAt` meanwhile: ours is written only if the
 *   profile is unchanged since it was read (its update time), else it is read again and, having the
 *   field now, left alone; a profile deleted meanwhile is not brought back (an update);
 * - a deletion meanwhile writes its audit entry and its count in one commit; the count here is made
 *   in a transaction that read the count's document, so that commit lands either before the entries
 *   are counted (and is counted) or after ours (and adds its one).
 */
import { GrpcStatus, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { ACCOUNT_DELETED_ACTION } from '@bebek/common/schemas/admin-messages';
import { migrationTarget, runAsCommand } from './lib/migration-target';
import { userPages } from './lib/user-pages';

const PAGE_SIZE = 300;
/** 'in' takes at most 30 values: a page's sessions are read 30 profiles at a time. */
const IN_LIMIT = 30;
const ATTEMPTS = 3;

export interface AdminFiguresResult {
  /** Profiles read. */
  scanned: number;
  /** Profiles that got (or, in a dry run, would get) `lastActiveAt` from their sessions. */
  activity: number;
  /** Deleted accounts counted, and whether the count was (or would be) written. */
  deletedAccounts: { total: number; written: boolean };
}

const millis = (value: unknown) => (value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : undefined);

/** The newest use of each parent's browser sessions, for the profiles given. */
async function lastSessionUse(db: Firestore, uids: string[]): Promise<Map<string, number>> {
  const newest = new Map<string, number>();
  for (let start = 0; start < uids.length; start += IN_LIMIT) {
    const sessions = await db
      .collection(COLLECTIONS.sessions)
      .where('uid', 'in', uids.slice(start, start + IN_LIMIT))
      .select('uid', 'kind', 'lastUsedAt')
      .get();
    for (const session of sessions.docs) {
      const at = millis(session.get('lastUsedAt'));
      const uid = String(session.get('uid'));
      if (session.get('kind') === 'parent' && at !== undefined && at > (newest.get(uid) ?? 0)) newest.set(uid, at);
    }
  }
  return newest;
}

/** Writes `lastActiveAt` if the profile still lacks it, as read (its update time); read again after a concurrent change. */
async function fillActivity(profile: DocumentSnapshot, at: number): Promise<boolean> {
  let current = profile;
  for (let attempt = 1; ; attempt += 1) {
    if (!current.exists || current.get('lastActiveAt')) return false;
    try {
      await current.ref.update({ lastActiveAt: Timestamp.fromMillis(at) }, { lastUpdateTime: current.updateTime! });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== GrpcStatus.FAILED_PRECONDITION || attempt >= ATTEMPTS) throw error;
      current = await current.ref.get();
    }
  }
}

async function countDeletedAccounts(db: Firestore, dryRun: boolean): Promise<AdminFiguresResult['deletedAccounts']> {
  const entries = db.collection(COLLECTIONS.auditLog).where('action', '==', ACCOUNT_DELETED_ACTION);
  const stats = db.collection(COLLECTIONS.stats).doc('deletedAccounts');
  return db.runTransaction(async (tx) => {
    const [stored, counted, last] = await Promise.all([tx.get(stats), tx.get(entries.count()), tx.get(entries.orderBy('createdAt', 'desc').limit(1))]);
    const total = counted.data().count;
    const lastDeletedAt = (last.docs[0]?.get('createdAt') as Timestamp | undefined) ?? null;
    const same = Number(stored.get('total') ?? 0) === total && millis(stored.get('lastDeletedAt')) === millis(lastDeletedAt ?? undefined);
    if (!same && !dryRun) tx.set(stats, { total, lastDeletedAt }, { merge: true });
    return { total, written: !same };
  });
}

export async function migrateAdminFigures(db: Firestore, options: { dryRun?: boolean } = {}): Promise<AdminFiguresResult> {
  const result: AdminFiguresResult = { scanned: 0, activity: 0, deletedAccounts: { total: 0, written: false } };
  for await (const docs of userPages(db, PAGE_SIZE)) {
    result.scanned += docs.length;
    const without = docs.filter((doc) => !doc.get('lastActiveAt') && !doc.get('deletionRequestedAt'));
    if (without.length === 0) continue;
    const used = await lastSessionUse(
      db,
      without.map((doc) => doc.id),
    );
    const due = without.filter((doc) => used.has(doc.id));
    if (options.dryRun) result.activity += due.length;
    else result.activity += (await Promise.all(due.map((doc) => fillActivity(doc, used.get(doc.id)!)))).filter(Boolean).length;
  }
  result.deletedAccounts = await countDeletedAccounts(db, options.dryRun === true);
  return result;
}

async function main(): Promise<void> {
  const { db, dryRun } = migrationTarget("Filling in the user list's figures");
  const { scanned, activity, deletedAccounts } = await migrateAdminFigures(db, { dryRun });
  console.log(`${scanned} profiles read, ${activity} ${dryRun ? 'would get' : 'got'} their last activity from their sessions.`);
  console.log(`${deletedAccounts.total} deleted accounts; the count ${deletedAccounts.written ? (dryRun ? 'would be' : 'was') : 'was already'} written.`);
}

runAsCommand(import.meta.url, main);
