import { describe, expect, it } from 'vitest';
import { countsLine, explainsSkip, playwrightTally, totalLine, vitestTally, type PlaywrightReport, type VitestReport } from './test-report';

describe('explainsSkip', () => {
  it.each([
    'sends the SMS (skipped: no modem on this machine)',
    'renders the chart, skipped because the chart library is not installed',
    'suite (Skipped: only on macOS) > a test',
  ])('accepts a reason: %s', (name) => {
    expect(explainsSkip(name)).toBe(true);
  });

  it.each(['sends the SMS', 'sends the SMS (skipped)', 'sends the SMS (skipped: )', 'sends the SMS, skipped because', 'was skipped before'])(
    'refuses a name without a reason: %s',
    (name) => {
      expect(explainsSkip(name)).toBe(false);
    },
  );
});

/** Shaped as Vitest 4's JSON reporter writes it (status from its StatusMap: skip → skipped, todo → todo). */
function vitestReport(tests: Array<{ fullName: string; status: string }>): VitestReport {
  const count = (...statuses: string[]) => tests.filter((test) => statuses.includes(test.status)).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped', 'pending'),
    numTodoTests: count('todo'),
    testResults: [{ name: '/repo/a.test.ts', assertionResults: tests }],
  };
}

describe('vitestTally', () => {
  it('counts passed, failed and skipped tests, todos among the skipped', () => {
    const report = vitestReport([
      { fullName: 'a passes', status: 'passed' },
      { fullName: 'a fails', status: 'failed' },
      { fullName: 'b (skipped: needs a modem)', status: 'skipped' },
      { fullName: 'c todo, skipped because it is not written yet', status: 'todo' },
    ]);
    expect(vitestTally(report)).toEqual({ passed: 1, failed: 1, skipped: 2, unexplainedSkips: [] });
  });

  it('names every skipped test that does not say why, with its file', () => {
    const report = vitestReport([
      { fullName: 'rules denies everything', status: 'skipped' },
      { fullName: 'later', status: 'todo' },
      { fullName: 'explained (skipped: no modem)', status: 'skipped' },
    ]);
    expect(vitestTally(report)).toEqual({
      passed: 0,
      failed: 0,
      skipped: 3,
      unexplainedSkips: ['/repo/a.test.ts > rules denies everything', '/repo/a.test.ts > later'],
    });
  });

  it('names files relative to the root it is given', () => {
    const report = vitestReport([{ fullName: 'x', status: 'skipped' }]);
    expect(vitestTally(report, '/repo').unexplainedSkips).toEqual(['a.test.ts > x']);
  });

  it('a reason in the describe around a test explains it', () => {
    const report = vitestReport([{ fullName: 'SMS (skipped: no modem) sends', status: 'skipped' }]);
    expect(vitestTally(report).unexplainedSkips).toEqual([]);
  });

  it('skips the report counts but does not list are unexplained', () => {
    const report = { ...vitestReport([]), numPendingTests: 2 };
    expect(vitestTally(report)).toMatchObject({ skipped: 2, unexplainedSkips: ['2 skipped test(s) the report does not name'] });
  });
});

describe('playwrightTally', () => {
  const report: PlaywrightReport = {
    stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 2 },
    suites: [
      {
        title: 'parent.spec.ts',
        specs: [
          { title: 'logs in', tests: [{ status: 'expected' }] },
          { title: 'retries', tests: [{ status: 'flaky' }] },
        ],
        suites: [
          {
            title: 'admin',
            specs: [
              { title: 'lists users', tests: [{ status: 'unexpected' }] },
              { title: 'exports (skipped: no printer)', tests: [{ status: 'skipped' }] },
              { title: 'prints', tests: [{ status: 'skipped' }] },
              { title: 'signs out', tests: [{ status: 'expected' }] },
            ],
          },
        ],
      },
    ],
  };

  it('counts flaky tests as passed and names unexplained skips with their suites', () => {
    expect(playwrightTally(report)).toEqual({ passed: 3, failed: 1, skipped: 2, unexplainedSkips: ['parent.spec.ts > admin > prints'] });
  });
});

describe('the closing line', () => {
  it('sums every step', () => {
    expect(
      totalLine([
        { passed: 3, failed: 0, skipped: 0 },
        { passed: 10, failed: 2, skipped: 1 },
      ]),
    ).toBe('13 passed, 2 failed, 1 skipped');
    expect(countsLine({ passed: 0, failed: 1, skipped: 0 })).toBe('0 passed, 1 failed, 0 skipped');
  });
});
