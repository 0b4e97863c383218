import type { InferType, ObjectSchema } from 'yup';

/**
 * The /api contract, one declaration per endpoint (the spec's call lists, part 1 §7 and part 2 §7,
 * plus our own calls): method, path, who may call it, the request schema the server validates and
 * the forms use, the answer's type, and the query key its answer is cached under in the web app.
 * functions/src/http/contract.ts registers the express routes from these declarations and
 * web/src/lib/api-client.ts and web/src/lib/endpoint-queries.ts build every call, query and mutation
 * of the web app from them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * - public: anyone; the web app sends no token (the search, public pages, login).
 * - visitor: anyone, but a signed-in parent's token is sent and recognised (a game link shows the
 *   owner their game, an answer is made as the signed-in participant).
 * - parent: a current parent session (401 without, 403 for an operator's).
 * - admin / super_admin: a current operator session of that role.
 */
export type Access = 'public' | 'visitor' | 'parent' | 'admin' | 'super_admin';

export type QueryKey = readonly unknown[];

/** ':gameId' style segments of a path, as a type: '/a/:x/b/:y' gives 'x' | 'y'. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

// The schema type is left open: every schema here is a yup object schema, whatever its fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BodySchema = ObjectSchema<any>;

export interface Endpoint<Path extends string = string, Schema extends BodySchema | undefined = BodySchema | undefined, Response = unknown> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly access: Access;
  /**
   * The request body's schema (with the spec's Turkish messages); none for calls without a body.
   * Loaded on first use, so a page that only calls the endpoint (a game link's first view) does
   * not download the validation library; the server and the forms load it.
   */
  readonly body?: () => Promise<NonNullable<Schema>>;
  /**
   * What the spec tells a caller when the record an id of the path names does not exist, per
   * parameter (e.g. a shared list's token: 'Liste bulunamadı'); an id no record can have (a `/`,
   * `__x__`, over-long) is told the same. Without one: 'İstenen adres bulunamadı.'.
   */
  readonly notFound?: { readonly [Name in ParamNames<Path>]?: string };
  /**
   * Path parameters that are file names, not record ids (a photo's `full.webp`), with the pattern
   * each must match; one that does not is answered as an unknown id is (`notFound`).
   */
  readonly fileNames?: { readonly [Name in ParamNames<Path>]?: RegExp };
  /** Names of the query-string parameters the endpoint reads (paging, filters); the web sends no others. */
  readonly query?: readonly string[];
  /**
   * A route that answers a file's bytes instead of JSON (a profile photo): its Content-Type. The
   * handler returns the bytes (the declared answer type is then `Uint8Array`) and they go out as they are.
   */
  readonly contentType?: string;
  /**
   * The call costs money or writes for someone who need not have an account (a guest's answer, a
   * claim, the contact form, registration, a reset link): in production it must carry an App Check
   * token of this app (the header `X-Firebase-AppCheck`), which the web attaches (web/src/lib/app-check.ts)
   * and the server verifies (functions/src/http/app-check.ts); ADR 0042.
   */
  readonly appCheck?: true;
  /** The status of a successful answer (201 for what creates, 200 otherwise). */
  readonly status?: number;
  /**
   * For a GET: the key its answer is cached under. The same call anywhere shares one cache entry;
   * a call with a query (a page, a filter) is cached under this key followed by the query.
   */
  readonly queryKey?: (params: PathParams<Path>) => QueryKey;
  /** For a change: the cached answers it makes stale, refetched wherever they are shown. */
  readonly invalidates?: (params: PathParams<Path>) => readonly QueryKey[];
  /** Never set: carries the answer's type. */
  readonly response?: Response;
}

/** An endpoint of any path, body and answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, BodySchema | undefined, any>;

export type ResponseOf<E> = E extends Endpoint<string, BodySchema | undefined, infer Response> ? Response : never;
export type BodyOf<E> = E extends Endpoint<string, infer Schema, unknown> ? (Schema extends BodySchema ? InferType<Schema> : undefined) : never;
export type ParamsOf<E> = E extends Endpoint<infer Path, BodySchema | undefined, unknown> ? PathParams<Path> : never;

/**
 * Declares an endpoint. The answer's type is given, the rest inferred from the declaration:
 * `endpoint<ChecklistItem[]>()({ method: 'GET', path: '/api/protected/checklist', ... })`.
 */
export function endpoint<Response>() {
  return <const Path extends string, Schema extends BodySchema | undefined = undefined>(
    declaration: Omit<Endpoint<Path, Schema, Response>, 'response'>,
  ): Endpoint<Path, Schema, Response> => declaration;
}

/** The path with its parameters filled in, each encoded as one segment. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/** The express path of a declaration (the api router is mounted at /api). */
export function routerPath(path: string): string {
  return path.replace(/^\/api(?=\/)/, '');
}
