import { object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { validateBody } from './validate';

const schema = object({ fullName: string().required() });

describe('validateBody', () => {
  it('refuses text with half a surrogate pair (not Unicode; Firestore would refuse the write, a 500) and keeps emoji', async () => {
    const refused = await validateBody(schema, { fullName: 'Ali \ud800 Veli' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).kind).toBe('invalid');
    expect(await validateBody(schema, { fullName: 'Ayşe 👶🏽 𫝀' })).toEqual({ fullName: 'Ayşe 👶🏽 𫝀' });
  });

  it.each([
    ['a NUL', 'Ali\u0000Veli'],
    ['a byte-order mark', '\uFEFFAli Veli'],
    ['a bell', 'Ali\u0007 Veli'],
    ['a DEL', 'Ali\u007F Veli'],
  ])('refuses text with %s, in a value or a key, with a Turkish message', async (_name, text) => {
    for (const body of [{ fullName: text }, { fullName: 'Ali Veli', [text]: 'x' }]) {
      const refused = await validateBody(schema, body).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect({ kind: (refused as DomainError).kind, message: (refused as DomainError).message }).toEqual({
        kind: 'invalid',
        message: 'İstekteki bir alan geçersiz karakterler içeriyor.',
      });
    }
  });

  it('keeps tabs and line breaks, which a message typed on any device may hold', async () => {
    expect(await validateBody(schema, { fullName: 'Satır 1\r\nSatır 2\n\tSon' })).toEqual({ fullName: 'Satır 1\r\nSatır 2\n\tSon' });
  });
});
