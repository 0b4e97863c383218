import { createHash } from 'node:crypto';
import {
  FieldValue,
  Filter,
  GrpcStatus,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type WhereFilterOp,
} from 'firebase-admin/firestore';
import type { AdminRole, AdminUserDoc } from '@bebek/common/model';
import { deletedAccountsRef } from '../accounts/data';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';

/**
 * The operators' panel's storage (issue 26: the only admin module that touches Firestore):
 *   adminUsers/{uid}        { username, fullName, email, role, isActive, totpEnabled, sessionVersion, createdAt }
 *   adminSecrets/{uid}      { secret, pendingSecret, pendingSince, enabledAt, lastStep } (never read by the lists)
 *   adminLoginGuards/{hash} { attempts, lastAttemptAt, lockedUntil, expiresAt }, per username and source (ADR 0016, 0064)
 *   auditLog/{id}           { adminId, adminUsername, adminRole, action, targetType, targetId, details, createdAt }
 * and the panel's reads and operator writes on the records it manages (parents, contact messages,
 * delivery logs, the outbox, devices).
 */
const admins = () => db().collection(COLLECTIONS.adminUsers);
const adminRef = (uid: string) => admins().doc(uid);

// ---- operators' records

/** The record with this username (stored lower-case), if any. */
export async function readAdminByUsername(username: string): Promise<QueryDocumentSnapshot | undefined> {
  const found = await admins().where('username', '==', username).limit(1).get();
  return found.docs[0];
}

export function readAdmin(uid: string): Promise<DocumentSnapshot> {
  return adminRef(uid).get();
}

export async function readAdmins(): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await admins().get();
  return snapshot.docs;
}

/** Fails (ALREADY_EXISTS) if the uid has a record already. */
export async function createAdminRecord(uid: string, record: AdminUserDoc): Promise<void> {
  await adminRef(uid).create({ ...record, createdAt: FieldValue.serverTimestamp() });
}

export async function updateAdminRecord(uid: string, changes: { role?: AdminRole; isActive?: boolean }): Promise<void> {
  await adminRef(uid).update(changes);
}

// ---- the audit log

