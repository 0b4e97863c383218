/**
 * Round trips on a request's critical path, from the database's record of its RPCs: the longest
 * chain of RPCs each of which started after the previous one was answered. RPCs sent together
 * (Promise.all, getAll) overlap and count once; RPCs that wait for each other add up. With a
 * latency injected per RPC, parallel ones overlap by that much, so the count is unambiguous.
 */
export interface Interval {
  start: number;
  end: number;
}

export function longestSequentialChain(intervals: Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.end - b.end);
  // chain[i]: the longest chain that ends with sorted[i]
  const chain: number[] = [];
  let best = 0;
  for (let i = 0; i < sorted.length; i++) {
    let length = 1;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= sorted[i]!.start) length = Math.max(length, chain[j]! + 1);
    chain.push(length);
    best = Math.max(best, length);
  }
  return best;
}
