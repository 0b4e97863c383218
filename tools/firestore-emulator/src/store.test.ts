import { describe, expect, it } from 'vitest';
import { FirestoreError } from './errors.js';
import { compareNames, formatFieldPath, parseFieldPath } from './paths.js';
import { effectiveOrder, runQuery, type Query } from './query.js';
import { DocumentStore, type WriteOp } from './store.js';
import { TransactionManager } from './transactions.js';
import { compareValues, type Fields, type Value } from './values.js';

const ROOT = 'projects/p/databases/(default)/documents';
const int = (n: number) => ({ integerValue: String(n) });

function set(store: DocumentStore, path: string, fields: Fields) {
  return store.commit([{ kind: 'update', name: `${ROOT}/${path}`, fields, transforms: [] }]);
}

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FirestoreError ? error.code : -1;
  }
  return undefined;
}

const query = (collectionId: string, extra: Partial<Query> = {}): Query => ({
  parent: ROOT,
  collectionId,
  orderBy: [],
  ...extra,
});

describe('commits', () => {
  it('are atomic: a failing precondition leaves every document untouched', () => {
    const store = new DocumentStore();
    set(store, 'c/a', { n: int(1) });
    const writes: WriteOp[] = [
      { kind: 'update', name: `${ROOT}/c/a`, fields: { n: int(2) }, transforms: [] },
      { kind: 'update', name: `${ROOT}/c/b`, fields: {}, transforms: [], precondition: { exists: true } },
    ];
    expect(codeOf(() => store.commit(writes))).toBe(5);
    expect(store.get(`${ROOT}/c/a`)?.fields).toEqual({ n: int(1) });
    expect(store.get(`${ROOT}/c/b`)).toBeUndefined();
  });

  it('keep the update time of a document a write did not change', () => {
    const store = new DocumentStore();
    const first = set(store, 'c/a', { n: int(1) });
    const again = set(store, 'c/a', { n: int(1) });
    expect(again.changes).toEqual([]);
    expect(again.writeResults[0]?.updateTime).toBe(first.writeResults[0]?.updateTime);
    // 1 and 1.0 are different values for storage.
    expect(set(store, 'c/a', { n: { doubleValue: 1 } }).changes).toHaveLength(1);
  });

  it('give strictly increasing update times, even within one millisecond', () => {
    const store = new DocumentStore();
    const times = Array.from({ length: 50 }, (_, i) => set(store, 'c/a', { n: int(i) }).commitTime);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(50);
  });

  it('apply field transforms with the documented semantics', () => {
    const store = new DocumentStore();
    set(store, 'c/a', {
      n: int(5),
      d: { doubleValue: 1.5 },
      s: { stringValue: 'x' },
      big: { integerValue: '9223372036854775806' },
      arr: { arrayValue: { values: [int(1), { doubleValue: 2 }] } },
    });
    store.commit([
      {
        kind: 'update',
        name: `${ROOT}/c/a`,
        fields: {},
        mask: [],
        transforms: [
          { path: ['n'], kind: 'maximum', operand: { doubleValue: 7.5 } },
          { path: ['d'], kind: 'minimum', operand: int(0) },
          { path: ['s'], kind: 'increment', operand: int(2) }, // not a number: set to the operand
          { path: ['big'], kind: 'increment', operand: int(10) }, // saturates at int64 max
          { path: ['arr'], kind: 'appendMissing', elements: [{ doubleValue: 1 }, int(2), int(3), int(3)] }, // 1.0 == 1 is present
          { path: ['m', 'x'], kind: 'removeAll', elements: [int(1)] }, // missing: becomes []
        ],
      },
    ]);
    expect(store.get(`${ROOT}/c/a`)?.fields).toEqual({
      n: { doubleValue: 7.5 },
      d: int(0),
      s: int(2),
      big: { integerValue: '9223372036854775807' },
      arr: { arrayValue: { values: [int(1), { doubleValue: 2 }, int(3)] } },
      m: { mapValue: { fields: { x: { arrayValue: { values: [] } } } } },
    });
  });
});

