import { describe, expect, it } from 'vitest';
import { assertRealImage } from './photo';

const dataUrl = (type: string, bytes: number[] | string) =>
  `data:${type};base64,${Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64')}`;

describe('assertRealImage', () => {
  it('accepts JPEG, PNG and WebP whose bytes match their type', () => {
    expect(() => assertRealImage(dataUrl('image/jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0]))).not.toThrow();
    expect(() => assertRealImage(dataUrl('image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).not.toThrow();
    expect(() => assertRealImage(dataUrl('image/webp', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).not.toThrow();
    expect(() => assertRealImage('')).not.toThrow();
  });

  it('refuses a type mismatch, an SVG and an HTML polyglot', () => {
    expect(() => assertRealImage(dataUrl('image/png', [0xff, 0xd8, 0xff, 0xe0]))).toThrow('Desteklenmeyen format');
    expect(() => assertRealImage(dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toThrow('Desteklenmeyen format');
    expect(() => assertRealImage(dataUrl('image/jpeg', '<html><body>merhaba</body></html>'))).toThrow('Desteklenmeyen format');
  });
});
