import type { ValidationError } from 'yup';
import type { AnyEndpoint, BodyOf } from '@bebek/common/api/endpoint';

export type BodyCheck<E extends AnyEndpoint> = { ok: true; body: BodyOf<E> } | { ok: false; message: string; field: string | undefined };

/**
 * Checks a form's values with the schema the endpoint's declaration gives the server, so the
 * panel says what the server would (spec part 2 §5): the body as the server reads it (trimmed,
 * unknown fields dropped), or the first message in the order of the schema's fields, and its
 * field. The panel's forms show one message, as the spec's are about the form ('Tüm alanları doldurun').
 */
export async function checkBody<E extends AnyEndpoint>(endpoint: E, values: unknown): Promise<BodyCheck<E>> {
  if (!endpoint.body) throw new Error(`${endpoint.path} declares no body`);
  const schema = await endpoint.body();
  try {
    return { ok: true, body: (await schema.validate(values, { abortEarly: false, stripUnknown: true })) as BodyOf<E> };
  } catch (error) {
    // by name, not instanceof: the validation library stays out of the page until a form is checked
    if (!(error instanceof Error) || error.name !== 'ValidationError') throw error;
    const failure = error as ValidationError;
    const first = failure.inner[0] ?? failure;
    return { ok: false, message: first.message, field: first.path || undefined };
  }
}
