/**
 * Firestore behaviour the app relies on, checked through firebase-admin against whatever emulator
 * FIRESTORE_EMULATOR_HOST names. Every expectation comes from Firestore's documentation, so the
 * suite must pass unchanged against Google's emulator as well as tools/firestore-emulator.
 *
 * Each run writes under collection names with a random suffix, so runs never see each other's data;
 * the control endpoint (FIRESTORE_EMULATOR_CONTROL, optional) is only used to start from empty.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  FieldValue,
  Filter,
  GeoPoint,
  Timestamp,
  getFirestore,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PROJECT = 'demo-bebek-conformance';
const RUN = Math.random().toString(36).slice(2, 8);

let app: App;
let db: Firestore;

/** A collection name unique to this run. */
const name = (base: string) => `${base}-${RUN}`;
const collection = (base: string) => db.collection(name(base));
const ids = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => doc.id);
const values = (snapshot: QuerySnapshot, field: string) => snapshot.docs.map((doc) => doc.get(field) as unknown);

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: number }).code;
  }
  throw new Error('expected the operation to fail');
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= inject('firestoreEmulatorHost');
  const control = process.env.FIRESTORE_EMULATOR_CONTROL ?? inject('firestoreEmulatorControl');
  if (control) {
    const response = await fetch(`${control}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
    expect(response.ok).toBe(true);
  }
  app = initializeApp({ projectId: PROJECT }, `conformance-${RUN}`);
  db = getFirestore(app);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('transactions', () => {
  it('50 concurrent read-check-increment transactions under a cap of 30 end at exactly 30; the other 20 reject cleanly', async () => {
    const counter = collection('tx-cap').doc('counter');
    await counter.set({ count: 0 });
    class CapReached extends Error {}

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.runTransaction(async (transaction) => {
          const snapshot = await transaction.get(counter);
          const count = snapshot.get('count') as number;
          if (count >= 30) throw new CapReached(`cap reached at ${count}`);
          transaction.update(counter, { count: count + 1 });
          return count + 1;
        }),
      ),
    );

    const succeeded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect((await counter.get()).get('count')).toBe(30);
    expect(succeeded).toHaveLength(30);
    // Serializable: every successful transaction saw a different count and wrote the next one.
    expect([...succeeded].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(failed).toHaveLength(20);
    for (const reason of failed) {
      // Either the cap check saw 30, or Firestore gave up with ABORTED after its retries: never a lost update.
      expect(reason instanceof CapReached || (reason as { code?: number }).code === 10).toBe(true);
    }
  });

  it('retries a transaction whose document changed after it was read, and the retry sees the new value', async () => {
    const ref = collection('tx-retry').doc('doc');
    await ref.set({ value: 1 });
    const seen: number[] = [];
    let outside: Promise<unknown> | undefined;
    let changedBeforeCommit = false;
    const result = await db.runTransaction(async (transaction) => {
      const value = (await transaction.get(ref)).get('value') as number;
      seen.push(value);
      if (!outside) {
        // Another client changes the document after this transaction read it. An optimistic engine
        // applies that write at once; a lock-based one (Google's emulator) holds it until this
        // transaction ends, so wait a moment for it, never for good.
        outside = ref.update({ value: 2 });
        changedBeforeCommit = await Promise.race([outside.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000))]);
      }
      transaction.update(ref, { value: value + 10 });
      return value;
    });
    await outside;
    const final = (await ref.get()).get('value') as number;
    if (changedBeforeCommit) {
      // The change landed between the read and the commit: the commit must abort and the retry must see it.
      expect(seen).toEqual([1, 2]);
      expect(result).toBe(2);
      expect(final).toBe(12);
    } else {
      // The write was ordered after the transaction: it wins. Either way no update is lost (never 11).
      expect([2, 12]).toContain(final);
    }
  });

  it('runs read-only transactions', async () => {
    const ref = collection('tx-readonly').doc('doc');
    await ref.set({ value: 'x' });
    const value = await db.runTransaction(async (transaction) => (await transaction.get(ref)).get('value') as string, { readOnly: true });
    expect(value).toBe('x');
  });

  it('reads queries inside a transaction and writes atomically', async () => {
    const items = collection('tx-query');
    await Promise.all([items.doc('a').set({ open: true }), items.doc('b').set({ open: true }), items.doc('c').set({ open: false })]);
    const closed = await db.runTransaction(async (transaction) => {
      const open = await transaction.get(items.where('open', '==', true));
      for (const doc of open.docs) transaction.update(doc.ref, { open: false });
      return open.size;
    });
    expect(closed).toBe(2);
    expect((await items.where('open', '==', true).get()).size).toBe(0);
  });
});

describe('writes and preconditions', () => {
  it('create() of an existing document fails with ALREADY_EXISTS', async () => {
    const ref = collection('create').doc('doc');
    await ref.create({ n: 1 });
    expect(await codeOf(ref.create({ n: 2 }))).toBe(6);
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it('update() of a missing document fails with NOT_FOUND and creates nothing', async () => {
    const ref = collection('update-missing').doc('doc');
    expect(await codeOf(ref.update({ n: 1 }))).toBe(5);
    expect((await ref.get()).exists).toBe(false);
  });

  it('update() changes only the given fields, including dotted paths, and FieldValue.delete() removes fields', async () => {
    const ref = collection('update').doc('doc');
    await ref.set({ a: 1, keep: true, nested: { x: 1, y: 2 }, gone: 'soon' });
    await ref.update({ a: 2, 'nested.y': 3, 'nested.z': 4, gone: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 2, keep: true, nested: { x: 1, y: 3, z: 4 } });
  });

  it('set() replaces a document; set(..., { merge: true }) merges into it', async () => {
    const ref = collection('set').doc('doc');
    await ref.set({ a: 1, b: { c: 1, d: 2 } });
    await ref.set({ b: { c: 5 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: { c: 5, d: 2 } });
    await ref.set({ only: true });
    expect((await ref.get()).data()).toEqual({ only: true });
  });

  it('update with lastUpdateTime precondition fails with FAILED_PRECONDITION when the document changed', async () => {
    const ref = collection('precondition').doc('doc');
    const first = await ref.set({ n: 1 });
    await ref.update({ n: 2 }, { lastUpdateTime: first.writeTime });
    expect(await codeOf(ref.update({ n: 3 }, { lastUpdateTime: first.writeTime }))).toBe(9);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('keeps every value type intact', async () => {
    const ref = collection('types').doc('doc');
    const other = collection('types').doc('other');
    const data = {
      string: 'çğıöşü 🍼',
      integer: 42,
      negative: -7,
      double: 1.5,
      wholeDouble: 3.0,
      boolean: true,
      nothing: null,
      time: Timestamp.fromMillis(1_700_000_000_123),
      bytes: Buffer.from([0, 1, 2, 254, 255]),
      point: new GeoPoint(41.0082, 28.9784),
      reference: other,
      array: [1, 'two', { three: 3 }, [4]],
      map: { nested: { deep: 'yes' }, empty: {} },
    };
    await ref.set(data);
    const read = (await ref.get()).data() as DocumentData;
    expect(read['string']).toBe(data.string);
    expect(read['integer']).toBe(42);
    expect(read['negative']).toBe(-7);
    expect(read['double']).toBe(1.5);
    expect(read['wholeDouble']).toBe(3);
    expect(read['boolean']).toBe(true);
    expect(read['nothing']).toBeNull();
    expect((read['time'] as Timestamp).isEqual(data.time)).toBe(true);
    expect(Buffer.from(read['bytes'] as Uint8Array).equals(data.bytes)).toBe(true);
    expect((read['point'] as GeoPoint).isEqual(data.point)).toBe(true);
    expect((read['reference'] as typeof other).path).toBe(other.path);
    expect(read['array']).toEqual(data.array);
    expect(read['map']).toEqual(data.map);
  });

  it('a batch is atomic: one failing precondition and nothing is written', async () => {
    const items = collection('batch');
    const batch = db.batch();
    batch.set(items.doc('a'), { n: 1 });
    batch.update(items.doc('missing'), { n: 2 });
    expect(await codeOf(batch.commit())).toBe(5);
    expect((await items.doc('a').get()).exists).toBe(false);

    const ok = db.batch();
    ok.set(items.doc('a'), { n: 1 });
    ok.set(items.doc('b'), { n: 2 });
    ok.delete(items.doc('c'));
    await ok.commit();
    expect(ids(await items.orderBy('n').get())).toEqual(['a', 'b']);
  });

  it('delete() removes a document, and deleting a missing document succeeds', async () => {
    const ref = collection('delete').doc('doc');
    await ref.set({ n: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
    await expect(ref.delete()).resolves.toBeDefined();
    expect(await codeOf(ref.delete({ exists: true }))).toBe(5);
  });
});

describe('field transforms', () => {
  it('arrayUnion adds only missing elements, also on a missing field and a missing document', async () => {
    const ref = collection('array-union').doc('doc');
    await ref.set({ tags: FieldValue.arrayUnion('a', 'b') }, { merge: true }); // missing document
    await ref.update({ tags: FieldValue.arrayUnion('b', 'c', 'c') });
    await ref.update({ other: FieldValue.arrayUnion(1, 1, 2) }); // missing field
    const data = (await ref.get()).data();
    expect(data).toEqual({ tags: ['a', 'b', 'c'], other: [1, 2] });
  });

  it('arrayRemove removes every instance, and sets an empty array on a missing field', async () => {
    const ref = collection('array-remove').doc('doc');
    await ref.set({ tags: ['a', 'b', 'a', 'c'] });
    await ref.update({ tags: FieldValue.arrayRemove('a', 'zzz'), missing: FieldValue.arrayRemove('x') });
    expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'], missing: [] });
  });

  it('increment adds to numbers, starts a missing field at the operand, and counts every concurrent increment', async () => {
    const ref = collection('increment').doc('doc');
    await ref.set({ n: 5, d: 0.5 });
    await ref.update({ n: FieldValue.increment(2), d: FieldValue.increment(1), fresh: FieldValue.increment(3) });
    expect((await ref.get()).data()).toEqual({ n: 7, d: 1.5, fresh: 3 });
    await Promise.all(Array.from({ length: 25 }, () => ref.update({ n: FieldValue.increment(1) })));
    expect((await ref.get()).get('n')).toBe(32);
  });

  it('several transforms in one write all apply, including nested paths', async () => {
    const ref = collection('transforms').doc('doc');
    await ref.set({
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      stats: { views: FieldValue.increment(1) },
      tags: FieldValue.arrayUnion('x'),
    });
    const data = (await ref.get()).data() as DocumentData;
    expect(data['createdAt']).toBeInstanceOf(Timestamp);
    expect(data['updatedAt']).toBeInstanceOf(Timestamp);
    expect(data['stats']).toEqual({ views: 1 });
    expect(data['tags']).toEqual(['x']);
  });

  it('serverTimestamp is the commit time of the write', async () => {
    const ref = collection('server-timestamp').doc('doc');
    const before = Date.now();
    const result = await ref.set({ at: FieldValue.serverTimestamp() });
    const snapshot = await ref.get();
    const at = snapshot.get('at') as Timestamp;
    expect(at).toBeInstanceOf(Timestamp);
    expect(at.isEqual(result.writeTime)).toBe(true);
    expect(at.isEqual(snapshot.updateTime as Timestamp)).toBe(true);
    expect(Math.abs(at.toMillis() - before)).toBeLessThan(10_000);
  });
});

describe('queries', () => {
  const numbers = () => collection('numbers');

  beforeAll(async () => {
    const batch = db.batch();
    for (let n = 1; n <= 10; n++)
      batch.set(numbers().doc(`n${String(n).padStart(2, '0')}`), { n, parity: n % 2 === 0 ? 'even' : 'odd', tags: [`t${n % 3}`], score: n * 1.5 });
    await batch.commit();
  });

  it('filters with ==, <, >=, !=, in, not-in, array-contains and array-contains-any', async () => {
    expect(values(await numbers().where('parity', '==', 'even').orderBy('n').get(), 'n')).toEqual([2, 4, 6, 8, 10]);
    expect(values(await numbers().where('n', '<', 4).get(), 'n')).toEqual([1, 2, 3]);
    expect(values(await numbers().where('n', '>=', 8).get(), 'n')).toEqual([8, 9, 10]);
    expect(values(await numbers().where('n', '!=', 5).get(), 'n')).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(values(await numbers().where('n', 'in', [2, 5, 99]).orderBy('n').get(), 'n')).toEqual([2, 5]);
    expect(values(await numbers().where('n', 'not-in', [1, 2, 3, 4, 5, 6, 7]).get(), 'n')).toEqual([8, 9, 10]);
    expect(values(await numbers().where('tags', 'array-contains', 't0').orderBy('n').get(), 'n')).toEqual([3, 6, 9]);
    expect(values(await numbers().where('tags', 'array-contains-any', ['t0', 't1']).orderBy('n').get(), 'n')).toEqual([1, 3, 4, 6, 7, 9, 10]);
  });

  it('ranges, OR filters and numbers of mixed types compare by value', async () => {
    expect(values(await numbers().where('n', '>', 2).where('n', '<=', 4).get(), 'n')).toEqual([3, 4]);
    expect(values(await numbers().where('score', '>', 13).get(), 'n')).toEqual([9, 10]); // doubles vs integer bound
    const either = await numbers()
      .where(Filter.or(Filter.where('n', '==', 1), Filter.where('parity', '==', 'even')))
      .orderBy('n')
      .get();
    expect(values(either, 'n')).toEqual([1, 2, 4, 6, 8, 10]);
    expect(ids(await numbers().where(FieldPath.documentId(), '>=', 'n09').get())).toEqual(['n09', 'n10']);
  });

  it('orders with orderBy and limit, and limitToLast', async () => {
    expect(values(await numbers().orderBy('n', 'desc').limit(3).get(), 'n')).toEqual([10, 9, 8]);
    expect(values(await numbers().orderBy('n').limitToLast(3).get(), 'n')).toEqual([8, 9, 10]);
    expect(values(await numbers().orderBy('n').offset(7).get(), 'n')).toEqual([8, 9, 10]);
  });

  it('cursors: startAt, startAfter, endAt, endBefore', async () => {
    expect(values(await numbers().orderBy('n').startAt(3).endAt(5).get(), 'n')).toEqual([3, 4, 5]);
    expect(values(await numbers().orderBy('n').startAfter(3).endBefore(6).get(), 'n')).toEqual([4, 5]);
    expect(values(await numbers().orderBy('n', 'desc').startAfter(8).limit(2).get(), 'n')).toEqual([7, 6]);
    expect(values(await numbers().orderBy('n').endBefore(3).get(), 'n')).toEqual([1, 2]);
  });

  it('cursors from document snapshots, with ties broken by document ID', async () => {
    const seventh = await numbers().doc('n07').get();
    expect(values(await numbers().orderBy('n').startAfter(seventh).get(), 'n')).toEqual([8, 9, 10]);
    expect(values(await numbers().orderBy('n').endAt(seventh).limitToLast(2).get(), 'n')).toEqual([6, 7]);
    // Odd numbers tie on "parity": the cursor must continue after n05 in document-ID order.
    const fifth = await numbers().doc('n05').get();
    expect(values(await numbers().orderBy('parity').startAfter(fifth).get(), 'n')).toEqual([7, 9]);
    expect(values(await numbers().orderBy('parity', 'desc').startAfter(fifth).limit(3).get(), 'n')).toEqual([3, 1, 10]);
    // Paging by snapshot, as admin list endpoints do.
    const pages: number[][] = [];
    let query = numbers().orderBy('parity').limit(4);
    for (;;) {
      const page = await query.get();
      if (page.empty) break;
      pages.push(values(page, 'n') as number[]);
      query = numbers()
        .orderBy('parity')
        .limit(4)
        .startAfter(page.docs[page.docs.length - 1] as (typeof page.docs)[number]);
    }
    expect(pages).toEqual([
      [2, 4, 6, 8],
      [10, 1, 3, 5],
      [7, 9],
    ]);
  });

  it('orderBy only returns documents that have the field', async () => {
    const items = collection('order-missing');
    await Promise.all([items.doc('a').set({ rank: 2 }), items.doc('b').set({ other: true }), items.doc('c').set({ rank: 1 })]);
    expect(ids(await items.orderBy('rank').get())).toEqual(['c', 'a']);
    expect(ids(await items.get())).toEqual(['a', 'b', 'c']);
  });

  it('filters and orders on nested fields', async () => {
    const items = collection('nested-query');
    await Promise.all([items.doc('a').set({ profile: { age: 30 } }), items.doc('b').set({ profile: { age: 20 } }), items.doc('c').set({ profile: {} })]);
    expect(ids(await items.where('profile.age', '>', 10).orderBy('profile.age').get())).toEqual(['b', 'a']);
  });

  it('count(), sum() and average() aggregate the query', async () => {
    const snapshot = await numbers().where('parity', '==', 'odd').count().get();
    expect(snapshot.data().count).toBe(5);
    const totals = await numbers()
      .aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n') })
      .get();
    expect(totals.data()).toEqual({ total: 55, mean: 5.5 });
    expect((await collection('nothing-here').count().get()).data().count).toBe(0);
  });

  it('getAll returns found and missing documents in order', async () => {
    const [a, missing, b] = await db.getAll(numbers().doc('n01'), numbers().doc('nope'), numbers().doc('n02'));
    expect(a?.get('n')).toBe(1);
    expect(missing?.exists).toBe(false);
    expect(b?.get('n')).toBe(2);
  });

  it('select() returns only the chosen fields', async () => {
    const snapshot = await numbers().where('n', '==', 1).select('parity').get();
    expect(snapshot.docs[0]?.data()).toEqual({ parity: 'odd' });
  });
});

describe('collection groups', () => {
  it('queries every collection with the id, at any depth, with filters', async () => {
    const group = name('items');
    await Promise.all([
      db.doc(`${name('cg-a')}/one/${group}/x`).set({ kind: 'fruit', n: 1 }),
      db.doc(`${name('cg-b')}/two/${group}/y`).set({ kind: 'toy', n: 2 }),
      db.doc(`${name('cg-b')}/two/deeper/three/${group}/z`).set({ kind: 'fruit', n: 3 }),
      db.doc(`${group}/top`).set({ kind: 'fruit', n: 4 }),
      db.doc(`${name('cg-a')}/one/${name('items-other')}/w`).set({ kind: 'fruit', n: 5 }),
    ]);
    expect(values(await db.collectionGroup(group).orderBy('n').get(), 'n')).toEqual([1, 2, 3, 4]);
    expect(values(await db.collectionGroup(group).where('kind', '==', 'fruit').orderBy('n').get(), 'n')).toEqual([1, 3, 4]);
    expect((await db.collectionGroup(group).count().get()).data().count).toBe(4);
  });
});

describe('listing and recursive delete', () => {
  it('listCollections and listDocuments (including documents that only have subcollections)', async () => {
    const root = collection('listing');
    await Promise.all([
      root.doc('a').set({ n: 1 }),
      root.doc('ghost').collection('child').doc('c').set({ n: 2 }),
      root.doc('a').collection('sub1').doc('s').set({}),
      root.doc('a').collection('sub2').doc('s').set({}),
    ]);
    const documents = await root.listDocuments();
    expect(documents.map((doc) => doc.id).sort()).toEqual(['a', 'ghost']);
    const collections = await root.doc('a').listCollections();
    expect(collections.map((c) => c.id).sort()).toEqual(['sub1', 'sub2']);
    expect((await db.listCollections()).map((c) => c.id)).toContain(name('listing'));
  });

  it('recursiveDelete removes a collection, its documents and all their subcollections', async () => {
    const root = collection('recursive');
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      writes.push(root.doc(`d${i}`).set({ i }));
      writes.push(root.doc(`d${i}`).collection('children').doc('c').set({ i }));
      writes.push(root.doc(`d${i}`).collection('children').doc('c').collection('grandchildren').doc('g').set({ i }));
    }
    const neighbour = collection('recursive-neighbour').doc('stay');
    writes.push(neighbour.set({ stay: true }));
    await Promise.all(writes);

    await db.recursiveDelete(root);
    expect((await root.get()).size).toBe(0);
    expect((await db.collectionGroup('grandchildren').where('i', '>=', 0).get()).docs.filter((doc) => doc.ref.path.startsWith(root.path))).toHaveLength(0);
    expect(await root.listDocuments()).toHaveLength(0);
    expect((await neighbour.get()).exists).toBe(true);
  });

  it('recursiveDelete of a document removes it and its subcollections', async () => {
    const doc = collection('recursive-doc').doc('parent');
    await doc.set({ n: 1 });
    await doc.collection('kids').doc('k').set({ n: 2 });
    await db.recursiveDelete(doc);
    expect((await doc.get()).exists).toBe(false);
    expect((await doc.collection('kids').get()).size).toBe(0);
  });
});

describe('listeners', () => {
  it('onSnapshot delivers the current result, then changes', async () => {
    const items = collection('listen');
    await items.doc('a').set({ n: 1 });
    const snapshots: number[][] = [];
    let resolveNext: (() => void) | undefined;
    const unsubscribe = items.orderBy('n').onSnapshot((snapshot) => {
      snapshots.push(values(snapshot, 'n') as number[]);
      resolveNext?.();
    });
    const next = () => new Promise<void>((resolve) => (resolveNext = resolve));
    try {
      await (snapshots.length > 0 ? Promise.resolve() : next());
      const added = next();
      await items.doc('b').set({ n: 2 });
      await added;
      const removed = next();
      await items.doc('a').delete();
      await removed;
    } finally {
      unsubscribe();
    }
    expect(snapshots).toEqual([[1], [1, 2], [2]]);
  });
});
