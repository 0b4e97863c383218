import {
  FieldValue,
  GrpcStatus,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { PRIVACY_POLICY_VERSION } from '@bebek/common/constants';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

// ---- the account's own records (accounts/account.ts) ----

/**
 * Register's writes in one atomic batch: the profile and its own copy of the checklist (each item
 * with its own random id: an item id of one parent means nothing in another's list).
 */
export async function createProfile(uid: string, profile: Record<string, unknown>, healthDataConsent: boolean, checklist: object[]): Promise<void> {
  const batch = db().batch();
  const ref = userRef(uid);
  batch.create(ref, {
    ...profile,
    // KVKK: when and to which policy the parent gave explicit consent for health-related data.
    healthDataConsentAt: healthDataConsent ? FieldValue.serverTimestamp() : null,
    privacyPolicyVersion: healthDataConsent ? PRIVACY_POLICY_VERSION : null,
    createdAt: FieldValue.serverTimestamp(),
    // registering signs her in: her first activity (ADR 0030)
    lastActiveAt: FieldValue.serverTimestamp(),
  });
  for (const item of checklist) batch.create(ref.collection(COLLECTIONS.checklistItems).doc(), item);
  await batch.commit();
}

const deletions = () => db().collection(COLLECTIONS.accountDeletions);

/**
 * A deletion's first step in one write: the profile marked (with a new session version, hidden from
 * the search) and the deletion record that keeps the uid and the addresses until the last sweep.
 */
export async function markDeletion(
  deletionId: string,
  record: { uid: string; emails: string[]; verifiedEmails: string[] },
  sweepAgainAt: number,
): Promise<void> {
  const batch = db().batch();
  batch.update(userRef(record.uid), { deletionRequestedAt: FieldValue.serverTimestamp(), sessionVersion: FieldValue.increment(1), searchHidden: true });
  batch.set(deletions().doc(deletionId), {
    uid: record.uid,
    emails: record.emails,
    verifiedEmails: record.verifiedEmails,
    requestedAt: FieldValue.serverTimestamp(),
    sweepAgainAt: Timestamp.fromMillis(sweepAgainAt),
  });
  await batch.commit();
}

/**
 * How many accounts their owners deleted and when the last one was, as the operators' user list
 * shows it (one read instead of counting the audit entries on every page): kept by each deletion in
 * the commit of its audit entry; `scripts/migrate-admin-figures.ts` counts the entries left from
 * before it.
 */
export const deletedAccountsRef = () => db().collection(COLLECTIONS.stats).doc('deletedAccounts');

/** The operators' record of a deletion (the audit entry, written as given) and the user list's count, in one commit. */
export async function recordDeletion(auditEntry: Record<string, unknown>): Promise<void> {
  const record = db().batch();
  record.create(db().collection(COLLECTIONS.auditLog).doc(), { ...auditEntry, createdAt: FieldValue.serverTimestamp() });
  // the user list's count, with the entry it counts (one commit): a blind increment, as deletions are rare and nothing waits on it
  record.set(deletedAccountsRef(), { total: FieldValue.increment(1), lastDeletedAt: FieldValue.serverTimestamp() }, { merge: true });
  await record.commit();
}

export async function deleteProfile(uid: string): Promise<void> {
  await userRef(uid).delete();
}

/** Deletion records whose second sweep is due, at most `limit`. */
export async function dueDeletions(now: number, limit: number): Promise<QueryDocumentSnapshot[]> {
  return (await deletions().where('sweepAgainAt', '<=', Timestamp.fromMillis(now)).limit(limit).get()).docs;
}

export async function deleteDeletionRecord(id: string): Promise<void> {
  await deletions().doc(id).delete();
}

// ---- where a person's data lives (accounts/sweeps.ts) ----

const refs = async (query: Query) => (await query.get()).docs.map((doc) => doc.ref);

/** The documents of a collection (or, `group`, of every collection of that name) whose field is the value. */
export const refsWhere = (collection: string, field: string, value: string, group = false) =>
  refs((group ? db().collectionGroup(collection) : db().collection(collection)).where(field, '==', value));

/** `in` takes at most 30 values: the values in chunks, over a collection or (`group`) every collection of that name. */
export async function refsWhereIn(collection: string, field: string, values: string[], group = false): Promise<DocumentReference[]> {
  const found: DocumentReference[] = [];
  const query: Query = group ? db().collectionGroup(collection) : db().collection(collection);
  for (let start = 0; start < values.length; start += 30) found.push(...(await refs(query.where(field, 'in', values.slice(start, start + 30)))));
  return found;
}

/** The documents, read in one call (none for none). */
export async function readAll(found: DocumentReference[]): Promise<DocumentSnapshot[]> {
  return found.length ? db().getAll(...found) : [];
}

/** The documents of one of the parent's own subcollections (users/{uid}/…), existing or not. */
export const profileSubcollection = (uid: string, collection: string) => userRef(uid).collection(collection).listDocuments();

/** The parent's own games. */
export const ownGameRefs = (uid: string) => refsWhere(COLLECTIONS.games, 'userId', uid);

/** The ids of the parent's own games (no fields read). */
export async function ownGameIds(uid: string): Promise<string[]> {
  return (await db().collection(COLLECTIONS.games).where('userId', '==', uid).select().get()).docs.map((game) => game.id);
}

/** The parent's own games, read whole. */
export async function ownGames(uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await db().collection(COLLECTIONS.games).where('userId', '==', uid).get()).docs;
}

