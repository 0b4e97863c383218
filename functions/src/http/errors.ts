import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { GrpcStatus } from 'firebase-admin/firestore';
import type { ApiErrorBody } from '@bebek/common/types';
import { DomainError, type FailureKind } from '../lib/errors';
import { failedWith } from '../lib/firestore';
import { log } from '../lib/log';
import { isPublicLookup, lookupMissed } from './limits';
import { TOO_MANY_MESSAGE } from '../rate-limits/service';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';

/**
 * The one map from a domain's failure to HTTP (issue 26): services and data modules throw
 * DomainError (lib/errors.ts) and never name a status.
 */
export const STATUS_OF: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-body': 415,
  'too-many': 429,
  'provider-failed': 502,
};

/**
 * What a client is told when its request met another one on the same data and could not finish:
 * the designs of ADR 0021 keep this from happening at a family's load; it is the last line, never a 5xx.
 */
export const CONTENTION_MESSAGE = 'İşleminiz aynı anda yapılan başka bir işlemle çakıştı. Lütfen birkaç saniye sonra tekrar deneyin.';

/** Seconds a client waits before trying again after CONTENTION_MESSAGE. */
const CONTENTION_RETRY_AFTER_S = 2;

const ADDRESS_NOT_FOUND = 'İstenen adres bulunamadı.';

export const notFound: RequestHandler = (_req, _res, next) => {
  next(new DomainError('not-found', ADDRESS_NOT_FOUND));
};

/**
 * A path whose percent-encoding decodes to no text ('%', '%E0'): express's router cannot read the
 * id in it and passes a URIError on. Such an id names no record, so it is the unknown address it
 * is, as the contract answers any id no record can have (contract.ts), never a 5xx.
 */
function undecodablePath(error: unknown): DomainError | undefined {
  return error instanceof URIError ? new DomainError('not-found', ADDRESS_NOT_FOUND) : undefined;
}

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

function bodyParserFailure(error: unknown): DomainError | undefined {
  const failure = error as BodyParserError;
  switch (failure?.type) {
    case 'entity.parse.failed':
      return new DomainError('invalid', 'İstek gövdesi geçerli bir JSON değil.');
    case 'entity.too.large':
      return new DomainError('too-large', 'İstek gövdesi çok büyük.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new DomainError('unsupported-body', 'Desteklenmeyen karakter kodlaması.');
    default:
      return undefined;
  }
}

/**
 * A transaction Firestore aborted after the SDK's own attempts (its locks met another request's):
 * the request may simply be sent again, so the client is told so with 409 and Retry-After, and the
 * abort is logged, since at a family's load it means a design lets requests wait on one document.
 */
function contention(error: unknown, path: string): DomainError | undefined {
  if (!failedWith(error, GrpcStatus.ABORTED)) return undefined;
  log.contention(path, error);
  return new DomainError('conflict', CONTENTION_MESSAGE, undefined, CONTENTION_RETRY_AFTER_S);
}

/** The one place an error becomes an answer: 4xx with its message, anything unexpected a 500 without details. */
function answerWith(known: DomainError, res: Response): void {
  const retryAfterSeconds = known.retryAfterSeconds ?? (known.message === CONTENTION_MESSAGE ? CONTENTION_RETRY_AFTER_S : undefined);
  if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
  const body: ApiErrorBody = { message: known.message };
  if (known.fieldErrors) body.errors = known.fieldErrors;
  res.status(STATUS_OF[known.kind]).json(body);
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof DomainError ? error : (bodyParserFailure(error) ?? undecodablePath(error) ?? contention(error, req.path));
  // A public lookup that found nothing is a miss of its address (ADR 0051): past the misses, 429.
  if (known?.kind === 'not-found' && known.message !== PAGE_UNAVAILABLE && isPublicLookup(res)) {
    void lookupMissed(req).then((past) => answerWith(past ? new DomainError('too-many', TOO_MANY_MESSAGE) : known, res));
    return;
  }
  if (known) {
    answerWith(known, res);
    return;
  }
  log.requestFailed(req.path, error);
  res.status(500).json({ message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.' } satisfies ApiErrorBody);
};
