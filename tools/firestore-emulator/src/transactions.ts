/**
 * Serializable transactions by optimistic validation.
 *
 * Production Firestore locks what a transaction reads; here a transaction instead records what it
 * read (each document with its update time, or "missing", and each query with a fingerprint of
 * its result) and the commit re-checks all of it. If anything changed in between, the commit fails
 * with ABORTED, which the client SDKs answer by running the transaction function again on fresh
 * data. Check and apply happen in one synchronous call (DocumentStore.commit), so no other write
 * can slip between them: the committed history is equivalent to running the transactions one
 * after another, which is what Firestore guarantees.
 */
import { randomBytes } from 'node:crypto';
import { FirestoreError, Status } from './errors.js';
import { resultSignature, runQuery, type Query } from './query.js';
import type { DocumentStore } from './store.js';

/** Firestore expires a transaction after 270 s, or after 60 s without a request. */
const MAX_LIFETIME_MS = 270_000;
const MAX_IDLE_MS = 60_000;

/** The message the client SDKs recognise as retryable ("transaction has expired"). */
const EXPIRED = 'The referenced transaction has expired or is no longer valid.';

interface QueryRead {
  query: Query;
  signature: string;
}

export interface Transaction {
  readonly id: string;
  /** `projects/p/databases/d` */
  readonly database: string;
  readonly startedAt: number;
  lastUsedAt: number;
  /** Document name -> update time when first read, or null if it was missing. */
  readonly documents: Map<string, string | null>;
  readonly queries: QueryRead[];
}

export class TransactionManager {
  #transactions = new Map<string, Transaction>();
  #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get size(): number {
    return this.#transactions.size;
  }

  begin(database: string): Buffer {
    this.#sweep();
    const id = randomBytes(16);
    const now = this.#now();
    this.#transactions.set(id.toString('hex'), {
      id: id.toString('hex'),
      database,
      startedAt: now,
      lastUsedAt: now,
      documents: new Map(),
      queries: [],
    });
    return id;
  }

  /** The live transaction with this id; INVALID_ARGUMENT (retryable for the SDKs) if unknown or expired. */
  get(id: Uint8Array, database?: string): Transaction {
    this.#sweep();
    const transaction = this.#transactions.get(Buffer.from(id).toString('hex'));
    if (!transaction) throw new FirestoreError(Status.INVALID_ARGUMENT, EXPIRED);
    if (database !== undefined && transaction.database !== database) {
      throw new FirestoreError(Status.INVALID_ARGUMENT, `Transaction ${transaction.id} belongs to ${transaction.database}, not ${database}`);
    }
    transaction.lastUsedAt = this.#now();
    return transaction;
  }

  /** Remembers the version of a document the transaction saw (the first read counts). */
  recordDocument(transaction: Transaction, name: string, updateTime: string | undefined): void {
    if (transaction.documents.has(name)) return;
    transaction.documents.set(name, updateTime ?? null);
  }

  /** Remembers a query and its result, to detect documents that enter or leave it before commit (phantoms). */
  recordQuery(transaction: Transaction, query: Query, result: Parameters<typeof resultSignature>[0]): void {
    transaction.queries.push({ query, signature: resultSignature(result) });
  }

  /** Throws ABORTED if anything the transaction read has changed since. Synchronous by design. */
  validate(transaction: Transaction, store: DocumentStore): void {
    for (const [name, version] of transaction.documents) {
      const current = store.get(name)?.updateTime ?? null;
      if (current !== version) {
        throw new FirestoreError(Status.ABORTED, `Transaction aborted: ${name} was modified after the transaction read it. Retry the transaction.`);
      }
    }
    for (const read of transaction.queries) {
      if (resultSignature(runQuery(store, read.query)) !== read.signature) {
        throw new FirestoreError(Status.ABORTED, 'Transaction aborted: the result of a query it ran changed before commit. Retry the transaction.');
      }
    }
  }

  /** Ends a transaction (commit, abort or rollback). Returns false if it was not live. */
  end(transaction: Transaction | Uint8Array): boolean {
    const id = transaction instanceof Uint8Array ? Buffer.from(transaction).toString('hex') : transaction.id;
    return this.#transactions.delete(id);
  }

  #sweep(): void {
    const now = this.#now();
    for (const [id, transaction] of this.#transactions) {
      if (now - transaction.startedAt > MAX_LIFETIME_MS || now - transaction.lastUsedAt > MAX_IDLE_MS) this.#transactions.delete(id);
    }
  }
}
