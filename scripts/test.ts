/**
 * `npm test`: lint, typecheck, deploy:check, unit tests, the Firestore conformance suite, firestore.rules on
 * Google's emulator, then the local stack on fresh data with the API integration tests and the
 * browser tests against it.
 * Ends with one line 'N passed, N failed, N skipped' over every runner, and a non-zero exit on any
 * failure, a skipped test that does not say why in its name included (scripts/test-report.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assertPortsFree, buildAll, startStack } from './stack';
import { countsLine, playwrightTally, totalLine, vitestTally, type PlaywrightReport, type Tally, type VitestReport } from './test-report';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
const BIN = join(ROOT, 'node_modules', '.bin');

interface StepResult extends Tally {
  name: string;
  ok: boolean;
  seconds: number;
}
const results: StepResult[] = [];

interface StepSpec {
  name: string;
  command: string;
  args: string[];
  counts?: () => Tally;
  env?: NodeJS.ProcessEnv;
  /** The environment the step's own `env` is laid over; this process's as it is now unless given. */
  baseEnv?: NodeJS.ProcessEnv;
}

/**
 * Runs one step. Alone, its output streams as it comes; beside others (`quiet`), it is kept and
 * printed whole when the step ends, so that two runners' lines never interleave.
 */
function step({ name, command, args, counts, env = {}, baseEnv = process.env }: StepSpec, quiet = false): Promise<boolean> {
  if (!quiet) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolveStep) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...baseEnv, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      if (quiet) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      let ok = status === 0;
      let tally: Tally = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, unexplainedSkips: [] };
      if (counts) {
        try {
          tally = counts();
        } catch {
          // the runner wrote no report: count the step itself
        }
        if (!ok && tally.failed === 0) tally.failed = 1;
      }
      // A skip that does not say why fails the step, though the runner passed.
      if (tally.unexplainedSkips.length > 0) ok = false;
      results.push({ name, ok, seconds: (Date.now() - started) / 1000, ...tally });
      resolveStep(ok);
    });
  });
}

/**
 * Steps that share nothing (no port, no file they write) run two at a time: each runner is mostly
 * one busy process, and a 2-core CI machine otherwise idles one core through them (about 1.5 min of
 * the suite's 25).
 */
async function besideEachOther(steps: StepSpec[]): Promise<void> {
  const waiting = [...steps];
  const lane = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) await step(next, steps.length > 1);
  };
  await Promise.all([lane(), lane()]);
}

const vitestCounts = (file: string) => () => vitestTally(JSON.parse(readFileSync(file, 'utf8')) as VitestReport, ROOT);
const playwrightCounts = (file: string) => () => playwrightTally(JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport);

function vitest(name: string, config: string | undefined, report: string, env: NodeJS.ProcessEnv = {}): StepSpec {
  const args = ['run', ...(config ? ['--config', config] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { name, command: join(BIN, 'vitest'), args, counts: vitestCounts(report), env };
}

function ensureChromium(): void {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.log('Chromium is missing: installing Debian chromium with scripts/install-chromium.sh');
  const install = spawnSync('bash', [join(ROOT, 'scripts', 'install-chromium.sh')], { stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(path)) throw new Error('Chromium could not be installed; run scripts/install-chromium.sh as root');
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const only = process.argv.slice(2);
  const wants = (name: string) => only.length === 0 || only.includes(name);
  // Before anything else: a stack already running would answer for the one this run starts.
  if (wants('api') || wants('e2e')) await assertPortsFree();

  if (wants('build')) {
    const buildStarted = Date.now();
    buildAll();
    results.push({ name: 'build', ok: true, seconds: (Date.now() - buildStarted) / 1000, passed: 1, failed: 0, skipped: 0, unexplainedSkips: [] });
  }
  const checks: StepSpec[] = [];
  if (wants('lint')) checks.push({ name: 'lint (eslint + prettier)', command: 'npm', args: ['run', '--silent', 'lint'] });
  if (wants('typecheck')) checks.push({ name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] });
  // what would stop a deploy, or break the site after it, with firebase-tools' own code (ADR 0041); needs the build
  if (wants('deploy-check'))
    checks.push({ name: 'deploy:check (any new project, as the runbook sets it up)', command: 'npm', args: ['run', '--silent', 'deploy:check'] });
  if (wants('unit')) checks.push(vitest('unit tests', undefined, join(RESULTS, 'unit.json')));
  // each starts a Google emulator of its own on a free port
  if (wants('conformance')) checks.push(vitest('Firestore conformance', 'tests/conformance/vitest.config.ts', join(RESULTS, 'conformance.json')));
  if (wants('rules')) checks.push(vitest("firestore.rules (Google's emulator)", 'tests/rules/vitest.config.ts', join(RESULTS, 'rules.json')));
  // The stack comes up while the checks run (ADR 0039): it listens on its own fixed ports, the
  // conformance and rules emulators on ports the system hands out, and it spends its half-minute
  // mostly starting Java and the functions emulator, not in one busy process.
  const needsStack = wants('api') || wants('spec-client') || wants('e2e');
  // Starting the stack points this process at its emulators (FIRESTORE_EMULATOR_HOST and the rest, set
  // by the seed): the checks keep the environment from before it, or the conformance suite would take
  // the stack's Firestore for the emulator it is to start (it did, in the first run of this).
  const beforeStack = { ...process.env };
  for (const check of checks) check.baseEnv = beforeStack;
  if (needsStack) ensureChromium();
  const stackStarted = Date.now();
  const stackStarting = needsStack
    ? startStack({ persist: false, build: false, verbose: false, schedulerIntervalMs: 0 }).then((stack) => ({
        stack,
        seconds: (Date.now() - stackStarted) / 1000,
      }))
    : undefined;
  // a stack that fails to start while the checks run is reported once they end, not as an unhandled rejection
  stackStarting?.catch(() => undefined);
  await besideEachOther(checks);

  if (stackStarting) {
    console.log('\n=== local stack (fresh data) ===');
    const { stack, seconds } = await stackStarting;
    console.log(`Firestore: ${stack.firestore}; ready ${seconds.toFixed(1)} s after it was started, beside the checks`);
    results.push({ name: 'stack start (beside the checks)', ok: true, seconds, passed: 0, failed: 0, skipped: 0, unexplainedSkips: [] });
    try {
      // one after the other: they share the stack, and each API file restores its data
      if (wants('api')) await step(vitest('API integration tests', 'tests/api/vitest.config.ts', join(RESULTS, 'api.json')));
      if (wants('spec-client'))
        await step(vitest('spec-client suite (the call lists only)', 'tests/spec-client/vitest.config.ts', join(RESULTS, 'spec-client.json')));
      if (wants('e2e'))
        await step({
          name: 'browser tests (Playwright, Debian Chromium)',
          command: join(BIN, 'playwright'),
          args: ['test'],
          counts: playwrightCounts(join(RESULTS, 'e2e-report.json')),
        });
    } finally {
      await stack.stop();
    }
  }

  console.log('\n=== summary ===');
  for (const result of results) {
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(48)} ${result.seconds.toFixed(1).padStart(6)} s  ${countsLine(result)}`);
  }
  const unexplained = results.flatMap((result) => result.unexplainedSkips.map((name) => `${result.name}: ${name}`));
  if (unexplained.length > 0) {
    console.log(`\nskipped without a reason in the test's name (fails the run; say why as '(skipped: …)' or 'skipped because …'):`);
    for (const name of unexplained) console.log(`  ${name}`);
  }
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(totalLine(results));
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(countsLine({ passed: 0, failed: 1, skipped: 0 }));
  process.exit(1);
});
