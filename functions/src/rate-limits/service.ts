import type { Options } from 'express-rate-limit';
import { FirestoreRateLimitStore } from './data';

/**
 * The rate limits' counts (ADR 0016), kept in Firestore (rate-limits/data.ts) so a limit holds across
 * function instances. The middleware that counts a request and refuses it is HTTP's (http/limits.ts):
 * a refusal is a DomainError('too-many', TOO_MANY_MESSAGE), which http/errors.ts answers 429.
 */

export const TOO_MANY_MESSAGE = 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.';

/** A named limit: at most `limit` counts per key in `windowMs`. */
export interface Limit {
  name: string;
  windowMs: number;
  limit: number;
}

/**
 * Public lookups of a family's links (game pages, result pages, the shared checklist, public profiles,
 * baby pages; ADR 0051). A maternity ward's Wi-Fi or a carrier's address carries hundreds of relatives
 * opening the same link, so no lookup that finds its page is ever refused for its address, but for
 * the flood cap, far above what a building sends: 6,000 lookups in 10 minutes. What one address may
 * not do is walk tokens: lookups that find nothing are counted apart, and past 60 in 10 minutes the
 * address's misses are answered 429 instead of 404, while its real links still open.
 */
export const PUBLIC_LOOKUP_FLOOD: Limit = { name: 'public-lookup-ip', windowMs: 10 * 60_000, limit: 6000 };
export const PUBLIC_LOOKUP_MISSES: Limit = { name: 'public-lookup-miss-ip', windowMs: 10 * 60_000, limit: 60 };

/** A counter of a named limit counted where the caller decides (not as middleware). */
export function counter(options: Limit) {
  const store = new FirestoreRateLimitStore(options.name);
  store.init({ windowMs: options.windowMs } as Options);
  return {
    /** Counts one for `key` and says whether the count is now past the limit. */
    async passed(key: string): Promise<boolean> {
      try {
        return (await store.increment(key)).totalHits > options.limit;
      } catch {
        return false; // as the limiters: a counter that cannot be reached lets the request through
      }
    },
  };
}
