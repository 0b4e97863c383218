import { FieldValue, GrpcStatus, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * The sessions' records: `sessions/{sha256 of a browser's secret}` (http/browser-sessions.ts), the session
 * version on `users/{uid}` and `adminUsers/{uid}` (sessions/end.ts), and the parent's last activity
 * on her profile (sessions/activity.ts).
 */
const sessions = () => db().collection(COLLECTIONS.sessions);

export type SessionKind = 'parent' | 'admin';

/** A browser's session as the cookie's secret names it: whose, of which kind, at which session version. */
export interface SessionRecord {
  uid: string;
  kind: SessionKind;
  version: number;
}

export interface StoredSession {
  uid: string;
  kind: string;
  version: number;
  /** A known device's account, by the SHA-256 of its folded e-mail address (http/browser-sessions.ts). */
  emailHash?: string;
}

/** Stores a new browser session under its secret's hash, used now and valid for the idle lifetime. */
export async function createBrowserSession(id: string, record: StoredSession, now: number, idleLifetimeMs: number): Promise<void> {
  await sessions()
    .doc(id)
    .create({
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      lastUsedAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + idleLifetimeMs),
    });
}

/** The browser session stored under that hash, or a snapshot that does not exist. */
export function readBrowserSession(id: string): Promise<DocumentSnapshot> {
  return sessions().doc(id).get();
}

/** Moves the session's last use to now, and its expiry with it. */
export async function touchBrowserSession(id: string, now: number, idleLifetimeMs: number): Promise<void> {
  await sessions()
    .doc(id)
    .update({ lastUsedAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + idleLifetimeMs) });
}

export async function deleteBrowserSession(id: string): Promise<void> {
  await sessions().doc(id).delete();
}

/** Deletes every browser session of the account, of that kind or of every kind. */
export async function deleteBrowserSessionsOf(uid: string, kind?: string): Promise<void> {
  const found = await sessions().where('uid', '==', uid).get();
  const docs = kind ? found.docs.filter((doc) => doc.get('kind') === kind) : found.docs;
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db().batch();
    for (const doc of docs.slice(start, start + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Raises the account's session version; an account without that kind of record has no such session. */
async function raiseVersion(collection: string, uid: string): Promise<void> {
  try {
    await db()
      .collection(collection)
      .doc(uid)
      .update({ sessionVersion: FieldValue.increment(1) });
  } catch (error) {
    if (!failedWith(error, GrpcStatus.NOT_FOUND)) throw error;
  }
}

export const raiseParentSessionVersion = (uid: string) => raiseVersion(COLLECTIONS.users, uid);
export const raiseAdminSessionVersion = (uid: string) => raiseVersion(COLLECTIONS.adminUsers, uid);

/**
 * Writes the parent's last activity. An update, never a set: a profile deleted meanwhile (the
 * account's deletion, maybe by the very request) is not brought back; then nothing is written and
 * this answers false.
 */
export async function recordActivity(uid: string, now: number): Promise<boolean> {
  try {
    await userRef(uid).update({ lastActiveAt: Timestamp.fromMillis(now) });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.NOT_FOUND)) return false;
    throw error;
  }
}
