import type { Schema, ValidationError } from 'yup';

/** The first message of each field that failed, by field name ('boyNames', not 'boyNames[0]'). */
export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);
}

/**
 * Validates a form with a shared schema (common/src/schemas) loaded when the form is used: the
 * game page's first view does not download yup (docs/decisions/0011-web-first-view.md). The value
 * is what the schema makes of the input (trimmed, blank names dropped), the one the api receives.
 */
export async function validateWith<T>(load: () => Promise<Schema<T>>, values: unknown): Promise<Checked<T>> {
  const schema = await load();
  try {
    return { ok: true, value: await schema.validate(values, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = (inner.path ?? '').replace(/\[\d+\]$/, '');
      errors[field] ??= inner.message;
    }
    return { ok: false, errors };
  }
}

/** The message the form shows: the first failing field in the order the form shows them. */
export function firstError(errors: FieldErrors, order: readonly string[]): string | undefined {
  for (const field of order) if (errors[field]) return errors[field];
  return Object.values(errors)[0];
}
