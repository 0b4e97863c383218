import { Client, credentials, type ServiceError } from '@grpc/grpc-js';
import {
  BatchGetDocumentsRequest,
  BeginTransactionRequest,
  BeginTransactionResponse,
  CommitRequest,
  CommitResponse,
  GetDocumentRequest,
  RollbackRequest,
  RunQueryRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { StructuredQueryCompositeFilterOperator } from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreServer, type RunningFirestoreServer } from './server.js';

const DATABASE = 'projects/p/databases/(default)';

let server: RunningFirestoreServer;
let client: Client;

beforeAll(async () => {
  server = await startFirestoreServer({ port: 0 });
  client = new Client(`127.0.0.1:${server.port}`, credentials.createInsecure());
});

afterAll(async () => {
  client.close();
  await server.stop();
});

/** A raw unary call, so the test controls exactly what goes on the wire. */
function call(method: string, request: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (bytes: Uint8Array) => Buffer.from(bytes),
      (bytes: Buffer) => bytes,
      request,
      (error: ServiceError | null, response?: Buffer) => (error ? reject(error) : resolve(response as Buffer)),
    );
  });
}

/** A raw server-streaming call; resolves with every message once the stream ends. */
function stream(method: string, request: Uint8Array): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const messages: Buffer[] = [];
    const call = client.makeServerStreamRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (bytes: Uint8Array) => Buffer.from(bytes),
      (bytes: Buffer) => bytes,
      request,
    );
    call.on('data', (message: Buffer) => messages.push(message));
    call.on('error', reject);
    call.on('end', () => resolve(messages));
  });
}

async function statusOf(promise: Promise<unknown>): Promise<{ code: number; details: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, details } = error as ServiceError;
    return { code, details };
  }
  throw new Error('expected a gRPC error');
}

describe('gRPC service', () => {
  it('answers UNIMPLEMENTED for methods it does not serve, and keeps serving', async () => {
    expect((await statusOf(call('ExecutePipeline', new Uint8Array()))).code).toBe(12);
    const begin = BeginTransactionResponse.deserialize(await call('BeginTransaction', BeginTransactionRequest.fromObject({ database: DATABASE }).serialize()));
    expect(begin.transaction.length).toBeGreaterThan(0);
  });

  it('turns bad requests into INVALID_ARGUMENT instead of crashing', async () => {
    const bad = CommitRequest.fromObject({ database: DATABASE, writes: [{ update: { name: 'not/a/document/name', fields: {} } }] });
    expect(await statusOf(call('Commit', bad.serialize()))).toMatchObject({ code: 3 });
    expect((await statusOf(call('Commit', Uint8Array.from([0xff, 0xff, 0xff])))).code).toBeGreaterThan(0);
    const ok = CommitResponse.deserialize(
      await call(
        'Commit',
        CommitRequest.fromObject({ database: DATABASE, writes: [{ update: { name: `${DATABASE}/documents/c/d`, fields: {} } }] }).serialize(),
      ),
    );
    expect(ok.write_results).toHaveLength(1);
  });

  it('rejects unknown transactions with the retryable "expired" error, and ends committed ones', async () => {
    const unknown = CommitRequest.fromObject({ database: DATABASE, writes: [], transaction: Uint8Array.from([1, 2, 3]) });
    expect(await statusOf(call('Commit', unknown.serialize()))).toMatchObject({ code: 3, details: expect.stringMatching(/transaction has expired/) });

    const open = server.transactions.size;
    const { transaction } = BeginTransactionResponse.deserialize(
      await call('BeginTransaction', BeginTransactionRequest.fromObject({ database: DATABASE }).serialize()),
    );
    expect(server.transactions.size).toBe(open + 1);
    await call('Commit', CommitRequest.fromObject({ database: DATABASE, writes: [], transaction }).serialize());
    expect((await statusOf(call('Rollback', RollbackRequest.fromObject({ database: DATABASE, transaction }).serialize()))).code).toBe(3);
    expect(server.transactions.size).toBe(open);
  });

  it('answers UNIMPLEMENTED, naming what was removed, for features the product does not use', async () => {
    const readOnly = BeginTransactionRequest.fromObject({ database: DATABASE, options: { read_only: {} } });
    expect(await statusOf(call('BeginTransaction', readOnly.serialize()))).toMatchObject({
      code: 12,
      details: expect.stringMatching(/Read-only transactions/),
    });
    const get = GetDocumentRequest.fromObject({ name: `${DATABASE}/documents/c/d` });
    expect(await statusOf(call('GetDocument', get.serialize()))).toMatchObject({ code: 12, details: expect.stringMatching(/was removed/) });
    const orQuery = RunQueryRequest.fromObject({
      parent: `${DATABASE}/documents`,
      structured_query: {
        from: [{ collection_id: 'c' }],
        where: { composite_filter: { op: StructuredQueryCompositeFilterOperator.OR, filters: [] } },
      },
    });
    expect(await statusOf(stream('RunQuery', orQuery.serialize()))).toMatchObject({ code: 12, details: expect.stringMatching(/Filter\.or/) });
  });

  it('delays each RPC by the injected latency and records it with what it read and wrote', async () => {
    server.metrics.reset();
    server.metrics.latencyMs = 40;
    try {
      const started = performance.now();
      await call(
        'Commit',
        CommitRequest.fromObject({ database: DATABASE, writes: [{ update: { name: `${DATABASE}/documents/c/m`, fields: {} } }] }).serialize(),
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(38);
      const get = BatchGetDocumentsRequest.fromObject({ database: DATABASE, documents: [`${DATABASE}/documents/c/m`, `${DATABASE}/documents/c/none`] });
      await stream('BatchGetDocuments', get.serialize());
    } finally {
      server.metrics.latencyMs = 0;
    }
    const { rpcs } = server.metrics.snapshot();
    expect(rpcs.map(({ method, reads, writes }) => ({ method, reads, writes }))).toEqual([
      { method: 'Commit', reads: 0, writes: 1 },
      // a missing document costs a read as well
      { method: 'BatchGetDocuments', reads: 2, writes: 0 },
    ]);
    expect(rpcs[0]!.end - rpcs[0]!.start).toBeGreaterThanOrEqual(38);
    expect(rpcs[1]!.start).toBeGreaterThanOrEqual(rpcs[0]!.end - 1);
  });
});
