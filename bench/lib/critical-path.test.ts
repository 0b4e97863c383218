import { describe, expect, it } from 'vitest';
import { longestSequentialChain } from './critical-path';

describe('round trips on the critical path', () => {
  it('count RPCs that wait for each other, and parallel ones once', () => {
    expect(longestSequentialChain([])).toBe(0);
    // a query, then three reads together, then a commit
    expect(
      longestSequentialChain([
        { start: 0, end: 10 },
        { start: 11, end: 21 },
        { start: 11.2, end: 21.3 },
        { start: 11.4, end: 21.1 },
        { start: 22, end: 32 },
      ]),
    ).toBe(3);
    // two independent chains of two, side by side
    expect(
      longestSequentialChain([
        { start: 0, end: 10 },
        { start: 0.5, end: 10.5 },
        { start: 11, end: 21 },
        { start: 11.5, end: 21.5 },
      ]),
    ).toBe(2);
  });
});
