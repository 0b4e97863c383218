import { ValidationError, type Schema, type SchemaDescription } from 'yup';
import { DomainError } from './errors';

/**
 * Validates a request body with a shared schema: unknown fields are dropped (a parent cannot
 * smuggle `uid` or limits in), the first message becomes the answer, every field's is listed.
 */
const NOT_AN_OBJECT = 'İstek gövdesi bir JSON nesnesi olmalıdır.';
const MALFORMED = 'İstekteki alanların biçimi hatalı.';
const NOT_TEXT = 'İstekteki bir alan geçersiz karakterler içeriyor.';
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * What no text a person types holds, though a JSON string may: half of a surrogate pair on its own
 * (Firestore stores only valid UTF-8 and refuses the write), a control character but tab and line
 * breaks (a NUL cuts a name short in other systems, and reaches calendars and e-mails), and the
 * byte-order mark (invisible, so two names that look the same would differ).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const NOT_TEXT_PATTERN = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFEFF]/;

/**
 * A copy without the keys that reach an object's prototype, at any depth (JSON.parse keeps them as
 * own keys); text that is not valid Unicode is refused here, before it can fail a write as a 500.
 */
function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (depth > 20) throw new DomainError('invalid', MALFORMED);
  if (typeof value === 'string' && NOT_TEXT_PATTERN.test(value)) throw new DomainError('invalid', NOT_TEXT);
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeKeys(item, depth + 1));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (NOT_TEXT_PATTERN.test(key)) throw new DomainError('invalid', NOT_TEXT);
      if (!PROTOTYPE_KEYS.has(key)) copy[key] = withoutPrototypeKeys(inner, depth + 1);
    }
    return copy;
  }
  return value;
}

/**
 * yup would turn a number or a boolean sent for a text field into text ("123", "false") and accept
 * it; a client that sends the wrong type is broken or probing, so text fields, lists and objects must
 * arrive as such. Numbers and yes/no fields keep yup's casting ("10" for 10), which forms rely on.
 */
function wrongType(description: SchemaDescription | undefined, value: unknown, path: string): string | undefined {
  if (!description || value === undefined || value === null) return undefined;
  if (description.type === 'string') return typeof value === 'string' ? undefined : path;
  if (description.type === 'array') {
    if (!Array.isArray(value)) return path;
    const inner = (description as SchemaDescription & { innerType?: SchemaDescription }).innerType;
    for (const [index, item] of value.entries()) {
      const found = wrongType(inner, item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (description.type === 'object') {
    if (typeof value !== 'object' || Array.isArray(value)) return path;
    const fields = (description as SchemaDescription & { fields?: Record<string, SchemaDescription> }).fields ?? {};
    for (const [key, field] of Object.entries(fields)) {
      const found = wrongType(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** describe() walks the whole schema; a route's schema never changes, so it is described once. */
const descriptions = new WeakMap<Schema<unknown>, SchemaDescription>();
function describeOnce(schema: Schema<unknown>): SchemaDescription {
  let description = descriptions.get(schema);
  if (!description) descriptions.set(schema, (description = schema.describe() as SchemaDescription));
  return description;
}

/** `context` is the schema's yup context: what a rule needs from the stored data (the baby's birth date for a growth entry's day). */
export async function validateBody<T>(schema: Schema<T>, body: unknown, context?: Record<string, unknown>): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('invalid', NOT_AN_OBJECT);
  }
  const cleaned = withoutPrototypeKeys(body);
  const field = wrongType(describeOnce(schema as Schema<unknown>), cleaned, '');
  if (field !== undefined) throw new DomainError('invalid', MALFORMED, field ? { [field]: MALFORMED } : undefined);
  try {
    return await schema.validate(cleaned, { abortEarly: false, stripUnknown: true, strict: false, context });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof ValidationError) {
      const fieldErrors: Record<string, string> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        if (inner.path && !fieldErrors[inner.path]) fieldErrors[inner.path] = inner.message;
      }
      throw new DomainError('invalid', error.inner[0]?.message ?? error.message, fieldErrors);
    }
    // a schema's transforms (trim, lowercase…) throw on values of the wrong type: the client's mistake
    throw new DomainError('invalid', MALFORMED);
  }
}
