import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` enforces the layers (issue 26, ADR 0036; issue 36, ADR 0068): planted violations, each
 * linted with the project's own eslint.config.js as if it were a file of a new domain or feature, must
 * fail with the layer rule that names them; the same code in the right layer passes. Nothing is written
 * into the checkout: ESLint lints the text under the planted path.
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const READS_FIRESTORE = `
import { COLLECTIONS, db } from '../lib/firestore';
export async function planted(uid: string) {
  return (await db().collection(COLLECTIONS.users).doc(uid).get()).data();
}
`;

describe('the layers of functions/src', () => {
  it('refuses a router that reads Firestore itself', async () => {
    const found = await problems('functions/src/planted/router.ts', READS_FIRESTORE);
    expect(found.some((line) => line.startsWith('@typescript-eslint/no-restricted-imports') && line.includes('data.ts'))).toBe(true);
    expect(found.filter((line) => line.startsWith('no-restricted-syntax')).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a service that imports Firestore or writes through a snapshot’s reference, and allows its types', async () => {
    expect(await problems('functions/src/planted/service.ts', READS_FIRESTORE)).not.toEqual([]);
    const writesThroughRef = `
import type { DocumentSnapshot } from 'firebase-admin/firestore';
export async function planted(snapshot: DocumentSnapshot) {
  await snapshot.ref.update({ seen: true });
  return snapshot.get('fullName');
}
`;
    const found = await problems('functions/src/planted/service.ts', writesThroughRef);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-restricted-syntax: .*data\.ts/);
    const valueImport = `import { FieldValue } from 'firebase-admin/firestore';\nexport const planted = () => FieldValue.serverTimestamp();\n`;
    expect(await problems('functions/src/planted/service.ts', valueImport)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports/)]);
  });

  it('refuses a router that goes around its service to the data module', async () => {
    const found = await problems('functions/src/planted/router.ts', `import { readProfile } from '../profile/data';\nexport const planted = readProfile;\n`);
    expect(found).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*services/)]);
  });

  it('refuses a data module that imports a service or a router', async () => {
    for (const imported of ['./service', './router', '../games/owner']) {
      const found = await problems('functions/src/planted/data.ts', `import { x } from '${imported}';\nexport const planted = x;\n`);
      expect(found, imported).toEqual([expect.stringMatching(/^no-restricted-imports: .*data module/)]);
    }
  });

  it('lets the data module read Firestore', async () => {
    expect(await problems('functions/src/planted/data.ts', READS_FIRESTORE)).toEqual([]);
  });
});

const rule = (found: string[], ruleId: string, says: RegExp) => found.some((line) => line.startsWith(`${ruleId}: `) && says.test(line));

/** The seven violations of issue 36's review, and the ones added with them (ADR 0068). */
describe('every layer (issue 36)', () => {
  it('1. refuses a router that reads Firestore', async () => {
    expect(rule(await problems('functions/src/planted/router.ts', READS_FIRESTORE), 'no-restricted-syntax', /data\.ts/)).toBe(true);
  });

  it('2. refuses a data module that imports a service', async () => {
    expect(
      rule(
        await problems('functions/src/planted/data.ts', `import { x } from './service';\nexport const planted = x;\n`),
        'no-restricted-imports',
        /data module/,
      ),
    ).toBe(true);
  });

  it('3. refuses a service that runs another domain’s query with stream(), or a query handed to it with get()', async () => {
    const streams = `
