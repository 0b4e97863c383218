/**
 * `npm run deploy` cannot run here (no Google account, no network), so its command is checked with
 * firebase-tools' own parts: every flag it passes is one the CLI declares, `--only` names targets
 * the CLI accepts and finds in firebase.json (filterTargets, checkValidTargetFilters), the Firestore
 * part deploys the default database's rules and indexes (getFirestoreConfig); and it refuses a demo
 * project or no project before building anything.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_FILES } from './lib/deployment';
import { toolOptions } from './lib/deploy-checks';
import { DEPLOY_ONLY, deployRequest, firebaseDeployArgs } from './deploy';

const ROOT = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

interface Flagged {
  long?: string;
  short?: string;
}

describe('npm run deploy', () => {
  it('runs a command whose every flag firebase-tools declares, non-interactively, on the named project', () => {
    const args = firebaseDeployArgs({ projectId: 'bebek-yolculugu', dryRun: true });
    expect(args.slice(0, 1)).toEqual(['deploy']);
    expect(args).toEqual(expect.arrayContaining(['--project', 'bebek-yolculugu', '--non-interactive', '--dry-run']));
    const client = require('firebase-tools/lib/index.js') as { cli: { options: Flagged[] } };
    const deploy = require('firebase-tools/lib/commands/deploy.js') as { command: { options: Array<[string, ...unknown[]]> } };
    const declared = new Set([
      ...client.cli.options.flatMap((option) => [option.long, option.short]),
      ...deploy.command.options.flatMap(([flags]) => flags.split(/[ ,]+/).filter((flag) => flag.startsWith('-'))),
    ]);
    expect(args.filter((arg) => arg.startsWith('-') && !declared.has(arg))).toEqual([]);
    // loading the CLI's every command takes seconds on a busy machine
  }, 30_000);

  it('deploys the functions, Hosting, and the rules and indexes of the default database, as firebase-tools reads --only', async () => {
    const { VALID_DEPLOY_TARGETS } = require('firebase-tools/lib/deploy/index.js') as { VALID_DEPLOY_TARGETS: string[] };
    const { filterTargets } = require('firebase-tools/lib/filterTargets.js') as { filterTargets(options: object, valid: string[]): string[] };
    const { checkValidTargetFilters } = require('firebase-tools/lib/checkValidTargetFilters.js') as { checkValidTargetFilters(options: object): Promise<void> };
    const { getFirestoreConfig } = require('firebase-tools/lib/firestore/fsConfig.js') as {
      getFirestoreConfig(projectId: string, options: object): Array<{ database: string; rules: string; indexes: string }>;
    };
    const options = { ...toolOptions({ root: ROOT, projectId: 'bebek-yolculugu' }), only: DEPLOY_ONLY };
    expect(filterTargets(options, VALID_DEPLOY_TARGETS).sort()).toEqual(['firestore', 'functions', 'hosting']);
    await expect(checkValidTargetFilters(options)).resolves.toBeUndefined();
    expect(getFirestoreConfig('bebek-yolculugu', options)).toEqual([{ database: '(default)', ...FIRESTORE_FILES }]);
  }, 30_000);

  it('refuses a demo project, no project and a malformed one, and takes nothing else', () => {
    expect(() => deployRequest(['--project', 'demo-bebek'])).toThrow(/demo-bebek is a demo project, the emulators' only/);
    expect(() => deployRequest([])).toThrow(/needs the Firebase project/);
    expect(() => deployRequest(['--project'])).toThrow(/--project needs a project id/);
    expect(() => deployRequest(['--project', 'Bebek_Prod'])).toThrow(/not a Firebase project id/);
    expect(() => deployRequest(['--project', 'bebek-prod', '--force'])).toThrow(/takes --project <id> and --dry-run only/);
    expect(deployRequest(['--project=bebek-prod'])).toEqual({ projectId: 'bebek-prod', dryRun: false });
  });

  it('stops at a demo project before building or checking anything (the npm script itself)', () => {
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.deploy).toBe('tsx scripts/deploy.ts');
    const run = spawnSync(resolve(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/deploy.ts', '--project', 'demo-bebek'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/demo-bebek is a demo project/);
    expect(run.stdout).not.toMatch(/building|deploy:check/);
  }, 60_000);
});
