import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_BACKOFF_MS, RETRY_WINDOW_MS, retrySchedule } from './deliver';

describe('outbox backoff', () => {
  it('doubles from 30 s, caps at 2 h, and honours a provider minimum', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(4)).toBe(240_000);
    expect(backoffMs(40)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(1, 60_000)).toBe(60_000);
  });

  it('keeps retrying for at least 24 hours before a message is given up', () => {
    const times = retrySchedule();
    expect(RETRY_WINDOW_MS).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(times.at(-1)!).toBeGreaterThan(RETRY_WINDOW_MS - MAX_BACKOFF_MS);
    // an outage of an hour is ridden out with several attempts during it, none later than 2 h apart
    expect(times.filter((time) => time <= 3600_000).length).toBeGreaterThanOrEqual(7);
    expect(times.length).toBeGreaterThan(15);
  });
});
