import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md lists every ADR (issue 36): one row per file, with the date and the status
 * of the file's own `Date: … Status: …` line, and every ADR a row names exists.
 */
const DECISIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const ROW = /^\| (\d{4}) \| \[(.+)\]\(([^)]+)\) \| ([^|]+) \| (\d{4}-\d\d-\d\d) \|$/;

const files = readdirSync(DECISIONS).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
const rows = index
  .split('\n')
  .map((line) => ROW.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, number = '', title = '', file = '', status = '', date = '']) => ({ number, title, file, status: status.trim(), date }));

/** The file's own line: `Date: 2026-11-22. Status: accepted.` (Superseded by N: the ADR that replaced it.) */
function ownLine(file: string): { date?: string; status?: string; supersededBy?: string } {
  const head = readFileSync(join(DECISIONS, file), 'utf8').split('\n').slice(0, 8).join('\n');
  const status = /Status: (\w+)(?: by (?:ADR )?(\d{4}))?/.exec(head);
  return { date: /Date: (\d{4}-\d\d-\d\d)/.exec(head)?.[1], status: status?.[1]?.toLowerCase(), supersededBy: status?.[2] };
}

describe('the index of the decisions', () => {
  it('has one row for every ADR file, and every row is a file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(rows.map((row) => row.file).sort()).toEqual([...files].sort());
    for (const row of rows) expect(row.file.startsWith(row.number + '-'), row.file).toBe(true);
  });

  it('gives each ADR the date and the status of its own Date/Status line', () => {
    for (const row of rows) {
      const own = ownLine(row.file);
      expect(own.date, `${row.file}: no "Date: YYYY-MM-DD" line at its top`).toBe(row.date);
      if (own.status === 'superseded') expect(row.status, row.file).toBe(`superseded by ${own.supersededBy}`);
      else {
        expect(own.status, `${row.file}: its Status line says neither accepted nor superseded`).toBe('accepted');
        expect(row.status, row.file).toMatch(/^accepted(;|$)/);
      }
    }
  });

  it('names, in its statuses, only ADRs that exist', () => {
    const numbers = new Set(files.map((name) => name.slice(0, 4)));
    for (const row of rows) for (const [named] of row.status.matchAll(/\d{4}/g)) expect(numbers.has(named), `${row.number} names ${named}`).toBe(true);
  });
});
