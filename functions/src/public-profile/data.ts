import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { readShareOf } from '../checklist/data';
import { readGamesOfOwner } from '../games/data';
import { readProfile } from '../profile/data';

/** What a visitor's view of a parent is made of, read at once: her profile, her games and her checklist's share (at most one). */
export async function readPublicProfileSources(
  userId: string,
): Promise<{ owner: DocumentSnapshot; games: QueryDocumentSnapshot[]; checklistShare: QueryDocumentSnapshot | undefined }> {
  const [owner, games, checklistShare] = await Promise.all([readProfile(userId), readGamesOfOwner(userId), readShareOf(userId)]);
  return { owner, games, checklistShare };
}

/** The parent's profile alone: what the profile link's preview is made of. */
export function readProfileOf(userId: string): Promise<DocumentSnapshot> {
  return readProfile(userId);
}
