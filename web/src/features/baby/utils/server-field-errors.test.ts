import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from './server-field-errors';

describe('the server’s field messages', () => {
  it('are read from a refused request’s body', () => {
    const error = new ApiError(
      400,
      JSON.stringify({ message: 'Geçersiz', errors: { weightKg: 'Kilo 0,3 ile 25 kg arasında olmalıdır', x: 3 } }),
      'Bad Request',
    );
    expect(serverFieldErrors(error)).toEqual({ weightKg: 'Kilo 0,3 ile 25 kg arasında olmalıdır' });
  });
  it('are none for a failure without them, a body that is not JSON, or another error', () => {
    expect(serverFieldErrors(new ApiError(400, JSON.stringify({ message: 'Geçersiz' }), ''))).toEqual({});
    expect(serverFieldErrors(new ApiError(502, '<html>', ''))).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});
