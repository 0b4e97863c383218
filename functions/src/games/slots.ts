import { randomInt } from 'node:crypto';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { gamesCollection } from './model';

/**
 * The participant cap without a hot document: a game has `maxParticipants` slot documents
 * (games/{id}/slots/s0…), created on demand. A new participant claims a free slot in the same
 * transaction that creates them; two guests racing for one slot conflict on that slot only, and
 * the loser picks another. When every slot exists, the game is full. Concurrent joins therefore
 * do not all contend on the game document (Firestore sustains about one write a second per
 * document), and the cap still holds exactly.
 */
export const slotsOf = (gameId: string) => gamesCollection().doc(gameId).collection(COLLECTIONS.slots);

export class SlotTaken extends Error {}

/** Ids of the slots taken now (outside any transaction: the transaction re-reads the one it picks). */
export async function takenSlots(gameId: string): Promise<Set<string>> {
  return new Set((await slotsOf(gameId).select().get()).docs.map((doc) => doc.id));
}

export function freeSlots(taken: Set<string>, cap: number): number[] {
  return Array.from({ length: cap }, (_, index) => index).filter((index) => !taken.has(`s${index}`));
}

/** A random free slot, so guests arriving together rarely pick the same one. */
export function pickSlot(free: number[]): number | undefined {
  return free.length ? free[randomInt(free.length)] : undefined;
}

/** Inside the transaction, once the slot was read and found free: it is claimed for the participant. */
export function claimSlot(tx: Transaction, slot: DocumentReference, participant: DocumentReference): void {
  tx.create(slot, { participantId: participant.id });
}

export function moveSlot(tx: Transaction, gameId: string, slotId: string, participant: DocumentReference): void {
  tx.set(slotsOf(gameId).doc(slotId), { participantId: participant.id });
}
