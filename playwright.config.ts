import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { urls } from './scripts/lib/ports';

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium, installed by scripts/install-chromium.sh);
 * Playwright never downloads a browser here. The stack is started by scripts/test.ts.
 */
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const, viewport: { width: 360, height: 780 } };

/** The spec files whose journeys sign in as the one demo super admin ('admin'). */
const SHARED_ADMIN_JOURNEYS = /(admin-totp|admin|operator-panel)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Each test is a whole journey (a dozen screens, each checked with axe); a 2-core CI machine needs the room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two journeys at a time (ADR 0039): a journey waits much of its time on the stack (triggers,
  // deliveries, the functions emulator), which the other one uses. E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.APP_URL ?? urls.app,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace costs about a third of a journey's time on a 2-core machine (3.2 → 2.3 min for
    // two specs); E2E_TRACE=1 records one again for a failure being looked into.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // every journey but those tagged @alone, two at a time: each makes its own people and reads the
    // sinks by its own addresses and numbers, so two journeys side by side do not meet
    { name: 'phone', grepInvert: /@alone/, testIgnore: SHARED_ADMIN_JOURNEYS, use: PHONE },
    // the journeys that sign in as the demo super admin, one at a time beside the others: an operator's
    // logout ends every session of that operator (ADR 0039), so two of them side by side sign each other out
    { name: 'phone-admin', grepInvert: /@alone/, testMatch: SHARED_ADMIN_JOURNEYS, workers: 1, use: PHONE },
    // after the others, one at a time (ADR 0039): the journeys that act on everyone's data (they run the
    // scheduled jobs, which sweep every parent's outbox and reminders), so no journey is half-way when
    // they run
    { name: 'phone-alone', grep: /@alone/, dependencies: ['phone', 'phone-admin'], workers: 1, use: PHONE },
  ],
});
