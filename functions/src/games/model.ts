import { createHash } from 'node:crypto';
import type { DocumentSnapshot, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { isGameClosed } from '@bebek/common/games';
import type { Game, GameKind, GameParticipant, ParticipantLink } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { whatsappDigits } from '../providers/phone';
import { readParticipants } from './data';

/**
 * Someone who joins through the general link or their account has a document id derived from the
 * folded address, so "one answer per e-mail" is a single document read inside the transaction.
 * An invited person (added by the owner) has a random id and is found by their invite token.
 */
export function participantIdForEmail(email: string): string {
  return `e_${createHash('sha256').update(foldEmail(email)).digest('hex').slice(0, 32)}`;
}

/**
 * A signed-in answer through the general link is the account's own record (issue 23): keyed by the
 * account, never by its address, which only a verification proves. So an account registered with
 * someone else's address neither takes nor blocks that person's record, and one account answers once.
 */
export function participantIdForAccount(uid: string): string {
  return `a_${createHash('sha256').update(`account:${uid}`).digest('hex').slice(0, 32)}`;
}

const iso = (value: unknown) => (value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate().toISOString() : null);
const millis = (value: unknown) => (value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : null);

const LINKS: ParticipantLink[] = ['personal', 'general', 'account'];

/**
 * A participant as the api shows them. The owner's view adds what only the owner may see: the
 * invite token of the person's own link, the WhatsApp number and when they were last reminded.
 */
export function toParticipant(doc: QueryDocumentSnapshot | DocumentSnapshot, ownerView = false): GameParticipant {
  const data = doc.data() ?? {};
  const participant: GameParticipant = {
    id: doc.id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    isCreator: data.isCreator === true,
    submittedAt: iso(data.submittedAt),
    addedBy: data.addedBy === 'owner' ? 'owner' : 'self',
    answeredVia: LINKS.includes(data.answeredVia as ParticipantLink) ? (data.answeredVia as ParticipantLink) : null,
  };
  if (data.prediction !== undefined) participant.prediction = data.prediction ?? null;
  if (data.boyNames !== undefined) participant.boyNames = data.boyNames as string[];
  if (data.girlNames !== undefined) participant.girlNames = data.girlNames as string[];
  if (data.predictedDate !== undefined) participant.predictedDate = data.predictedDate ?? null;
  if (typeof data.predictedTime === 'string') participant.predictedTime = data.predictedTime;
  if (typeof data.predictedWeightGrams === 'number') participant.predictedWeightGrams = data.predictedWeightGrams;
  if (typeof data.predictedLengthCm === 'number') participant.predictedLengthCm = data.predictedLengthCm;
  if (ownerView) {
    participant.inviteToken = typeof data.inviteToken === 'string' ? data.inviteToken : '';
    participant.whatsapp = participant.phone ? whatsappDigits(participant.phone) : '';
    participant.remindedAt = iso(data.remindedAt);
  }
  return participant;
}

/** When the game stops taking answers (ms), from its stored closing instant. */
export const closesAtMs = (doc: DocumentSnapshot) => millis(doc.get('closesAt'));

/** Whether the game takes no answer now (common/src/games.ts isGameClosed). */
export function gameIsClosed(doc: DocumentSnapshot, now = Date.now()): boolean {
  // a game the parent's pause closed (ADR 0018) takes no answer either
  return isGameClosed({ status: String(doc.get('status') ?? ''), closedAt: doc.get('closedAt') ?? doc.get('pausedAt'), closesAtMs: closesAtMs(doc) }, now);
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
    closesOn: typeof data.closesOn === 'string' && data.closesOn ? data.closesOn : null,
    closedBy: data.closedAt ? (data.closedBy === 'birth' ? 'birth' : 'owner') : null,
    closedAt: iso(data.closedAt),
    closed: gameIsClosed(doc),
    publishedAt: iso(data.publishedAt),
    pausedAt: iso(data.pausedAt),
  };
}

export async function loadParticipants(gameId: string, ownerView = false): Promise<GameParticipant[]> {
  return (await readParticipants(gameId)).map((doc) => toParticipant(doc, ownerView));
}
