import { defineConfig } from 'vitest/config';

/** API integration tests: they talk to the running local stack (started by scripts/test.ts). */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/api/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
