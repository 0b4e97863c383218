/**
 * Where the rate limits were before issue 26 split them: the counters are rate-limits/data.ts, the
 * limiters rate-limits/service.ts. Kept so the files that import them from here compile until the
 * merge rewrites their imports.
 */
export * from '../rate-limits/data';
export * from '../rate-limits/service';
