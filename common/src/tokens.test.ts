import { describe, expect, it } from 'vitest';
import { newToken, TOKEN_BYTES, TOKEN_PATTERN } from './tokens';

describe('newToken', () => {
  it('carries at least 128 random bits in a URL-safe form', () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN);
  });
});
