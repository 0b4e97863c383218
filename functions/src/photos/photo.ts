import { crc32 } from 'node:zlib';
import { DomainError } from '../lib/errors';

/**
 * A profile photo arrives as a data URL (the browser's ≤ 300 px JPEG, or the picked file when
 * resizing failed) and is shown to every visitor of the public profile and the search. It is
 * stored only when the whole file is the image it claims to be: the container is walked from its
 * first byte to its last (JPEG segments from SOI to EOI, PNG chunks with their CRCs to IEND, the
 * RIFF/WEBP chunk list to its declared size) with nothing before or after, and no markup a browser
 * or a mail client could run appears anywhere in it, metadata and comments included.
 * Decoding the pixels is left to the browser; what matters here is that nothing but an image rides along.
 */
export const PHOTO_UNSUPPORTED = 'Desteklenmeyen format';

type Kind = 'jpeg' | 'png' | 'webp';
const DECLARED: Record<string, Kind> = { 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Markup that turns an image into a page or a script when anything sniffs it as text. */
const MARKUP = ['<script', '<html', '<svg', '<?xml', '<iframe', 'javascript:', '<body', '<object', '<embed', '<!doctype'];

class NotAnImage extends Error {}
function fail(why: string): never {
  throw new NotAnImage(why);
}

// ---- JPEG (ITU T.81 §B.1): SOI, marker segments, entropy-coded scans, EOI, and nothing after ----

/** Markers that stand alone, without a length: TEM, RST0–7, SOI, EOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const startOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** [start, end) of the compressed pixel data a walk found: the only bytes the markup check does not read. */
type PixelRanges = Array<[number, number]>;

function walkJpeg(bytes: Buffer): PixelRanges {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) fail('no SOI');
  const pixels: PixelRanges = [];
  let at = 2;
  let frame = false;
  let scans = 0;
  for (;;) {
    if (bytes[at] !== 0xff) fail(`no marker at ${at}`);
    while (bytes[at] === 0xff) at += 1; // fill bytes may precede a marker
    if (at >= bytes.length) fail('truncated marker');
    const marker = bytes[at]!;
    at += 1;
    if (marker === 0xd9) {
      if (!frame || scans === 0) fail('EOI before any frame or scan');
      if (at !== bytes.length) fail('bytes after EOI');
      return pixels;
    }
    if (marker === 0x00 || marker === 0xd8) fail('stray marker');
    if (standalone(marker)) continue;
    if (at + 2 > bytes.length) fail('truncated segment length');
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) fail('segment length out of bounds');
    if (startOfFrame(marker)) frame = true;
    at += length;
    if (marker !== 0xda) continue;
    // Start of scan: entropy-coded data until the next marker that is neither a stuffed 0xFF00 nor a restart.
    if (!frame) fail('scan before frame');
    scans += 1;
    const scanStart = at;
    for (;;) {
      if (at >= bytes.length) fail('scan without end');
      if (bytes[at] !== 0xff) {
        at += 1;
        continue;
      }
      const next = bytes[at + 1];
      if (next === undefined) fail('scan without end');
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
      else if (next === 0xff) at += 1;
      else break;
    }
    pixels.push([scanStart, at]);
  }
}

// ---- PNG (ISO/IEC 15948 §5): signature, IHDR first, IDAT, IEND last, every CRC right, nothing after ----

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function walkPng(bytes: Buffer): PixelRanges {
  const pixels: PixelRanges = [];
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) fail('no PNG signature');
  let at = 8;
  let index = 0;
  let data = false;
  for (;;) {
    if (at + 12 > bytes.length) fail('truncated chunk');
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8);
    if (length > 0x7fffffff || at + 12 + length > bytes.length) fail('chunk length out of bounds');
    if (!type.every((byte) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a))) fail('chunk type not letters');
    const name = type.toString('latin1');
    const crc = bytes.readUInt32BE(at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== crc) fail(`bad CRC in ${name}`);
    if (index === 0 && (name !== 'IHDR' || length !== 13)) fail('IHDR is not first');
    if (index > 0 && name === 'IHDR') fail('second IHDR');
    if (name === 'IDAT') {
      data = true;
      pixels.push([at + 8, at + 8 + length]);
    }
    at += 12 + length;
    index += 1;
    if (name === 'IEND') {
      if (length !== 0 || !data) fail('IEND with data or without IDAT');
      if (at !== bytes.length) fail('bytes after IEND');
      return pixels;
    }
  }
}

// ---- WebP (RFC 9649): RIFF size that matches the file, 'WEBP', a chunk list that ends exactly there ----

function walkWebp(bytes: Buffer): PixelRanges {
  const pixels: PixelRanges = [];
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') fail('no RIFF/WEBP header');
  if (bytes.readUInt32LE(4) !== bytes.length - 8) fail('RIFF size does not match');
  let at = 12;
  let index = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) fail('truncated chunk');
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) fail('chunk size out of bounds');
    if (index === 0 && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) fail('first chunk is not an image');
    if (!/^[A-Za-z0-9 ]{4}$/.test(fourcc)) fail('chunk name not ASCII');
    if (['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(fourcc)) pixels.push([at + 8, at + 8 + size]);
    at = end;
    index += 1;
  }
  if (at !== bytes.length) fail('bytes after the last chunk');
  return pixels;
}

const WALKERS: Record<Kind, (bytes: Buffer) => PixelRanges> = { jpeg: walkJpeg, png: walkPng, webp: walkWebp };

/** True when the bytes contain markup in any letter case (latin1: one character per byte). */
export function containsMarkup(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return MARKUP.some((needle) => text.includes(needle));
}

/**
 * Markup anywhere but in the compressed pixel data: headers, metadata, comments, text chunks. The
 * pixel data is random-looking bytes that spell `<svg` by chance in about one photo in ten thousand,
 * and no browser reads it as text: a file that starts with an image signature is never sniffed as HTML.
 */
function markupOutsidePixels(bytes: Buffer, pixels: PixelRanges): boolean {
  let from = 0;
  for (const [start, end] of [...pixels].sort((a, b) => a[0] - b[0])) {
    if (containsMarkup(bytes.subarray(from, start))) return true;
    from = Math.max(from, end);
  }
  return containsMarkup(bytes.subarray(from));
}

/** The reason a photo is refused (for tests and logs), or undefined when it is a clean image. */
export function photoProblem(dataUrl: string): string | undefined {
  const match = /^data:([a-z/]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!match) return 'not a base64 data URL';
  const kind = DECLARED[match[1]!];
  if (!kind) return `type ${match[1]} not accepted`;
  const bytes = Buffer.from(match[2]!, 'base64');
  let pixels: PixelRanges;
  try {
    pixels = WALKERS[kind](bytes);
  } catch (error) {
    if (error instanceof NotAnImage) return `${kind}: ${error.message}`;
    return `${kind}: unreadable`;
  }
  if (markupOutsidePixels(bytes, pixels)) return 'markup inside the image';
  return undefined;
}

/** Refuses anything but a whole, clean JPEG, PNG or WebP of the declared type (400 'Desteklenmeyen format'); '' means no photo. */
export function assertRealImage(dataUrl: string): void {
  if (!dataUrl) return;
  if (photoProblem(dataUrl)) throw new DomainError('invalid', PHOTO_UNSUPPORTED, { profileImage: PHOTO_UNSUPPORTED });
}
