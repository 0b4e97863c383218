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
 */
import {
  Server,
  ServerCredentials,
  type sendUnaryData,
  type ServerDuplexStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  type ServiceError,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { Document as ProtoDocument } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import { AggregationResult } from '@firestore-emulator/proto/dist/google/firestore/v1/aggregation_result.js';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import {
  BatchGetDocumentsResponse,
  BatchWriteResponse,
  BeginTransactionResponse,
  CommitResponse,
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  PartitionQueryResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
  UnimplementedFirestoreService,
  type BatchGetDocumentsRequest,
  type BatchWriteRequest,
  type BeginTransactionRequest,
  type CommitRequest,
  type CreateDocumentRequest,
  type DeleteDocumentRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListDocumentsRequest,
  type ListenRequest,
  type ListenResponse,
  type PartitionQueryRequest,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
  type UpdateDocumentRequest,
  type WriteRequest,
  type WriteResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { WriteResult } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
import { Status as RpcStatus } from '@firestore-emulator/proto/dist/google/rpc/status.js';
import { randomBytes } from 'node:crypto';
import { FirestoreError, Status } from './errors.js';
import { ListenSession } from './listen.js';
import { compareNames, parseDocumentName, parseName } from './paths.js';
import {
  aggregationFromProto,
  documentToProto,
  fieldsFromProto,
  maskPaths,
  preconditionFromProto,
  queryFromProto,
  timestampToProto,
  valueToProto,
  writeFromProto,
} from './protocol.js';
import { aggregate, runQuery } from './query.js';
import { DocumentStore, type CommitResult, type WriteOp } from './store.js';
import { TransactionManager, type Transaction } from './transactions.js';
import type { Fields } from './values.js';

function toServiceError(error: unknown): Partial<ServiceError> {
  if (error instanceof FirestoreError) return Object.assign(new Error(error.message), { code: error.code, details: error.message });
  console.error('[firestore] internal error:', error);
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { code: Status.INTERNAL, details: `Internal emulator error: ${message}` });
}

function unary<T>(callback: sendUnaryData<T>, run: () => T): void {
  let response: T;
  try {
    response = run();
  } catch (error) {
    callback(toServiceError(error), null);
    return;
  }
  callback(null, response);
}

function serverStream<Request, Response>(call: ServerWritableStream<Request, Response>, run: () => Response[]): void {
  let responses: Response[];
  try {
    responses = run();
  } catch (error) {
    call.emit('error', toServiceError(error));
    return;
  }
  for (const response of responses) call.write(response);
  call.end();
}

function unimplemented(method: string): FirestoreError {
  return new FirestoreError(Status.UNIMPLEMENTED, `${method} is not implemented by this emulator`);
}

const timestamp = (text: string) => Timestamp.fromObject(timestampToProto(text));

/** The request handlers, free of gRPC plumbing. */
export class FirestoreBackend {
  constructor(
    readonly store: DocumentStore,
    readonly transactions: TransactionManager,
  ) {}

  /** The transaction a read runs in: an existing one, a new one (returned as `started`), or none. */
  #readTransaction(
    database: string,
    request: { consistency_selector: string; transaction: Uint8Array; new_transaction?: TransactionOptions },
  ): { transaction?: Transaction; started?: Buffer } {
    if (request.consistency_selector === 'transaction') return { transaction: this.transactions.get(request.transaction, database) };
    if (request.consistency_selector === 'new_transaction' && request.new_transaction) {
      const started = this.transactions.begin(database, { readOnly: request.new_transaction.mode === 'read_only' });
      return { transaction: this.transactions.get(started), started };
    }
    // read_time (point-in-time reads) is served from the current data: there is no version history.
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

  batchGetDocuments(request: BatchGetDocumentsRequest): BatchGetDocumentsResponse[] {
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
    if (started && responses.length === 0) responses.push(new BatchGetDocumentsResponse({ transaction: started, read_time: readTime }));
    return responses;
  }

  beginTransaction(request: BeginTransactionRequest): BeginTransactionResponse {
    const readOnly = request.has_options && request.options.mode === 'read_only';
    return new BeginTransactionResponse({ transaction: this.transactions.begin(request.database, { readOnly }) });
  }

  commit(request: CommitRequest): CommitResponse {
    const writes = request.writes.map(writeFromProto);
    let transaction: Transaction | undefined;
    if (request.transaction.length > 0) {
      transaction = this.transactions.get(request.transaction, request.database);
      if (transaction.readOnly && writes.length > 0) {
        this.transactions.end(transaction);
        throw new FirestoreError(Status.INVALID_ARGUMENT, 'Cannot modify entities in a read-only transaction.');
      }
    }
    try {
      const result = this.#commit(request.database, writes, transaction);
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

  runQuery(request: RunQueryRequest): RunQueryResponse[] {
    if (request.has_explain_options) throw unimplemented('Query explain');
    const query = queryFromProto(request.parent, request.structured_query);
    const { transaction, started } = this.#readTransaction(parseName(request.parent).database, request);
    const documents = runQuery(this.store, query);
    if (transaction) this.transactions.recordQuery(transaction, query, documents);
    const readTime = timestamp(this.store.clock.now());
    const responses = documents.map((document) => new RunQueryResponse({ document: documentToProto(document, query.select), read_time: readTime }));
    responses.push(new RunQueryResponse({ read_time: readTime, done: true }));
    if (started) (responses[0] as RunQueryResponse).transaction = started;
    return responses;
  }

  runAggregationQuery(request: RunAggregationQueryRequest): RunAggregationQueryResponse[] {
    if (request.has_explain_options) throw unimplemented('Aggregation query explain');
    const query = queryFromProto(request.parent, request.structured_aggregation_query.structured_query);
    const aggregations = request.structured_aggregation_query.aggregations.map(aggregationFromProto);
    const { transaction, started } = this.#readTransaction(parseName(request.parent).database, request);
    const documents = runQuery(this.store, query);
    if (transaction) this.transactions.recordQuery(transaction, query, documents);
    const response = new RunAggregationQueryResponse({
      result: AggregationResult.fromObject({
        aggregate_fields: Object.fromEntries(Object.entries(aggregate(documents, aggregations)).map(([alias, value]) => [alias, valueToProto(value)])),
      }),
      read_time: timestamp(this.store.clock.now()),
    });
    if (started) response.transaction = started;
    return [response];
  }

  getDocument(request: GetDocumentRequest): ProtoDocument {
    parseDocumentName(request.name);
    const database = parseName(request.name).database;
    const transaction = request.consistency_selector === 'transaction' ? this.transactions.get(request.transaction, database) : undefined;
    const document = this.store.get(request.name);
    if (transaction) this.transactions.recordDocument(transaction, request.name, document?.updateTime);
    if (!document) throw new FirestoreError(Status.NOT_FOUND, `Document not found: ${request.name}`);
    return documentToProto(document, request.has_mask ? maskPaths(request.mask) : undefined);
  }

  listDocuments(request: ListDocumentsRequest): ListDocumentsResponse {
    parseName(request.parent);
    const collection = request.collection_id ? `${request.parent}/${request.collection_id}` : undefined;
    const mask = request.has_mask ? maskPaths(request.mask) : undefined;
    const entries = collection
      ? this.store.listDocuments(collection, request.show_missing)
      : // No collection ID: the documents of every collection directly under the parent.
        this.store.collectionIds(request.parent).flatMap((id) => this.store.listDocuments(`${request.parent}/${id}`, request.show_missing));
    const start = request.page_token ? entries.findIndex((entry) => compareNames(entry.name, request.page_token) > 0) : 0;
    const from = start < 0 ? entries.length : start;
    const size = request.page_size > 0 ? request.page_size : entries.length;
    const page = entries.slice(from, from + size);
    const more = from + size < entries.length;
    return new ListDocumentsResponse({
      documents: page.map((entry) => ('missing' in entry ? new ProtoDocument({ name: entry.name }) : documentToProto(entry, mask))),
      next_page_token: more ? (page[page.length - 1]?.name ?? '') : '',
    });
  }

  listCollectionIds(request: ListCollectionIdsRequest): ListCollectionIdsResponse {
    parseName(request.parent);
    const ids = this.store.collectionIds(request.parent).filter((id) => !request.page_token || id > request.page_token);
    const size = request.page_size > 0 ? request.page_size : ids.length;
    const page = ids.slice(0, size);
    return new ListCollectionIdsResponse({ collection_ids: page, next_page_token: ids.length > size ? (page[page.length - 1] ?? '') : '' });
  }

  /** BulkWriter's RPC: every write on its own (not atomic), one status per write. */
  batchWrite(request: BatchWriteRequest): BatchWriteResponse {
    const results: WriteResult[] = [];
    const statuses: RpcStatus[] = [];
    for (const proto of request.writes) {
      try {
        const outcome = this.#commit(request.database, [writeFromProto(proto)]).writeResults[0];
        results.push(new WriteResult({ update_time: timestamp(outcome?.updateTime ?? this.store.clock.now()) }));
        statuses.push(new RpcStatus({ code: Status.OK }));
      } catch (error) {
        const { code, details } = toServiceError(error);
        results.push(new WriteResult());
        statuses.push(new RpcStatus({ code: code ?? Status.INTERNAL, message: details ?? 'write failed' }));
      }
    }
    return new BatchWriteResponse({ write_results: results, status: statuses });
  }

  createDocument(request: CreateDocumentRequest): ProtoDocument {
    const name = `${request.parent}/${request.collection_id}/${request.document_id || autoId()}`;
    this.store.commit([{ kind: 'update', name, fields: fieldsFromProto(request.document.fields), transforms: [], precondition: { exists: false } }]);
    return this.getDocumentOrThrow(name, request.has_mask ? maskPaths(request.mask) : undefined);
  }

  updateDocument(request: UpdateDocumentRequest): ProtoDocument {
    const name = request.document.name;
    const fields: Fields = fieldsFromProto(request.document.fields);
    const write: WriteOp = { kind: 'update', name, fields, transforms: [] };
    if (request.has_update_mask) write.mask = maskPaths(request.update_mask);
    if (request.has_current_document) {
      const precondition = preconditionFromProto(request.current_document);
      if (precondition) write.precondition = precondition;
    }
    this.store.commit([write]);
    return this.getDocumentOrThrow(name, request.has_mask ? maskPaths(request.mask) : undefined);
  }

  deleteDocument(request: DeleteDocumentRequest): Empty {
    const write: WriteOp = { kind: 'delete', name: request.name };
    if (request.has_current_document) {
      const precondition = preconditionFromProto(request.current_document);
      if (precondition) write.precondition = precondition;
    }
    this.store.commit([write]);
    return new Empty();
  }

  getDocumentOrThrow(name: string, mask?: string[][]): ProtoDocument {
    const document = this.store.get(name);
    if (!document) throw new FirestoreError(Status.NOT_FOUND, `Document not found: ${name}`);
    return documentToProto(document, mask);
  }
}

/** A 20-character ID like the SDKs generate. */
function autoId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The handlers, one per method of `google.firestore.v1.Firestore`. Methods missing from the
 * service definition are answered UNIMPLEMENTED by grpc-js itself.
 *
 * (Not `extends UnimplementedFirestoreService`: @firestore-emulator/proto carries its own copy of
 * @grpc/grpc-js, whose call types do not unify with ours, so the class is registered structurally.)
 */
export class FirestoreService {
  #backend: FirestoreBackend;

  constructor(backend: FirestoreBackend) {
    this.#backend = backend;
  }

  GetDocument(call: ServerUnaryCall<GetDocumentRequest, ProtoDocument>, callback: sendUnaryData<ProtoDocument>): void {
    unary(callback, () => this.#backend.getDocument(call.request));
  }
  ListDocuments(call: ServerUnaryCall<ListDocumentsRequest, ListDocumentsResponse>, callback: sendUnaryData<ListDocumentsResponse>): void {
    unary(callback, () => this.#backend.listDocuments(call.request));
  }
  UpdateDocument(call: ServerUnaryCall<UpdateDocumentRequest, ProtoDocument>, callback: sendUnaryData<ProtoDocument>): void {
    unary(callback, () => this.#backend.updateDocument(call.request));
  }
  DeleteDocument(call: ServerUnaryCall<DeleteDocumentRequest, Empty>, callback: sendUnaryData<Empty>): void {
    unary(callback, () => this.#backend.deleteDocument(call.request));
  }
  BatchGetDocuments(call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>): void {
    serverStream(call, () => this.#backend.batchGetDocuments(call.request));
  }
  BeginTransaction(call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>, callback: sendUnaryData<BeginTransactionResponse>): void {
    unary(callback, () => this.#backend.beginTransaction(call.request));
  }
  Commit(call: ServerUnaryCall<CommitRequest, CommitResponse>, callback: sendUnaryData<CommitResponse>): void {
    unary(callback, () => this.#backend.commit(call.request));
  }
  Rollback(call: ServerUnaryCall<RollbackRequest, Empty>, callback: sendUnaryData<Empty>): void {
    unary(callback, () => this.#backend.rollback(call.request));
  }
  RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    serverStream(call, () => this.#backend.runQuery(call.request));
  }
  RunAggregationQuery(call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>): void {
    serverStream(call, () => this.#backend.runAggregationQuery(call.request));
  }
  PartitionQuery(_call: ServerUnaryCall<PartitionQueryRequest, PartitionQueryResponse>, callback: sendUnaryData<PartitionQueryResponse>): void {
    // No partitions means "one partition: the whole query", which is always a valid answer.
    unary(callback, () => new PartitionQueryResponse({ partitions: [] }));
  }
  Write(call: ServerDuplexStream<WriteRequest, WriteResponse>): void {
    // The streaming write protocol is only used by the mobile/web SDKs, which cannot reach a gRPC-only server anyway.
    call.emit('error', toServiceError(unimplemented('Write (streaming writes)')));
  }
  Listen(call: ServerDuplexStream<ListenRequest, ListenResponse>): void {
    const session = new ListenSession(this.#backend.store, (response) => {
      if (!call.writableEnded && !call.destroyed) call.write(response);
    });
    call.on('data', (request: ListenRequest) => {
      try {
        session.handle(request);
      } catch (error) {
        session.close();
        call.emit('error', toServiceError(error));
      }
    });
    const close = () => session.close();
    call.on('end', () => {
      close();
      if (!call.writableEnded) call.end();
    });
    call.on('cancelled', close);
    call.on('error', close);
    call.on('close', close);
  }
  ListCollectionIds(call: ServerUnaryCall<ListCollectionIdsRequest, ListCollectionIdsResponse>, callback: sendUnaryData<ListCollectionIdsResponse>): void {
    unary(callback, () => this.#backend.listCollectionIds(call.request));
  }
  BatchWrite(call: ServerUnaryCall<BatchWriteRequest, BatchWriteResponse>, callback: sendUnaryData<BatchWriteResponse>): void {
    unary(callback, () => this.#backend.batchWrite(call.request));
  }
  CreateDocument(call: ServerUnaryCall<CreateDocumentRequest, ProtoDocument>, callback: sendUnaryData<ProtoDocument>): void {
    unary(callback, () => this.#backend.createDocument(call.request));
  }
}

export interface FirestoreServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  store?: DocumentStore;
}

export interface RunningFirestoreServer {
  host: string;
  port: number;
  store: DocumentStore;
  transactions: TransactionManager;
  stop(): Promise<void>;
}

/** Starts the gRPC server; resolves once it is listening. */
export async function startFirestoreServer(options: FirestoreServerOptions): Promise<RunningFirestoreServer> {
  const store = options.store ?? new DocumentStore();
  const transactions = new TransactionManager();
  const host = options.host ?? '127.0.0.1';
  const server = new Server({ 'grpc.max_receive_message_length': 64 * 1024 * 1024, 'grpc.max_send_message_length': 64 * 1024 * 1024 });
  server.addService(
    UnimplementedFirestoreService.definition as unknown as ServiceDefinition,
    new FirestoreService(new FirestoreBackend(store, transactions)) as unknown as UntypedServiceImplementation,
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${options.port}`, ServerCredentials.createInsecure(), (error, boundPort) => (error ? reject(error) : resolve(boundPort)));
  });
  return {
    host,
    port,
    store,
    transactions,
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
