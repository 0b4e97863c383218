/**
 * deploy:check fails on each mistake that would stop a deploy or break the site after it: each test
 * plants one in a scratch copy of the project (firebase.json, the env files, the runbook, the built
 * bundle) and shows the check that catches it fail, naming it; the copy as it is passes. The
 * functions are discovered once from the repository's own build (firebase-tools' discovery takes
 * seconds); the plants in the bundle itself are discovered again.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkFirestoreFiles,
  checkManifest,
  checkParams,
  checkProductionLoad,
  checkRewrites,
  checkRuntime,
  discoverBuild,
  type CheckOutcome,
} from './lib/deploy-checks';

const ROOT = resolve(import.meta.dirname, '..');
const scratches: string[] = [];

/** A copy of what a deploy reads, with the repository's node_modules. */
function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  scratches.push(dir);
  for (const path of [
    'firebase.json',
    'firestore.rules',
    'firestore.indexes.json',
    'functions/package.json',
    'functions/.env',
    'functions/lib',
    'docs/operations/deploy.md',
  ])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  mkdirSync(join(dir, 'web', 'dist'), { recursive: true });
  for (const page of ['index.html', 'app.html', 'game.html']) cpSync(join(ROOT, 'web', 'dist', page), join(dir, 'web', 'dist', page));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function edit(dir: string, path: string, change: (text: string) => string): void {
  const file = join(dir, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the plant changed nothing in ${path}`);
  writeFileSync(file, after);
}
// a plant reaches into firebase.json or package.json wherever it must
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const editJson = (dir: string, path: string, change: (json: Json) => void) =>
  edit(dir, path, (text) => {
    const json = JSON.parse(text) as Record<string, unknown>;
    change(json);
    return JSON.stringify(json, null, 2);
  });

const problemsOf = (outcome: CheckOutcome) => outcome.problems.join('\n');

let build: Awaited<ReturnType<typeof discoverBuild>>;
beforeAll(async () => {
  // the checks read the built bundle and pages: a fresh clone's first `npx vitest run` builds them once (issue 36)
  if (!existsSync(join(ROOT, 'functions', 'lib', 'index.js')) || !existsSync(join(ROOT, 'web', 'dist', 'game.html')))
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  build = await discoverBuild({ root: ROOT });
}, 240_000);
afterAll(() => {
  for (const dir of scratches) rmSync(dir, { recursive: true, force: true });
});

describe('deploy:check, the runtime (firebase-tools guardVersionSupport and RUNTIMES)', () => {
  it('passes the project as it is, and stops nodejs20 with firebase-tools’ own words', () => {
    const dir = scratchProject();
    expect(checkRuntime({ root: dir }).problems).toEqual([]);
    editJson(dir, 'firebase.json', (json) => (json.functions[0].runtime = 'nodejs20'));
    editJson(dir, 'functions/package.json', (json) => (json.engines.node = '20'));
    expect(problemsOf(checkRuntime({ root: dir, now: new Date('2026-12-01') }))).toContain(
      'Runtime Node.js 20 was decommissioned on 2026-10-30. To deploy you must first upgrade your runtime version.',
    );
  });

  it('fails from 90 days before the runtime’s deprecation, not only once it is refused', () => {
    const dir = scratchProject();
    expect(checkRuntime({ root: dir, now: new Date('2028-01-30T12:00:00Z') }).problems).toEqual([]);
    expect(problemsOf(checkRuntime({ root: dir, now: new Date('2028-01-31T12:00:00Z') }))).toMatch(/deprecated on 2028-04-30 .*from 2028-01-31/);
  });

  it('fails when functions/package.json’s engines names another major than firebase.json', () => {
    const dir = scratchProject();
    editJson(dir, 'functions/package.json', (json) => (json.engines.node = '22'));
    expect(problemsOf(checkRuntime({ root: dir }))).toMatch(/engines\.node is 22, firebase\.json deploys nodejs24/);
  });
});

describe('deploy:check, params and secrets (firebase-tools resolveParams, non-interactive)', () => {
  it('passes a new project set up by the runbook', async () => {
    const { outcome } = await checkParams({ root: scratchProject() }, build);
    expect(outcome.problems).toEqual([]);
  });

  it('stops on a param with no value in functions/.env that the runbook does not set either', async () => {
    const dir = scratchProject();
    edit(dir, 'functions/.env', (text) => text.replace(/^SMS_DAILY_BUDGET=.*\n/m, ''));
    expect((await checkParams({ root: dir }, build)).outcome.problems).toEqual([]); // the runbook's table still gives it a value
    edit(dir, 'docs/operations/deploy.md', (text) => text.replace(/^\| `SMS_DAILY_BUDGET` .*\n/m, ''));
    expect(problemsOf((await checkParams({ root: dir }, build)).outcome)).toMatch(
      /SMS_DAILY_BUDGET has no value in functions\/\.env, and docs\/operations\/deploy\.md gives none/,
    );
  });

  it('stops on a secret the runbook does not say how to set', async () => {
    const dir = scratchProject();
    edit(dir, 'docs/operations/deploy.md', (text) => text.replaceAll('functions:secrets:set NETGSM_PASSWORD', 'functions:secrets:set NETGSM_PASS'));
    expect(problemsOf((await checkParams({ root: dir }, build)).outcome)).toMatch(
      /secret NETGSM_PASSWORD: .* does not say `firebase functions:secrets:set NETGSM_PASSWORD`/,
    );
  });

  it('stops a real project’s deploy on each of its own settings it lacks, and on a production value production refuses', async () => {
    const dir = scratchProject();
    const missing = problemsOf((await checkParams({ root: dir, projectId: 'bebek-prod' }, build)).outcome);
    for (const name of ['APP_BASE_URL', 'WEB_API_KEY', 'WEB_APP_ID', 'APP_CHECK_SITE_KEY', 'MAIL_FROM_EMAIL', 'NETGSM_USERCODE', 'NETGSM_MSGHEADER'])
      expect(missing).toContain(`${name} has no value for bebek-prod: set it in functions/.env.bebek-prod`);
    const own = [
      'APP_BASE_URL=https://bebek.example.org',
      'WEB_API_KEY=AIzaSyExample',
      'WEB_APP_ID=1:1:web:1',
      'APP_CHECK_SITE_KEY=6LdExample',
      'MAIL_FROM_EMAIL=bildirim@bebek.example.org',
      'NETGSM_USERCODE=8500000000',
      'NETGSM_MSGHEADER=BEBEKYOLCU',
    ];
    writeFileSync(join(dir, 'functions', '.env.bebek-prod'), `${own.join('\n')}\n`);
    expect((await checkParams({ root: dir, projectId: 'bebek-prod' }, build)).outcome.problems).toEqual([]);
    writeFileSync(join(dir, 'functions', '.env.bebek-prod'), `${own.join('\n')}\nAPP_CHECK=off\nAPP_BASE_URL=http://bebek.example.org/\n`);
    const refused = problemsOf((await checkParams({ root: dir, projectId: 'bebek-prod' }, build)).outcome);
    expect(refused).toMatch(/APP_CHECK must be 'enforce' in production/);
    expect(refused).toMatch(/APP_BASE_URL must be the site's https:\/\/ address without a trailing slash/);
  });
});

