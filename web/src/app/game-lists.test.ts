import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_KIND_LIST, gameListKey } from '@bebek/common/api/games';
import { dashboardGameQueries } from '@/features/dashboard/api/get-dashboard-games';
import { reportGameQueries } from '@/features/reports/api/get-report-data';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The owner's game lists are shown by three features (the owner screens, the dashboard and the
 * reports): one cache entry per kind, so a game created or published on one is fresh on the others.
 */
describe("the owner's game lists", () => {
  it('are read by the dashboard and the reports under the keys the declarations give, gender, name, birth date', () => {
    const expected = GAME_KIND_LIST.map((kind) => [...gameListKey(kind)]);
    expect(dashboardGameQueries().map((query) => query.queryKey)).toEqual(expected);
    expect(reportGameQueries().map((query) => query.queryKey)).toEqual(expected);
  });

  it('are never asked for with a hand-written path or key anywhere in the web app', () => {
    const handWritten = sourceFiles(SOURCE).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const found = [
        ...text.matchAll(
          /['"`]\/api\/(protected\/)?(gender|name|birth-date)-games|['"`]\/api\/(game|name)-result|queryKey: \[\s*['"](games|game-result|name-result)['"]/g,
        ),
      ];
      return found.map((match) => `${relative(SOURCE, path)}: ${match[0]}`);
    });
    expect(handWritten).toEqual([]);
  });
});
