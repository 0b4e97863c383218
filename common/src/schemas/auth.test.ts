import { describe, expect, it } from 'vitest';
import { loginSchema, publicLoginSchema } from './auth';
import { VALIDATION } from './messages';

describe("the game page's sign-in (part 2 §5 'Public login': email valid, password required)", () => {
  it('takes a password of any length; only an empty one is refused, with its own message', async () => {
    await expect(publicLoginSchema.validate({ email: 'nine@example.com', password: 'abc' })).resolves.toMatchObject({ password: 'abc' });
    await expect(publicLoginSchema.validate({ email: 'nine@example.com', password: '' })).rejects.toThrow(VALIDATION.passwordRequired);
    await expect(publicLoginSchema.validate({ email: 'nine', password: 'abcdef' })).rejects.toThrow(VALIDATION.emailInvalid);
  });

  it('leaves the /auth screen its 6 characters (part 1 §5)', async () => {
    await expect(loginSchema.validate({ email: 'nine@example.com', password: 'abc' })).rejects.toThrow(VALIDATION.passwordMin);
  });
});
