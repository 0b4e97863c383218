import { SCRATCH_THRESHOLD } from '@bebek/common/constants';

/** Share of fully transparent pixels in RGBA data (every 4th byte is alpha). */
export function clearedShare(pixels: Uint8ClampedArray, step = 4): number {
  let cleared = 0;
  let total = 0;
  for (let index = 3; index < pixels.length; index += 4 * step) {
    total += 1;
    if (pixels[index] === 0) cleared += 1;
  }
  return total ? cleared / total : 0;
}

/** Revealed once more than 25 % of the cover is scratched away (part 2 §4). */
export function isRevealed(share: number): boolean {
  return share > SCRATCH_THRESHOLD;
}
