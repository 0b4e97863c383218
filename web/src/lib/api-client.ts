import { buildPath, type AnyEndpoint, type BodyOf, type ParamsOf, type ResponseOf } from '@bebek/common/api/endpoint';
import { loadChunk } from './chunk-reload';
import { currentIdToken } from './session';

/**
 * The one HTTP client of the SPA (spec part 1 §7-§8): JSON bodies, the bearer token when one
 * exists, and a non-OK answer thrown as an error whose message is 'status: body'.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The Turkish message the server sent, if it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Public calls such as the profile search send no token even when one exists. */
  anonymous?: boolean;
  /** A token from another session (the admin panel's); otherwise the parent's session token is used. */
  token?: string | null;
  /** Headers of the call's own (its App Check token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A read that has not been answered in this time fails (a TimeoutError), so the screen waiting for
 * it shows its error and a retry instead of loading for ever (components/query-error.tsx). Changes
 * are not cut short: an upload on a slow line may take longer, and its button shows it is busy.
 */
export const READ_TIMEOUT_MS = 20_000;

function readSignal(caller: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return caller;
  const timeout = AbortSignal.timeout(READ_TIMEOUT_MS);
  if (!caller) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([caller, timeout]) : caller;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // started before the token is read: a token renewal that hangs counts against the read's time too
  const signal = method === 'GET' ? readSignal(options.signal) : options.signal;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? null : options.token !== undefined ? options.token : await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal,
  });
  return readResponse<T>(response);
}

/** An answer as apiRequest reads it: JSON, or an ApiError 'status: body' when it is not OK. */
export async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message a toast shows for a failed call: the server's own, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** What a call of an endpoint needs besides its declaration. */
export interface EndpointArgs<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  body?: BodyOf<E>;
  /** Only names the declaration lists in `query`; its values are part of the answer's cache key. */
  query?: Record<string, string>;
  /**
   * For admin endpoints, the admin panel's session (the parent's session is used otherwise): its
   * token, or what gives its current one at the time of the call (a query refetched an hour later
   * needs a renewed token, not the one it was declared with).
   */
  token?: string | null | (() => Promise<string | null>);
  signal?: AbortSignal;
}

/**
 * Calls an endpoint as its declaration in common/src/api says: the path with its parameters, the
 * method, the body, and the token its access needs (none for a public call).
 */
export async function callEndpoint<E extends AnyEndpoint>(endpoint: E, args: EndpointArgs<E> = {}): Promise<ResponseOf<E>> {
  const path = buildPath(endpoint.path, (args.params ?? {}) as Record<string, string>);
  const undeclared = Object.keys(args.query ?? {}).filter((name) => !endpoint.query?.includes(name));
  if (undeclared.length) throw new Error(`${endpoint.path}: query parameters not declared: ${undeclared.join(', ')}`);
  const search = args.query ? `?${new URLSearchParams(args.query).toString()}` : '';
  const admin = endpoint.access === 'admin' || endpoint.access === 'super_admin';
  if (admin && args.token === undefined) throw new Error(`${endpoint.path}: an admin call needs the admin session's token`);
  return apiRequest<ResponseOf<E>>(`${path}${search}`, {
    method: endpoint.method,
    body: args.body ?? (endpoint.method === 'GET' ? undefined : {}),
    anonymous: endpoint.access === 'public',
    ...(admin ? { token: typeof args.token === 'function' ? await args.token() : args.token } : {}),
    // the calls that cost money or write for anyone carry App Check's token in production (ADR 0042)
    ...(endpoint.appCheck ? { headers: await loadChunk(() => import('./app-check')).then((appCheck) => appCheck.appCheckHeaders()) } : {}),
    signal: args.signal,
  });
}

/** A file an endpoint answers instead of JSON (the care calendar's .ics), as a Blob; a failure is an ApiError as for any call. */
export async function fetchEndpointFile<E extends AnyEndpoint>(endpoint: E, args: Pick<EndpointArgs<E>, 'params'> = {}): Promise<Blob> {
  const token = endpoint.access === 'public' ? null : await currentIdToken();
  const response = await fetch(buildPath(endpoint.path, (args.params ?? {}) as Record<string, string>), {
    method: endpoint.method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response.blob();
}
