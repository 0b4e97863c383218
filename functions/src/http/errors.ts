import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@bebek/common/types';
import { log } from '../lib/log';

/** A failure the client caused or should know about; its message is Turkish and shown as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, 'İstenen adres bulunamadı.'));
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

function bodyParserFailure(error: unknown): HttpError | undefined {
  const failure = error as BodyParserError;
  switch (failure?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'İstek gövdesi geçerli bir JSON değil.');
    case 'entity.too.large':
      return new HttpError(413, 'İstek gövdesi çok büyük.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Desteklenmeyen karakter kodlaması.');
    default:
      return undefined;
  }
}

/** The one place an error becomes an answer: 4xx with its message, anything unexpected a 500 without details. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof HttpError ? error : bodyParserFailure(error);
  if (known) {
    const body: ApiErrorBody = { message: known.message };
    if (known.fieldErrors) body.errors = known.fieldErrors;
    res.status(known.status).json(body);
    return;
  }
  log.requestFailed(req.path, error);
  res.status(500).json({ message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.' } satisfies ApiErrorBody);
};
