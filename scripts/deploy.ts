/**
 * `npm run deploy -- --project <id> [--dry-run]`: builds, runs deploy:check against that project's
 * own settings, then firebase-tools' deploy of the functions, Hosting, the Firestore rules and its
 * indexes, non-interactively (a missing setting stops it rather than prompting). The runbook is
 * docs/operations/deploy.md. `--dry-run` is firebase-tools' own: it validates and builds against the
 * project without changing it. A `demo-` project is the emulators' only (firebase-tools never
 * deploys one) and is refused here before anything runs.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { deployCheck, projectArgument } from './deploy-check';
import { buildAll } from './stack';

const ROOT = resolve(import.meta.dirname, '..');

/** What is deployed: every target of firebase.json this app has, named (firebase-tools' filterTargets reads them). */
export const DEPLOY_ONLY = 'functions,hosting,firestore:rules,firestore:indexes';

export interface DeployRequest {
  projectId: string;
  dryRun: boolean;
}

/** The request the arguments make, or why there is none. */
export function deployRequest(args: string[]): DeployRequest {
  const projectId = projectArgument(args);
  if (!projectId) throw new Error('npm run deploy needs the Firebase project: npm run deploy -- --project <project-id> (docs/operations/deploy.md)');
  if (projectId.startsWith('demo-'))
    throw new Error(`${projectId} is a demo project, the emulators' only (the local stack runs demo-bebek): deploy to the real project's id`);
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) throw new Error(`${projectId} is not a Firebase project id`);
  const unknown = args.filter(
    (arg, index) =>
      !['--project', '-P', '--dry-run'].includes(arg) && !arg.startsWith('--project=') && args[index - 1] !== '--project' && args[index - 1] !== '-P',
  );
  if (unknown.length) throw new Error(`npm run deploy takes --project <id> and --dry-run only, not ${unknown.join(' ')}`);
  return { projectId, dryRun: args.includes('--dry-run') };
}

/** firebase-tools' command line for it. */
export function firebaseDeployArgs({ projectId, dryRun }: DeployRequest): string[] {
  return ['deploy', '--only', DEPLOY_ONLY, '--project', projectId, '--non-interactive', ...(dryRun ? ['--dry-run'] : [])];
}

async function main(): Promise<void> {
  const request = deployRequest(process.argv.slice(2));
  buildAll();
  if (!(await deployCheck(request.projectId))) throw new Error(`deploy:check failed for ${request.projectId}: nothing was deployed`);
  const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const args = firebaseDeployArgs(request);
  console.log(`\nfirebase ${args.join(' ')}`);
  const run = spawnSync(process.execPath, [firebase, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`firebase deploy exited with ${run.status ?? run.signal}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