describe('queries', () => {
  it('order numeric document IDs (__id123__) before others, as Firestore orders keys', () => {
    expect(compareNames(`${ROOT}/c/__id5__`, `${ROOT}/c/0abc`)).toBeLessThan(0);
    expect(compareNames(`${ROOT}/c/__id-9223372036854775808__`, `${ROOT}/c/__id5__`)).toBeLessThan(0);
    expect(compareNames(`${ROOT}/c/a`, `${ROOT}/c/a/sub/x`)).toBeLessThan(0);
    expect(compareNames(`${ROOT}/c/a/sub/x`, `${ROOT}/c/b`)).toBeLessThan(0);
  });

  it('order values across types the way Firestore does', () => {
    const ordered: Value[] = [
      { nullValue: null },
      { booleanValue: false },
      { doubleValue: NaN },
      { doubleValue: -Infinity },
      int(1),
      { doubleValue: 1.5 },
      { timestampValue: '2020-01-01T00:00:00.000000000Z' },
      { stringValue: 'a' },
      { stringValue: '\u{FFFD}' },
      { stringValue: '\u{1F37C}' }, // above U+FFFF: after U+FFFD in UTF-8 order (not in UTF-16 order)
      { bytesValue: 'AA==' },
      { referenceValue: `${ROOT}/a/b` },
      { geoPointValue: { latitude: 0, longitude: 0 } },
      { arrayValue: { values: [] } },
      { mapValue: { fields: {} } },
    ];
    for (let i = 0; i + 1 < ordered.length; i++) expect(compareValues(ordered[i] as Value, ordered[i + 1] as Value)).toBeLessThan(0);
  });

  it('add inequality fields and __name__ to the order, in the last direction', () => {
    const q = query('c', { orderBy: [{ path: ['a'], direction: 'desc' }], where: { kind: 'field', path: ['b'], op: '>', value: int(1) } });
    expect(effectiveOrder(q)).toEqual([
      { path: ['a'], direction: 'desc' },
      { path: ['b'], direction: 'asc' },
      { path: ['__name__'], direction: 'asc' },
    ]);
    expect(effectiveOrder(query('c', { orderBy: [{ path: ['a'], direction: 'desc' }] })).at(-1)).toEqual({ path: ['__name__'], direction: 'desc' });
  });
});

describe('transactions', () => {
  it('abort when a document they read changed, or appeared (read as missing)', () => {
    const store = new DocumentStore();
    const transactions = new TransactionManager();
    set(store, 'c/a', { n: int(1) });
    const tx = transactions.get(transactions.begin('projects/p/databases/(default)'));
    transactions.recordDocument(tx, `${ROOT}/c/a`, store.get(`${ROOT}/c/a`)?.updateTime);
    transactions.recordDocument(tx, `${ROOT}/c/b`, undefined);
    expect(codeOf(() => transactions.validate(tx, store))).toBeUndefined();
    set(store, 'c/b', {});
    expect(codeOf(() => transactions.validate(tx, store))).toBe(10);
  });

  it('abort on phantoms: a document entering a query they ran', () => {
    const store = new DocumentStore();
    const transactions = new TransactionManager();
    set(store, 'c/a', { open: { booleanValue: true } });
    const tx = transactions.get(transactions.begin('projects/p/databases/(default)'));
    const q = query('c', { where: { kind: 'field', path: ['open'], op: '==', value: { booleanValue: true } } });
    transactions.recordQuery(tx, q, runQuery(store, q));
    set(store, 'c/closed', { open: { booleanValue: false } }); // not in the result: fine
    expect(codeOf(() => transactions.validate(tx, store))).toBeUndefined();
    set(store, 'c/new', { open: { booleanValue: true } });
    expect(codeOf(() => transactions.validate(tx, store))).toBe(10);
  });

  it('expire after 60 s idle with the message the SDKs retry on', () => {
    let now = 0;
    const transactions = new TransactionManager(() => now);
    const id = transactions.begin('projects/p/databases/(default)');
    now = 59_000;
    transactions.get(id);
    now = 120_000;
    expect(() => transactions.get(id)).toThrow(/transaction has expired/);
    expect(codeOf(() => transactions.get(Buffer.from('unknown')))).toBe(3);
  });
});

describe('field paths', () => {
  it('parse and format backtick-quoted segments', () => {
    expect(parseFieldPath('a.b')).toEqual(['a', 'b']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`we\\`ird`.`\\\\`')).toEqual(['we`ird', '\\']);
    expect(formatFieldPath(['a.b', 'c', 'ok_1', '1x'])).toBe('`a.b`.c.ok_1.`1x`');
    expect(parseFieldPath(formatFieldPath(['x y', 'é', '`']))).toEqual(['x y', 'é', '`']);
    expect(() => parseFieldPath('a..b')).toThrow();
  });
});
