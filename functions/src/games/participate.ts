import { FieldValue } from 'firebase-admin/firestore';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import type { GameKind } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { gamesCollection, participantIdForEmail, participantsOf } from './model';
import { claimSlot, moveSlot, SlotTaken, slotPicker, slotsOf } from './slots';

export type Answer = { prediction: 'boy' | 'girl' } | { boyNames: string[]; girlNames: string[] } | { predictedDate: string };

export interface Submission {
  gameId: string;
  kind: GameKind;
  identity: { name: string; email: string; phone: string; userId?: string };
  answer: Answer;
  /** The owner-added participant the form was prefilled from, when they were added without an e-mail. */
  claimParticipantId?: string;
}

const MAX_SLOT_TRIES = 12;

/** The game's cap is not what this instance knew: the slot is picked again against the new one. */
class CapChanged extends Error {}

/** What an answer needs to know of its game before its transaction; none of it changes, except the cap, which the transaction checks. */
interface GameFacts {
  ownerId: string;
  type: string;
  cap: number;
}

const FACTS_GAMES = 500;
/**
 * Per instance, like the slot hints: a busy game's facts are read once, so an answer is one
 * transaction (its one read, then its commit) instead of a read of the game and then the transaction.
 */
const gameFacts = new Map<string, GameFacts>();

async function factsOf(gameId: string): Promise<GameFacts | undefined> {
  const known = gameFacts.get(gameId);
  if (known) return known;
  const game = await gamesCollection().doc(gameId).get();
  if (!game.exists) return undefined;
  const facts = {
    ownerId: String(game.get('userId')),
    type: String(game.get('type')),
    cap: Number(game.get('maxParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS),
  };
  gameFacts.set(gameId, facts);
  if (gameFacts.size > FACTS_GAMES) gameFacts.delete(gameFacts.keys().next().value!);
  return facts;
}

/** The owner's active devices, for the push that tells them of the answer. */
async function ownerDevices(ownerId: string): Promise<string[]> {
  const tokens = await db().collection(COLLECTIONS.expoTokens).where('userId', '==', ownerId).where('isActive', '==', true).get();
  return tokens.docs.map((doc) => String(doc.get('expoToken')));
}

/**
 * One submission per participant, never by the creator, never past the cap: each checked and
 * written in one transaction. The participant's document id comes from their e-mail, so a second
 * submission is one document read; the cap is held by slots (games/slots.ts). The owner's devices
 * are looked up while the transaction runs.
 */
export async function submitAnswer({
  gameId,
  kind,
  identity,
  answer,
  claimParticipantId,
}: Submission): Promise<{ ownerId: string; gameTitle: string; participantId: string; ownerDevices: Promise<string[]> }> {
  const gameRef = gamesCollection().doc(gameId);
  const email = foldEmail(identity.email);
  const participantRef = participantsOf(gameId).doc(participantIdForEmail(email));
  const claimRef = claimParticipantId && claimParticipantId !== participantRef.id ? participantsOf(gameId).doc(claimParticipantId) : undefined;
  const facts = await factsOf(gameId);
  if (!facts || facts.type !== kind) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
  const ownerId = facts.ownerId;
  const devices = ownerDevices(ownerId);
  devices.catch(() => undefined); // awaited by the caller; this only keeps an early failure from being unhandled
  const written = {
    ...answer,
    name: identity.name,
    email,
    phone: identity.phone,
    ...(identity.userId ? { userId: identity.userId } : {}),
    answered: true,
    submittedAt: FieldValue.serverTimestamp(),
  };

  let gameTitle = '';
  let fresh = false;
  for (let attempt = 0; attempt < MAX_SLOT_TRIES; attempt += 1) {
    // The slot is picked before the transaction so that everything it needs is one read.
    const slot = await slotPicker.pick(gameId, facts.cap, { fresh });
    const slotRef = slot === undefined ? undefined : slotsOf(gameId).doc(`s${slot}`);
    let slotTaken = false;
    try {
      await db().runTransaction(async (tx) => {
        slotTaken = false;
        const refs = [gameRef, participantRef, ...(claimRef ? [claimRef] : []), ...(slotRef ? [slotRef] : [])];
        const [current, existing, ...rest] = await tx.getAll(...refs);
        const claimed = claimRef ? rest.shift() : undefined;
        const slotDoc = slotRef ? rest.shift() : undefined;
        if (!current?.exists) {
          gameFacts.delete(gameId);
          throw new HttpError(404, GAME_MESSAGES.gameNotFound);
        }
        // closed by the parent's pause (ADR 0018): no answer, and the visitor sees the neutral page
        if (current.get('pausedAt')) throw new HttpError(404, PAGE_UNAVAILABLE);
        gameTitle = String(current.get('title') ?? '');
        if (identity.userId && identity.userId === ownerId) throw new HttpError(403, GAME_MESSAGES.creatorCannotSubmit);
        if (current.get('ownerEmail') && current.get('ownerEmail') === email) throw new HttpError(403, GAME_MESSAGES.creatorCannotSubmit);
        if (current.get('status') === 'completed') throw new HttpError(409, GAME_MESSAGES.gameCompleted);
        if (existing?.exists) {
          if (existing.get('submittedAt')) throw new HttpError(409, GAME_MESSAGES.alreadySubmitted);
          tx.update(participantRef, written);
          return;
        }
        // An owner-added participant without an e-mail becomes this guest: same slot, now known by e-mail.
        if (claimRef && claimed?.exists && !claimed.get('email') && !claimed.get('submittedAt')) {
          tx.delete(claimRef);
          tx.create(participantRef, { ...written, isCreator: false, addedBy: 'owner', createdAt: claimed.get('createdAt') ?? FieldValue.serverTimestamp() });
          if (claimed.get('slot')) moveSlot(tx, gameId, String(claimed.get('slot')), participantRef);
          return;
        }
        // The cap may have changed since this instance learnt it (an operator's new limit): the game's own counts.
        const cap = Number(current.get('maxParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS);
        if (cap !== facts.cap) {
          facts.cap = cap;
          throw new CapChanged();
        }
        if (!slotRef) throw new HttpError(409, GAME_MESSAGES.gameFull);
        if (slotDoc?.exists) {
          slotTaken = true;
          throw new SlotTaken();
        }
        claimSlot(tx, slotRef, participantRef);
        slotTaken = true;
        tx.create(participantRef, { ...written, slot: `s${slot}`, isCreator: false, addedBy: 'self', createdAt: FieldValue.serverTimestamp() });
      });
      slotPicker.settle(gameId, slot, slotTaken);
      return { ownerId, gameTitle, participantId: participantRef.id, ownerDevices: devices };
    } catch (error) {
      slotPicker.settle(gameId, slot, error instanceof SlotTaken);
      if (error instanceof HttpError) throw error;
      const lost =
        error instanceof SlotTaken || error instanceof CapChanged || (error as { code?: number }).code === 10 || (error as { code?: number }).code === 6;
      if (!lost) throw error;
      // Somebody else got that slot (or the participant raced us, or the cap changed): look again, at what is stored now.
      fresh = true;
    }
  }
  throw new HttpError(503, 'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra tekrar deneyin.');
}
