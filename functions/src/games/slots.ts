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

/** Free slot indexes now (outside the transaction; the transaction re-checks the one it picks). */
export async function freeSlots(gameId: string, cap: number): Promise<number[]> {
  const taken = new Set((await slotsOf(gameId).select().get()).docs.map((doc) => doc.id));
  return Array.from({ length: cap }, (_, index) => index).filter((index) => !taken.has(`s${index}`));
}

export function pickSlot(free: number[]): number | undefined {
  return free.length ? free[randomInt(free.length)] : undefined;
}

/** Inside the transaction: the chosen slot must still be free; then it is claimed for the participant. */
export async function claimSlot(tx: Transaction, gameId: string, slot: number, participant: DocumentReference): Promise<void> {
  const ref = slotsOf(gameId).doc(`s${slot}`);
  if ((await tx.get(ref)).exists) throw new SlotTaken();
  tx.create(ref, { participantId: participant.id });
}

export function moveSlot(tx: Transaction, gameId: string, slotId: string, participant: DocumentReference): void {
  tx.set(slotsOf(gameId).doc(slotId), { participantId: participant.id });
}
