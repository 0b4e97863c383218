import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';

/** The service categories, ordered as the operators arranged them (`order`). */
export async function readServiceCategories(): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db().collection(COLLECTIONS.serviceCategories).orderBy('order').get();
  return snapshot.docs;
}
