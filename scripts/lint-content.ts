/**
 * The content's part of `npm run lint` (issue 34, ADR 0047): the medical rules on the content as
 * data (common/src/content/medical-rules.ts), and a Turkish spell check of every user-facing text
 * (scripts/lib/user-texts.ts finds them with the TypeScript parser; scripts/lib/spell-check.ts
 * checks them with nspell, dictionary-tr and scripts/spell-words.txt). Fails naming each broken
 * rule, and each misspelt word with its file and line.
 *
 *   npx tsx scripts/lint-content.ts            the project's texts
 *   npx tsx scripts/lint-content.ts FILE…      only these files' texts (the rules always run)
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { medicalRuleViolations, type ContentUnderRules } from '../common/src/content/medical-rules';
import { spellChecker, type Misspelling } from './lib/spell-check';
import { userTextsOfFile } from './lib/user-texts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the user-facing texts are: the shared content and messages, the web app, the e-mail templates. */
const TEXT_FOLDERS = ['common/src', 'web/src', 'functions/src/mail'];
/** Tables of numbers, and the rules' messages to the developer (English, like the other lint tools'). */
const NOT_TEXTS = new Set(['common/src/growth/who-lms-tables.ts', 'common/src/content/medical-rules.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export function textFiles(root = ROOT): string[] {
  return TEXT_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).filter((path) => !NOT_TEXTS.has(relative(root, path)));
}

export interface ContentLint {
  misspellings: Misspelling[];
  violations: string[];
  texts: number;
  listSize: number;
}

export function lintContent(files: readonly string[] = textFiles(), content?: ContentUnderRules): ContentLint {
  const violations = medicalRuleViolations(content);
  const checker = spellChecker();
  let texts = 0;
  const misspellings = files.flatMap((file) => {
    const found = userTextsOfFile(file);
    texts += found.length;
    return checker.check(relative(ROOT, file), found);
  });
  return { misspellings, violations, texts, listSize: checker.listSize };
}

/** The lint's exit code: 1 when a rule is broken or a word misspelt. */
export const exitCodeOf = (result: ContentLint): number => (result.violations.length || result.misspellings.length ? 1 : 0);

function main(args: string[]): number {
  const started = performance.now();
  const result = lintContent(args.length ? args : undefined);
  for (const violation of result.violations) console.error(`medical rule: ${violation}`);
  for (const miss of result.misspellings) console.error(`${miss.file}:${miss.line}:${miss.column}  misspelt '${miss.word}' in "${miss.context}"`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `content lint: ${result.violations.length} medical rules broken, ${result.misspellings.length} misspellings in ${result.texts} texts ` +
      `(project word list: ${result.listSize} words; ${seconds} s)`,
  );
  return exitCodeOf(result);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
