import type { BenchSection } from './lib/report';

/** JS and CSS shipped per route (gzip). */
export async function measure(): Promise<BenchSection> {
  throw new Error('not measured yet');
}
