/**
 * `npm run deploy:check [-- --project <id>]`: stops a deploy before production would (ADR 0041;
 * the rules and the firebase-tools code each one runs: scripts/lib/deploy-checks.ts). Without a
 * project it checks "any new project set up as docs/operations/deploy.md says" (what `npm test`
 * runs); with one, that project's own settings (what `npm run deploy` runs first). Needs the build
 * (`npm run build`). Exits non-zero on any problem, naming each.
 */
import { resolve } from 'node:path';
import { runDeployChecks, type CheckOutcome } from './lib/deploy-checks';

const ROOT = resolve(import.meta.dirname, '..');

export function projectArgument(args: string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--project' || arg === '-P');
  const inline = args.find((arg) => arg.startsWith('--project='));
  const value = inline ? inline.slice('--project='.length) : index >= 0 ? args[index + 1] : undefined;
  if (index >= 0 && (!value || value.startsWith('-'))) throw new Error('--project needs a project id');
  return value;
}

function print(outcome: CheckOutcome): void {
  const ok = outcome.problems.length === 0;
  console.log(`${ok ? '✓' : '✗'} ${outcome.name}`);
  for (const note of outcome.notes) console.log(`    ${note}`);
  for (const problem of outcome.problems) console.log(`  ✗ ${problem}`);
}

export async function deployCheck(projectId: string | undefined, root = ROOT): Promise<boolean> {
  console.log(`deploy:check for ${projectId ?? 'a new project set up as docs/operations/deploy.md says'}`);
  const outcomes = await runDeployChecks({ root, projectId }, print);
  const failed = outcomes.filter((outcome) => outcome.problems.length > 0);
  console.log(
    failed.length
      ? `deploy:check: ${failed.length} of ${outcomes.length} checks failed; a deploy would stop or break`
      : `deploy:check: ${outcomes.length} checks passed`,
  );
  return failed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  deployCheck(projectArgument(process.argv.slice(2))).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
