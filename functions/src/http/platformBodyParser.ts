import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';

/**
 * Cloud Functions (the Functions Framework in production, firebase-tools' runtime locally) parse
 * the request body with body-parser before our express app runs. A malformed JSON body would get
 * the platform's HTML 400 page with a stack trace, and an oversized one would be read up to 10-32 MB.
 * Both load the user module before building their app, so wrapping body-parser's `json` here makes
 * the platform's parser answer in our JSON error format and apply our size limit to /api requests,
 * before the body is read. Other routes (event triggers) keep the platform's behaviour.
 */
interface BodyParserModule {
  json: (options?: Record<string, unknown>) => RequestHandler;
}

const INVALID_JSON = { message: 'İstek gövdesi geçerli bir JSON değil.' };
const TOO_LARGE = { message: 'İstek gövdesi çok büyük.' };

function isApiRequest(url: string | undefined): boolean {
  return typeof url === 'string' && url.startsWith('/api');
}

function wrapJson(original: BodyParserModule['json']): BodyParserModule['json'] {
  return (options = {}) => {
    const platformParser = original(options);
    const apiParser = original({ ...options, limit: API_BODY_LIMIT_BYTES });
    return (req, res, next) => {
      if (!isApiRequest(req.url)) {
        platformParser(req, res, next);
        return;
      }
      apiParser(req, res, (error?: unknown) => {
        if (!error) {
          next();
          return;
        }
        const type = (error as { type?: string }).type;
        if (type === 'entity.too.large') res.status(413).json(TOO_LARGE);
        else res.status(400).json(INVALID_JSON);
      });
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
  const original = bodyParser.json;
  if ((original as { guarded?: boolean }).guarded) return;
  const guarded = Object.assign(wrapJson(original), { guarded: true });
  Object.defineProperty(bodyParser, 'json', { configurable: true, enumerable: true, get: () => guarded });
}
