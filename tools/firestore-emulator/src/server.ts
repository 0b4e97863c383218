/**
 * The gRPC Firestore service.
 *
 * It extends `UnimplementedFirestoreService`, the service base class that
 * @firestore-emulator/server's own `FirestoreServiceV1Impl` extends (from the package's proto
 * layer, @firestore-emulator/proto), and replaces every handler. The package's `FirestoreState` is
 * not reused: its documents have millisecond update times and no versions (so transactions cannot
 * be validated), it cannot read nested field paths, applies only the first array/serverTimestamp
 * transform of a write, ignores field deletes in update masks and unary filters, and has no
 * collection groups or cursors. Wrapping it would have meant overriding all of it anyway; the
 * store in store.ts is the smaller, tested replacement.
 *
 * Every handler computes its whole answer synchronously (one consistent view of the data) and
 * converts any exception into a gRPC status, so a bad request can never take the process down.
 * Queries are checked against the database's indexes (indexes.ts) and the documented query
 * limits; writes against the documented write limits (limits.ts). RPCs the product does not use
 * answer UNIMPLEMENTED (README, "What was removed").
 */
import {
  Metadata,
  Server,
  ServerCredentials,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  type ServiceError,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { Document as ProtoDocument } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import { AggregationResult } from '@firestore-emulator/proto/dist/google/firestore/v1/aggregation_result.js';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import type { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import {
  BatchGetDocumentsResponse,
  BeginTransactionResponse,
  CommitResponse,
  ListDocumentsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
  UnimplementedFirestoreService,
  type BatchGetDocumentsRequest,
  type BeginTransactionRequest,
  type CommitRequest,
  type ListDocumentsRequest,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
import { FirestoreError, Status } from './errors.js';
import { checkIndexes, IndexRegistry } from './indexes.js';
import { LIMITS } from './limits.js';
import { Metrics, noCost, type Cost } from './metrics.js';
import { compareNames, parseDocumentName, parseName } from './paths.js';
import { aggregationFromProto, documentToProto, maskPaths, queryFromProto, removed, timestampToProto, valueToProto, writeFromProto } from './protocol.js';
import { aggregate, checkQueryLimits, runQuery, type Query } from './query.js';
import { DocumentStore, type CommitResult, type WriteOp } from './store.js';
import { TransactionManager, type Transaction } from './transactions.js';

function toServiceError(error: unknown): Partial<ServiceError> {
  if (error instanceof FirestoreError) return Object.assign(new Error(error.message), { code: error.code, details: error.message });
  console.error('[firestore] internal error:', error);
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { code: Status.INTERNAL, details: `Internal emulator error: ${message}` });
}

/**
 * Runs one RPC: half the injected latency before it is processed, and its answer leaves once the
 * whole latency has passed since it arrived (the figure is a round trip, server time included; none
 * when no latency is set, so nothing is reordered); and its record in the metrics.
 */
function serve<T>(metrics: Metrics, method: string, run: (cost: Cost) => T, answer: (error: unknown, response?: T) => void): void {
  const start = metrics.now();
  const latency = metrics.latencyMs;
  const half = latency / 2;
  const process = () => {
    const cost = noCost();
    let response: T | undefined;
    let failure: unknown;
    try {
      response = run(cost);
    } catch (error) {
      failure = error;
    }
    const respond = () => {
      metrics.record({ method, start, end: metrics.now(), ...cost });
      answer(failure, response);
    };
    const remaining = latency - (metrics.now() - start);
    if (remaining > 0) setTimeout(respond, remaining);
    else respond();
  };
  if (half > 0) setTimeout(process, half);
  else process();
}

function unary<T>(metrics: Metrics, method: string, callback: sendUnaryData<T>, run: (cost: Cost) => T): void {
  serve(metrics, method, run, (error, response) => (error === undefined ? callback(null, response as T) : callback(toServiceError(error), null)));
}

function serverStream<Request, Response>(
  metrics: Metrics,
  method: string,
  call: ServerWritableStream<Request, Response>,
  run: (cost: Cost) => Response[],
): void {
  serve(metrics, method, run, (error, responses) => {
    if (error !== undefined) {
      // Headers first, then the error status: without them the client libraries (google-gax's
      // retry-request) take the error for a connection failure and retry it twice over ~7 s.
      call.sendMetadata(new Metadata());
      call.emit('error', toServiceError(error));
      return;
    }
    for (const response of responses ?? []) call.write(response);
    call.end();
  });
}

const timestamp = (text: string) => Timestamp.fromObject(timestampToProto(text));

/** The request handlers, free of gRPC plumbing. Each fills in what it cost, as Firestore bills it. */
export class FirestoreBackend {
  constructor(
    readonly store: DocumentStore,
    readonly transactions: TransactionManager,
    readonly indexes: IndexRegistry = new IndexRegistry(),
  ) {}

  /** The transaction a read runs in: an existing one, a new one (returned as `started`), or none. */
  #readTransaction(
    database: string,
    request: { consistency_selector: string; transaction: Uint8Array; new_transaction?: TransactionOptions },
  ): { transaction?: Transaction; started?: Buffer } {
    if (request.consistency_selector === 'transaction') return { transaction: this.transactions.get(request.transaction, database) };
    if (request.consistency_selector === 'new_transaction' && request.new_transaction) {
      if (request.new_transaction.mode === 'read_only') removed('Read-only transactions');
      const started = this.transactions.begin(database);
      return { transaction: this.transactions.get(started), started };
    }
    if (request.consistency_selector === 'read_time') removed('Reads at a past time (readTime)');
    return {};
  }

  #checkDatabase(database: string, name: string): void {
    if (parseName(name).database !== database) throw new FirestoreError(Status.INVALID_ARGUMENT, `${name} is not in database ${database}`);
  }

  #commit(database: string, writes: WriteOp[], transaction?: Transaction): CommitResult {
    for (const write of writes) this.#checkDatabase(database, write.name);
    // Validation and commit run in the same tick: no other request can run in between.
    if (transaction) this.transactions.validate(transaction, this.store);
    return this.store.commit(writes);
  }

  /** A query as production would run it: within the documented limits, and served by an index. */
  #query(parent: string, structured: StructuredQuery): Query {
    const query = queryFromProto(parent, structured);
    checkQueryLimits(query);
    checkIndexes(query, this.indexes.get(parseName(parent).database));
    return query;
  }

  batchGetDocuments(request: BatchGetDocumentsRequest, cost: Cost = noCost()): BatchGetDocumentsResponse[] {
    const { transaction, started } = this.#readTransaction(request.database, request);
    const mask = request.has_mask ? maskPaths(request.mask) : undefined;
    const readTime = timestamp(this.store.clock.now());
    const responses = request.documents.map((name, i) => {
      parseDocumentName(name);
      this.#checkDatabase(request.database, name);
      const document = this.store.get(name);
      if (transaction) this.transactions.recordDocument(transaction, name, document?.updateTime);
      const response = document
        ? new BatchGetDocumentsResponse({ found: documentToProto(document, mask), read_time: readTime })
        : new BatchGetDocumentsResponse({ missing: name, read_time: readTime });
      if (started && i === 0) response.transaction = started;
      return response;
    });
    // Looking up a missing document is billed as a read too.
    cost.reads += request.documents.length;
    if (started && responses.length === 0) responses.push(new BatchGetDocumentsResponse({ transaction: started, read_time: readTime }));
    return responses;
  }

  beginTransaction(request: BeginTransactionRequest): BeginTransactionResponse {
    if (request.has_options && request.options.mode === 'read_only') removed('Read-only transactions');
    return new BeginTransactionResponse({ transaction: this.transactions.begin(request.database) });
  }

  commit(request: CommitRequest, cost: Cost = noCost()): CommitResponse {
    const writes = request.writes.map(writeFromProto);
    const transaction = request.transaction.length > 0 ? this.transactions.get(request.transaction, request.database) : undefined;
    try {
      const result = this.#commit(request.database, writes, transaction);
      for (const write of writes) {
        if (write.kind === 'delete') cost.deletes += 1;
        else cost.writes += 1;
      }
      return CommitResponse.fromObject({
        commit_time: timestampToProto(result.commitTime),
        write_results: result.writeResults.map((outcome) => ({
          update_time: outcome.updateTime ? timestampToProto(outcome.updateTime) : undefined,
          transform_results: outcome.transformResults.map(valueToProto),
        })),
      });
    } finally {
      if (transaction) this.transactions.end(transaction);
    }
  }

  rollback(request: RollbackRequest): Empty {
    if (!this.transactions.end(request.transaction)) this.transactions.get(request.transaction); // throws the "expired" error
    return new Empty();
  }

  runQuery(request: RunQueryRequest, cost: Cost = noCost()): RunQueryResponse[] {
    if (request.has_explain_options) removed('Query explain');
    const query = this.#query(request.parent, request.structured_query);
    const { transaction, started } = this.#readTransaction(parseName(request.parent).database, request);
    const documents = runQuery(this.store, query);
    if (transaction) this.transactions.recordQuery(transaction, query, documents);
    // A query is billed a read per document returned, and one when it returns none.
    cost.reads += Math.max(1, documents.length);
    const readTime = timestamp(this.store.clock.now());
    const responses = documents.map((document) => new RunQueryResponse({ document: documentToProto(document, query.select), read_time: readTime }));
    responses.push(new RunQueryResponse({ read_time: readTime, done: true }));
    if (started) (responses[0] as RunQueryResponse).transaction = started;
    return responses;
  }

  runAggregationQuery(request: RunAggregationQueryRequest, cost: Cost = noCost()): RunAggregationQueryResponse[] {
    if (request.has_explain_options) removed('Query explain');
    const query = this.#query(request.parent, request.structured_aggregation_query.structured_query);
    const aggregations = request.structured_aggregation_query.aggregations.map(aggregationFromProto);
    const { transaction, started } = this.#readTransaction(parseName(request.parent).database, request);
    const documents = runQuery(this.store, query);
    if (transaction) this.transactions.recordQuery(transaction, query, documents);
    // count() is billed one read per batch of up to 1,000 index entries it counts, at least one.
    cost.reads += Math.max(1, Math.ceil(documents.length / 1000));
    const response = new RunAggregationQueryResponse({
      result: AggregationResult.fromObject({
        aggregate_fields: Object.fromEntries(Object.entries(aggregate(documents, aggregations)).map(([alias, value]) => [alias, valueToProto(value)])),
      }),
      read_time: timestamp(this.store.clock.now()),
    });
    if (started) response.transaction = started;
    return [response];
  }

  /** `listDocuments()` of a collection (the account deletion lists a parent's subcollections). */
  listDocuments(request: ListDocumentsRequest, cost: Cost = noCost()): ListDocumentsResponse {
    parseName(request.parent);
    if (!request.collection_id) removed('Listing the documents of every collection at once');
    if (request.has_read_time || request.has_transaction) removed('Listing documents in a transaction or at a past time');
    const entries = this.store.listDocuments(`${request.parent}/${request.collection_id}`, request.show_missing);
    const start = request.page_token ? entries.findIndex((entry) => compareNames(entry.name, request.page_token) > 0) : 0;
    const from = start < 0 ? entries.length : start;
    const size = request.page_size > 0 ? request.page_size : entries.length;
    const page = entries.slice(from, from + size);
    const more = from + size < entries.length;
    cost.reads += Math.max(1, page.length);
    const mask = request.has_mask ? maskPaths(request.mask) : undefined;
    return new ListDocumentsResponse({
      documents: page.map((entry) => ('missing' in entry ? new ProtoDocument({ name: entry.name }) : documentToProto(entry, mask))),
      next_page_token: more ? (page[page.length - 1]?.name ?? '') : '',
    });
  }
}

