import type { Request, RequestHandler, Response, Router } from 'express';
import { routerPath, type Access, type AnyEndpoint, type BodyOf, type ParamsOf, type ResponseOf } from '@bebek/common/api/endpoint';
import { authenticateAdmin, requireSuperAdmin } from '../admin/authenticate';
import { validateBody } from '../lib/validate';
import { authenticate } from './authenticate';

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

/** Every route the api registers, by its declaration: the access matrix and the spec-client suite read it. */
export const registeredEndpoints: AnyEndpoint[] = [];

/**
 * Registers an endpoint from its declaration (common/src/api): its method and path, the session
 * its access needs (checked first), then the given middleware (rate limits), then the body
 * validated with its schema, then the handler, whose answer goes out with the declared status.
 */
export function route<E extends AnyEndpoint>(router: Router, endpoint: E, ...rest: [...RequestHandler[], RouteHandler<E>]): void {
  const handler = rest.pop() as RouteHandler<E>;
  const middleware = rest as RequestHandler[];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  registeredEndpoints.push(endpoint);
  router[method](routerPath(endpoint.path), ...ACCESS[endpoint.access], ...middleware, async (req: Request, res: Response) => {
    const body = (endpoint.body ? await validateBody(await endpoint.body(), req.body) : undefined) as BodyOf<E>;
    const answer = await handler({ req, res, params: req.params as ParamsOf<E>, body });
    // A handler that answered on its own (a file download, not JSON) has sent its answer already.
    if (!res.headersSent) res.status(endpoint.status ?? 200).json(answer);
  });
}
