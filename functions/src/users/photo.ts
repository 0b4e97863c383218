import { HttpError } from '../http/errors';

/** The first bytes of each accepted image type; a data URL must really hold the type it claims. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/jpg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Refuses anything but a real JPEG, PNG or WebP (no SVG, no HTML polyglot); the schema has checked the form and size. */
export function assertRealImage(dataUrl: string): void {
  if (!dataUrl) return;
  const match = /^data:([a-z/]+);base64,(.*)$/.exec(dataUrl);
  const check = match?.[1] ? SIGNATURES[match[1]] : undefined;
  if (!match || !check || !check(Buffer.from(match[2] ?? '', 'base64'))) throw new HttpError(400, 'Desteklenmeyen format');
}
