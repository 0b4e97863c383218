import { describe, expect, it } from 'vitest';
import { isFresh, secondsLeft } from './token';

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('secondsLeft', () => {
  it('reads the exp claim of a JWT (base64url, no padding)', () => {
    expect(secondsLeft(jwt({ exp: 1_000_3600, sub: 'ü?>' }), 1_000_0000 * 1000)).toBe(3600);
  });
  it('is 0 for what is not a token', () => {
    expect(secondsLeft('yok', Date.now())).toBe(0);
    expect(secondsLeft(jwt({ sub: 'x' }), Date.now())).toBe(0);
    expect(secondsLeft('a.%%%.b', Date.now())).toBe(0);
  });
});

describe('isFresh', () => {
  it('is true while more than five minutes are left', () => {
    const now = 1_000_0000 * 1000;
    expect(isFresh(jwt({ exp: 1_000_0000 + 301 }), now)).toBe(true);
    expect(isFresh(jwt({ exp: 1_000_0000 + 299 }), now)).toBe(false);
  });
});
