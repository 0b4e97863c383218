import { randomInt } from 'node:crypto';
import { readTakenSlots } from './data';

/**
 * The participant cap without a hot document: a game has `maxParticipants` slot documents
 * (games/{id}/slots/s0…), created on demand. A new participant's slot is created (`create`) in the
 * same commit that creates them, never read in a transaction first: of two guests racing for one
 * slot, one commit creates it and the other's fails at once with ALREADY_EXISTS, and that guest
 * picks another (ADR 0021; reading the slot first would make both hold a read lock the other's write
 * waits for). When every slot exists, the game is full. Concurrent joins therefore do not contend on
 * the game document (Firestore sustains about one write a second per document), and the cap still
 * holds exactly. The slot is written by games/data.ts (createInvitation, runAnswer's createAnswer), and
 * given back by its removeParticipant, which counts it on the game (`slotsFreed`): every instance's
 * answers then re-read the slots instead of trusting what they remember as taken (ADR 0017).
 */

const HINT_TTL_MS = 10_000;
const HINT_GAMES = 500;

/**
 * Which slot to try: a hint kept per game in this instance, so an answer does not read every slot
 * of a busy game (up to the cap, 150 for some) each time. A slot is given back only when the owner
 * removes a participant, which the game counts (`slotsFreed`, checked by every answer's transaction),
 * so a remembered "taken" stays true until then; what this instance does not know yet (another
 * instance's claims) only costs a retry, because the transaction re-reads the slot it claims.
 * "Full" is concluded from slots known taken (written here, found taken, or read), never guessed. Slots this instance is claiming right now are
 * avoided, so guests answering together through one instance rarely collide.
 */
export class SlotPicker {
  readonly #known = new Map<string, { taken: Set<string>; readAt: number }>();
  readonly #claiming = new Map<string, Set<number>>();

  /** A free slot to try, or undefined when a fresh read shows the game full. */
  async pick(gameId: string, cap: number, options: { fresh: boolean }): Promise<number | undefined> {
    let entry = this.#known.get(gameId);
    let fresh = options.fresh || !entry || Date.now() - entry.readAt > HINT_TTL_MS;
    for (;;) {
      if (fresh || !entry) entry = await this.#read(gameId);
      const free = Array.from({ length: cap }, (_, index) => index).filter((index) => !entry!.taken.has(`s${index}`));
      // Every slot up to the cap is known taken (a slot given back changes the game's slotsFreed): the game is full
      // without reading its slots again (the transaction still checks the cap has not been raised).
      if (free.length === 0) return undefined;
      const claiming = this.#claiming.get(gameId);
      const unclaimed = free.filter((index) => !claiming?.has(index));
      const choice = pickSlot(unclaimed.length ? unclaimed : free);
      if (choice !== undefined || fresh) {
        if (choice !== undefined) this.#claimingSet(gameId).add(choice);
        return choice;
      }
      fresh = true;
    }
  }

  /** What this instance remembers of the game's slots is dropped: the next pick reads them. */
  forget(gameId: string): void {
    this.#known.delete(gameId);
  }

  /** The claim of `slot` ended: `taken` when it was written (by us) or found taken (by someone else). */
  settle(gameId: string, slot: number | undefined, taken: boolean): void {
    if (slot === undefined) return;
    const claiming = this.#claiming.get(gameId);
    claiming?.delete(slot);
    if (claiming?.size === 0) this.#claiming.delete(gameId);
    if (taken) this.#known.get(gameId)?.taken.add(`s${slot}`);
  }

  #claimingSet(gameId: string): Set<number> {
    let claiming = this.#claiming.get(gameId);
    if (!claiming) this.#claiming.set(gameId, (claiming = new Set()));
    return claiming;
  }

  async #read(gameId: string) {
    const entry = { taken: await readTakenSlots(gameId), readAt: Date.now() };
    this.#known.delete(gameId);
    this.#known.set(gameId, entry);
    if (this.#known.size > HINT_GAMES) this.#known.delete(this.#known.keys().next().value!);
    return entry;
  }
}

/** One picker per instance, shared by every request it serves. */
export const slotPicker = new SlotPicker();

/** A random slot of `free`, so guests arriving together through different instances rarely pick the same one. */
function pickSlot(free: number[]): number | undefined {
  return free.length ? free[randomInt(free.length)] : undefined;
}
