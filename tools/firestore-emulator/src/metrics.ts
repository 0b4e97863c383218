/**
 * What the bench needs from the database side, in Firestore's own terms: each RPC with when it
 * arrived and when it was answered (so round trips on a request's critical path can be told from
 * parallel ones), and the documents it read and wrote as Firestore bills them
 * (https://firebase.google.com/docs/firestore/pricing): a read per document returned or looked up
 * (a lookup of a missing document and a query with no result cost one read too), a read per 1,000
 * index entries counted by count() (at least one), a write or delete per document written.
 *
 * Also the injected latency of the latency model: each RPC waits half of it before it is
 * processed and half before its answer leaves, like a network round trip would.
 */
export interface RpcRecord {
  method: string;
  /** ms since the metrics were reset, when the request arrived and when its answer left. */
  start: number;
  end: number;
  reads: number;
  writes: number;
  deletes: number;
}

const MAX_RECORDS = 100_000;

export class Metrics {
  #records: RpcRecord[] = [];
  #origin = performance.now();
  /** Injected per-RPC latency, ms (0: none). */
  latencyMs = 0;

  reset(): void {
    this.#records = [];
    this.#origin = performance.now();
  }

  now(): number {
    return performance.now() - this.#origin;
  }

  record(record: RpcRecord): void {
    if (this.#records.length >= MAX_RECORDS) this.#records.shift();
    this.#records.push(record);
  }

  snapshot(): { latencyMs: number; rpcs: RpcRecord[] } {
    return { latencyMs: this.latencyMs, rpcs: [...this.#records] };
  }
}

/** What an RPC cost, filled in by its handler. */
export interface Cost {
  reads: number;
  writes: number;
  deletes: number;
}

export const noCost = (): Cost => ({ reads: 0, writes: 0, deletes: 0 });
