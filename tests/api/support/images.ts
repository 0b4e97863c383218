/** Tiny real images and the polyglots built from them, for the photo checks (functions/src/photos/photo.ts). */
const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];

/** A 1×1 grey baseline JPEG; `comment` adds a COM segment. */
export function tinyJpeg(comment?: string): Buffer {
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...(comment ? segment(0xfe, [...Buffer.from(comment, 'latin1')]) : []),
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]),
    ...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A 1×1 PNG (correct CRCs). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Files that start as (or are) an image and carry markup a browser could run. */
export const POLYGLOTS: Record<string, string> = {
  'a JPEG header followed by a script': dataUrl(
    'image/jpeg',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('<script>alert(1)</script>')]),
  ),
  'a script in a JPEG comment': dataUrl('image/jpeg', tinyJpeg('<script>alert(document.cookie)</script>')),
  'HTML after a PNG IEND': dataUrl('image/png', Buffer.concat([TINY_PNG, Buffer.from('<html><body><script>alert(1)</script></body></html>')])),
  'a PNG declared as JPEG': dataUrl('image/jpeg', TINY_PNG),
  'HTML after a JPEG end-of-image': dataUrl('image/jpeg', Buffer.concat([tinyJpeg(), Buffer.from('<!doctype html><script>alert(1)</script>')])),
  'an SVG with a script declared as PNG': dataUrl(
    'image/png',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>'),
  ),
};
