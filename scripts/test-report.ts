/**
 * What `npm test` counts from each runner's JSON report: passed, failed and skipped tests, and the
 * skipped tests that do not say why. A skip is a failure of the run unless the test's name (its
 * own title or a describe around it) gives the reason, in one of these forms:
 *   it.skipIf(!hasX)('sends the SMS (skipped: no modem on this machine)', …)
 *   it.skip('renders the chart, skipped because the chart library is not installed', …)
 * A skip with its reason is still counted and shown; it only stops failing the run.
 */
import { relative } from 'node:path';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Full names of skipped tests that do not say why they were skipped. */
  unexplainedSkips: string[];
}

/** '(skipped: <reason>)' or 'skipped because <reason>', the reason being at least one word. */
const SKIP_REASON = /\(skipped:\s*[^)\s][^)]*\)|\bskipped because\s+\S/i;

export function explainsSkip(name: string): boolean {
  return SKIP_REASON.test(name);
}

/** The parts of Vitest's JSON reporter output (`--reporter=json`) read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string }> }>;
}

/** Vitest reports a skipped test as 'skipped', a todo as 'todo', and one that never ran as 'pending'. */
const VITEST_NOT_RUN = new Set(['skipped', 'todo', 'pending']);

/** `root`: file names in the report are absolute; unexplained skips are named relative to it. */
export function vitestTally(report: VitestReport, root?: string): Tally {
  const skippedNames = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => VITEST_NOT_RUN.has(test.status)).map((test) => `${root ? relative(root, file.name) : file.name} > ${test.fullName}`),
  );
  const skipped = Math.max(report.numPendingTests + report.numTodoTests, skippedNames.length);
  const unexplainedSkips = skippedNames.filter((name) => !explainsSkip(name));
  if (skipped > skippedNames.length) unexplainedSkips.push(`${skipped - skippedNames.length} skipped test(s) the report does not name`);
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped, unexplainedSkips };
}

/** The parts of Playwright's JSON reporter output read here. */
export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; tests: Array<{ status: string; projectName?: string }> }>;
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

export function playwrightTally(report: PlaywrightReport): Tally {
  const skippedNames: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) if (test.status === 'skipped') skippedNames.push([...path, spec.title].join(' > '));
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  const skipped = Math.max(report.stats.skipped, skippedNames.length);
  const unexplainedSkips = skippedNames.filter((name) => !explainsSkip(name));
  if (skipped > skippedNames.length) unexplainedSkips.push(`${skipped - skippedNames.length} skipped test(s) the report does not name`);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped, unexplainedSkips };
}

export function countsLine({ passed, failed, skipped }: Pick<Tally, 'passed' | 'failed' | 'skipped'>): string {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** The run's closing line over every step. */
export function totalLine(tallies: Array<Pick<Tally, 'passed' | 'failed' | 'skipped'>>): string {
  const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((total, tally) => total + tally[key], 0);
  return countsLine({ passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') });
}
