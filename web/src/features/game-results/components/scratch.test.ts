import { describe, expect, it } from 'vitest';
import { clearedShare, isRevealed } from './scratch';

describe('scratch card', () => {
  it('counts transparent pixels and reveals past 25 %', () => {
    const pixels = new Uint8ClampedArray(4 * 100).fill(255);
    for (let pixel = 0; pixel < 30; pixel += 1) pixels[pixel * 4 + 3] = 0;
    expect(clearedShare(pixels, 1)).toBeCloseTo(0.3);
    expect(isRevealed(0.25)).toBe(false);
    expect(isRevealed(0.26)).toBe(true);
  });
});
