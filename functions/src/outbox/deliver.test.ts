import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_ATTEMPTS } from './deliver';

describe('outbox backoff', () => {
  it('doubles from 30 s, caps at 30 min, and honours a provider minimum', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(4)).toBe(240_000);
    expect(backoffMs(20)).toBe(30 * 60_000);
    expect(backoffMs(1, 60_000)).toBe(60_000);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(3);
  });
});
