/**
 * firestore.rules denies every direct client access: the browser reaches Firestore only through the
 * functions (firebase-admin bypasses rules). Proven with @firebase/rules-unit-testing against Google's
 * Firestore emulator (tests/rules/global-setup.ts), which evaluates rules as production does: every
 * collection the product stores, at the path the product stores it, is refused to a signed-out
 * client, a signed-in parent, the document's own owner and an operator whose token carries the
 * product's admin claim, for every kind of read and write, on documents that exist.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { firestoreFile } from '../../scripts/lib/deployment';

const ROOT = resolve(import.meta.dirname, '..', '..');
// the file firebase.json deploys (deploy:check holds them together)
const RULES = readFileSync(firestoreFile('rules'), 'utf8');

/** The owner every seeded document names, and the parent documents of the subcollections. */
const OWNER = 'sahip';
const GAME = 'oyun';
const PARENTS = {
  users: `${COLLECTIONS.users}/${OWNER}`,
  games: `${COLLECTIONS.games}/${GAME}`,
  smsBudgets: `${COLLECTIONS.smsBudgets}/2026-11-27`,
} as const;
/** Collections the product keeps under another document (functions/src), with that document. */
const SUBCOLLECTIONS: Partial<Record<string, keyof typeof PARENTS>> = {
  [COLLECTIONS.checklistItems]: 'users',
  [COLLECTIONS.checklistClaims]: 'users',
  [COLLECTIONS.careVisits]: 'users',
  [COLLECTIONS.growth]: 'users',
  [COLLECTIONS.vaccines]: 'users',
  [COLLECTIONS.participants]: 'games',
  [COLLECTIONS.slots]: 'games',
  [COLLECTIONS.smsBudgetShards]: 'smsBudgets',
};

interface Target {
  collection: string;
  /** The collection's path as the product uses it. */
  path: string;
  /** A document that exists there (seeded with the rules off). */
  existing: string;
}
const TARGETS: Target[] = Object.values(COLLECTIONS).map((collection) => {
  const parent = SUBCOLLECTIONS[collection];
  const path = parent ? `${PARENTS[parent]}/${collection}` : collection;
  const id = collection === COLLECTIONS.users ? OWNER : collection === COLLECTIONS.games ? GAME : 'belge';
  return { collection, path, existing: `${path}/${id}` };
});
const SEEDED = { userId: OWNER, ownerId: OWNER, gameId: GAME, name: 'Tohum' };

const IDENTITIES: Array<{ who: string; context: (env: RulesTestEnvironment) => RulesTestContext }> = [
  { who: 'signed out', context: (env) => env.unauthenticatedContext() },
  { who: 'a signed-in parent', context: (env) => env.authenticatedContext('bir-ebeveyn', { email: 'ebeveyn@test.bebek', email_verified: true }) },
  { who: "the document's owner", context: (env) => env.authenticatedContext(OWNER, { email: 'sahip@test.bebek', email_verified: true }) },
  {
    who: 'an operator with the super_admin claim',
    context: (env) => env.authenticatedContext('operator', { email: 'operator@test.bebek', email_verified: true, role: 'super_admin', admin: true }),
  },
];

type Db = ReturnType<RulesTestContext['firestore']>;
/** Every way a client SDK reads or writes a collection; each must be refused. */
const OPERATIONS: Record<string, (db: Db, target: Target) => Promise<unknown>> = {
  'get (existing)': (db, { existing }) => db.doc(existing).get(),
  'get (missing)': (db, { path }) => db.doc(`${path}/yok`).get(),
  list: (db, { path }) => db.collection(path).get(),
  query: (db, { path }) => db.collection(path).where('userId', '==', OWNER).limit(10).get(),
  'collection group': (db, { collection }) => db.collectionGroup(collection).where('userId', '==', OWNER).get(),
  listen: (db, { existing }) =>
    new Promise((done, fail) => {
      const stop = db.doc(existing).onSnapshot(
        (snapshot) => {
          stop();
          done(snapshot);
        },
        (error) => fail(error),
      );
    }),
  create: (db, { path }) => db.doc(`${path}/yeni`).set({ ...SEEDED, name: 'Yeni' }),
  'set (overwrite)': (db, { existing }) => db.doc(existing).set({ name: 'Üzerine' }),
  update: (db, { existing }) => db.doc(existing).update({ name: 'Değişti' }),
  delete: (db, { existing }) => db.doc(existing).delete(),
};
const ALL_DENIED = Object.fromEntries(Object.keys(OPERATIONS).map((name) => [name, 'denied']));

/** 'denied' when the emulator refused with permission-denied, else what happened instead. */
async function outcome(attempt: Promise<unknown>): Promise<string> {
  return assertFails(attempt).then(
    () => 'denied',
    (error: unknown) => `not denied: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** Subcollection names in functions/src: a `.collection(COLLECTIONS.x)` called on anything but `db()`. */
function subcollectionsInFunctions(): string[] {
  const source = join(ROOT, 'functions', 'src');
  const found = new Set<string>();
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(source, file), 'utf8');
    for (const [, receiver = '', name = ''] of text.matchAll(/([\w$.()[\]]*)\s*\.collection\(\s*COLLECTIONS\.(\w+)\s*\)/g)) {
      if (!receiver.endsWith('db()')) found.add(COLLECTIONS[name as keyof typeof COLLECTIONS] ?? name);
    }
  }
  return [...found].sort();
}

describe('firestore.rules', () => {
  it('has one rule, over every document, that allows nothing', () => {
    const code = RULES.replace(/\/\/.*$/gm, '');
    expect(code.match(/allow\s+[^;]+;/g)).toEqual(['allow read, write: if false;']);
    expect(code).toMatch(/match \/\{document=\*\*\}/);
  });

  it('is tested at every subcollection path the functions use', () => {
    expect(subcollectionsInFunctions()).toEqual(Object.keys(SUBCOLLECTIONS).sort());
  });
});

describe("firestore.rules on Google's Firestore emulator", () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    // Each refusal is what is expected; the SDK would log every one as an error.
    setLogLevel('silent');
    const { host, port } = inject('rulesEmulator');
    env = await initializeTestEnvironment({ projectId: 'demo-bebek-rules', firestore: { host, port, rules: RULES } });
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await Promise.all([...Object.values(PARENTS), ...TARGETS.map((target) => target.existing)].map((path) => db.doc(path).set(SEEDED)));
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  describe.each(IDENTITIES)('$who', ({ context }) => {
    it.each(TARGETS)('is refused every read and write of $path', async (target) => {
      const db = context(env).firestore();
      const outcomes: Record<string, string> = {};
      for (const [name, operation] of Object.entries(OPERATIONS)) outcomes[name] = await outcome(operation(db, target));
      expect(outcomes).toEqual(ALL_DENIED);
    });
  });

  it('left every seeded document as it was', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const target of TARGETS) {
        const existing = await db.doc(target.existing).get();
        expect({ path: target.existing, data: existing.data() }).toEqual({ path: target.existing, data: SEEDED });
        expect({ path: target.path, created: (await db.doc(`${target.path}/yeni`).get()).exists }).toEqual({ path: target.path, created: false });
      }
    });
  });
});
