import { Client, credentials, type ServiceError } from '@grpc/grpc-js';
import {
  BeginTransactionRequest,
  BeginTransactionResponse,
  CommitRequest,
  CommitResponse,
  RollbackRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
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

  it('refuses writes in a read-only transaction', async () => {
    const { transaction } = BeginTransactionResponse.deserialize(
      await call('BeginTransaction', BeginTransactionRequest.fromObject({ database: DATABASE, options: { read_only: {} } }).serialize()),
    );
    const write = CommitRequest.fromObject({ database: DATABASE, transaction, writes: [{ update: { name: `${DATABASE}/documents/c/ro`, fields: {} } }] });
    expect((await statusOf(call('Commit', write.serialize()))).code).toBe(3);
    expect(server.store.get(`${DATABASE}/documents/c/ro`)).toBeUndefined();
  });
});
