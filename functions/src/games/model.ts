import { createHash } from 'node:crypto';
import type { DocumentSnapshot, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import type { Game, GameKind, GameParticipant } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { COLLECTIONS, db } from '../lib/firestore';

export const gamesCollection = () => db().collection(COLLECTIONS.games);
export const participantsOf = (gameId: string) => gamesCollection().doc(gameId).collection(COLLECTIONS.participants);

/**
 * A participant known by e-mail has a document id derived from the folded address, so "one
 * submission per participant" is a single document read inside the transaction.
 */
export function participantIdForEmail(email: string): string {
  return `e_${createHash('sha256').update(foldEmail(email)).digest('hex').slice(0, 32)}`;
}

const iso = (value: unknown) => (value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate().toISOString() : null);

export function toParticipant(doc: QueryDocumentSnapshot | DocumentSnapshot): GameParticipant {
  const data = doc.data() ?? {};
  const participant: GameParticipant = {
    id: doc.id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    isCreator: data.isCreator === true,
    submittedAt: iso(data.submittedAt),
  };
  if (data.prediction !== undefined) participant.prediction = data.prediction ?? null;
  if (data.boyNames !== undefined) participant.boyNames = data.boyNames as string[];
  if (data.girlNames !== undefined) participant.girlNames = data.girlNames as string[];
  if (data.predictedDate !== undefined) participant.predictedDate = data.predictedDate ?? null;
  return participant;
}

export function toGame(doc: DocumentSnapshot, participants: GameParticipant[]): Game {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    type: data.type as GameKind,
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    status: data.status === 'completed' ? 'completed' : 'active',
    token: String(data.token ?? ''),
    maxParticipants: Number(data.maxParticipants ?? DEFAULT_MAX_GAME_PARTICIPANTS),
    userId: String(data.userId ?? ''),
    createdAt: iso(data.createdAt),
    participantCount: participants.length,
    participants,
    pausedAt: iso(data.pausedAt),
  };
}

export async function loadParticipants(gameId: string): Promise<GameParticipant[]> {
  const snapshot = await participantsOf(gameId).orderBy('createdAt').get();
  return snapshot.docs.map(toParticipant);
}
