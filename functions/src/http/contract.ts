import type { Request, RequestHandler, Response, Router } from 'express';
import { routerPath, type Access, type AnyEndpoint, type BodyOf, type ParamsOf, type ResponseOf } from '@bebek/common/api/endpoint';
import { isDocumentId } from '@bebek/common/ids';
import { authenticateAdmin, requireSuperAdmin } from './admin-authenticate';
import { bodyKeyedLimits, keepValidatedBody, rateLimits, validatedBodyOf } from './limits';
import { validateBody } from '../lib/validate';
import { noteActivity } from '../sessions/activity';
import { authenticate } from './authenticate';
import { requireAppCheck } from './app-check';
import { DomainError } from '../lib/errors';

export interface RouteInput<E extends AnyEndpoint> {
  req: Request;
  res: Response;
  params: ParamsOf<E>;
  /** The body validated with the endpoint's schema (unknown fields dropped); undefined without one. */
  body: BodyOf<E>;
}

export type RouteHandler<E extends AnyEndpoint> = (input: RouteInput<E>) => Promise<ResponseOf<E>>;

const ACCESS: Record<Access, RequestHandler[]> = {
  public: [],
  visitor: [],
  parent: [authenticate],
  admin: [authenticateAdmin],
  super_admin: [authenticateAdmin, requireSuperAdmin],
};

/** What an unknown address is told, on a route whose declaration names no message of its own. */
export const ADDRESS_NOT_FOUND = 'İstenen adres bulunamadı.';

/**
 * Every id in a path is checked once, here (a file name by its declared pattern): one that can never name a record ('a/b' from `a%2Fb`,
 * '..', '__x__', an over-long one) is the unknown record it is, before any handler reads with it,
 * and is told what an unknown one of its kind is told (the spec's message, when the route declares
 * one): a guesser learns nothing from the shape of a guess.
 */
const knownIdShapes =
  (endpoint: AnyEndpoint): RequestHandler =>
  (req, _res, next) => {
    const fileNames = endpoint.fileNames as Record<string, RegExp | undefined> | undefined;
    const wellFormed = (name: string) => fileNames?.[name]?.test(String(req.params[name])) ?? isDocumentId(req.params[name]);
    const malformed = Object.keys(req.params).find((name) => !wellFormed(name));
    const notFound = endpoint.notFound as Record<string, string | undefined> | undefined;
    next(malformed === undefined ? undefined : new DomainError('not-found', notFound?.[malformed] ?? ADDRESS_NOT_FOUND));
  };

const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);
/** The body as it arrived (Cloud Functions keeps it as `rawBody` beside the parsed one). */
const startsWithByteOrderMark = (req: Request) => (req as Request & { rawBody?: Buffer }).rawBody?.subarray(0, 3).equals(BYTE_ORDER_MARK) === true;

/**
 * A body is JSON, as the contract says: the platform also parses forms and text, which would
 * otherwise pass as objects. Checked before the route's own middleware, so a form is refused as
 * such whatever that middleware would have said.
 */
const jsonBody: RequestHandler = (req, _res, next) => {
  if (req.is('application/json') === false) next(new DomainError('unsupported-body', 'İstek gövdesi JSON olarak gönderilmelidir.'));
  // The platform's parser drops a leading byte-order mark, which JSON sent over a network must not carry (RFC 8259 §8.1).
  else if (startsWithByteOrderMark(req)) next(new DomainError('invalid', 'İstek gövdesi geçerli bir JSON değil.'));
  else next();
};

/**
 * A middleware of the route may give the body's schema a yup context from what it read (the baby's
 * birth date, against which a growth entry's day is checked): the body is validated once, here, with it.
 */
export function setBodyContext(res: Response, context: Record<string, unknown>): void {
  res.locals.bodyContext = context;
}
const bodyContextOf = (res: Response) => res.locals.bodyContext as Record<string, unknown> | undefined;

/** Every route the api registers, by its declaration: the access matrix and the spec-client suite read it. */
export const registeredEndpoints: AnyEndpoint[] = [];

/**
 * Registers an endpoint from its declaration (common/src/api): its method and path, the session
 * its access needs (checked first), App Check when it is declared, the given rate limits (every request counts, whatever its ids),
 * the ids in its path, then the other middleware, then the body validated with its schema, then the
 * handler, whose answer goes out with the declared status.
 */
export function route<E extends AnyEndpoint>(router: Router, endpoint: E, ...rest: [...RequestHandler[], RouteHandler<E>]): void {
  const handler = rest.pop() as RouteHandler<E>;
  const middleware = rest as RequestHandler[];
  const limits = middleware.filter((handler) => rateLimits.has(handler));
  const others = middleware.filter((handler) => !rateLimits.has(handler));
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  registeredEndpoints.push(endpoint);
  const jsonOnly: RequestHandler[] = endpoint.body ? [jsonBody] : [];
  // A limit keyed by a body field (an e-mail address) reads the body only once it is validated:
  // the body of any shape is then a 400 before any counter is written (issue 33 point 5).
  const bodyFirst = Boolean(endpoint.body) && limits.some((limit) => bodyKeyedLimits.has(limit));
  const validateFirst: RequestHandler = async (req, _res, next) => {
    try {
      keepValidatedBody(req, (await validateBody(await endpoint.body!(), req.body)) as Record<string, unknown>);
      next();
    } catch (error) {
      next(error);
    }
  };
  // before the limits, whose counters are writes: a call App Check refuses writes nothing (ADR 0042)
  const appCheck: RequestHandler[] = endpoint.appCheck ? [requireAppCheck] : [];
  router[method](
    routerPath(endpoint.path),
    ...ACCESS[endpoint.access],
    ...appCheck,
    ...(bodyFirst ? [...jsonOnly, validateFirst] : []),
    ...limits,
    knownIdShapes(endpoint),
    ...(bodyFirst ? [] : jsonOnly),
    ...others,
    async (req: Request, res: Response) => {
      const body = (
        endpoint.body ? (validatedBodyOf(req) ?? (await validateBody(await endpoint.body(), req.body, bodyContextOf(res)))) : undefined
      ) as BodyOf<E>;
      const answer = await handler({ req, res, params: req.params as ParamsOf<E>, body });
      // A parent's request that succeeded is her last activity (written at most every ten minutes); a refused one writes nothing.
      if (endpoint.access === 'parent') await noteActivity(req.parentSnapshot);
      // A handler that answered on its own has sent its answer already.
      if (res.headersSent) return;
      // bytes as they are (a photo): no JSON, no ETag of express's, as a file route answers them
      if (endpoint.contentType)
        res
          .status(endpoint.status ?? 200)
          .type(endpoint.contentType)
          .end(Buffer.from(answer as Uint8Array));
      else res.status(endpoint.status ?? 200).json(answer);
    },
  );
}
