import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../common/src/content/medical-rules';
import { exitCodeOf, lintContent } from './lint-content';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'lint-content-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A page as a careless edit would leave it: one word misspelt on line 5, the rest right. */
const PAGE = [
  "import { Typography } from '@mui/material';",
  '',
  'export function Page({ name }: { name: string }) {',
  '  const title = `Merhaba ${name}, bebeğiniz için aşı günü yaklaşıyor.`;',
  "  const hint = 'Aşıdan sonra ateşi ölçmeyi unutmayın; hemoroid kremini doktorunuza sorun.';",
  '  return (',
  '    <Typography className="page-title" data-testid="page" aria-label="Aşı günü">',
  '      {title} {hint} Sevgilerimizle.',
  '    </Typography>',
  '  );',
  '}',
  '',
].join('\n');

describe('npm run lint: the content lint (scripts/lint-content.ts)', () => {
  it('fails on a planted misspelling, naming its file, line and word, and nothing else', async () => {
    const file = join(folder, 'planted-page.tsx');
    writeFileSync(file, PAGE);
    const failed = await run('npx', ['tsx', 'scripts/lint-content.ts', file], { cwd: process.cwd() }).then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim().split('\n')).toEqual([expect.stringMatching(/planted-page\.tsx:5:\d+ {2}misspelt 'hemoroid' in "Aşıdan sonra/)]);
    expect(failed?.stdout).toMatch(/0 medical rules broken, 1 misspellings/);
  }, 60_000);

  it('passes the same page spelt right', async () => {
    const file = join(folder, 'right-page.tsx');
    writeFileSync(file, PAGE.replace('hemoroid', 'hemoroit'));
    const { stdout } = await run('npx', ['tsx', 'scripts/lint-content.ts', file], { cwd: process.cwd() });
    expect(stdout).toMatch(/0 medical rules broken, 0 misspellings/);
  }, 60_000);

  it('fails on a planted missing warning: week 30 without the fever and burning-urine warning', () => {
    const week30WithoutFever = {
      ...CONTENT,
      motherWeeks: CONTENT.motherWeeks.map((week) => (week.week === 30 ? { ...week, warnings: week.warnings.filter((tag) => tag !== 'fever-urine') } : week)),
    };
    const result = lintContent([], week30WithoutFever);
    expect(result.violations).toEqual(["'Bu hafta sizde', 30. hafta: the 'fever-urine' warning is missing"]);
    expect(exitCodeOf(result)).toBe(1);
    expect(exitCodeOf(lintContent([]))).toBe(0);
  }, 60_000);
});
