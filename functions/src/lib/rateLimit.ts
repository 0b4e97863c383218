/**
 * Where the rate limits were before issue 26 split them: the counters are rate-limits/data.ts, the
 * limiters rate-limits/service.ts. Kept so the files that import them from here compile until the
 * merge rewrites their imports. Named one by one: `export *` hides the names from a CommonJS
 * loader's static look (tests/api/support/rate-limit-instance.ts runs this under tsx).
 */
export {
  addToCount,
  budget,
  COUNTER_SHARDS,
  counterDocIds,
  counterShardName,
  FirestoreRateLimitStore,
  rateLimitDocIds,
  registerWindow,
} from '../rate-limits/data';
export { clientAddress, clientIp, limiter, limiters, rateLimits, resetLimit, TOO_MANY_MESSAGE } from '../rate-limits/service';
