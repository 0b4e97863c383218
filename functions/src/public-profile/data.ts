import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { readProfile } from '../profile/data';

/** What a visitor's view of a parent is made of, read at once: her profile, her games and her checklist's share (at most one). */
export async function readPublicProfileSources(
  userId: string,
): Promise<{ owner: DocumentSnapshot; games: QueryDocumentSnapshot[]; checklistShare: QueryDocumentSnapshot | undefined }> {
  const [owner, games, shares] = await Promise.all([
    readProfile(userId),
    db().collection(COLLECTIONS.games).where('userId', '==', userId).get(),
    db().collection(COLLECTIONS.checklistShares).where('userId', '==', userId).limit(1).get(),
  ]);
  return { owner, games: games.docs, checklistShare: shares.docs[0] };
}
