import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { useEmulators } from '../../scripts/lib/emulator-env';
import { removeWhatTheFileMade, startFromBaseline } from './support/baseline';
import { admin } from './support/stack';

/**
 * Tests that call the functions' own modules (the retry schedule with a fixed clock, a trigger
 * fired twice) run them with the same configuration the Functions emulator loaded.
 */
for (const file of ['.env.local', '.secret.local']) {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'functions', file), 'utf8');
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1] && process.env[match[1]] === undefined) process.env[match[1]] = match[2];
  }
}
useEmulators();

// Each file starts from the suite's baseline (global-setup.ts) and removes what it made after its last
// test: its deliveries finished, its Auth users gone (ADR 0037). Files run one at a time (vitest.config.ts).
const baseline = inject('baseline');
await startFromBaseline(baseline);
afterAll(() => removeWhatTheFileMade(baseline, admin().db), 90_000);
