/**
 * Firestore behaviour the app relies on, checked through firebase-admin against Google's Firestore
 * emulator with tools/firestore-checks in front (the global setup starts both). Every expectation
 * comes from Firestore's documentation; where Google's emulator is more lenient than production
 * (composite indexes, field transformations per document in a commit), the checks refuse what
 * production refuses, and the tests under "production rules" fail without them
 * (tools/firestore-checks/README.md names each).
 *
 * Each run writes under collection names with a random suffix, so runs never see each other's data;
 * the run's indexes (what firestore.indexes.json is to the app's database) are in ./indexes.ts.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Filter, GeoPoint, Timestamp, getFirestore, type DocumentData, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { Client, credentials, type ServiceError } from '@grpc/grpc-js';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PROJECT = 'demo-bebek-conformance';
const RUN = inject('run');

let app: App;
let db: Firestore;

/** A collection name unique to this run. */
const name = (base: string) => `${base}-${RUN}`;
const collection = (base: string) => db.collection(name(base));
const ids = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => doc.id);
const values = (snapshot: QuerySnapshot, field: string) => snapshot.docs.map((doc) => doc.get(field) as unknown);

async function failureOf(promise: Promise<unknown>): Promise<{ code?: number; message?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: number; message?: string };
  }
  throw new Error('expected the operation to fail');
}
const codeOf = async (promise: Promise<unknown>) => (await failureOf(promise)).code;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  app = initializeApp({ projectId: PROJECT }, `conformance-${RUN}`);
  db = getFirestore(app);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('transactions', () => {
  /**
   * Server SDKs' transactions lock what they read (pessimistic concurrency,
   * https://firebase.google.com/docs/firestore/transaction-data-contention), as Google's emulator
   * does: under contention on one document most of them give up after the SDK's five attempts.
   * What Firestore guarantees is serializability, not throughput: never over the cap, no lost
   * update, no partial write, and every failure a clean ABORTED.
   */
  it('concurrent read-check-increment transactions on one document never pass the cap, lose no update and write nothing when they fail (ABORTED)', async () => {
    const counter = collection('tx-cap').doc('counter');
    const claims = collection('tx-cap-claims');
    await counter.set({ count: 0 });
    class CapReached extends Error {}

    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        db.runTransaction(async (transaction) => {
          const count = (await transaction.get(counter)).get('count') as number;
          if (count >= 20) throw new CapReached(`cap reached at ${count}`);
          transaction.update(counter, { count: count + 1 });
          transaction.create(claims.doc(`c${i}`), { count: count + 1 });
          return count + 1;
        }),
      ),
    );

    const succeeded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    const count = (await counter.get()).get('count') as number;
    expect(succeeded.length).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(20);
    // Serializable: every successful transaction saw a different count and wrote the next one.
    expect([...succeeded].sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect((await claims.count().get()).data().count).toBe(count);
    for (const reason of failed) expect(reason instanceof CapReached || (reason as { code?: number }).code === 10).toBe(true);
  });

  /**
   * What the documentation recommends instead of a hot document
   * (https://firebase.google.com/docs/firestore/best-practices,
   * https://firebase.google.com/docs/firestore/solutions/counters): spread the writes over
   * documents. One document per place under a cap, taken with create() (which fails with
   * ALREADY_EXISTS when the document exists), needs no transaction: exactly the cap is taken.
   */
  it('50 clients taking one of 30 places with create() preconditions: exactly 30 succeed, 20 find every place taken, no error', async () => {
    const places = collection('places');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, client) => {
        const first = Math.floor(Math.random() * 30);
        for (let k = 0; k < 30; k++) {
          const failure = await places
            .doc(`p${(first + k) % 30}`)
            .create({ client })
            .then(
              () => undefined,
              (error: { code?: number }) => error,
            );
          if (!failure) return 'taken';
          if (failure.code !== 6) return `error ${failure.code}`;
        }
        return 'full';
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(30);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(20);
    expect((await places.count().get()).data().count).toBe(30);
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
      array: [1, 'two', { three: 3 }, { inner: [4] }],
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

  it('an array directly inside an array is refused with INVALID_ARGUMENT, and nothing is written (https://firebase.google.com/docs/firestore/manage-data/data-types)', async () => {
    const ref = collection('nested-arrays').doc('doc');
    expect(await codeOf(ref.set({ array: [1, [2]] }))).toBe(3);
    expect((await ref.get()).exists).toBe(false);
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

  /**
   * What is documented (write.proto, ServerValue.REQUEST_TIME): "the time at which the server
   * processed the request, with millisecond precision. If used on multiple fields (same or
   * different documents) in a transaction, all the fields will get the same server timestamp."
   * Equality with the commit's writeTime is not promised, and Google's emulator stores a value a
   * few milliseconds before it (1–5 ms measured): the product answers the timestamp it stored,
   * never the writeTime in its place, so this allows a second's difference.
   */
  it('serverTimestamp: one server time in milliseconds for every field of a commit, close to its writeTime', async () => {
    const [a, b] = [collection('server-timestamp').doc('a'), collection('server-timestamp').doc('b')];
    const before = Date.now();
    const batch = db.batch();
    batch.set(a, { at: FieldValue.serverTimestamp(), also: FieldValue.serverTimestamp() });
    batch.set(b, { at: FieldValue.serverTimestamp() });
    const [result] = await batch.commit();
    const [first, second] = await db.getAll(a, b);
    const at = first?.get('at') as Timestamp;
    expect(at).toBeInstanceOf(Timestamp);
    expect(at.nanoseconds % 1_000_000).toBe(0);
    expect((first?.get('also') as Timestamp).isEqual(at)).toBe(true);
    expect((second?.get('at') as Timestamp).isEqual(at)).toBe(true);
    expect(Math.abs(at.toMillis() - (result?.writeTime as Timestamp).toMillis())).toBeLessThan(1000);
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

  it('filters with ==, <, >=, in and array-contains', async () => {
    expect(values(await numbers().where('parity', '==', 'even').orderBy('n').get(), 'n')).toEqual([2, 4, 6, 8, 10]);
    expect(values(await numbers().where('n', '<', 4).get(), 'n')).toEqual([1, 2, 3]);
    expect(values(await numbers().where('n', '>=', 8).get(), 'n')).toEqual([8, 9, 10]);
    expect(values(await numbers().where('n', 'in', [2, 5, 99]).orderBy('n').get(), 'n')).toEqual([2, 5]);
    expect(values(await numbers().where('tags', 'array-contains', 't0').orderBy('n').get(), 'n')).toEqual([3, 6, 9]);
  });

  it('ranges and numbers of mixed types compare by value', async () => {
    expect(values(await numbers().where('n', '>', 2).where('n', '<=', 4).get(), 'n')).toEqual([3, 4]);
    expect(values(await numbers().where('score', '>', 13).get(), 'n')).toEqual([9, 10]); // doubles vs integer bound
  });

  it('orders with orderBy and limit, and limitToLast', async () => {
    expect(values(await numbers().orderBy('n', 'desc').limit(3).get(), 'n')).toEqual([10, 9, 8]);
    expect(values(await numbers().orderBy('n').limitToLast(3).get(), 'n')).toEqual([8, 9, 10]);
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

  it('count() counts the query', async () => {
    const snapshot = await numbers().where('parity', '==', 'odd').count().get();
    expect(snapshot.data().count).toBe(5);
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

describe('listing', () => {
  it('listDocuments includes documents that only have subcollections', async () => {
    const root = collection('listing');
    await Promise.all([
      root.doc('a').set({ n: 1 }),
      root.doc('ghost').collection('child').doc('c').set({ n: 2 }),
      root.doc('a').collection('sub').doc('s').set({}),
    ]);
    const documents = await root.listDocuments();
    expect(documents.map((doc) => doc.id).sort()).toEqual(['a', 'ghost']);
  });
});

const firestoreProtos = protobuf.Root.fromJSON(createRequire(import.meta.url)('@google-cloud/firestore/build/protos/v1.json'));

/** Raw gRPC, for what firebase-admin already refuses on the client (the server must refuse it too). */
function rawCommit(request: object): Promise<void> {
  const type = firestoreProtos.lookupType('google.firestore.v1.CommitRequest');
  const client = new Client(inject('firestoreEmulatorHost'), credentials.createInsecure());
  return new Promise<void>((resolve, reject) => {
    client.makeUnaryRequest(
      '/google.firestore.v1.Firestore/Commit',
      (bytes: Uint8Array) => Buffer.from(bytes),
      (bytes: Buffer) => bytes,
      type.encode(type.fromObject(request)).finish(),
      (error: ServiceError | null) => (error ? reject(error) : resolve()),
    );
  }).finally(() => client.close());
}

/**
 * "Index types", https://firebase.google.com/docs/firestore/query-data/index-overview, and "Manage
 * indexes", https://firebase.google.com/docs/firestore/query-data/indexing: single-field indexes
 * are automatic, in collection scope only; queries that combine an equality with a sort or range
 * on another field, several range fields, or array-contains with a sort need a composite index;
 * equality filters merge indexes. Production answers a query without its index with
 * FAILED_PRECONDITION ("The query requires an index"); Google's emulator serves it, so these fail
 * without tools/firestore-checks.
 */
describe('production rules: indexes (tools/firestore-checks)', () => {
  const indexed = () => collection('indexed');
  const unindexed = () => collection('unindexed');
  const at = (minutes: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 1) + minutes * 60_000);

  beforeAll(async () => {
    const batch = db.batch();
    for (const [id, status, kind, minutes] of [
      ['a', 'open', 'x', 1],
      ['b', 'open', 'y', 2],
      ['c', 'closed', 'x', 3],
      ['d', 'open', 'x', 4],
    ] as const) {
      batch.set(indexed().doc(id), { status, kind, at: at(minutes), expiresAt: at(minutes + 60), tags: ['t'] });
      batch.set(unindexed().doc(id), { status, kind, at: at(minutes), n: minutes, tags: ['t'] });
      // the same answers under two parents: a collection group
      for (const parent of ['p1', 'p2']) {
        for (const group of ['answers', 'unanswered'])
          batch.set(collection('parents').doc(parent).collection(name(group)).doc(id), { email: `${kind}@example.com`, at: at(minutes) });
      }
    }
    await batch.commit();
  });

  it('an equality filter with orderBy on another field fails with FAILED_PRECONDITION, naming the index to declare', async () => {
    const failure = await failureOf(unindexed().where('status', '==', 'open').orderBy('at', 'desc').get());
    expect(failure.code).toBe(9);
    expect(failure.message).toMatch(/requires an index/);
    expect(failure.message).toContain(
      `{"collectionGroup":"${name('unindexed')}","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"at","order":"DESCENDING"}]}`,
    );
  });

  it('so do a range ordered by another field, ranges on two fields, array-contains with a sort, count() of such a query, and such a query in a transaction', async () => {
    expect(await codeOf(unindexed().where('n', '>', 1).orderBy('at').get())).toBe(9);
    expect(await codeOf(unindexed().where('n', '>', 1).where('at', '<', Timestamp.now()).get())).toBe(9);
    expect(await codeOf(unindexed().where('tags', 'array-contains', 't').orderBy('at').get())).toBe(9);
    expect(await codeOf(unindexed().where('status', '==', 'open').where('n', '<', 3).get())).toBe(9);
    expect(await codeOf(unindexed().where('status', '==', 'open').orderBy('at', 'desc').count().get())).toBe(9);
    expect(await codeOf(db.runTransaction((transaction) => transaction.get(unindexed().where('status', '==', 'open').orderBy('at', 'desc'))))).toBe(9);
  });

  it('a declared index serves its query in its own directions; equality filters merge indexes; single fields need none', async () => {
    expect(ids(await indexed().where('status', '==', 'open').orderBy('at', 'desc').get())).toEqual(['d', 'b', 'a']);
    expect(ids(await indexed().where('status', '==', 'open').where('kind', '==', 'x').orderBy('at', 'desc').get())).toEqual(['d', 'a']);
    expect(ids(await unindexed().where('status', '==', 'open').where('kind', '==', 'x').get())).toEqual(['a', 'd']);
    expect(ids(await unindexed().where('n', '>', 2).orderBy('n', 'desc').get())).toEqual(['d', 'c']);
    expect(await codeOf(indexed().where('status', '==', 'open').orderBy('at', 'asc').get())).toBe(9);
  });

  it('an OR query needs an index for each of its disjunctions', async () => {
    const either = Filter.or(Filter.where('status', '==', 'closed'), Filter.where('kind', '==', 'y'));
    expect(ids(await indexed().where(either).orderBy('at', 'desc').get())).toEqual(['c', 'b']);
    expect(await codeOf(unindexed().where(either).orderBy('at', 'desc').get())).toBe(9);
  });

  it('a field exempted from indexing by a field override cannot be filtered on', async () => {
    expect(await codeOf(indexed().where('expiresAt', '<', Timestamp.now()).get())).toBe(9);
  });

  it('a collection-group query needs a COLLECTION_GROUP index (a fieldOverrides entry or a composite index): the automatic ones are collection-scoped', async () => {
    const group = (base: string) => db.collectionGroup(name(base));
    expect(ids(await group('answers').where('email', '==', 'x@example.com').get())).toEqual(['a', 'c', 'd', 'a', 'c', 'd']);
    expect(ids(await group('answers').where('email', '==', 'x@example.com').orderBy('at', 'desc').limit(2).get())).toEqual(['d', 'd']);
    expect((await group('unanswered').get()).size).toBe(8); // no filter, no order: the documents' own key order
    const failure = await failureOf(group('unanswered').where('email', '==', 'x@example.com').get());
    expect(failure.code).toBe(9);
    expect(failure.message).toContain(`requires a COLLECTION_GROUP_ASC index for collection ${name('unanswered')} and field email`);
    expect(await codeOf(group('answers').orderBy('at').get())).toBe(9);
    // the same field in collection scope keeps its automatic indexes
    expect(ids(await collection('parents').doc('p1').collection(name('unanswered')).where('email', '==', 'y@example.com').get())).toEqual(['b']);
    expect(ids(await collection('parents').doc('p1').collection(name('answers')).where('email', '==', 'y@example.com').get())).toEqual(['b']);
  });
});

/**
 * "Quotas and limits", https://cloud.google.com/firestore/quotas ("Writes and transactions"): at most
 * 500 field transformations on a single document in a Commit operation or in a transaction. Google's
 * emulator applies any number, so this fails without tools/firestore-checks.
 */
describe('production rules: field transformations in a commit (tools/firestore-checks)', () => {
  const increments = (from: number, count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${from + i}`, FieldValue.increment(1)]));

  it('500 field transformations on one document in a commit apply; 501 are refused with INVALID_ARGUMENT and nothing is written', async () => {
    const ref = collection('transform-limit').doc('doc');
    await ref.set(increments(0, 500));
    expect((await ref.get()).get('f499')).toBe(1);
    const batch = db.batch();
    batch.set(collection('transform-limit').doc('other'), { n: 1 });
    batch.update(ref, increments(0, 300));
    batch.update(ref, increments(300, 201));
    expect(await codeOf(batch.commit())).toBe(3);
    expect((await ref.get()).get('f0')).toBe(1);
    expect((await collection('transform-limit').doc('other').get()).exists).toBe(false);
    expect(await codeOf(db.runTransaction(async (transaction) => void transaction.set(ref, increments(0, 501))))).toBe(3);
  });
});

/** The size of a document as "Storage size calculations" counts it (https://firebase.google.com/docs/firestore/storage-size). */
function storageSize(path: string, fields: Record<string, string>): number {
  const string = (text: string) => Buffer.byteLength(text, 'utf8') + 1;
  const nameSize = path.split('/').reduce((sum, segment) => sum + string(segment), 16);
  return nameSize + Object.entries(fields).reduce((sum, [key, value]) => sum + string(key) + string(value), 0) + 32;
}

/** "Quotas and limits", https://cloud.google.com/firestore/quotas: Google's emulator refuses these as production does. */
describe('limits', () => {
  it('a document of 1 MiB (1,048,576 bytes, counted as storage size) is stored; one byte more is refused with INVALID_ARGUMENT', async () => {
    const ref = collection('sizes').doc('big');
    const fill = (total: number) => {
      const rest = total - storageSize(ref.path, { a: '', b: '' });
      return { a: 'x'.repeat(Math.floor(rest / 2)), b: 'y'.repeat(Math.ceil(rest / 2)) };
    };
    await ref.set(fill(1_048_576));
    expect(((await ref.get()).get('a') as string).length).toBeGreaterThan(500_000);
    const refused = await failureOf(ref.set(fill(1_048_577)));
    expect(refused.code).toBe(3);
    // production words it "… exceeds the maximum allowed size of 1,048,576 bytes", Google's emulator "maximum entity size is 1048576 bytes"
    expect(refused.message).toMatch(/1,?048,?576 bytes/);
  });

  it("an 'in' filter takes at most 30 values (https://firebase.google.com/docs/firestore/query-data/queries#in_not-in_and_array-contains-any)", async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => i);
    expect((await collection('numbers').where('n', 'in', thirty).get()).size).toBe(10);
    expect(
      await codeOf(
        collection('numbers')
          .where('n', 'in', [...thirty, 30])
          .get(),
      ),
    ).toBe(3);
  });

  /**
   * The quotas page once listed "Maximum number of writes that can be passed to a Commit operation
   * or performed in a transaction: 500"; Firestore's release notes of 2023-03-29 lifted it ("Firestore
   * no longer limits the number of writes that can be passed to a Commit operation or performed in a
   * transaction"), and the page lists only the request size (10 MiB) and the transformations above.
   */
  it('a commit is not limited to 500 writes, and stays atomic', async () => {
    const target = collection('batch-size');
    const batch = (count: number, failing: boolean) => {
      const writes = db.batch();
      for (let i = 0; i < count; i++) writes.set(target.doc(`d${i}`), { i });
      if (failing) writes.update(target.doc('missing'), { i: -1 });
      return writes.commit();
    };
    expect(await codeOf(batch(600, true))).toBe(5);
    expect((await target.count().get()).data().count).toBe(0);
    await batch(600, false);
    expect((await target.count().get()).data().count).toBe(600);
  });

  it('IDs and field names matching __.*__ are reserved; IDs take at most 1,500 bytes; maps nest at most 20 deep', async () => {
    expect(await codeOf(collection('reserved').doc('__secret__').set({ n: 1 }))).toBe(3);
    expect(await codeOf(collection('reserved').doc('ok').set({ __meta__: 1 }))).toBe(3);
    expect(await codeOf(collection('reserved').doc('x'.repeat(1501)).set({ n: 1 }))).toBe(3);
    // firebase-admin refuses deep maps itself; the server must too, so this goes on the wire directly.
    const deep = (levels: number): object => (levels === 0 ? { booleanValue: true } : { mapValue: { fields: { m: deep(levels - 1) } } });
    const database = `projects/${PROJECT}/databases/(default)`;
    const write = (levels: number) =>
      rawCommit({ database, writes: [{ update: { name: `${database}/documents/${name('reserved')}/deep`, fields: { m: deep(levels) } } }] });
    await write(20);
    expect(await codeOf(write(21))).toBe(3);
  });
});

/** Listeners are a bidirectional stream (Listen): the checks pass it through like any other call. */
describe('listeners', () => {
  it('onSnapshot delivers the current document, then each change', async () => {
    const ref = collection('listen').doc('doc');
    await ref.set({ n: 1 });
    const seen: number[] = [];
    let stop = () => {};
    await new Promise<void>((resolve, reject) => {
      stop = ref.onSnapshot((snapshot) => {
        seen.push(snapshot.get('n') as number);
        if (seen.length === 1) void ref.update({ n: 2 });
        if (seen.length === 2) resolve();
      }, reject);
    });
    stop();
    expect(seen).toEqual([1, 2]);
  });
});
