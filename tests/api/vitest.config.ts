import { defineConfig } from 'vitest/config';

/**
 * API integration tests: they talk to the running local stack (started by scripts/test.ts). Files
 * run one at a time, each from the same data (global-setup.ts exports it, setup.ts restores it).
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    setupFiles: ['tests/api/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
