import { describe, expect, it } from 'vitest';
import { whatsappDigits } from './phone';

describe('whatsappDigits', () => {
  it('keeps the country code of a number abroad (a relative in Germany) and makes a national number Turkish', () => {
    expect(whatsappDigits('+49 1512 3456789')).toBe('4915123456789');
    expect(whatsappDigits('0049 1512 3456789')).toBe('4915123456789');
    expect(whatsappDigits('+44 7911 123456')).toBe('447911123456');
    expect(whatsappDigits('0532 123 45 67')).toBe('905321234567');
    expect(whatsappDigits('532 123 4567')).toBe('905321234567');
    expect(whatsappDigits('+90 (532) 123-45-67')).toBe('905321234567');
  });

  it('falls back to the spec’s rule (digits, 90 in front) for what is not a valid number', () => {
    expect(whatsappDigits('0212 000 00')).toBe('9021200000');
  });
});