describe('deploy:check, the manifest (firebase-functions’ discovery, as firebase-tools gets it)', () => {
  it('lists exactly the expected functions for the project as it is', async () => {
    const dir = scratchProject();
    const { userEnvs } = await checkParams({ root: dir }, build);
    const { outcome } = await checkManifest({ root: dir }, build, userEnvs);
    expect(outcome.problems).toEqual([]);
    expect(outcome.notes.map((note) => note.split(':')[0]).sort()).toEqual([
      'api',
      'careReminders',
      'deliverOutboxMessage',
      'retryOutbox',
      'sweepDeletedAccounts',
    ]);
  });

  it('stops a bundle whose schedule or set of functions changed', async () => {
    const dir = scratchProject();
    edit(dir, 'functions/lib/index.js', (text) => text.replace('schedule: "every 1 minutes"', 'schedule: "every 5 minutes"'));
    edit(dir, 'functions/lib/index.js', (text) => `${text}\nmodule.exports.strayFunction = module.exports.sweepDeletedAccounts;\n`);
    const planted = await discoverBuild({ root: dir });
    const { userEnvs } = await checkParams({ root: dir }, planted);
    const problems = problemsOf((await checkManifest({ root: dir }, planted, userEnvs)).outcome);
    expect(problems).toContain("retryOutbox runs 'every 5 minutes' (UTC), expected 'every 1 minutes' (UTC)");
    expect(problems).toContain('strayFunction is in the manifest but not expected');
  }, 90_000);
});

