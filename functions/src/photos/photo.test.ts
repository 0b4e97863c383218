import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assertRealImage, photoProblem } from './photo';

const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

// ---- real, tiny images, built here byte by byte ----

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 red RGB PNG with correct CRCs. */
function tinyPng(extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];

/**
 * A 1×1 grey baseline JPEG: one quantisation table, one-code Huffman tables (DC category 0, AC
 * end-of-block), one scan whose two bits are padded with ones (0x3F). `comment` adds a COM segment.
 */
function tinyJpeg(comment?: string, scan: number[] = [0x3f]): Buffer {
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF
    ...(comment ? segment(0xfe, [...Buffer.from(comment, 'latin1')]) : []),
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // DQT
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0 1×1, one component
    ...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]), // DHT DC 0
    ...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]), // DHT AC 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** 1×1 WebP images (lossless and lossy) as browsers' feature tests use them. */
const TINY_WEBP_LOSSLESS = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const TINY_WEBP_LOSSY = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

describe('assertRealImage: whole, clean images', () => {
  it('accepts a real JPEG, PNG and WebP of their declared types, and no photo', () => {
    for (const [type, bytes] of [
      ['image/jpeg', tinyJpeg()],
      ['image/jpg', tinyJpeg()],
      ['image/png', tinyPng()],
      ['image/webp', TINY_WEBP_LOSSLESS],
      ['image/webp', TINY_WEBP_LOSSY],
    ] as const) {
      expect(photoProblem(dataUrl(type, bytes)), type).toBeUndefined();
    }
    expect(() => assertRealImage('')).not.toThrow();
  });

  it('accepts harmless metadata: a JPEG comment and a PNG text chunk', () => {
    expect(photoProblem(dataUrl('image/jpeg', tinyJpeg('Bebek Yolculugu')))).toBeUndefined();
    expect(photoProblem(dataUrl('image/png', tinyPng([pngChunk('tEXt', Buffer.from('Comment\0ilk fotograf', 'latin1'))])))).toBeUndefined();
  });

  it('refuses with the Turkish 400 and the field named', () => {
    let thrown: unknown;
    try {
      assertRealImage(dataUrl('image/jpeg', Buffer.concat([tinyJpeg(), Buffer.from('<script>alert(1)</script>')])));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ kind: 'invalid', message: 'Desteklenmeyen format', fieldErrors: { profileImage: 'Desteklenmeyen format' } });
  });
});

describe('assertRealImage: polyglots and lies', () => {
  const refused = (url: string) => expect(() => assertRealImage(url)).toThrow('Desteklenmeyen format');

  it('refuses a JPEG header followed by a script', () => {
    refused(dataUrl('image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('<script>alert(1)</script>')])));
    expect(photoProblem(dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])))).toMatch(/^jpeg:/);
  });

  it('refuses a valid JPEG with a script in its comment, in any letter case', () => {
    refused(dataUrl('image/jpeg', tinyJpeg('<script>alert(1)</script>')));
    refused(dataUrl('image/jpeg', tinyJpeg('<ScRiPt src=//x.example>')));
    refused(dataUrl('image/jpeg', tinyJpeg('<a href="JavaScript:alert(1)">')));
    expect(photoProblem(dataUrl('image/jpeg', tinyJpeg('<SVG onload=x>')))).toBe('markup inside the image');
  });

  it('accepts a photo whose compressed pixel data spells markup by chance (no browser reads it as text)', () => {
    expect(photoProblem(dataUrl('image/jpeg', tinyJpeg(undefined, [...Buffer.from('<SvG <script', 'latin1')])))).toBeUndefined();
    expect(photoProblem(dataUrl('image/png', tinyPng([pngChunk('IDAT', Buffer.from('<svg', 'latin1'))])))).toBeUndefined();
    // the same bytes one segment earlier, in a comment, are refused
    expect(photoProblem(dataUrl('image/jpeg', tinyJpeg('<SvG')))).toBe('markup inside the image');
  });

  it('refuses anything after a JPEG EOI or a PNG IEND, markup or not', () => {
    refused(dataUrl('image/jpeg', Buffer.concat([tinyJpeg(), Buffer.from('<html><body>merhaba</body></html>')])));
    expect(photoProblem(dataUrl('image/jpeg', Buffer.concat([tinyJpeg(), Buffer.from([0])])))).toBe('jpeg: bytes after EOI');
    refused(dataUrl('image/png', Buffer.concat([tinyPng(), Buffer.from('<html><script>alert(1)</script></html>')])));
    expect(photoProblem(dataUrl('image/png', Buffer.concat([tinyPng(), Buffer.from([0])])))).toBe('png: bytes after IEND');
  });

  it('refuses markup inside PNG metadata and an XML/SVG packet', () => {
    refused(dataUrl('image/png', tinyPng([pngChunk('tEXt', Buffer.from('Comment\0<iframe src=x>', 'latin1'))])));
    refused(dataUrl('image/png', tinyPng([pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<?xml version="1.0"?>', 'latin1'))])));
  });

  it('refuses a PNG whose CRC is wrong, that is truncated, or that starts with anything but IHDR', () => {
    const broken = tinyPng();
    broken.writeUInt8(broken.readUInt8(broken.length - 1) ^ 0xff, broken.length - 1); // IEND's CRC
    expect(photoProblem(dataUrl('image/png', broken))).toBe('png: bad CRC in IEND');
    refused(dataUrl('image/png', tinyPng().subarray(0, 40)));
    refused(dataUrl('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])));
    const png = tinyPng();
    const textFirst = Buffer.concat([png.subarray(0, 8), pngChunk('tEXt', Buffer.from('a\0b')), png.subarray(8)]);
    refused(dataUrl('image/png', textFirst));
  });

  it('refuses a WebP whose RIFF size does not match or that carries bytes past its chunks', () => {
    const longer = Buffer.concat([TINY_WEBP_LOSSLESS, Buffer.from('<script>')]);
    expect(photoProblem(dataUrl('image/webp', longer))).toBe('webp: RIFF size does not match');
    const resized = Buffer.from(longer);
    resized.writeUInt32LE(resized.length - 8, 4); // the RIFF size now covers the trailer, which is no chunk
    refused(dataUrl('image/webp', resized));
    refused(dataUrl('image/webp', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 '));
  });

  it('refuses a declared type that does not match the bytes', () => {
    refused(dataUrl('image/png', tinyJpeg()));
    refused(dataUrl('image/jpeg', tinyPng()));
    refused(dataUrl('image/webp', tinyPng()));
    refused(dataUrl('image/jpeg', TINY_WEBP_LOSSY));
  });

  it('refuses SVG, HTML and any other type', () => {
    refused(dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    refused(dataUrl('image/jpeg', '<html><body>merhaba</body></html>'));
    refused(dataUrl('image/gif', Buffer.from('GIF89a')));
    refused(dataUrl('text/html', '<html></html>'));
    refused('https://example.com/foto.jpg');
  });
});
