import { defineConfig } from 'vitest/config';

/** The spec-client suite: a client of the running local stack that knows only the spec's call lists. */
export default defineConfig({
  test: {
    include: ['tests/spec-client/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