/** The RPCs firebase-admin can send that this product never does, with what uses them. */
const REMOVED_METHODS: Record<string, string> = {
  GetDocument: 'GetDocument (other SDKs; firebase-admin reads with BatchGetDocuments)',
  CreateDocument: 'CreateDocument (other SDKs; firebase-admin writes with Commit)',
  UpdateDocument: 'UpdateDocument (other SDKs; firebase-admin writes with Commit)',
  DeleteDocument: 'DeleteDocument (other SDKs; firebase-admin writes with Commit)',
  ListCollectionIds: 'listCollections() (ListCollectionIds)',
  BatchWrite: 'BulkWriter and recursiveDelete (BatchWrite)',
  PartitionQuery: 'Query partitions (PartitionQuery)',
  Listen: 'onSnapshot() listeners (Listen)',
  Write: 'The streaming Write protocol of the mobile and web SDKs',
};

/**
 * The handlers, one per method of `google.firestore.v1.Firestore` this product uses; the others
 * answer UNIMPLEMENTED with what was removed. Methods missing from the service definition are
 * answered UNIMPLEMENTED by grpc-js itself.
 *
 * (Not `extends UnimplementedFirestoreService`: @firestore-emulator/proto carries its own copy of
 * @grpc/grpc-js, whose call types do not unify with ours, so the class is registered structurally.)
 */
