import { isIP } from 'node:net';
import { rateLimit, ipKeyGenerator, type Options } from 'express-rate-limit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainError } from '../lib/errors';
import { FirestoreRateLimitStore, registerWindow } from '../rate-limits/data';
import { counter, PUBLIC_LOOKUP_MISSES, PUBLIC_LOOKUP_FLOOD, TOO_MANY_MESSAGE, type Limit } from '../rate-limits/service';

/**
 * The rate limits on HTTP (ADR 0016): express-rate-limit's middleware and our own combined limiters,
 * their counters kept in Firestore (rate-limits/) so a limit holds across function instances. A
 * request past a limit goes on as DomainError('too-many'), which the one error map (http/errors.ts)
 * answers 429 with its message; express-rate-limit has set Retry-After and RateLimit by then.
 */

const refuse = (next: NextFunction) => next(new DomainError('too-many', TOO_MANY_MESSAGE));

/**
 * The client's address, as the production front end reports it (ADR 0016): Firebase Hosting's edge
 * (Fastly) sets `Fastly-Client-IP` to the address of the connection it received; Cloud Run then
 * puts Google's own front-end addresses into X-Forwarded-For, whose entries are otherwise whatever
 * the client sent. So X-Forwarded-For, Forwarded, X-Real-IP and the like are never read. Without
 * the edge's header (a call that did not come through Hosting) the connection's own peer is used.
 * The local Hosting emulator sets the header the same way (patches/firebase-tools+15.34.2.patch).
 */
export function clientAddress(req: Request): string {
  const edge = req.headers['fastly-client-ip'];
  const value = typeof edge === 'string' ? edge.trim() : '';
  if (value && isIP(value)) return value;
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/** The rate-limit key of the client: its address (an IPv6 address by its /56 network, as express-rate-limit advises). */
export function clientIp(req: Request): string {
  return ipKeyGenerator(clientAddress(req));
}

interface LimitOptions extends Limit {
  key?: (req: Request) => string;
  /** Count only failed attempts (e.g. wrong passwords), so honest users are not slowed down. */
  skipSuccessfulRequests?: boolean;
  /**
   * A key from the request's body (an e-mail address): the contract then validates the body before
   * the route's limits (http/contract.ts), so the key reads only what the schema let through and a
   * body of any shape is a 400, never a 500 (issue 33 point 5).
   */
  bodyKey?: (body: Record<string, unknown>, req: Request) => string;
  /** Requests this answers true for are not counted (the account's own known device, ADR 0053). */
  skip?: (req: Request) => Promise<boolean>;
}

/** Bodies validated before the limits, by request (the contract keeps them; `bodyKey` reads them). */
const validatedBodies = new WeakMap<Request, Record<string, unknown>>();
/** The limits whose key is read from the body: the contract validates the body before them. */
export const bodyKeyedLimits = new WeakSet<RequestHandler>();
export const keepValidatedBody = (req: Request, body: Record<string, unknown>) => validatedBodies.set(req, body);
export const validatedBodyOf = (req: Request): Record<string, unknown> | undefined => validatedBodies.get(req);

/**
 * The rate limits among a route's middleware: the contract runs them before it checks the ids in
 * the path (http/contract.ts), so a guess of any shape spends the guesser's budget.
 */
export const rateLimits = new WeakSet<RequestHandler>();

/**
 * Several limits on one request as one middleware, counted together (one round trip for all
 * instead of one per limit): the request passes when every count is within its limit. Like the
 * single limiters, a counter that cannot be reached lets the request through.
 */
export function limiters(...options: Array<Omit<LimitOptions, 'skipSuccessfulRequests'>>): RequestHandler {
  const stores = options.map((option) => {
    const store = new FirestoreRateLimitStore(option.name);
    store.init({ windowMs: option.windowMs } as Options);
    return store;
  });
  const handler: RequestHandler = async (req, _res, next) => {
    try {
      const counts = await Promise.all(options.map((option, i) => stores[i]!.increment((option.key ?? clientIp)(req))));
      if (counts.some((count, i) => count.totalHits > options[i]!.limit)) {
        refuse(next);
        return;
      }
    } catch {
      // passOnStoreError
    }
    next();
  };
  rateLimits.add(handler);
  return handler;
}

export function limiter(options: LimitOptions) {
  registerWindow(options.name, options.windowMs);
  const handler = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    store: new FirestoreRateLimitStore(options.name),
    keyGenerator: options.bodyKey ? (req) => options.bodyKey!(validatedBodies.get(req) ?? {}, req) : (options.key ?? clientIp),
    ...(options.skip ? { skip: options.skip } : {}),
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    // The key is clientIp (above), never req.ip: the forwarding headers it would read are not the front end's.
    validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
    handler: (_req, _res, next) => refuse(next),
  });
  rateLimits.add(handler);
  if (options.bodyKey) bodyKeyedLimits.add(handler);
  return handler;
}

/** Clears one client's counter of a limiter now (e.g. an account's wrong passwords once its password is reset). */
export async function resetLimit(handler: ReturnType<typeof limiter>, key: string): Promise<void> {
  await (handler.resetKey as (key: string) => Promise<void> | void)(key);
}

const lookupFlood = counter(PUBLIC_LOOKUP_FLOOD);
const lookupMisses = counter(PUBLIC_LOOKUP_MISSES);

/** A link's server-drawn page counts as one lookup against the address's flood cap. */
export async function withinLookupFlood(req: Request): Promise<boolean> {
  return !(await lookupFlood.passed(clientIp(req)));
}

/**
 * A lookup that found nothing: counted against the address's misses. True when the address is past
 * them, so the miss is answered 429 (the guesser learns nothing more) instead of 404.
 */
export async function lookupMissed(req: Request): Promise<boolean> {
  return lookupMisses.passed(clientIp(req));
}

/** The api's public lookups are marked, so the error handler counts their 'not found' as a miss (http/errors.ts). */
export const markPublicLookup = (res: Response) => {
  res.locals.publicLookup = true;
};
export const isPublicLookup = (res: Response) => (res.locals as Record<string, unknown> | undefined)?.publicLookup === true;

/**
 * Search (ADR 0051): 300 relatives behind one address looking up the same mother are one question
 * asked 300 times; someone listing the parents asks a new one each time. So an address may ask 100
 * new questions in 10 minutes (a question counts once however often it is asked), under a flood cap
 * of 1,200 searches; a question asked again is never refused below the flood cap.
 */
const searchFlood = counter({ name: 'search-ip', windowMs: 10 * 60_000, limit: 1200 });
const searchQuestions = new FirestoreRateLimitStore('search-question-ip');
searchQuestions.init({ windowMs: 10 * 60_000 } as Options);
const newSearchQuestions = counter({ name: 'search-new-question-ip', windowMs: 10 * 60_000, limit: 100 });

export function searchLimits(questionOf: (req: Request) => string): RequestHandler {
  const handler: RequestHandler = async (req, _res, next) => {
    const address = clientIp(req);
    if (await searchFlood.passed(address)) {
      refuse(next);
      return;
    }
    let asked = 2;
    try {
      asked = (await searchQuestions.increment(`${address}|${questionOf(req)}`)).totalHits;
    } catch {
      // passOnStoreError
    }
    if (asked === 1 && (await newSearchQuestions.passed(address))) {
      refuse(next);
      return;
    }
    next();
  };
  rateLimits.add(handler);
  return handler;
}
