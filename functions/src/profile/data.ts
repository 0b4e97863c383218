import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';

/**
 * The parent's profile document, users/{uid}: the data module other domains read a parent through
 * (issue 26: only data modules touch Firestore). Subcollections of a parent hang below it.
 */
export function userRef(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid);
}

/** The parent's profile as stored, or a snapshot that does not exist. */
export function readProfile(uid: string): Promise<DocumentSnapshot> {
  return userRef(uid).get();
}