export interface AuditEntry {
  adminId: string;
  adminUsername: string;
  adminRole: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

export async function writeAuditEntry(entry: AuditEntry): Promise<void> {
  await db()
    .collection(COLLECTIONS.auditLog)
    .add({ ...entry, createdAt: FieldValue.serverTimestamp() });
}

// ---- the login guard (admin/loginGuard.ts has the rule)

/**
 * One guard per username and source (ADR 0064): the document id is the SHA-256 of
 * `username|source`, so unknown names are locked as known ones are, and attempts from one address
 * never lock the username at another.
 */
const guardRef = (key: LoginGuardKey) =>
  db()
    .collection(COLLECTIONS.adminLoginGuards)
    .doc(createHash('sha256').update(`${key.username.trim().toLowerCase()}|${key.source}`).digest('hex'));

/** Whose attempts a guard counts: a username as typed, at a source (the client's rate-limit key, http/limits.ts clientIp). */
export interface LoginGuardKey {
  username: string;
  source: string;
}

/** A username's attempts at a source as stored; `version` (the document's update time) is what a count is written against. */
export interface LoginGuard {
  attempts: number;
  lastAttemptAtMs: number;
  lockedUntilMs: number;
  version: Timestamp | undefined;
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

export async function readLoginGuard(key: LoginGuardKey): Promise<LoginGuard> {
  const guard = await guardRef(key).get();
  return {
    attempts: Number(guard.get('attempts') ?? 0),
    lastAttemptAtMs: millisOf(guard.get('lastAttemptAt')),
    lockedUntilMs: millisOf(guard.get('lockedUntil')),
    version: guard.exists ? guard.updateTime : undefined,
  };
}

/**
 * Writes the count only if the document is as `read` saw it: created when it was missing, else
 * updated with its `lastUpdateTime` (ADR 0021). False when another attempt wrote first.
 */
export async function saveLoginGuard(
  key: LoginGuardKey,
  read: LoginGuard,
  counted: { attempts: number; lastAttemptAtMs: number; lockedUntilMs: number | null; expiresAtMs: number },
): Promise<boolean> {
  const ref = guardRef(key);
  const fields = {
    attempts: counted.attempts,
    lastAttemptAt: Timestamp.fromMillis(counted.lastAttemptAtMs),
    lockedUntil: counted.lockedUntilMs === null ? null : Timestamp.fromMillis(counted.lockedUntilMs),
    expiresAt: Timestamp.fromMillis(counted.expiresAtMs),
  };
  try {
    await (read.version ? ref.update(fields, { lastUpdateTime: read.version }) : ref.create(fields));
    return true;
  } catch (error) {
    if (!failedWith(error, GrpcStatus.FAILED_PRECONDITION) && !failedWith(error, GrpcStatus.ALREADY_EXISTS)) throw error;
    return false;
  }
}

export async function deleteLoginGuard(key: LoginGuardKey): Promise<void> {
  await guardRef(key).delete();
}

// ---- the second factor's secrets (admin/totp.ts has the rules)

const secretsRef = (uid: string) => db().collection(COLLECTIONS.adminSecrets).doc(uid);

/** What is stored of an operator's factor. */
export interface StoredTotp {
  secret: string | undefined;
  pendingSecret: string | undefined;
  lastStep: number;
}

const storedTotp = (snapshot: DocumentSnapshot): StoredTotp => ({
  secret: (snapshot.get('secret') as string | undefined) || undefined,
  pendingSecret: (snapshot.get('pendingSecret') as string | undefined) || undefined,
  lastStep: Number(snapshot.get('lastStep') ?? -1),
});

export async function savePendingTotpSecret(uid: string, secret: string): Promise<void> {
  await secretsRef(uid).set({ pendingSecret: secret, pendingSince: FieldValue.serverTimestamp() }, { merge: true });
}

/**
 * In one transaction: `proven` judges what is stored (it throws to refuse) and answers the step of
 * the code that proved the pending secret, which becomes the active one; the record says so.
 */
export async function enableTotpSecret(uid: string, proven: (stored: StoredTotp) => number): Promise<void> {
  const ref = secretsRef(uid);
  await db().runTransaction(async (tx) => {
    const stored = storedTotp(await tx.get(ref));
    const step = proven(stored);
    tx.set(ref, { secret: stored.pendingSecret, pendingSecret: FieldValue.delete(), enabledAt: FieldValue.serverTimestamp(), lastStep: step }, { merge: true });
    tx.update(adminRef(uid), { totpEnabled: true });
  });
}

/** In one transaction, when `hasFactor` says there is one: the secret goes and the record says so. False when there was none. */
export async function deleteTotpSecret(uid: string, hasFactor: (stored: StoredTotp, recordSaysEnabled: boolean) => boolean): Promise<boolean> {
  const ref = secretsRef(uid);
  return db().runTransaction(async (tx) => {
    const [stored, record] = await Promise.all([tx.get(ref), tx.get(adminRef(uid))]);
    if (!hasFactor(storedTotp(stored), record.get('totpEnabled') === true)) return false;
    tx.delete(ref);
    tx.update(adminRef(uid), { totpEnabled: false });
    return true;
  });
}

/** In one transaction: `stepOf` answers the step a code proves (undefined: refused), which is then spent. */
export async function spendTotpStep(uid: string, stepOf: (stored: StoredTotp) => number | undefined): Promise<boolean> {
  const ref = secretsRef(uid);
  return db().runTransaction(async (tx) => {
    const step = stepOf(storedTotp(await tx.get(ref)));
    if (step === undefined) return false;
    tx.update(ref, { lastStep: step });
    return true;
  });
}

// ---- the panel's tables (admin/list.ts has the paging rule)

/** A table's filters, applied in this order before its newest-first order. */
export type Filters = ReadonlyArray<readonly [field: string, op: WhereFilterOp, value: unknown]>;

const allOf = (filters: Filters) => filters.map(([field, op, value]) => Filter.where(field, op, value));

/**
 * Up to `limit` rows of `collection` after the cursor, newest first, and the filtered total, read
 * together. `anyOf`: besides `filters`, the rows must match one of these (an OR query: each
 * alternative is served by an index of its own, ADR 0054). With a cursor, the cursor's document is
 * read first; undefined when it does not exist.
 */
export async function readPage(
  collection: string,
  filters: Filters,
  page: { limit: number; cursor: string | undefined },
  anyOf: Filters[] = [],
): Promise<{ docs: QueryDocumentSnapshot[]; total: number } | undefined> {
  const base = filters.reduce<Query>((query, [field, op, value]) => query.where(field, op, value), db().collection(collection));
  const filtered =
    anyOf.length === 0
      ? base
      : anyOf.length === 1
        ? anyOf[0]!.reduce<Query>((query, [field, op, value]) => query.where(field, op, value), base)
        : base.where(Filter.or(...anyOf.map((alternative) => Filter.and(...allOf(alternative)))));
  let ordered = filtered.orderBy('createdAt', 'desc').limit(page.limit);
  if (page.cursor !== undefined) {
    const last = await db().collection(collection).doc(page.cursor).get();
    if (!last.exists) return undefined;
    ordered = ordered.startAfter(last);
  }
  const [snapshot, counted] = await Promise.all([ordered.get(), filtered.count().get()]);
  return { docs: snapshot.docs, total: counted.data().count };
}

/**
 * Documents by collection and id in one round trip (nothing read when none is asked for); a
 * document that does not exist comes back as a snapshot that says so. The audit log's and the
 * delivery logs' names are read so, a page at a time (ADR 0054).
 */
export async function readDocuments(refs: ReadonlyArray<{ collection: string; id: string }>): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  return db().getAll(...refs.map((ref) => db().collection(ref.collection).doc(ref.id)));
}

/** Parents whose profile field matches (`searchKeys` array-contains a key, `phoneKey` equal to a number), at most `limit`. */
export async function readParentsWhere(
  field: 'searchKeys' | 'phoneKey',
  op: 'array-contains' | '==',
  value: string,
  limit: number,
): Promise<QueryDocumentSnapshot[]> {
  const found = await db().collection(COLLECTIONS.users).where(field, op, value).limit(limit).get();
  return found.docs;
}

/**
 * stats/deletedAccounts { total, lastDeletedAt }: how many accounts their owners deleted, kept up
 * by each deletion's commit (accounts/data.ts, ADR 0030).
 */
export function readDeletedAccountsStats(): Promise<DocumentSnapshot> {
  return deletedAccountsRef().get();
}

// ---- operators' writes on what the panel manages

/** A parent's new limits, and the participant limit on her running games at once. */
export async function saveUserLimits(uid: string, limits: { maxGameParticipants: number; maxBirthNotificationContacts: number }): Promise<void> {
  await db()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .update({ ...limits, updatedAt: FieldValue.serverTimestamp() });
}

const contactMessageRef = (id: string) => db().collection(COLLECTIONS.contactMessages).doc(id);

export function readContactMessage(id: string): Promise<DocumentSnapshot> {
  return contactMessageRef(id).get();
}

export async function saveContactResponse(id: string, response: string, adminUid: string): Promise<void> {
  await contactMessageRef(id).update({ status: 'responded', response, respondedAt: FieldValue.serverTimestamp(), respondedBy: adminUid });
}

export async function markContactMessageRead(id: string): Promise<void> {
  await contactMessageRef(id).update({ status: 'read' });
}
