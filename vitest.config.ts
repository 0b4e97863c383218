import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Unit tests: pure code next to its source, no emulator needed.
 * Conformance, rules, API and browser tests have their own configs (tests/*), with their emulators.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) },
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
