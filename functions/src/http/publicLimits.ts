import type { RequestHandler } from 'express';
import { PUBLIC_LOOKUP_FLOOD } from '../rate-limits/service';
import { limiter, markPublicLookup, rateLimits } from './limits';

const flood = limiter(PUBLIC_LOOKUP_FLOOD);

/**
 * The limits of every public lookup (http/limits.ts, ADR 0051): the address's flood cap
 * before the lookup, and its misses counted when the lookup finds nothing (http/errors.ts), so one
 * address walking tokens is stopped while every relative behind it still opens the family's links.
 */
export const publicLookupLimits: RequestHandler = (req, res, next) => {
  markPublicLookup(res);
  return flood(req, res, next);
};
rateLimits.add(publicLookupLimits);
