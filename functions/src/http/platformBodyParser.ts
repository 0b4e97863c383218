import { createRequire } from 'node:module';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';

/**
 * Cloud Functions (the Functions Framework in production, firebase-tools' runtime locally) parse
 * the request body with body-parser's json, text, urlencoded and raw parsers (32 MB each) before
 * our express app runs. A malformed JSON body would get the platform's HTML 400 page with a stack
 * trace, and an oversized one of any type would be read into memory. Both load the user module
 * before building their app, so wrapping body-parser's factories here makes the platform's parsers
 * answer in our JSON error format and apply our size limit to /api requests:
 * - a declared Content-Length over the limit is answered 413 at once, before any of the body is read
 *   (a client that declares more than it sends still gets its answer);
 * - a body without a length (chunked) is counted as it arrives and answered 413 as soon as it
 *   passes the limit; body-parser then reads off the rest without keeping it.
 * Other routes (event triggers) keep the platform's behaviour.
 */
type ParserFactory = (options?: Record<string, unknown>) => RequestHandler;
const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;
type BodyParserModule = Record<(typeof PARSERS)[number], ParserFactory>;

export const TOO_LARGE = { message: 'İstek gövdesi çok büyük.' };
const INVALID_JSON = { message: 'İstek gövdesi geçerli bir JSON değil.' };
const UNSUPPORTED_ENCODING = { message: 'Desteklenmeyen karakter kodlaması.' };

function isApiRequest(url: string | undefined): boolean {
  return typeof url === 'string' && url.startsWith('/api');
}

/** True when the request says its body is larger than the api accepts. */
export function declaresTooLarge(headers: IncomingHttpHeaders, limit = API_BODY_LIMIT_BYTES): boolean {
  const declared = headers['content-length'];
  if (declared === undefined) return false;
  const length = Number(declared);
  return !Number.isFinite(length) || length > limit;
}

function answerFor(error: unknown): { status: number; body: { message: string } } {
  switch ((error as { type?: string }).type) {
    case 'entity.too.large':
      return { status: 413, body: TOO_LARGE };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, body: UNSUPPORTED_ENCODING };
    default:
      return { status: 400, body: INVALID_JSON };
  }
}

function wrap(original: ParserFactory): ParserFactory {
  return (options = {}) => {
    const platformParser = original(options);
    const apiParser = original({ ...options, limit: API_BODY_LIMIT_BYTES });
    return (req, res, next) => {
      if (!isApiRequest(req.url)) {
        platformParser(req, res, next);
        return;
      }
      if (res.headersSent) return;
      if (declaresTooLarge(req.headers)) {
        // Answered before reading: Node discards whatever of the body still arrives.
        res.status(413).json(TOO_LARGE);
        return;
      }
      const parsedBefore = (req as { _body?: boolean })._body === true;
      let seen = 0;
      const count = (chunk: Buffer) => {
        seen += chunk.length;
        if (seen <= API_BODY_LIMIT_BYTES || res.headersSent) return;
        req.off('data', count);
        res.status(413).json(TOO_LARGE);
      };
      apiParser(req, res, (error?: unknown) => {
        req.off('data', count);
        if (res.headersSent) return;
        if (!error) {
          next();
          return;
        }
        const { status, body } = answerFor(error);
        res.status(status).json(body);
      });
      // body-parser marks a request it reads (`_body`, synchronously): count beside it, so a chunked
      // body over the limit is answered at once instead of after it has all been read off.
      if (!parsedBefore && (req as { _body?: boolean })._body === true && !req.complete) req.on('data', count);
    };
  };
}

export function installPlatformBodyParserGuard(): void {
  const main = require.main?.filename;
  if (!main) return;
  let bodyParser: BodyParserModule;
  try {
    bodyParser = createRequire(main)('body-parser') as BodyParserModule;
  } catch {
    return; // not running under a platform that uses body-parser (e.g. unit tests)
  }
  for (const name of PARSERS) {
    const original = bodyParser[name];
    if (typeof original !== 'function' || (original as { guarded?: boolean }).guarded) continue;
    const guarded = Object.assign(wrap(original), { guarded: true });
    Object.defineProperty(bodyParser, name, { configurable: true, enumerable: true, get: () => guarded });
  }
}
