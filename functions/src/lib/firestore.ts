import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let firestore: Firestore | undefined;

export function initAdminApp(): void {
  if (getApps().length === 0) initializeApp();
}

/** One Firestore client per function instance, created on first use to keep cold starts short. */
export function db(): Firestore {
  if (!firestore) {
    initAdminApp();
    firestore = getFirestore();
  }
  return firestore;
}

export { COLLECTIONS } from '@bebek/common/model';
