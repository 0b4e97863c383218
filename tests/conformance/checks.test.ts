/**
 * What the bench reads from tools/firestore-checks: each RPC billed as Firestore bills it
 * (https://firebase.google.com/docs/firestore/pricing) and the injected latency; and that what the
 * checks do not refuse reaches Google's emulator and comes back unchanged. A checks instance of this
 * file's own, with metrics, in front of the suite's Google emulator.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { Client, Metadata, Server, ServerCredentials, credentials, status, type ServiceError, type StatusObject } from '@grpc/grpc-js';
import type { ServerDuplexStream, ServerUnaryCall, ServerWritableStream, sendUnaryData } from '@grpc/grpc-js';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startChecks, type FirestoreChecks } from '../../tools/firestore-checks/src/checks.js';

const PROJECT = 'demo-bebek-checks';
const RUN = inject('run');
let checks: FirestoreChecks;
let app: App;
let db: Firestore;

beforeAll(async () => {
  checks = await startChecks({ target: inject('googleFirestoreHost'), metrics: true });
  process.env.FIRESTORE_EMULATOR_HOST = checks.host;
  app = initializeApp({ projectId: PROJECT }, `checks-${RUN}`);
  db = getFirestore(app);
  await db.collection(`warm-${RUN}`).doc('up').get();
});
afterAll(async () => {
  if (app) await deleteApp(app);
  await checks?.stop();
});
beforeEach(() => {
  checks.latencyMs = 0;
  checks.resetMetrics();
});

const bill = (method: string) =>
  checks
    .rpcs()
    .filter((rpc) => rpc.method === method)
    .map(({ reads, writes, deletes }) => ({ reads, writes, deletes }));

describe('the bill', () => {
  it('a read per document returned or looked up (missing ones too), one for an empty query, a write or delete per document', async () => {
    const items = db.collection(`billed-${RUN}`);
    const batch = db.batch();
    for (const id of ['a', 'b', 'c']) batch.set(items.doc(id), { n: id });
    batch.delete(items.doc('gone'));
    await batch.commit();
    await db.getAll(items.doc('a'), items.doc('b'), items.doc('missing'));
    await items.where('n', 'in', ['a', 'b']).get();
    await items.where('n', '==', 'nothing').get();
    expect(bill('Commit')).toEqual([{ reads: 0, writes: 3, deletes: 1 }]);
    expect(bill('BatchGetDocuments')).toEqual([{ reads: 3, writes: 0, deletes: 0 }]);
    // a query's record is written when its stream ends, which may be just after the client has its answer
    await expect
      .poll(() => bill('RunQuery'))
      .toEqual([
        { reads: 2, writes: 0, deletes: 0 },
        { reads: 1, writes: 0, deletes: 0 },
      ]);
  });

  it('count() costs a read per 1,000 documents counted, at least one', async () => {
    const many = db.collection(`counted-${RUN}`);
    for (let start = 0; start < 1001; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(start + 500, 1001); i++) batch.set(many.doc(`d${i}`), { i });
      await batch.commit();
    }
    checks.resetMetrics();
    expect((await many.count().get()).data().count).toBe(1001);
    expect((await many.where('i', '<', 10).count().get()).data().count).toBe(10);
    expect((await db.collection(`empty-${RUN}`).count().get()).data().count).toBe(0);
    expect(bill('RunAggregationQuery').map((cost) => cost.reads)).toEqual([2, 1, 1]);
  });

  it('records when each RPC arrived and was answered, and delays each by the injected latency', async () => {
    checks.latencyMs = 60;
    const started = performance.now();
    await db.collection(`slow-${RUN}`).doc('x').get();
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
    const [rpc] = checks.rpcs();
    expect(rpc?.method).toBe('BatchGetDocuments');
    expect((rpc?.end ?? 0) - (rpc?.start ?? 0)).toBeGreaterThanOrEqual(59);
  });
});

describe('pass-through', () => {
  const root = protobuf.Root.fromJSON(createRequire(import.meta.url)('@google-cloud/firestore/build/protos/v1.json'));
  const CommitRequest = root.lookupType('google.firestore.v1.CommitRequest');
  const commit = (host: string, request: object, metadata = new Metadata()) =>
    new Promise<{ code: number; details: string; trailers: Record<string, unknown> }>((resolve) => {
      const client = new Client(host, credentials.createInsecure());
      const call = client.makeUnaryRequest(
        '/google.firestore.v1.Firestore/Commit',
        (bytes: Uint8Array) => Buffer.from(bytes),
        (bytes: Buffer) => bytes,
        CommitRequest.encode(CommitRequest.fromObject(request)).finish(),
        metadata,
        (_error: ServiceError | null) => undefined,
      );
      call.on('status', (status) => {
        client.close();
        // Node's HTTP/2 server dates every response (Google's emulator does not): a transport detail
        const { date: _date, ...trailers } = status.metadata.getMap();
        resolve({ code: status.code, details: status.details, trailers });
      });
    });

  it("Google's emulator's errors reach the client unchanged: code, message and trailers", async () => {
    const database = `projects/${PROJECT}/databases/(default)`;
    const name = `${database}/documents/passthrough-${RUN}/doc`;
    await commit(checks.host, { database, writes: [{ update: { name, fields: {} } }] });
    const create = { database, writes: [{ update: { name, fields: {} }, currentDocument: { exists: false } }] };
    const direct = await commit(inject('googleFirestoreHost'), create);
    expect(direct.code).toBe(6);
    expect(await commit(checks.host, create)).toEqual(direct);
  });

  it('request metadata, response headers, messages, trailers and status pass through unary, server-streaming and bidi methods', async () => {
    const raw = (bytes: Buffer) => bytes;
    const method = (name: string, requestStream: boolean, responseStream: boolean) => ({
      path: `/google.firestore.v1.Firestore/${name}`,
      requestStream,
      responseStream,
      requestSerialize: raw,
      requestDeserialize: raw,
      responseSerialize: raw,
      responseDeserialize: raw,
    });
    // an upstream that answers with what it received
    const seen = (metadata: Metadata) => {
      const trailers = new Metadata();
      for (const key of ['authorization', 'x-goog-request-params', 'google-cloud-resource-prefix']) trailers.set(`seen-${key}`, String(metadata.get(key)[0]));
      return trailers;
    };
    const headers = () => {
      const metadata = new Metadata();
      metadata.set('upstream-header', 'yes');
      return metadata;
    };
    const upstream = new Server();
    upstream.addService(
      { Rollback: method('Rollback', false, false), BatchGetDocuments: method('BatchGetDocuments', false, true), Listen: method('Listen', true, true) },
      {
        Rollback: (call: ServerUnaryCall<Buffer, Buffer>, callback: sendUnaryData<Buffer>) => {
          call.sendMetadata(headers());
          callback({ code: status.ABORTED, details: `upstream refused ${call.request.length} bytes`, metadata: seen(call.metadata) });
        },
        BatchGetDocuments: (call: ServerWritableStream<Buffer, Buffer>) => {
          call.sendMetadata(headers());
          call.write(Buffer.from('one'));
          call.write(Buffer.from('two'));
          call.end(seen(call.metadata));
        },
        Listen: (call: ServerDuplexStream<Buffer, Buffer>) => {
          call.on('data', (message: Buffer) => call.write(Buffer.concat([message, Buffer.from('!')])));
          call.on('end', () => call.end(seen(call.metadata)));
        },
      },
    );
    const port = await new Promise<number>((resolve, reject) =>
      upstream.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
    );
    const inFront = await startChecks({ target: `127.0.0.1:${port}` });
    const client = new Client(inFront.host, credentials.createInsecure());
    const sent = new Metadata();
    sent.set('authorization', 'Bearer owner');
    sent.set('x-goog-request-params', 'database=projects%2Fp%2Fdatabases%2F(default)');
    sent.set('google-cloud-resource-prefix', 'projects/p/databases/(default)');
    const expectedTrailers = {
      'seen-authorization': 'Bearer owner',
      'seen-x-goog-request-params': 'database=projects%2Fp%2Fdatabases%2F(default)',
      'seen-google-cloud-resource-prefix': 'projects/p/databases/(default)',
    };
    type Call = NodeJS.EventEmitter;
    const outcome = (call: Call) => {
      const messages: string[] = [];
      let header: unknown;
      call.on('metadata', (metadata: Metadata) => (header = metadata.get('upstream-header')[0]));
      call.on('data', (message: Buffer) => messages.push(message.toString()));
      call.on('error', () => undefined);
      return new Promise<object>((resolve) =>
        call.on('status', (end: StatusObject) => resolve({ header, messages, code: end.code, details: end.details, trailers: end.metadata.getMap() })),
      );
    };
    try {
      const unary = client.makeUnaryRequest('/google.firestore.v1.Firestore/Rollback', raw, raw, Buffer.from('abc'), sent, () => undefined);
      expect(await outcome(unary)).toEqual({
        header: 'yes',
        messages: [],
        code: status.ABORTED,
        details: 'upstream refused 3 bytes',
        trailers: expectedTrailers,
      });
      const stream = client.makeServerStreamRequest('/google.firestore.v1.Firestore/BatchGetDocuments', raw, raw, Buffer.from(''), sent);
      expect(await outcome(stream)).toEqual({ header: 'yes', messages: ['one', 'two'], code: status.OK, details: 'OK', trailers: expectedTrailers });
      const bidi = client.makeBidiStreamRequest('/google.firestore.v1.Firestore/Listen', raw, raw, sent);
      const result = outcome(bidi);
      bidi.write(Buffer.from('a'));
      bidi.write(Buffer.from('b'));
      bidi.end();
      expect(await result).toMatchObject({ messages: ['a!', 'b!'], code: status.OK, trailers: expectedTrailers });
    } finally {
      client.close();
      await inFront.stop();
      upstream.forceShutdown();
    }
  });
});
