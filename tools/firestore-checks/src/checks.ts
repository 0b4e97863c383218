/**
 * A gRPC pass-through in front of Google's Firestore emulator that refuses what production refuses
 * and the emulator lets through (README.md), records each RPC as Firestore bills it and can delay
 * each by an injected latency (the bench). Every method of Firestore v1 is forwarded as raw bytes
 * with its metadata, deadline, status and trailers; only what a check or a count needs is decoded.
 */
import { statSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Client, Metadata, Server, ServerCredentials, credentials, status as Status } from '@grpc/grpc-js';
import type {
  ServerDuplexStream,
  ServerUnaryCall,
  ServerWritableStream,
  ServiceDefinition,
  StatusObject,
  UntypedServiceImplementation,
  sendUnaryData,
} from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { missingIndex, parseIndexConfig, type IndexConfig, type StructuredQuery } from './indexes.js';

const root = protobuf.Root.fromJSON(createRequire(import.meta.url)('@google-cloud/firestore/build/protos/v1.json'));
const service = root.lookupService('google.firestore.v1.Firestore');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- decoded protobuf messages, read field by field
type Decoded = any;
function decode(typeName: string, bytes: Uint8Array): Decoded {
  const type = root.lookupType(`google.firestore.v1.${typeName}`);
  return type.toObject(type.decode(bytes), { enums: String, longs: String });
}
/** The top-level field numbers of a message, without decoding what they hold. */
function fieldNumbers(bytes: Uint8Array): number[] {
  const reader = protobuf.Reader.create(bytes);
  const numbers: number[] = [];
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    numbers.push(tag >>> 3);
    reader.skipType(tag & 7);
  }
  return numbers;
}

/**
 * "Quotas and limits", https://cloud.google.com/firestore/quotas ("Writes and transactions"):
 * "Maximum number of field transformations that can be performed on a single document in a Commit
 * operation or in a transaction: 500".
 */
export const MAX_TRANSFORMS_PER_DOCUMENT = 500;
const raw = (bytes: Buffer) => bytes;
/** Google's emulator decides what is too large, as it would without the checks. */
const UNLIMITED = { 'grpc.max_receive_message_length': -1, 'grpc.max_send_message_length': -1 };

export interface RpcRecord {
  method: string;
  /** ms since the metrics were reset: when the request arrived and when its status left. */
  start: number;
  end: number;
  reads: number;
  writes: number;
  deletes: number;
}
type Cost = Pick<RpcRecord, 'reads' | 'writes' | 'deletes'>;
/** What a request costs if it succeeds, and why it is refused, if it is. */
interface Inspection {
  refusal?: string;
  onSuccess?: Cost;
  countAliases?: string[];
}

export interface ChecksOptions {
  /** host:port of Google's emulator. */
  target: string;
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** firestore.indexes.json (read again when it changes), or a configuration; without it no query is checked. */
  indexes?: string | IndexConfig;
  /** Keep a record of every RPC (the bench). */
  metrics?: boolean;
}

export class FirestoreChecks {
  /** Injected per RPC: half before it is forwarded, the rest before it is answered. Unary and server-streaming calls only. */
  latencyMs = 0;
  #records: RpcRecord[] = [];
  #origin = performance.now();
  #indexes: { path?: string; mtimeMs?: number; checkedAt?: number; config?: IndexConfig };
  readonly #server = new Server(UNLIMITED);
  readonly #client: Client;
  host = '';

