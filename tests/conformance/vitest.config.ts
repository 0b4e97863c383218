import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Firestore conformance: firebase-admin against FIRESTORE_EMULATOR_HOST. Without that variable the
 * global setup starts the Node emulator (tools/firestore-emulator) in-process on free ports.
 *
 *   npx vitest run --config tests/conformance/vitest.config.ts
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run --config tests/conformance/vitest.config.ts   (any emulator, Google's included)
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/conformance/**/*.test.ts'],
    globalSetup: ['tests/conformance/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
