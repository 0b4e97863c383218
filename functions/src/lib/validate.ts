import { ValidationError, type Schema } from 'yup';
import { HttpError } from '../http/errors';

/**
 * Validates a request body with a shared schema: unknown fields are dropped (a parent cannot
 * smuggle `uid` or limits in), the first message becomes the answer, every field's is listed.
 */
export async function validateBody<T>(schema: Schema<T>, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'İstek gövdesi bir JSON nesnesi olmalıdır.');
  }
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true, strict: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const fieldErrors: Record<string, string> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        if (inner.path && !fieldErrors[inner.path]) fieldErrors[inner.path] = inner.message;
      }
      throw new HttpError(400, error.inner[0]?.message ?? error.message, fieldErrors);
    }
    throw error;
  }
}
