import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` enforces the functions' layers (issue 26, ADR 0036): planted violations, each linted as
 * if it were a file of a new domain, must fail with the layer rule that names them; the same code in
 * the right layer passes.
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
