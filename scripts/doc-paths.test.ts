import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs and the comments name only files that exist (issue 36): every path-like mention
 * (`accounts/sweeps.ts`, `web/src/lib/api-client.ts`, `deliver.ts`) in the README, docs/ and the tools'
 * READMEs, and in the comments of the code, must be a file of the repository. A mention may be the
 * tail of a path (`accounts/sweeps.ts` names functions/src/accounts/sweeps.ts). An ADR may keep a path
 * that is gone when its paragraph says so: "before the split", "(removed" or "moved". What is not ours
 * (firebase-tools' files, build outputs, files outside the repository) is listed below.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Mentions that are no file of this repository, on purpose. */
const NOT_OURS: RegExp[] = [
  // firebase-tools' and firebase-admin's own files (the patches, ADR 0009, 0022, 0060)
  /^(lib\/)?(hosting|emulator|deploy|providers)\//,
  /^functionsEmulator\w*\.js$/,
  /^functionsRuntimeWorker\.js$/,
  /^(base-auth|hubExport)\.js$/,
  // build outputs and what firebase-tools writes
  /^(web\/)?dist(-server)?\//,
  /^functions\/lib\//,
  /^lib\/index\.js$/,
  /^(game|app|404)\.html$/,
  /^(\/__\/)?functions\.yaml$/,
  /^(firebase-export-metadata|manifest|firestore|users|sinks)\.json$/,
  /^emulator-data\/sinks\.json$/,
  // names that only look like files: packages, placeholders, planted test files
  /^(ical|Node)\.js$/,
  /^\/?(key|service-account)\.json$/,
  /^planted-page\.tsx$/,
  // outside the repository: the steering folder's files, another project's
  /^(\/work|\.\.)\/shared\//,
  /^PROVIDERS\.md$/,
  /^tests\/setup-test-env\.ts$/,
];

const MENTION =
  /(?<![\w./@%*<>{}$+-])((?:\.{1,2}\/)*(?:[\w-][\w.+-]*\/)*[\w-][\w.+-]*\.(?:ts|tsx|js|cjs|mjs|json|md|rules|sh|html|txt|yaml|yml|patch))(?![\w/*<>{}-])/g;
const HOST = /^[\w-]+\.(app|com|org|net|io|dev)\//;

/** The repository's files: tracked, or new and not ignored (a file not yet added counts). */
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(join(ROOT, file)));
const trackedSet = new Set(tracked);

function exists(mention: string, from: string): boolean {
  if (mention.startsWith('../') || mention.startsWith('./')) return trackedSet.has(normalize(join(dirname(from), mention)));
  return trackedSet.has(mention) || tracked.some((file) => file.endsWith('/' + mention));
}

function missing(text: string, from: string, marked: (index: number) => boolean): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const [, mention = ''] = match;
    if (HOST.test(mention) || NOT_OURS.some((pattern) => pattern.test(mention))) continue;
    if (exists(mention, from) || marked(match.index)) continue;
    found.push(`${from}:${text.slice(0, match.index).split('\n').length}: ${mention}`);
  }
  return found;
}

/** The comment lines of a source file: after `//`, and inside `/* … *\/` blocks. */
function comments(source: string): string {
  let inBlock = false;
  return source
    .split('\n')
    .map((line) => {
      let text = '';
      let rest = line;
      while (rest) {
        if (inBlock) {
          const end = rest.indexOf('*/');
          text += ' ' + (end < 0 ? rest : rest.slice(0, end));
          if (end < 0) break;
          inBlock = false;
          rest = rest.slice(end + 2);
        } else {
          const block = rest.search(/(^|[^:\w'"`])\/\*/);
          const lineComment = rest.search(/(^|\s|;|\))\/\//);
          if (block < 0 && lineComment < 0) break;
          if (lineComment >= 0 && (block < 0 || lineComment < block)) {
            text += ' ' + rest.slice(lineComment).replace(/^.*?\/\//, '');
            break;
          }
          inBlock = true;
          rest = rest.slice(rest.indexOf('/*', block) + 2);
        }
      }
      return text;
    })
    .join('\n');
}

describe('paths named in the docs and the comments', () => {
  it('every file the README, docs/ and the tools’ READMEs name exists, or its paragraph says it is gone', () => {
    const docs = tracked.filter((file) => /^(README\.md|docs\/.*\.md|tools\/[^/]+\/README\.md|emulator-data\/README\.md)$/.test(file));
    expect(docs.length).toBeGreaterThan(40);
    const found = docs.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const marked = (index: number) => {
        const start = text.lastIndexOf('\n\n', index);
        const end = text.indexOf('\n\n', index);
        const paragraph = text.slice(start < 0 ? 0 : start, end < 0 ? undefined : end);
        return /before the split|\(removed|\bmoved\b/.test(paragraph);
      };
      return missing(text, file, marked);
    });
    expect(found).toEqual([]);
  });

  it('every relative link of the README and docs/ leads to a file or folder that exists', () => {
    const docs = tracked.filter((file) => /^(README\.md|docs\/.*\.md)$/.test(file));
    const broken = docs.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target = '']) => target.split('#')[0] ?? '')
        .filter((target) => target && !/^[a-z]+:/.test(target) && !existsSync(join(ROOT, dirname(file), target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('every file a comment names exists', () => {
    const code = tracked.filter(
      (file) => /^(functions|web|common|scripts|tools|tests|bench)\/.*\.(ts|tsx|js|cjs|mjs)$|^[^/]+\.(ts|js|cjs|mjs)$/.test(file) && !file.endsWith('.d.ts'),
    );
    expect(code.length).toBeGreaterThan(300);
    const found = code.flatMap((file) => missing(comments(readFileSync(join(ROOT, file), 'utf8')), file, () => false));
    expect(found).toEqual([]);
  });

  it('the check finds a mention of a file that is gone, and passes one that is there', () => {
    expect(missing('see `users/sweeps.ts` and lib/rateLimit.ts', 'docs/x.md', () => false)).toEqual([
      'docs/x.md:1: users/sweeps.ts',
      'docs/x.md:1: lib/rateLimit.ts',
    ]);
    expect(missing('see `accounts/sweeps.ts`, https://firebase.google.com/docs/x.md and `common/src/api/<domain>.ts`', 'docs/x.md', () => false)).toEqual([]);
    // the sample's comment markers are built, so that this file's own comments name no missing file
    const [line, open, close] = ['/'.repeat(2), '/' + '**', '*' + '/'];
    const source = [`const a = 'http://x/y.ts'; ${line} names gone.ts`, open, ' * and other.ts', ` ${close}`].join('\n');
    expect(comments(source)).toContain('gone.ts');
    expect(comments(source)).toContain('other.ts');
    expect(comments("const a = 'http://x/y.ts';")).not.toContain('y.ts');
  });
});
