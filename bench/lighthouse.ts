import type { BenchSection } from './lib/report';

/** Lighthouse 12, mobile preset, median of 3. */
export async function measure(): Promise<BenchSection> {
  throw new Error('not measured yet');
}
