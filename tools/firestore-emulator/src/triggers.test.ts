import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStore, type StoredDocument } from './store.js';
import {
  buildCloudEvent,
  changedFieldPaths,
  currentKey,
  documentMatches,
  parseBackends,
  parseValidKeys,
  TriggerBridge,
  type FirestoreCloudEvent,
} from './triggers.js';

const ROOT = 'projects/demo-bebek/databases/(default)/documents';

function stored(path: string, fields: StoredDocument['fields'], createTime = '2025-01-02T03:04:05.123456000Z', updateTime = createTime): StoredDocument {
  return { name: `${ROOT}/${path}`, fields, createTime, updateTime };
}

const message = stored('outbox/m1', {
  channel: { stringValue: 'sms' },
  attempts: { integerValue: '0' },
  ratio: { doubleValue: 2 },
  at: { timestampValue: '2025-01-02T03:04:05.123456789Z' },
  to: { referenceValue: `${ROOT}/users/u1` },
  where: { geoPointValue: { latitude: 41, longitude: 29 } },
  raw: { bytesValue: Buffer.from([1, 2, 3]).toString('base64') },
  meta: { mapValue: { fields: { tags: { arrayValue: { values: [{ stringValue: 'a' }, { nullValue: null }] } } } } },
});

describe('CloudEvents as firebase-functions v2 reads them', () => {
  beforeAll(() => {
    // firebase-functions builds snapshots with the default app's Firestore (no network involved).
    initializeApp({ projectId: 'demo-bebek' });
  });

  it('onDocumentCreated: event.data is the new snapshot, params come from the pattern', async () => {
    const event = buildCloudEvent({
      eventType: 'google.cloud.firestore.document.v1.created',
      change: { name: message.name, before: null, after: message },
      time: message.updateTime,
    });
    expect(event).toMatchObject({
      specversion: '1.0',
      type: 'google.cloud.firestore.document.v1.created',
      source: '//firestore.googleapis.com/projects/demo-bebek/databases/(default)',
      subject: 'documents/outbox/m1',
      document: 'outbox/m1',
      database: '(default)',
      namespace: '(default)',
      project: 'demo-bebek',
      datacontenttype: 'application/json',
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.data.oldValue).toBeUndefined();

    let seen:
      { id: string; params: Record<string, string>; data: Record<string, unknown> | undefined; createTime: Timestamp | undefined; exists: boolean } | undefined;
    const fn = onDocumentCreated('outbox/{messageId}', (e) => {
      seen = { id: e.id, params: e.params, data: e.data?.data(), createTime: e.data?.createTime, exists: e.data?.exists ?? false };
    });
    // Through JSON, exactly as it crosses the wire to the Functions emulator.
    await fn(JSON.parse(JSON.stringify(event)));
    expect(seen?.id).toBe(event.id);
    expect(seen?.params).toEqual({ messageId: 'm1' });
    expect(seen?.exists).toBe(true);
    expect(seen?.createTime?.isEqual(new Timestamp(Date.parse('2025-01-02T03:04:05Z') / 1000, 123456000))).toBe(true);
    const data = seen?.data ?? {};
    expect(data['channel']).toBe('sms');
    expect(data['attempts']).toBe(0);
    expect(data['ratio']).toBe(2);
    expect((data['at'] as Timestamp).nanoseconds).toBe(123456789);
    expect((data['to'] as DocumentReference).path).toBe('users/u1');
    expect((data['where'] as GeoPoint).latitude).toBe(41);
    expect([...(data['raw'] as Uint8Array)]).toEqual([1, 2, 3]);
    expect(data['meta']).toEqual({ tags: ['a', null] });
  });

  it('onDocumentUpdated: a Change with before and after, and the updateMask', async () => {
    const after = stored(
      'outbox/m1',
      { ...message.fields, attempts: { integerValue: '1' }, status: { stringValue: 'sent' } },
      message.createTime,
      '2025-01-02T03:04:06.000001000Z',
    );
    const event = buildCloudEvent({
      eventType: 'google.cloud.firestore.document.v1.updated',
      change: { name: message.name, before: message, after },
      time: after.updateTime,
    });
    expect(event.data.updateMask).toEqual({ fieldPaths: ['attempts', 'status'] });
    let seen: { before: unknown; after: unknown; params: Record<string, string> } | undefined;
    const fn = onDocumentUpdated('outbox/{messageId}', (e) => {
      seen = { before: e.data?.before.get('attempts'), after: e.data?.after.get('attempts'), params: e.params };
    });
    await fn(JSON.parse(JSON.stringify(event)));
    expect(seen).toEqual({ before: 0, after: 1, params: { messageId: 'm1' } });
  });

  it('onDocumentDeleted: event.data is the last version', async () => {
    const event = buildCloudEvent({
      eventType: 'google.cloud.firestore.document.v1.deleted',
      change: { name: message.name, before: message, after: null },
      time: '2025-01-02T03:04:07.000000000Z',
    });
    expect(event.data.value).toBeUndefined();
    let channel: unknown;
    const fn = onDocumentDeleted('outbox/{messageId}', (e) => {
      channel = e.data?.get('channel');
    });
    await fn(JSON.parse(JSON.stringify(event)));
    expect(channel).toBe('sms');
  });

  it('onDocumentWritten on a create: before does not exist, after does; multi-segment wildcards', async () => {
    const nested = stored('users/u1/devices/d1', { token: { stringValue: 't' } });
    const event = buildCloudEvent({
      eventType: 'google.cloud.firestore.document.v1.written',
      change: { name: nested.name, before: null, after: nested },
      time: nested.updateTime,
    });
    let seen: { before: boolean; after: boolean; params: Record<string, string> } | undefined;
    const fn = onDocumentWritten('users/{userId}/{rest=**}', (e) => {
      seen = { before: e.data?.before.exists ?? true, after: e.data?.after.exists ?? false, params: e.params };
    });
    await fn(JSON.parse(JSON.stringify(event)));
    expect(seen).toEqual({ before: false, after: true, params: { userId: 'u1', rest: 'devices/d1' } });
  });
});

describe('trigger matching', () => {
  it('reads the Firestore triggers from GET /backends', () => {
    const triggers = parseBackends({
      backends: [
        {
          functionTriggers: [
            {
              id: 'europe-west1-deliverOutboxMessage',
              entryPoint: 'deliverOutboxMessage',
              platform: 'gcfv2',
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.created',
                eventFilters: { database: '(default)', namespace: '(default)' },
                eventFilterPathPatterns: { document: 'outbox/{messageId}' },
              },
            },
            {
              id: 'europe-west1-exact',
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.written',
                eventFilters: { database: '(default)', namespace: '(default)', document: 'config/app' },
              },
            },
            { id: 'europe-west1-api', httpsTrigger: {} },
            { id: 'europe-west1-retryOutbox', eventTrigger: { eventType: 'google.cloud.pubsub.topic.v1.messagePublished' } },
          ],
        },
      ],
    });
    expect(triggers).toEqual([
      {
        id: 'europe-west1-deliverOutboxMessage',
        eventType: 'google.cloud.firestore.document.v1.created',
        database: '(default)',
        namespace: '(default)',
        document: 'outbox/{messageId}',
        exact: false,
      },
      {
        id: 'europe-west1-exact',
        eventType: 'google.cloud.firestore.document.v1.written',
        database: '(default)',
        namespace: '(default)',
        document: 'config/app',
        exact: true,
      },
    ]);
  });

  it('matches document path patterns', () => {
    expect(documentMatches('outbox/{messageId}', 'outbox/m1')).toBe(true);
    expect(documentMatches('outbox/{messageId}', 'outbox/m1/logs/l1')).toBe(false);
    expect(documentMatches('outbox/{messageId}', 'inbox/m1')).toBe(false);
    expect(documentMatches('users/{uid}/{rest=**}', 'users/u/a/b')).toBe(true);
    expect(documentMatches('users/*/devices/{d}', 'users/u/devices/d')).toBe(true);
    expect(documentMatches('**', 'a/b/c/d')).toBe(true);
  });

  it('computes nested update masks', () => {
    expect(
      changedFieldPaths(
        { a: { integerValue: '1' }, m: { mapValue: { fields: { x: { integerValue: '1' }, y: { integerValue: '1' } } } }, gone: { nullValue: null } },
        { a: { doubleValue: 1 }, m: { mapValue: { fields: { x: { integerValue: '1' }, y: { integerValue: '2' } } } }, 'odd key': { booleanValue: true } },
      ),
    ).toEqual(['`odd key`', 'a', 'gone', 'm.y']);
  });

  it('finds the current generation of a trigger key in a 404 body', () => {
    const keys = parseValidKeys(
      'Function x does not exist, valid functions are: europe-west1-api, europe-west1-onOutbox-0, europe-west1-onOutbox-2, europe-west1-onOutboxB-7',
    );
    expect(keys).toHaveLength(4);
    expect(currentKey('europe-west1-onOutbox', keys ?? [])).toBe('europe-west1-onOutbox-2');
    expect(parseValidKeys('Not Found')).toBeUndefined();
  });
});

