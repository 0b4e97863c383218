import { limiter, PUBLIC_LOOKUPS } from '../rate-limits/service';

/**
 * One budget per client address for every lookup of a public link: game pages, result pages, the
 * shared checklist and public profiles. A visitor opening a family's links stays far below it;
 * someone guessing tokens or walking user ids gets 429 after 120 a minute, whichever route they use.
 */
export const lookupsPerIp = limiter(PUBLIC_LOOKUPS);
