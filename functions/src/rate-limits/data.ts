import { createHash, randomInt } from 'node:crypto';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { FieldValue, Timestamp, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';

/**
 * The rate limits' counters (issue 26: the only module of the limits that touches Firestore):
 * rateLimits/{sha256(name:key:window)} { prefix, hits, expiresAt }, one document per limit, key and
 * fixed window, removed by a TTL policy on `expiresAt`. rate-limits/service.ts has the counters, http/limits.ts the limiters.
 */

/** The window of every named limit, so the counters of a person can be found (KVKK sweeps, accounts/sweeps.ts). */
const WINDOWS = new Map<string, number>();

/** The ids of a limit's counter documents for `key` in the current and the previous window (older ones expire by TTL). */
export function rateLimitDocIds(name: string, key: string, now = Date.now()): string[] {
  const windowMs = WINDOWS.get(name);
  if (!windowMs) return [];
  const index = Math.floor(now / windowMs);
  return [index, index - 1].map((i) => createHash('sha256').update(`${name}:${key}:${i}`).digest('base64url'));
}

/** Records a named limit's window, so its counters can be found (`rateLimitDocIds`). */
export function registerWindow(name: string, windowMs: number): void {
  WINDOWS.set(name, windowMs);
}

/** What Firestore answers a commit (the part read here). */
interface CommitResponse {
  writeResults?: Array<{ transformResults?: Array<{ integerValue?: string | number | null }> }>;
}

/**
 * Adds `by` (negative gives back) to a counter document's `hits` with a blind increment and answers
 * the new count, in one round trip: Firestore answers an increment with its result, which
 * firebase-admin's public commit() drops, hence its internal _commit(), which answers the commit's
 * response as it is (tests/api/abuse.test.ts proves the count exact across three processes).
 */
export async function addToCount(ref: DocumentReference, by: number, fields: Record<string, unknown>): Promise<number> {
  const batch = db().batch();
  batch.set(ref, { ...fields, hits: FieldValue.increment(by) }, { merge: true });
  const response = await (batch as unknown as { _commit(): Promise<CommitResponse> })._commit();
  const hits = response.writeResults?.[0]?.transformResults?.[0]?.integerValue;
  if (hits === undefined || hits === null) throw new Error('the counter write answered no count');
  return Number(hits);
}

/**
 * A store for express-rate-limit kept in Firestore, so a limit holds across function instances
 * (one instance's memory would let a flood through by spreading over instances). Fixed windows:
 * one document per key and window; `expiresAt` lets a Firestore TTL
 * policy remove old windows.
 */
export class FirestoreRateLimitStore implements Store {
  windowMs = 60_000;
  localKeys = false;
  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    registerWindow(this.prefix, options.windowMs);
  }

  private window(now: number) {
    const index = Math.floor(now / this.windowMs);
    return { index, resetTime: new Date((index + 1) * this.windowMs) };
  }

  /** The counter document of `key` in the window of `now`. */
  current(key: string, now = Date.now()) {
    return this.ref(key, this.window(now).index);
  }

  private ref(key: string, index: number) {
    const id = createHash('sha256').update(`${this.prefix}:${key}:${index}`).digest('base64url');
    return db().collection(COLLECTIONS.rateLimits).doc(id);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { index, resetTime } = this.window(Date.now());
    const snapshot = await this.ref(key, index).get();
    return snapshot.exists ? { totalHits: Number(snapshot.get('hits') ?? 0), resetTime } : undefined;
  }

  /**
   * Counted with an atomic increment, not a transaction: a flood on one key then never turns into
   * transaction contention (which would slow honest clients down too). The new count comes back
   * with the write itself (`addToCount`), so counting is one round trip.
   */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { index, resetTime } = this.window(Date.now());
    const hits = await addToCount(this.ref(key, index), 1, {
      prefix: this.prefix,
      expiresAt: Timestamp.fromDate(new Date(resetTime.getTime() + this.windowMs)),
    });
    return { totalHits: hits, resetTime };
  }

  async decrement(key: string): Promise<void> {
    const { index } = this.window(Date.now());
    await this.ref(key, index).set({ hits: FieldValue.increment(-1) }, { merge: true });
  }

  async resetKey(key: string): Promise<void> {
    await this.ref(key, this.window(Date.now()).index).delete();
  }
}