export class FirestoreService {
  #backend: FirestoreBackend;
  #metrics: Metrics;

  constructor(backend: FirestoreBackend, metrics: Metrics) {
    this.#backend = backend;
    this.#metrics = metrics;
    for (const [method, feature] of Object.entries(REMOVED_METHODS)) {
      (this as unknown as Record<string, unknown>)[method] = (call: { emit(event: 'error', error: unknown): void }, callback?: sendUnaryData<never>) => {
        let error: Partial<ServiceError>;
        try {
          removed(feature);
        } catch (failure) {
          error = toServiceError(failure);
        }
        if (callback) callback(error!, null);
        else call.emit('error', error!);
      };
    }
  }

  ListDocuments(call: ServerUnaryCall<ListDocumentsRequest, ListDocumentsResponse>, callback: sendUnaryData<ListDocumentsResponse>): void {
    unary(this.#metrics, 'ListDocuments', callback, (cost) => this.#backend.listDocuments(call.request, cost));
  }
  BatchGetDocuments(call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>): void {
    serverStream(this.#metrics, 'BatchGetDocuments', call, (cost) => this.#backend.batchGetDocuments(call.request, cost));
  }
  BeginTransaction(call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>, callback: sendUnaryData<BeginTransactionResponse>): void {
    unary(this.#metrics, 'BeginTransaction', callback, () => this.#backend.beginTransaction(call.request));
  }
  Commit(call: ServerUnaryCall<CommitRequest, CommitResponse>, callback: sendUnaryData<CommitResponse>): void {
    unary(this.#metrics, 'Commit', callback, (cost) => this.#backend.commit(call.request, cost));
  }
  Rollback(call: ServerUnaryCall<RollbackRequest, Empty>, callback: sendUnaryData<Empty>): void {
    unary(this.#metrics, 'Rollback', callback, () => this.#backend.rollback(call.request));
  }
  RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    serverStream(this.#metrics, 'RunQuery', call, (cost) => this.#backend.runQuery(call.request, cost));
  }
  RunAggregationQuery(call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>): void {
    serverStream(this.#metrics, 'RunAggregationQuery', call, (cost) => this.#backend.runAggregationQuery(call.request, cost));
  }
}

export interface FirestoreServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  store?: DocumentStore;
  indexes?: IndexRegistry;
  metrics?: Metrics;
}

export interface RunningFirestoreServer {
  host: string;
  port: number;
  store: DocumentStore;
  transactions: TransactionManager;
  indexes: IndexRegistry;
  metrics: Metrics;
  stop(): Promise<void>;
}

/** Starts the gRPC server; resolves once it is listening. */
export async function startFirestoreServer(options: FirestoreServerOptions): Promise<RunningFirestoreServer> {
  const store = options.store ?? new DocumentStore();
  const transactions = new TransactionManager();
  const indexes = options.indexes ?? new IndexRegistry();
  const metrics = options.metrics ?? new Metrics();
  const host = options.host ?? '127.0.0.1';
  // Firestore takes API requests of at most 10 MiB ("Usage and limits"); answers may be larger.
  const server = new Server({ 'grpc.max_receive_message_length': LIMITS.requestBytes, 'grpc.max_send_message_length': 64 * 1024 * 1024 });
  server.addService(
    UnimplementedFirestoreService.definition as unknown as ServiceDefinition,
    new FirestoreService(new FirestoreBackend(store, transactions, indexes), metrics) as unknown as UntypedServiceImplementation,
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${options.port}`, ServerCredentials.createInsecure(), (error, boundPort) => (error ? reject(error) : resolve(boundPort)));
  });
  return {
    host,
    port,
    store,
    transactions,
    indexes,
    metrics,
    stop: () =>
      new Promise<void>((resolve) => {
        // Listen streams never end on their own: give calls a moment, then cut them.
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 1000);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
