import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { forgetAllBrowsers } from './browser';

const NOT_FOUND = 5; // gRPC status of an update on a missing document

/** Raises the account's session version; an account without that kind of record has no such session. */
async function raiseVersion(collection: string, uid: string): Promise<void> {
  try {
    await db()
      .collection(collection)
      .doc(uid)
      .update({ sessionVersion: FieldValue.increment(1) });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
}

/**
 * Ends every session of a parent at once: the tokens already issued carry the old version and are
 * refused by the next request (authenticate compares it with the profile it reads anyway), and no
 * browser can trade its cookie for a new token.
 */
export async function endParentSessions(uid: string): Promise<void> {
  await raiseVersion(COLLECTIONS.users, uid);
  await forgetAllBrowsers(uid, 'parent');
}

/** The same for an operator: logout, deactivation and a role change. */
export async function endAdminSessions(uid: string): Promise<void> {
  await raiseVersion(COLLECTIONS.adminUsers, uid);
  await forgetAllBrowsers(uid, 'admin');
}

/** A new password ends every session the account has, whatever it is. */
export async function endAllSessions(uid: string): Promise<void> {
  await Promise.all([raiseVersion(COLLECTIONS.users, uid), raiseVersion(COLLECTIONS.adminUsers, uid)]);
  await forgetAllBrowsers(uid);
}