/** Participant records of any game written by the account. */
export async function participantsByAccount(uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await db().collectionGroup(COLLECTIONS.participants).where('userId', '==', uid).get()).docs;
}

/** Everything inside the games: their participants and slots. */
export async function insideGames(games: DocumentReference[]): Promise<DocumentReference[]> {
  return (
    await Promise.all(
      games.map(async (game) => [
        ...(await game.collection(COLLECTIONS.participants).listDocuments()),
        ...(await game.collection(COLLECTIONS.slots).listDocuments()),
      ]),
    )
  ).flat();
}

/** Deletes the documents in commits of 400. */
export async function deleteAll(found: DocumentReference[]): Promise<void> {
  for (let start = 0; start < found.length; start += 400) {
    const batch = db().batch();
    for (const ref of found.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * Deletes participant records of one game with their slots, giving the places back as the owner's
 * removal does (the game counts `slotsFreed`, which every answer's transaction compares).
 */
export async function deleteParticipationsIn(gameId: string, records: DocumentSnapshot[]): Promise<void> {
  const game = db().collection(COLLECTIONS.games).doc(gameId);
  const write = async (countFreed: boolean) => {
    const batch = db().batch();
    let freed = 0;
    for (const record of records) {
      batch.delete(record.ref);
      const slot = record.get('slot');
      if (typeof slot === 'string' && slot) {
        batch.delete(game.collection(COLLECTIONS.slots).doc(slot));
        freed += 1;
      }
    }
    if (countFreed && freed) batch.update(game, { slotsFreed: FieldValue.increment(freed) });
    await batch.commit();
  };
  // the game may have been deleted meanwhile: its records go all the same
  await write(true).catch((error: unknown) => {
    if (!failedWith(error, GrpcStatus.NOT_FOUND)) throw error;
    return write(false);
  });
}

/** The rate-limit counters of these ids. */
export const rateLimitRefs = (ids: string[]) => ids.map((id) => db().collection(COLLECTIONS.rateLimits).doc(id));

/** The parent's birth notification (there is at most one, under her uid). */
export const birthNotificationRef = (uid: string) => db().collection(COLLECTIONS.birthNotifications).doc(uid);

/** A field's value that removes the field (a redaction). */
export const removedField = () => FieldValue.delete();

/** Per document: deleted (`redact` answers undefined) or updated with what `redact` answers, in commits of 400. */
export async function deleteOrUpdate(docs: DocumentSnapshot[], redact: (doc: DocumentSnapshot) => Record<string, unknown> | undefined): Promise<void> {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db().batch();
    for (const doc of docs.slice(start, start + 400)) {
      const fields = redact(doc);
      if (fields) batch.update(doc.ref, fields);
      else batch.delete(doc.ref);
    }
    await batch.commit();
  }
}

/** Updates each existing document with what `redact` answers, reading and committing 400 at a time. */
export async function redactAll(found: DocumentReference[], redact: (doc: DocumentSnapshot) => Record<string, unknown>): Promise<void> {
  for (let start = 0; start < found.length; start += 400) {
    const batch = db().batch();
    const slice = found.slice(start, start + 400);
    const snapshots = slice.length ? await db().getAll(...slice) : [];
    for (const doc of snapshots) if (doc.exists) batch.update(doc.ref, redact(doc));
    await batch.commit();
  }
}

/** The person's records of their addresses: the profile and every e-mail change of the account. */
export async function addressRecords(uid: string): Promise<[DocumentSnapshot, QueryDocumentSnapshot[]]> {
  const [profile, changes] = await Promise.all([userRef(uid).get(), db().collection(COLLECTIONS.emailChanges).where('userId', '==', uid).get()]);
  return [profile, changes.docs];
}
