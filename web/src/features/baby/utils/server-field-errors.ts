import type { ApiErrorBody } from '@bebek/common/types';
import { ApiError } from '@/lib/api-client';

/**
 * The server's per-field messages of a refused form (ApiErrorBody.errors), to be shown on the fields
 * as the schema's own messages are; an error without them gives {} (its message goes to a toast).
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.body) as Partial<ApiErrorBody>;
    if (!body.errors || typeof body.errors !== 'object') return {};
    return Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