  constructor(readonly options: ChecksOptions) {
    this.#client = new Client(options.target, credentials.createInsecure(), UNLIMITED);
    this.#indexes = typeof options.indexes === 'string' ? { path: options.indexes } : { config: options.indexes };
    const definition: Record<string, ServiceDefinition[string]> = {};
    const handlers: UntypedServiceImplementation = {};
    for (const { name, requestStream, responseStream } of Object.values(service.methods)) {
      const path = `/google.firestore.v1.Firestore/${name}`;
      const [requestSerialize, requestDeserialize, responseSerialize, responseDeserialize] = [raw, raw, raw, raw];
      definition[name] = {
        path,
        requestStream: Boolean(requestStream),
        responseStream: Boolean(responseStream),
        requestSerialize,
        requestDeserialize,
        responseSerialize,
        responseDeserialize,
      };
      const streamHandler = (call: ServerWritableStream<Buffer, Buffer> | ServerDuplexStream<Buffer, Buffer>) =>
        this.#relay(
          name,
          path,
          call,
          (message) => call.write(message),
          (status) => (status.code === Status.OK ? call.end(status.metadata) : call.emit('error', status)),
        );
      const unaryHandler = (call: ServerUnaryCall<Buffer, Buffer>, callback: sendUnaryData<Buffer>) => {
        let reply: Buffer | undefined;
        this.#relay(
          name,
          path,
          call,
          (message) => (reply = message),
          (status) => callback(status.code === Status.OK ? null : status, reply, status.metadata),
        );
      };
      handlers[name] = responseStream ? streamHandler : unaryHandler;
    }
    this.#server.addService(definition, handlers);
  }

  async listen(): Promise<this> {
    const host = this.options.host ?? '127.0.0.1';
    const port = await new Promise<number>((resolve, reject) =>
      this.#server.bindAsync(`${host}:${this.options.port ?? 0}`, ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    this.host = `${host}:${port}`;
    return this;
  }

  rpcs(): RpcRecord[] {
    return [...this.#records];
  }

  resetMetrics(): void {
    this.#records = [];
    this.#origin = performance.now();
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => this.#server.forceShutdown(), 2000);
      this.#server.tryShutdown(() => resolve(clearTimeout(force)));
    });
    this.#client.close();
  }

  #indexConfig(): IndexConfig | undefined {
    const source = this.#indexes;
    if (source.path && Date.now() - (source.checkedAt ?? 0) > 1000) {
      source.checkedAt = Date.now();
      const { mtimeMs } = statSync(source.path);
      if (mtimeMs !== source.mtimeMs) Object.assign(source, { mtimeMs, config: parseIndexConfig(JSON.parse(readFileSync(source.path, 'utf8'))) });
    }
    return source.config;
  }

  #inspect(method: string, request: Buffer): Inspection {
    if (method === 'RunQuery' || method === 'RunAggregationQuery') {
      const config = this.#indexConfig();
      if (!config && !(method === 'RunAggregationQuery' && this.options.metrics)) return {};
      const decoded = decode(`${method}Request`, request);
      const query: StructuredQuery | undefined = decoded.structuredQuery ?? decoded.structuredAggregationQuery?.structuredQuery;
      const aggregations: Array<{ alias?: string; count?: object }> = decoded.structuredAggregationQuery?.aggregations ?? [];
      return {
        refusal: config && query ? missingIndex(query, config) : undefined,
        countAliases: aggregations.filter((aggregation) => aggregation.count).map((aggregation) => aggregation.alias ?? ''),
      };
    }
    if (method !== 'Commit' && !(method === 'BatchWrite' && this.options.metrics)) return {};
    const writes: Decoded[] = decode(`${method}Request`, request).writes ?? [];
    const transforms = new Map<string, number>();
    const onSuccess = { reads: 0, writes: 0, deletes: 0 };
    for (const write of writes) {
      if (write.delete) onSuccess.deletes += 1;
      else onSuccess.writes += 1;
      const name: string = write.update?.name ?? write.delete ?? write.transform?.document ?? '';
      transforms.set(name, (transforms.get(name) ?? 0) + (write.updateTransforms?.length ?? 0) + (write.transform?.fieldTransforms?.length ?? 0));
    }
    const [name, count] = [...transforms].find(([, count]) => count > MAX_TRANSFORMS_PER_DOCUMENT) ?? [];
    const refusal =
      method === 'Commit' && name
        ? `A document can take at most ${MAX_TRANSFORMS_PER_DOCUMENT} field transformations in a commit; ${name} has ${count}. Production Firestore refuses this commit too.`
        : undefined;
    return { refusal, onSuccess };
  }

  /** Bills one answer message as Firestore does (https://firebase.google.com/docs/firestore/pricing). */
  #bill(method: string, message: Buffer, cost: Cost, inspection: Inspection): void {
    if (method === 'RunQuery' && fieldNumbers(message).includes(1)) cost.reads += 1;
    else if (method === 'BatchGetDocuments' && fieldNumbers(message).some((field) => field === 1 || field === 2)) cost.reads += 1;
    else if (method === 'ListDocuments') cost.reads += Math.max(1, fieldNumbers(message).filter((field) => field === 1).length);
    else if (method === 'GetDocument') cost.reads += 1;
    else if (method === 'RunAggregationQuery') {
      const fields = decode('RunAggregationQueryResponse', message).result?.aggregateFields;
      // a read per 1,000 index entries counted, at least one
      if (fields) cost.reads += Math.max(1, ...(inspection.countAliases ?? []).map((alias) => Math.ceil(Number(fields[alias]?.integerValue ?? 0) / 1000)));
    }
  }

  #relay(
    method: string,
    path: string,
    call: ServerUnaryCall<Buffer, Buffer> | ServerWritableStream<Buffer, Buffer> | ServerDuplexStream<Buffer, Buffer>,
    send: (message: Buffer) => void,
    finish: (status: StatusObject) => void,
  ): void {
    const arrived = performance.now();
    const request = 'request' in call ? call.request : undefined;
    const events = call as NodeJS.EventEmitter;
    const latency = request ? this.latencyMs : 0;
    const answered = latency > 0 ? new Promise((resolve) => setTimeout(resolve, latency)) : undefined;
    const answer = (action: () => void) => (answered ? void answered.then(action) : action());
    const cost: Cost = { reads: 0, writes: 0, deletes: 0 };
    let inspection: Inspection = {};
    try {
      if (request) inspection = this.#inspect(method, request);
    } catch {
      // a request that does not decode is Google's emulator's to refuse
    }
    const end = (status: StatusObject) =>
      answer(() => {
        if (status.code === Status.OK && inspection.onSuccess) Object.assign(cost, inspection.onSuccess);
        if (status.code === Status.OK && method === 'RunQuery' && cost.reads === 0) cost.reads = 1; // an empty result costs a read
        finish(status);
        if (!this.options.metrics) return;
        if (this.#records.length >= 100_000) this.#records.shift();
        this.#records.push({ method, start: arrived - this.#origin, end: performance.now() - this.#origin, ...cost });
      });
    if (inspection.refusal) {
      const code = method === 'Commit' ? Status.INVALID_ARGUMENT : Status.FAILED_PRECONDITION;
      // headers first: google-gax retries a stream that fails before any as a broken connection
      call.sendMetadata(new Metadata());
      return end({ code, details: inspection.refusal, metadata: new Metadata() });
    }
    const forward = () => {
      const options = { deadline: call.getDeadline() };
      let unaryAnswer: Buffer | undefined;
      const metadata = call.metadata.clone();
      const duplex = request ? undefined : this.#client.makeBidiStreamRequest(path, raw, raw, metadata, options);
      const upstream =
        duplex ??
        ('write' in call
          ? this.#client.makeServerStreamRequest(path, raw, raw, request as Buffer, metadata, options)
          : this.#client.makeUnaryRequest(path, raw, raw, request as Buffer, metadata, options, (_error, message) => (unaryAnswer = message)));
      events.on('cancelled', () => upstream.cancel());
      upstream.on('metadata', (headers: Metadata) => answer(() => call.sendMetadata(headers)));
      upstream.on('data', (message: Buffer) => {
        if (this.options.metrics) this.#bill(method, message, cost, inspection);
        answer(() => send(message));
      });
      upstream.on('error', () => undefined); // its status follows
      upstream.on('status', (status: StatusObject) => {
        if (unaryAnswer) {
          if (this.options.metrics) this.#bill(method, unaryAnswer, cost, inspection);
          send(unaryAnswer);
        }
        end(status);
      });
      if (duplex) {
        events.on('data', (message: Buffer) => duplex.write(message));
        events.on('end', () => duplex.end());
      }
    };
    if (latency > 0) setTimeout(forward, latency / 2);
    else forward();
  }
}

export async function startChecks(options: ChecksOptions): Promise<FirestoreChecks> {
  return new FirestoreChecks(options).listen();
}
