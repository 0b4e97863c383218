import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * firestore.rules against Google's Firestore emulator, which evaluates security rules as production
 * does. The global setup starts a standalone emulator (scripts/lib/google-firestore.ts) on a free port;
 * without the emulator or a Java to run it the step fails and says what to install, it is never skipped.
 *
 *   npx vitest run --config tests/rules/vitest.config.ts
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/rules/**/*.test.ts'],
    globalSetup: ['tests/rules/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Java's start on a busy 2-core machine
    hookTimeout: 120_000,
  },
});
