import type { BenchSection } from './lib/report';

/** API under load (second process, loopback). */
export async function measure(): Promise<BenchSection> {
  throw new Error('not measured yet');
}
