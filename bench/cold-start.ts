/**
 * The api function's cold start: from spawning a fresh Node process to its first answer, next to
 * the least app that gives the same answer (bench/harness/bare-api.cjs: the Functions SDK's
 * onRequest, express and firebase-admin reading the one collection), measured in the same run,
 * alternately, five of each. The child loads functions/lib/index.js (what the emulator and Cloud
 * Functions load), serves the exported `api` and answers GET /api/service-categories, which reads
 * Firestore, so the Admin SDK's first connection is part of the figure. The budget is the ratio:
 * whatever this machine's speed, the api may take at most 1.5 times what the bare app takes.
 */
import { budgetAtMost, budgetBelow, figure, type BenchSection } from './lib/report';
import { startApi, type ChildReady } from './lib/processes';
import { assertStackRunning } from './lib/stack';

const STARTS = 5;
const MAX_RATIO = 1.5;

async function coldStart(bare: boolean): Promise<{ firstAnswerMs: number; ready: ChildReady }> {
  const started = performance.now();
  const api = await startApi({ bare });
  try {
    const response = await fetch(`${api.url}/api/service-categories`);
    if (response.status !== 200) throw new Error(`first answer was ${response.status}`);
    await response.arrayBuffer();
    return { firstAnswerMs: performance.now() - started, ready: api.ready };
  } finally {
    api.stop();
  }
}

const median = <T extends { firstAnswerMs: number }>(runs: T[]): T => [...runs].sort((a, b) => a.firstAnswerMs - b.firstAnswerMs)[Math.floor(runs.length / 2)]!;

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  const api: Array<Awaited<ReturnType<typeof coldStart>>> = [];
  const bare: Array<Awaited<ReturnType<typeof coldStart>>> = [];
  for (let index = 0; index < STARTS; index += 1) {
    api.push(await coldStart(false));
    bare.push(await coldStart(true));
  }
  const apiMedian = median(api);
  const bareMedian = median(bare);
  const ratio = Math.round((apiMedian.firstAnswerMs / bareMedian.firstAnswerMs) * 100) / 100;
  return {
    title: `api function cold start (fresh Node process → first answer, median of ${STARTS}, next to the bare app in the same run)`,
    rows: [
      budgetAtMost('Cold start ratio: the api / the bare app (onRequest + express + firebase-admin, one read)', ratio, '', MAX_RATIO),
      budgetBelow('Cold start to the first answer (GET /api/service-categories)', Math.round(apiMedian.firstAnswerMs), 'ms', 1500),
      figure('The bare app, same request, same run', Math.round(bareMedian.firstAnswerMs), 'ms'),
      figure('of which loading functions/lib/index.js', apiMedian.ready.loadMs, 'ms'),
      figure('of which loading the bare app', bareMedian.ready.loadMs, 'ms'),
    ],
    details: {
      apiRunsMs: api.map((run) => Math.round(run.firstAnswerMs)),
      bareRunsMs: bare.map((run) => Math.round(run.firstAnswerMs)),
      imported: apiMedian.ready.imported,
    },
    notes: [
      `${apiMedian.ready.imported.length} packages loaded at start; the slowest (ms, including what they load): ${apiMedian.ready.imported
        .slice(0, 12)
        .map((entry) => `${entry.name} ${entry.ms}`)
        .join(', ')}`,
    ],
  };
}
