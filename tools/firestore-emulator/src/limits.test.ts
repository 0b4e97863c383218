import { describe, expect, it } from 'vitest';
import { FirestoreError } from './errors.js';
import { documentNameSize, documentSize, LIMITS } from './limits.js';
import { DocumentStore } from './store.js';
import type { Fields } from './values.js';

const ROOT = 'projects/p/databases/(default)/documents';

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FirestoreError ? error.code : -1;
  }
  return undefined;
}

describe('storage sizes (https://firebase.google.com/docs/firestore/storage-size)', () => {
  it('match the worked example of the documentation: 44 + 71 + 32 = 147 bytes', () => {
    const name = `${ROOT}/users/jeff/tasks/my_task_id`;
    const fields: Fields = {
      type: { stringValue: 'Personal' },
      done: { booleanValue: false },
      priority: { integerValue: '1' },
      description: { stringValue: 'Learn Cloud Firestore' },
    };
    expect(documentNameSize(name)).toBe(44);
    expect(documentSize(name, fields)).toBe(147);
  });

  it('count strings in UTF-8 bytes, plus one', () => {
    const name = `${ROOT}/c/d`;
    expect(documentSize(name, { ş: { stringValue: 'ğü' } }) - documentSize(name, {})).toBe(3 + 5);
  });
});

describe('write limits', () => {
  const name = `${ROOT}/c/d`;
  /** Two fields (one cannot exceed 1 MiB - 89 bytes) filling the document up to `total` bytes. */
  const padding = (total: number): Fields => {
    const rest = total - documentSize(name, { a: { stringValue: '' }, b: { stringValue: '' } });
    return { a: { stringValue: 'x'.repeat(Math.floor(rest / 2)) }, b: { stringValue: 'y'.repeat(Math.ceil(rest / 2)) } };
  };

  it('store a document of exactly 1 MiB and refuse one byte more', () => {
    const store = new DocumentStore();
    expect(documentSize(name, padding(LIMITS.documentBytes))).toBe(LIMITS.documentBytes);
    expect(codeOf(() => store.commit([{ kind: 'update', name, fields: padding(LIMITS.documentBytes), transforms: [] }]))).toBeUndefined();
    expect(codeOf(() => store.commit([{ kind: 'update', name, fields: padding(LIMITS.documentBytes + 1), transforms: [] }]))).toBe(3);
  });

  it('refuse a field value over 1 MiB - 89 bytes', () => {
    const store = new DocumentStore();
    const write = (bytes: number) =>
      store.commit([{ kind: 'update', name, fields: { v: { bytesValue: Buffer.alloc(bytes).toString('base64') } }, transforms: [] }]);
    expect(codeOf(() => write(LIMITS.fieldValueBytes))).toBeUndefined();
    expect(codeOf(() => write(LIMITS.fieldValueBytes + 1))).toBe(3);
  });

  it('refuse more than 500 writes in one commit, reserved or oversized names, and maps nested deeper than 20', () => {
    const store = new DocumentStore();
    const writes = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ kind: 'update' as const, name: `${ROOT}/c/w${i}`, fields: {}, transforms: [] }));
    expect(codeOf(() => store.commit(writes(501)))).toBe(3);
    expect(store.size).toBe(0);
    expect(codeOf(() => store.commit(writes(500)))).toBeUndefined();
    expect(codeOf(() => store.commit([{ kind: 'update', name: `${ROOT}/c/__x__`, fields: {}, transforms: [] }]))).toBe(3);
    expect(codeOf(() => store.commit([{ kind: 'update', name: `${ROOT}/c/d`, fields: { __x__: { nullValue: null } }, transforms: [] }]))).toBe(3);
    expect(codeOf(() => store.commit([{ kind: 'update', name: `${ROOT}/c/${'i'.repeat(1501)}`, fields: {}, transforms: [] }]))).toBe(3);
    const nested = (levels: number): Fields => (levels === 0 ? { leaf: { booleanValue: true } } : { m: { mapValue: { fields: nested(levels - 1) } } });
    expect(codeOf(() => store.commit([{ kind: 'update', name: `${ROOT}/c/n`, fields: nested(20), transforms: [] }]))).toBeUndefined();
    expect(codeOf(() => store.commit([{ kind: 'update', name: `${ROOT}/c/n`, fields: nested(21), transforms: [] }]))).toBe(3);
  });

  it('refuse a document that grows past 1 MiB through a merge', () => {
    const store = new DocumentStore();
    store.commit([{ kind: 'update', name, fields: { a: { stringValue: 'x'.repeat(600_000) } }, transforms: [] }]);
    const merge = { kind: 'update' as const, name, fields: { b: { stringValue: 'y'.repeat(600_000) } }, mask: [['b']], transforms: [] };
    expect(codeOf(() => store.commit([merge]))).toBe(3);
    expect(store.get(name)?.fields.b).toBeUndefined();
  });
});