describe('deploy:check, the production load', () => {
  it('loads and serves the bundle on the deploy’s Node in production’s environment, and stops one that needs an emulator', async () => {
    const dir = scratchProject();
    const { values } = await checkParams({ root: dir }, build);
    const passing = checkProductionLoad({ root: dir }, values!);
    expect(passing.problems).toEqual([]);
    expect(passing.notes.join()).toMatch(/loaded on Node v24\./);
    edit(dir, 'functions/lib/index.js', (text) => `if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('needs the emulator');\n${text}`);
    expect(problemsOf(checkProductionLoad({ root: dir }, values!))).toMatch(/does not load in production's environment on Node v24.*needs the emulator/);
  }, 60_000);
});

describe('deploy:check, Hosting rewrites (firebase-tools findEndpointForRewrite)', () => {
  async function backendOf(dir: string) {
    const { userEnvs } = await checkParams({ root: dir }, build);
    return (await checkManifest({ root: dir }, build, userEnvs)).backend!;
  }

  it('stops a rewrite to a function the manifest lacks, and one to another region', async () => {
    const dir = scratchProject();
    const backend = await backendOf(dir);
    expect(checkRewrites({ root: dir }, backend).problems).toEqual([]);
    const bySource = (json: Json, source: string) => (json.hosting.rewrites as Json[]).find((rewrite) => rewrite.source === source)!;
    editJson(dir, 'firebase.json', (json) => (bySource(json, '/game/*').function.functionId = 'gamePages'));
    editJson(dir, 'firebase.json', (json) => (bySource(json, '/birth-date-games/*').function.region = 'us-central1'));
    const problems = problemsOf(checkRewrites({ root: dir }, backend));
    expect(problems).toContain('rewrite /game/* → gamePages: no such function in the manifest');
    expect(problems).toContain('rewrite /birth-date-games/* → api in us-central1: the function is deployed to another region');
  });

  it('stops a rewrite to a file the web build does not have', async () => {
    const dir = scratchProject();
    editJson(
      dir,
      'firebase.json',
      (json) => (json.hosting.rewrites.find((rewrite: { source?: string }) => rewrite.source === '/faq').destination = '/faq.html'),
    );
    expect(problemsOf(checkRewrites({ root: dir }, await backendOf(dir)))).toContain('rewrite /faq → /faq.html: no such file in web/dist');
  });
});

describe('deploy:check, Firestore rules and indexes (firebase-tools getFirestoreConfig, validateSpec)', () => {
  it('stops a deploy of another rules file than the one the emulator and the rules tests use', () => {
    const dir = scratchProject();
    expect(checkFirestoreFiles({ root: dir }).problems).toEqual([]);
    cpSync(join(dir, 'firestore.rules'), join(dir, 'firestore.prod.rules'));
    editJson(dir, 'firebase.json', (json) => (json.firestore.rules = 'firestore.prod.rules'));
    expect(problemsOf(checkFirestoreFiles({ root: dir }))).toContain(
      'firebase.json deploys rules from firestore.prod.rules, but the emulator, the Firestore checks and the rules tests use firestore.rules',
    );
  });

  it('stops an indexes file the CLI would refuse', () => {
    const dir = scratchProject();
    editJson(dir, 'firestore.indexes.json', (json) =>
      json.indexes.push({ collectionGroup: 'games', queryScope: 'COLLECTION', fields: [{ fieldPath: 'userId', order: 'UPWARDS' }] }),
    );
    expect(problemsOf(checkFirestoreFiles({ root: dir }))).toMatch(/firestore\.indexes\.json: .*order.*UPWARDS/s);
  });
});