describe('TriggerBridge against a fake Functions emulator', () => {
  interface Received {
    key: string;
    path: string;
    contentType: string | undefined;
    event: FirestoreCloudEvent;
  }

  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** Mimics firebase-tools' Functions emulator: /backends, trigger keys `${id}-${generation}`, 404 listing valid keys, 204 for disabled ones. */
  function fakeFunctionsEmulator(state: { generation: number; disabled: Set<string> }, received: Received[]) {
    const functionTriggers = [
      {
        id: 'europe-west1-onOutbox',
        eventTrigger: {
          eventType: 'google.cloud.firestore.document.v1.written',
          eventFilters: { database: '(default)', namespace: '(default)' },
          eventFilterPathPatterns: { document: 'outbox/{id}' },
        },
      },
      {
        id: 'europe-west1-onCreate',
        eventTrigger: {
          eventType: 'google.cloud.firestore.document.v1.created',
          eventFilters: { database: '(default)', namespace: '(default)' },
          eventFilterPathPatterns: { document: 'outbox/{id}' },
        },
      },
    ];
    const keys = () => functionTriggers.map((trigger) => `${trigger.id}-${state.generation}`).concat([...state.disabled]);
    return createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'GET' && request.url === '/backends') {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ backends: [{ directory: '/functions', env: {}, functionTriggers }] }));
          return;
        }
        const match = /^\/functions\/projects\/([^/]+)\/triggers\/(.+)$/.exec(request.url ?? '');
        if (request.method === 'POST' && match) {
          const key = match[2] as string;
          if (state.disabled.has(key)) {
            response.statusCode = 204;
            response.end('Background triggers are currently disabled.');
          } else if (!keys().includes(key)) {
            response.statusCode = 404;
            response.end(`Function ${key} does not exist, valid functions are: ${keys().join(', ')}`);
          } else {
            received.push({
              key,
              path: request.url ?? '',
              contentType: request.headers['content-type'],
              event: JSON.parse(Buffer.concat(chunks).toString()) as FirestoreCloudEvent,
            });
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ status: 'acknowledged' }));
          }
          return;
        }
        response.statusCode = 404;
        response.end('Not Found');
      });
    });
  }

  async function listen(target: Server, port = 0): Promise<number> {
    await new Promise<void>((resolve) => target.listen(port, '127.0.0.1', () => resolve()));
    return (target.address() as AddressInfo).port;
  }

  const write = (store: DocumentStore, name: string, fields: StoredDocument['fields'] | null) =>
    store.commit([fields ? { kind: 'update', name: `${ROOT}/${name}`, fields, transforms: [] } : { kind: 'delete', name: `${ROOT}/${name}` }]);

  it('posts create, update and delete events, in order, to the right trigger URLs', async () => {
    const received: Received[] = [];
    server = fakeFunctionsEmulator({ generation: 2, disabled: new Set() }, received);
    const port = await listen(server);
    const store = new DocumentStore();
    const bridge = new TriggerBridge({ functionsUrl: `http://127.0.0.1:${port}`, project: 'demo-bebek', log: () => {} });
    bridge.start(store);

    write(store, 'outbox/m1', { n: { integerValue: '1' } });
    write(store, 'outbox/m1', { n: { integerValue: '2' } });
    write(store, 'outbox/m1', { n: { integerValue: '2' } }); // no change: no event
    write(store, 'outbox/m1', null);
    write(store, 'elsewhere/x', { n: { integerValue: '1' } }); // no matching trigger
    store.commit([{ kind: 'update', name: 'projects/other/databases/(default)/documents/outbox/z', fields: {}, transforms: [] }]); // another project
    await bridge.idle();
    bridge.stop();

    const written = received.filter((r) => r.key === 'europe-west1-onOutbox-2');
    const created = received.filter((r) => r.key === 'europe-west1-onCreate-2');
    expect(received).toHaveLength(4);
    expect(written.map((r) => r.path)).toEqual(Array(3).fill('/functions/projects/demo-bebek/triggers/europe-west1-onOutbox-2'));
    expect(written.every((r) => r.contentType === 'application/json')).toBe(true);
    expect(written.map((r) => [r.event.type, r.event.document, r.event.data.oldValue?.fields, r.event.data.value?.fields])).toEqual([
      ['google.cloud.firestore.document.v1.written', 'outbox/m1', undefined, { n: { integerValue: '1' } }],
      ['google.cloud.firestore.document.v1.written', 'outbox/m1', { n: { integerValue: '1' } }, { n: { integerValue: '2' } }],
      ['google.cloud.firestore.document.v1.written', 'outbox/m1', { n: { integerValue: '2' } }, undefined],
    ]);
    expect(written[1]?.event.data.updateMask).toEqual({ fieldPaths: ['n'] });
    expect(created).toHaveLength(1);
    expect(created[0]?.event).toMatchObject({
      type: 'google.cloud.firestore.document.v1.created',
      subject: 'documents/outbox/m1',
      data: { value: { name: `${ROOT}/outbox/m1` } },
    });
    expect(new Set(received.map((r) => r.event.id)).size).toBe(4);
  });

  it('keeps the event until a late Functions emulator is up', async () => {
    const received: Received[] = [];
    const probe = createServer();
    const port = await listen(probe);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const store = new DocumentStore();
    const bridge = new TriggerBridge({
      functionsUrl: `http://127.0.0.1:${port}`,
      project: 'demo-bebek',
      retryDelaysMs: [50, 100, 200, 400, 800],
      log: () => {},
    });
    bridge.start(store);
    write(store, 'outbox/late', { n: { integerValue: '1' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    server = fakeFunctionsEmulator({ generation: 0, disabled: new Set() }, received);
    await listen(server, port);
    await bridge.idle();
    bridge.stop();
    expect(received.map((r) => r.key).sort()).toEqual(['europe-west1-onCreate-0', 'europe-west1-onOutbox-0']);
  });

  it('follows the trigger generation across a hot reload', async () => {
    const received: Received[] = [];
    const state = { generation: 0, disabled: new Set<string>() };
    server = fakeFunctionsEmulator(state, received);
    const port = await listen(server);
    const store = new DocumentStore();
    const bridge = new TriggerBridge({ functionsUrl: `http://127.0.0.1:${port}`, project: 'demo-bebek', retryDelaysMs: [20, 40, 80, 160], log: () => {} });
    bridge.start(store);
    write(store, 'outbox/a', { n: { integerValue: '1' } });
    await bridge.idle();
    // Reload: old keys stay but are disabled (204), new ones get generation 1.
    state.disabled = new Set(['europe-west1-onOutbox-0', 'europe-west1-onCreate-0']);
    state.generation = 1;
    write(store, 'outbox/b', { n: { integerValue: '1' } });
    await bridge.idle();
    bridge.stop();
    expect(received.map((r) => `${r.key} ${r.event.document}`).sort()).toEqual([
      'europe-west1-onCreate-0 outbox/a',
      'europe-west1-onCreate-1 outbox/b',
      'europe-west1-onOutbox-0 outbox/a',
      'europe-west1-onOutbox-1 outbox/b',
    ]);
  });

  it('does not fire for data cleared or imported through the control API', async () => {
    const received: Received[] = [];
    server = fakeFunctionsEmulator({ generation: 0, disabled: new Set() }, received);
    const port = await listen(server);
    const store = new DocumentStore();
    const bridge = new TriggerBridge({ functionsUrl: `http://127.0.0.1:${port}`, project: 'demo-bebek', log: () => {} });
    bridge.start(store);
    store.replace(undefined, [stored('outbox/imported', {})]);
    store.clear();
    await bridge.idle();
    bridge.stop();
    expect(received).toEqual([]);
  });
});