/** Shards of a distributed counter (`counter`): Firestore's documentation's example has 10, ten times one document's write rate. */
export const COUNTER_SHARDS = 10;

/** The store name of a distributed counter's shard: shard 0 keeps the counter's own name (its documents as a one-document counter had them). */
export const counterShardName = (name: string, shard: number) => (shard === 0 ? name : `${name}~${shard}`);

/** The documents of a distributed counter (`counter`) for `key`, every shard, in the current and the previous window. */
export function counterDocIds(name: string, key: string, now = Date.now()): string[] {
  return Array.from({ length: COUNTER_SHARDS }, (_, shard) => rateLimitDocIds(counterShardName(name, shard), key, now)).flat();
}

/**
 * A budget of accepted things per key and window (a game's accepted answers a minute), counted where
 * the route decides, not as middleware: `hasRoom(key)` looks before anything is written, and
 * `spendIn(writer, key)` spends one in the very commit that writes what was accepted. So only what
 * was accepted spends it: a refused answer, a duplicate, a full or closed game's refusal writes
 * nothing and spends nothing, and no client can use up the room others need by being refused
 * (issue 23: 300 duplicates from rotating addresses used to close a game to its honest guests).
 *
 * Such a key is one many clients count at once (a game's guests answering together), so it is a
 * distributed counter (ADR 0021, Firestore's "Distributed counters"): each acceptance increments one
 * of COUNTER_SHARDS documents drawn at random, blindly (no read in the commit, so no lock another
 * answer waits for). The look reads one shard drawn at random: random draws fill the shards evenly,
 * so a shard under half its share says the total is well under the limit. Past that, every shard is
 * read and the total decides. A family's burst reads one small document per answer; a game near its
 * limit is counted exactly (answers in flight at the same moment may pass it by as many as they are).
 */
export function budget(options: { name: string; windowMs: number; limit: number }) {
  const shards = Array.from({ length: COUNTER_SHARDS }, (_, shard) => {
    const store = new FirestoreRateLimitStore(counterShardName(options.name, shard));
    store.init({ windowMs: options.windowMs } as Options);
    return store;
  });
  const share = options.limit / COUNTER_SHARDS;
  const hitsOf = (snapshot: { get(field: string): unknown }) => Number(snapshot.get('hits') ?? 0);
  return {
    async hasRoom(key: string): Promise<boolean> {
      try {
        const now = Date.now();
        const drawn = randomInt(COUNTER_SHARDS);
        if (hitsOf(await shards[drawn]!.current(key, now).get()) < share / 2) return true;
        const all = await db().getAll(...shards.map((store) => store.current(key, now)));
        return all.reduce((total, shard) => total + hitsOf(shard), 0) < options.limit;
      } catch {
        return true; // as the limiters: a counter that cannot be reached lets the request through
      }
    },
    /** One spent, written with what was accepted (a batch or a transaction's commit): a blind increment of a random shard. */
    spendIn(writer: WriteBatch | Transaction, key: string): void {
      const now = Date.now();
      const store = shards[randomInt(COUNTER_SHARDS)]!;
      const expiresAt = Timestamp.fromMillis((Math.floor(now / options.windowMs) + 2) * options.windowMs);
      // a batch and a transaction set alike; TypeScript cannot call the union's overloads
      (writer as WriteBatch).set(store.current(key, now), { prefix: store.prefix, hits: FieldValue.increment(1), expiresAt }, { merge: true });
    },
  };
}
