import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';

/** How many profiles one lookup key reads at most: far more than the 20 shown, so ranking has room. */
const CANDIDATES = 200;

/** The profiles whose `searchKeys` hold `key` (common/src/search.ts writes them). */
export async function profilesWithSearchKey(key: string): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db().collection(COLLECTIONS.users).where('searchKeys', 'array-contains', key).limit(CANDIDATES).get();
  return snapshot.docs;
}