import { gamesOfOwner } from '../games/data';
export async function planted(uid: string) {
  const found: unknown[] = [];
  for await (const game of gamesOfOwner(uid).stream()) found.push(game);
  return found;
}
`;
    expect(await problems('functions/src/planted/service.ts', streams)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*runs a query/)]);
    const gets = `import type { Query } from 'firebase-admin/firestore';\nexport const planted = async (query: Query) => (await query.get()).docs;\n`;
    expect(await problems('functions/src/planted/service.ts', gets)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*data\.ts/)]);
  });

  it('3b. refuses a data module that hands out a query instead of its records', async () => {
    const games = `import { COLLECTIONS, db } from '../lib/firestore';\nconst gamesCollection = () => db().collection(COLLECTIONS.games);\n`;
    for (const exported of [
      `export const gamesOfOwner = (uid: string) => gamesCollection().where('userId', '==', uid);`,
      `export const growthOf = (uid: string) => gamesCollection().doc(uid).collection('growth');`,
      `export function gamesOfOwner(uid: string) {\n  return gamesCollection().where('userId', '==', uid).limit(10);\n}`,
    ])
      expect(await problems('functions/src/planted/data.ts', `${games}${exported}\n`), exported).toEqual([
        expect.stringMatching(/^no-restricted-syntax: A data module answers records, not a query/),
      ]);
    const records = `${games}const gamesOfOwner = (uid: string) => gamesCollection().where('userId', '==', uid);\nexport const readGamesOfOwner = async (uid: string) => (await gamesOfOwner(uid).get()).docs;\n`;
    expect(await problems('functions/src/planted/data.ts', records)).toEqual([]);
  });

  it('4. refuses a service that listens with onSnapshot()', async () => {
    const listens = `import type { Query } from 'firebase-admin/firestore';\nexport const planted = (query: Query) => query.onSnapshot(() => undefined);\n`;
    expect(await problems('functions/src/planted/service.ts', listens)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*listens/)]);
  });

  it('5. refuses a service that answers HTTP itself, with or without importing express', async () => {
    const answers = `
import type { Response } from 'express';
export function planted(res: Response, found: boolean) {
  if (!found) res.status(404).json({ message: 'Bulunamadı.' });
}
`;
    const found = await problems('functions/src/planted/service.ts', answers);
    expect(rule(found, '@typescript-eslint/no-restricted-imports', /HTTP layer/)).toBe(true);
    expect(rule(found, 'no-restricted-syntax', /HTTP layer/)).toBe(true);
    const untyped = `export const planted = (res: { sendStatus(status: number): void }) => res.sendStatus(429);\n`;
    expect(rule(await problems('functions/src/planted/service.ts', untyped), 'no-restricted-syntax', /HTTP layer/)).toBe(true);
    const extendsRequest = `declare module 'express-serve-static-core' {\n  interface Request {\n    planted?: string;\n  }\n}\nexport {};\n`;
    expect(await problems('functions/src/planted/service.ts', extendsRequest)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*HTTP layer/)]);
    // a data module answers nothing either
    expect(rule(await problems('functions/src/planted/data.ts', answers), 'no-restricted-syntax', /HTTP layer/)).toBe(true);
  });

  it('5b. refuses a router or a page that answers an error status itself: errors go through the one map', async () => {
    for (const answer of ['res.status(404).json({ message: "Bulunamadı." })', 'res.status(code).json({})', 'res.sendStatus(429)']) {
      const code = `import type { Response } from 'express';\nexport const planted = (res: Response, code: number) => ${answer};\n`;
      for (const file of ['functions/src/planted/router.ts', 'functions/src/planted/page.ts'])
        expect(rule(await problems(file, code), 'no-restricted-syntax', /DomainError/), `${file}: ${answer}`).toBe(true);
    }
  });

  it('6. refuses a relative import between two web features, and an import into another feature’s folders', async () => {
    const file = 'web/src/features/planted/components/planted-card.tsx';
    for (const source of ['../../baby-share/components/baby-share-card', '../../baby-share', '../../baby-share/index'])
      expect(await problems(file, `import { BabyShareCard } from '${source}';\nexport const Planted = BabyShareCard;\n`), source).toEqual([
        expect.stringMatching(/^layers\/web-zones: A feature does not import another feature relatively/),
      ]);
    expect(
      await problems(file, `import { BabyShareCard } from '@/features/baby-share/components/baby-share-card';\nexport const Planted = BabyShareCard;\n`),
    ).toEqual([expect.stringMatching(/^layers\/web-zones: .*only through its index/)]);
    expect(await problems(file, `export const load = () => import('@/features/baby-share/components/baby-share-card');\n`)).toEqual([
      expect.stringMatching(/^layers\/web-zones: .*only through its index/),
    ]);
  });

  it('7. refuses shared code (lib/, components/) that imports a feature, and anything below app/ importing app/', async () => {
    for (const [file, source] of [
      ['web/src/lib/planted.ts', '@/features/baby-share'],
      ['web/src/lib/planted.ts', '../features/baby-share/components/baby-share-card'],
      ['web/src/components/planted.tsx', '@/features/games'],
      ['web/src/components/layouts/planted.tsx', '../../features/games/api/get-games'],
    ] as const)
      expect(await problems(file, `export * from '${source}';\n`), `${file} → ${source}`).toEqual([
        expect.stringMatching(/^layers\/web-zones: Shared code .* imports no feature/),
      ]);
    expect(await problems('web/src/features/planted/index.ts', `export * from '@/app/router';\n`)).toEqual([
      expect.stringMatching(/^layers\/web-zones: Only app\/ imports app\//),
    ]);
  });

  it('passes each layer doing its own work', async () => {
    const service = `
