import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startControlServer } from './control.js';
import { IndexRegistry } from './indexes.js';
import { Metrics } from './metrics.js';
import { fromSnapshot, loadSnapshotFile, PersistentFile, saveSnapshotFileSync, SNAPSHOT_FORMAT, toSnapshot } from './persistence.js';
import { DocumentStore, type StoredDocument } from './store.js';
import type { Fields } from './values.js';

const ROOT = 'projects/demo-bebek/databases/(default)/documents';

/** One field of every type, including the ones plain JSON would lose. */
const EVERY_TYPE: Fields = {
  string: { stringValue: 'çğıöşü 🍼 "quoted"' },
  integer: { integerValue: '42' },
  bigInteger: { integerValue: '9007199254740993' },
  negative: { integerValue: '-7' },
  wholeDouble: { doubleValue: 3 },
  double: { doubleValue: 0.1 },
  nan: { doubleValue: NaN },
  infinity: { doubleValue: Infinity },
  minusInfinity: { doubleValue: -Infinity },
  minusZero: { doubleValue: -0 },
  boolean: { booleanValue: false },
  nothing: { nullValue: null },
  time: { timestampValue: '2025-06-01T12:34:56.123456789Z' },
  bytes: { bytesValue: Buffer.from([0, 255, 128, 10]).toString('base64') },
  reference: { referenceValue: `${ROOT}/users/u1` },
  point: { geoPointValue: { latitude: 41.0082, longitude: -28.9784 } },
  array: { arrayValue: { values: [{ integerValue: '1' }, { doubleValue: 1 }, { arrayValue: { values: [] } }, { mapValue: { fields: {} } }] } },
  map: {
    mapValue: {
      fields: { nested: { mapValue: { fields: { deep: { timestampValue: '1970-01-01T00:00:00.000000000Z' } } } }, 'dotted.key': { stringValue: 'x' } },
    },
  },
};

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'firestore-emulator-'));
  dirs.push(dir);
  return join(dir, 'nested', 'firestore.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function storeWith(documents: Array<[string, Fields]>): DocumentStore {
  const store = new DocumentStore();
  store.commit(documents.map(([path, fields]) => ({ kind: 'update', name: `${ROOT}/${path}`, fields, transforms: [] })));
  return store;
}

describe('snapshot files', () => {
  it('round-trips every value type exactly (integers stay integers, doubles stay doubles, NaN/±Infinity/-0, nanoseconds)', () => {
    const store = storeWith([
      ['types/all', EVERY_TYPE],
      ['types/all/sub/child', { n: { integerValue: '1' } }],
    ]);
    const path = tempFile();
    saveSnapshotFileSync(path, toSnapshot(store.all()));
    const loaded = loadSnapshotFile(path) as StoredDocument[];
    expect(loaded).toEqual(store.all());
    const fields = loaded[0]?.fields ?? {};
    expect(Object.is((fields['minusZero'] as { doubleValue: number }).doubleValue, -0)).toBe(true);
    expect(fields['wholeDouble']).toEqual({ doubleValue: 3 });
    expect(fields['integer']).toEqual({ integerValue: '42' });
    expect(fields['bigInteger']).toEqual({ integerValue: '9007199254740993' });
    // The file is plain Firestore REST JSON.
    const json = JSON.parse(readFileSync(path, 'utf8')) as { format: string; documents: Array<{ fields: Record<string, unknown> }> };
    expect(json.format).toBe(SNAPSHOT_FORMAT);
    expect(json.documents[0]?.fields['nan']).toEqual({ doubleValue: 'NaN' });
    expect(json.documents[0]?.fields['time']).toEqual({ timestampValue: '2025-06-01T12:34:56.123456789Z' });
  });

  it('a missing file loads as nothing; a broken one is rejected', () => {
    expect(loadSnapshotFile(join(tmpdir(), 'does-not-exist', 'x.json'))).toBeUndefined();
    expect(() => fromSnapshot({ documents: [] })).toThrow(/firestore-emulator-snapshot/);
    expect(() => fromSnapshot({ format: SNAPSHOT_FORMAT, documents: [{ name: 'nope', fields: {} }] })).toThrow(/Invalid/);
    expect(() => fromSnapshot({ format: SNAPSHOT_FORMAT, documents: [{ name: `${ROOT}/a/b`, createTime: 'x', updateTime: 'x', fields: {} }] })).toThrow(
      /timestamp/,
    );
  });
});

describe('PersistentFile', () => {
  it('loads at start, saves after writes (debounced) and on flush, atomically', async () => {
    const path = tempFile();
    const first = new DocumentStore();
    const persistence = new PersistentFile(first, path, { intervalMs: 30, log: () => {} });
    expect(persistence.start()).toBe(0);
    first.commit([{ kind: 'update', name: `${ROOT}/a/1`, fields: EVERY_TYPE, transforms: [] }]);
    first.commit([{ kind: 'update', name: `${ROOT}/a/2`, fields: {}, transforms: [{ path: ['at'], kind: 'serverTime' }] }]);
    expect(existsSync(path)).toBe(false); // not on every write...
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(loadSnapshotFile(path)).toHaveLength(2); // ...but soon after
    first.commit([{ kind: 'delete', name: `${ROOT}/a/1` }]);
    persistence.stop(); // flushes synchronously
    expect(readdirSync(join(path, '..'))).toEqual(['firestore.json']); // no temporary file left behind

    const second = new DocumentStore();
    const reloaded = new PersistentFile(second, path, { log: () => {} });
    expect(reloaded.start()).toBe(1);
    expect(second.all()).toEqual(first.all());
    reloaded.stop();
  });
});

describe('control API', () => {
  it('health, export, import into another project, and clear', async () => {
    const store = storeWith([
      ['a/1', EVERY_TYPE],
      ['a/1/b/2', { n: { integerValue: '2' } }],
    ]);
    store.commit([{ kind: 'update', name: 'projects/other/databases/(default)/documents/x/y', fields: {}, transforms: [] }]);
    const control = await startControlServer({ port: 0, store, indexes: new IndexRegistry(), metrics: new Metrics() });
    const base = `http://127.0.0.1:${control.port}`;
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ ok: true, documents: 3 });

      const exported = await (await fetch(`${base}/emulator/v1/projects/demo-bebek/databases/(default)/documents:export`)).json();
      expect((exported as { documents: unknown[] }).documents).toHaveLength(2);

      const imported = await fetch(`${base}/emulator/v1/projects/copy/databases/(default)/documents:import`, {
        method: 'POST',
        body: JSON.stringify(exported),
      });
      expect(await imported.json()).toEqual({ imported: 2 });
      expect(store.get('projects/copy/databases/(default)/documents/a/1')?.fields).toEqual(EVERY_TYPE);

      const cleared = await fetch(`${base}/emulator/v1/projects/demo-bebek/databases/%28default%29/documents`, { method: 'DELETE' });
      expect(cleared.status).toBe(200);
      expect(store.all().map((document) => document.name)).toEqual([
        'projects/copy/databases/(default)/documents/a/1',
        'projects/copy/databases/(default)/documents/a/1/b/2',
        'projects/other/databases/(default)/documents/x/y',
      ]);

      expect((await fetch(`${base}/emulator/v1/projects/copy/databases/(default)/documents:import`, { method: 'POST', body: '{not json' })).status).toBe(400);
      expect((await fetch(`${base}/nope`)).status).toBe(404);
    } finally {
      await control.stop();
    }
  });
});
