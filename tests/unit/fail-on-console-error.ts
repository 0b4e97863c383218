/**
 * Unit tests fail when something writes console.error (React's act() and prop warnings included),
 * as the browser tests do on a console error (epic-stack's tests/setup-test-env.ts does the same):
 * an error nobody looks at is a bug nobody sees. A test that provokes one on purpose says so,
 * `vi.spyOn(console, 'error').mockImplementation(() => undefined)`, and asserts on the spy; what it
 * swallows is not counted here.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let written: string[] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  written = [];
  const original = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    written.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
    original(...args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  // failing here rather than throwing inside console.error: code that catches around a log must not change course
  if (written.length > 0) throw new Error(`console.error was called ${written.length}×; the first:\n${written[0]!.slice(0, 2000)}`);
});