import { DomainError } from '../lib/errors';
import { TOO_MANY_MESSAGE } from '../rate-limits/service';
import { readGamesOfOwner } from '../games/data';
export async function planted(uid: string, seen: Map<string, number>) {
  const games = await readGamesOfOwner(uid);
  if (games.length > (seen.get(uid) ?? 10)) throw new DomainError('too-many', TOO_MANY_MESSAGE);
  return games.map((game) => game.get('title'));
}
`;
    expect(await problems('functions/src/planted/service.ts', service)).toEqual([]);
    const router = `
import { Router, type Response } from 'express';
export const plantedRouter = Router();
export const answer = (res: Response, body: unknown) => res.status(202).json(body);
`;
    expect(await problems('functions/src/planted/router.ts', router)).toEqual([]);
    expect(
      await problems(
        'web/src/features/planted/components/planted-card.tsx',
        `import { BabyShareCard } from '@/features/baby-share';\nimport { api } from '@/lib/api-client';\nimport { Own } from '../api/own';\nexport const Planted = [BabyShareCard, api, Own];\n`,
      ),
    ).toEqual([]);
    expect(await problems('web/src/app/planted.tsx', `export * from '@/features/baby-share/components/baby-share-card';\n`)).toEqual([]);
    expect(await problems('web/src/lib/planted.ts', `export * from '@/components/form-field';\nexport * from './api-client';\n`)).toEqual([]);
  });
});

describe('import cycles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fail dependency-cruiser with the project’s configuration, but not through a type-only or lazy import', async () => {
    writeFileSync(join(dir, 'a.ts'), `import { b } from './b';\nexport const a = () => b;\n`);
    writeFileSync(join(dir, 'b.ts'), `import { a } from './a';\nexport const b = () => a;\n`);
    writeFileSync(join(dir, 'c.ts'), `import type { D } from './d';\nexport type C = D;\n`);
    writeFileSync(join(dir, 'd.ts'), `import type { C } from './c';\nexport type D = { c?: C };\nexport const load = () => import('./c');\n`);
    const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: unknown[] };
    const result = await cruise([dir], { ...config, ruleSet: { forbidden: config.forbidden }, validate: true, tsPreCompilationDeps: true } as never);
    const output = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    const cycles = output.summary.violations.filter((violation) => violation.rule.name === 'no-circular');
    expect(cycles.map((cycle) => cycle.from.split('/').pop())).toEqual([expect.stringMatching(/^[ab]\.ts$/)]);
    expect(cycles.some((cycle) => /[cd]\.ts$/.test(cycle.from))).toBe(false);
  });
});
