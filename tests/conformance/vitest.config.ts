import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Firestore conformance: firebase-admin against Google's Firestore emulator, through the checks
 * that add what production enforces (tools/firestore-checks). The global setup starts both; with
 * FIRESTORE_EMULATOR_HOST set it puts the checks in front of that emulator instead.
 *
 *   npx vitest run --config tests/conformance/vitest.config.ts
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/conformance/**/*.test.ts'],
    globalSetup: ['tests/conformance/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
