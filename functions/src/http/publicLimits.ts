import type { RequestHandler } from 'express';
import { limiter, markPublicLookup, PUBLIC_LOOKUP_FLOOD, rateLimits } from '../rate-limits/service';

const flood = limiter(PUBLIC_LOOKUP_FLOOD);

/**
 * The limits of every public lookup (rate-limits/service.ts, ADR 0051): the address's flood cap
 * before the lookup, and its misses counted when the lookup finds nothing (http/errors.ts), so one
 * address walking tokens is stopped while every relative behind it still opens the family's links.
 */
export const publicLookupLimits: RequestHandler = (req, res, next) => {
  markPublicLookup(res);
  return flood(req, res, next);
};
rateLimits.add(publicLookupLimits);
