import type { BenchSection } from './lib/report';

/** api function cold start. */
export async function measure(): Promise<BenchSection> {
  throw new Error('not measured yet');
}
