import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Unit tests: pure code next to its source, no emulator needed.
 * Conformance, rules, API and browser tests have their own configs (tests/*), with their emulators.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./web/src', import.meta.url))}/` },
      // the shared module's source, so that a fresh clone's tests need no build of common first (issue 36)
      { find: /^@bebek\/common\/(.*)$/, replacement: `${fileURLToPath(new URL('./common/src', import.meta.url))}/$1` },
    ],
  },
  test: {
    include: [
      'common/src/**/*.test.ts',
      'functions/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/*.test.ts',
      'tools/**/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/unit/fail-on-console-error.ts'],
  },
});
