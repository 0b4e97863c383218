import { isIP } from 'node:net';
import { rateLimit, ipKeyGenerator, type Options } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { FirestoreRateLimitStore, registerWindow } from './data';

/**
 * The rate limits (ADR 0016): express-rate-limit's middleware and our own combined limiters, their
 * counters kept in Firestore (rate-limits/data.ts) so a limit holds across function instances.
 */

const TOO_MANY = { message: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.' };

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

interface LimitOptions {
  name: string;
  windowMs: number;
  limit: number;
  key?: (req: Request) => string;
  /** Count only failed attempts (e.g. wrong passwords), so honest users are not slowed down. */
  skipSuccessfulRequests?: boolean;
  /** Requests this limit does not count (one keyed on the body's address, when the body names none). */
  skip?: (req: Request) => boolean;
}

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
export function limiters(...options: Array<Omit<LimitOptions, 'skipSuccessfulRequests' | 'skip'>>): RequestHandler {
  const stores = options.map((option) => {
    const store = new FirestoreRateLimitStore(option.name);
    store.init({ windowMs: option.windowMs } as Options);
    return store;
  });
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const counts = await Promise.all(options.map((option, i) => stores[i]!.increment((option.key ?? clientIp)(req))));
      if (counts.some((count, i) => count.totalHits > options[i]!.limit)) {
        res.status(429).json(TOO_MANY);
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

export const TOO_MANY_MESSAGE = TOO_MANY.message;

export function limiter(options: LimitOptions) {
  registerWindow(options.name, options.windowMs);
  const handler = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    store: new FirestoreRateLimitStore(options.name),
    keyGenerator: options.key ?? clientIp,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    ...(options.skip ? { skip: options.skip } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    // The key is clientIp (above), never req.ip: the forwarding headers it would read are not the front end's.
    validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
    handler: (_req, res) => {
      res.status(429).json(TOO_MANY);
    },
  });
  rateLimits.add(handler);
  return handler;
}

/** Clears one client's counter of a limiter now (e.g. an account's wrong passwords once its password is reset). */
export async function resetLimit(handler: ReturnType<typeof limiter>, key: string): Promise<void> {
  await (handler.resetKey as (key: string) => Promise<void> | void)(key);
}

/**
 * One budget per client address for every lookup of a public link (http/publicLimits.ts
 * `lookupsPerIp`), which a link's server-drawn page counts against too (`withinLookupBudget`).
 */
export const PUBLIC_LOOKUPS: LimitOptions = { name: 'public-lookup-ip', windowMs: 60_000, limit: 120 };

const lookups = new FirestoreRateLimitStore(PUBLIC_LOOKUPS.name);
lookups.init({ windowMs: PUBLIC_LOOKUPS.windowMs } as Parameters<FirestoreRateLimitStore['init']>[0]);

/**
 * The shared budget of public lookups for a link's server-drawn page, which answers its own HTML when
 * the budget is spent: the page counts as one lookup.
 */
export async function withinLookupBudget(req: Request): Promise<boolean> {
  try {
    return (await lookups.increment(clientIp(req))).totalHits <= PUBLIC_LOOKUPS.limit;
  } catch {
    return true; // as the limiters: a counter that cannot be reached lets the request through
  }
}
