import { object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { validateBody } from './validate';

const schema = object({ fullName: string().required() });

describe('validateBody', () => {
  it('refuses text with half a surrogate pair (not Unicode; Firestore would refuse the write, a 500) and keeps emoji', async () => {
    const refused = await validateBody(schema, { fullName: 'Ali \ud800 Veli' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect(await validateBody(schema, { fullName: 'Ayşe 👶🏽 𫝀' })).toEqual({ fullName: 'Ayşe 👶🏽 𫝀' });
  });
});
