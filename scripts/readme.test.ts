import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README stays a newcomer's page (issue 36): under 1,500 words (as `wc -w` counts them), the two
 * commands that .ci/run runs, and a line for every dependency of every workspace saying why it is there.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `the README has no section "${title}"`).toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('the README', () => {
  it('is under 1,500 words', () => {
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThan(1500);
  });

  it('gives the commands .ci/run runs', () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(section('The two commands'))?.[1] ?? '';
    const lines = commands.split('\n').map((line) => line.replace(/#.*/, '').trim());
    expect(lines.filter(Boolean)).toEqual(['npm install', 'npm start', 'npm test']);
    const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8').split('\n');
    expect(ci.filter((line) => /^npm /.test(line))).toEqual(['npm install', 'npm test']);
  });

  it('says why each dependency of every workspace is there', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    const names = new Set<string>();
    for (const dir of ['.', ...root.workspaces]) {
      const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'])
        for (const name of Object.keys(manifest[field] ?? {})) if (!name.startsWith('@bebek/')) names.add(name);
    }
    const table = section('Dependencies and why they are here');
    const named = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| package') && !line.startsWith('| ---'))
        .flatMap((line) => (line.split('|')[1] ?? '').split(','))
        .map((cell) =>
          cell
            .replace(/\(.*?\)/g, '')
            .replaceAll('`', '')
            .trim(),
        ),
    );
    const missing = [...names].filter((name) => !named.has(name) && !named.has(name.replace(/\/.*/, '/*')));
    expect(names.size).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
