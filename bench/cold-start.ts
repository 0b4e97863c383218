/**
 * The api function's cold start: from spawning a fresh Node process to its first answer. The child
 * loads functions/lib/index.js (what the emulator and Cloud Functions load), serves the exported
 * `api` and answers GET /api/service-categories, which reads Firestore, so the Admin SDK's first
 * connection is part of the figure. Five cold starts, the median reported; the child records which
 * packages were loaded at start and how long each took.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { budgetBelow, figure, type BenchSection } from './lib/report';
import { assertStackRunning } from './lib/stack';
import { HOST, PORTS } from '../scripts/lib/ports';

const ROOT = resolve(import.meta.dirname, '..');
const STARTS = 5;

interface ChildReady {
  port: number;
  loadMs: number;
  sinceProcessStartMs: number;
  imported: Array<{ name: string; ms: number }>;
}

/** The functions' local environment, as the emulator gives it (functions/.env.local and .secret.local, written by npm start). */
function functionsEnv(): Record<string, string> {
  const read = (file: string) =>
    Object.fromEntries(
      readFileSync(resolve(ROOT, 'functions', file), 'utf8')
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  return { ...read('.env.local'), ...read('.secret.local'), GCLOUD_PROJECT: 'demo-bebek', FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}` };
}

async function coldStart(): Promise<{ firstAnswerMs: number; ready: ChildReady }> {
  const started = performance.now();
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'harness', 'cold-start-child.cjs'), resolve(ROOT, 'functions', 'lib', 'index.js')], {
    cwd: resolve(ROOT, 'functions'),
    env: { ...process.env, ...functionsEnv() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<ChildReady>((done, fail) => {
      child.once('exit', (code) => fail(new Error(`the functions process exited with ${code}`)));
      createInterface({ input: child.stdout }).once('line', (line) => done(JSON.parse(line) as ChildReady));
    });
    const response = await fetch(`http://127.0.0.1:${ready.port}/api/service-categories`);
    if (response.status !== 200) throw new Error(`first answer was ${response.status}`);
    await response.arrayBuffer();
    return { firstAnswerMs: performance.now() - started, ready };
  } finally {
    child.kill();
  }
}

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  const starts = [];
  for (let index = 0; index < STARTS; index += 1) starts.push(await coldStart());
  starts.sort((a, b) => a.firstAnswerMs - b.firstAnswerMs);
  const median = starts[Math.floor(STARTS / 2)]!;
  return {
    title: `api function cold start (fresh Node process → first answer, median of ${STARTS})`,
    rows: [
      budgetBelow('Cold start to the first answer (GET /api/service-categories)', Math.round(median.firstAnswerMs), 'ms', 1500),
      figure('of which loading functions/lib/index.js', median.ready.loadMs, 'ms'),
      figure('process start to listening', median.ready.sinceProcessStartMs, 'ms'),
    ],
    details: { runsMs: starts.map((start) => Math.round(start.firstAnswerMs)), imported: median.ready.imported },
    notes: [
      `${median.ready.imported.length} packages loaded at start; the slowest (ms, including what they load): ${median.ready.imported
        .slice(0, 12)
        .map((entry) => `${entry.name} ${entry.ms}`)
        .join(', ')}`,
    ],
  };
}
