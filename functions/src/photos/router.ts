import { Router } from 'express';
import { getPhoto, PHOTO_NOT_FOUND } from '@bebek/common/api/photos';
import { PHOTO_SIZES, type PhotoSize } from '@bebek/common/photos';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { limiter } from '../rate-limits/service';
import { asJpeg, shownPhotoBytes } from './photos';

export const photosRouter = Router();

// Lists show up to 20 thumbnails at once and the CDN answers most requests: a generous budget per address.
const photosPerIp = limiter({ name: 'photo-ip', windowMs: 60_000, limit: 600 });

/**
 * GET /api/photos/:photoId/(full|thumb).webp: a profile photo's bytes, re-encoded WebP (ADR 0019),
 * and full.jpg, the full one as a JPEG for a link's preview (the birth card, ADR 0067),
 * public like the profiles that show it; its declaration's contentType sends the bytes as they are.
 * The id changes with every new photo, so the answer never changes: browsers keep it for a year,
 * Hosting's CDN for a day (a deleted account's photo leaves the CDN within a day, the store at once).
 * A paused parent's photo is 'not found', as their public pages are (ADR 0018). Its Content-Security-Policy
 * is set in firebase.json too: Hosting's headers there override a function's own.
 */
route(photosRouter, getPhoto, photosPerIp, async ({ res, params }) => {
  const [, name, extension] = /^(full|thumb)\.(webp|jpg)$/.exec(params.file) ?? [];
  const size = name as PhotoSize | undefined;
  if (extension === 'jpg' && size !== 'full') throw new DomainError('not-found', PHOTO_NOT_FOUND);
  if (!TOKEN_PATTERN.test(params.photoId) || !size || !(size in PHOTO_SIZES)) throw new DomainError('not-found', PHOTO_NOT_FOUND);
  const bytes = await shownPhotoBytes(params.photoId, size);
  if (!bytes) {
    res.set('Cache-Control', 'no-store');
    throw new DomainError('not-found', PHOTO_NOT_FOUND);
  }
  res.set({
    'Cache-Control': 'public, max-age=31536000, s-maxage=86400, immutable',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  if (extension !== 'jpg') return bytes;
  // the JPEG is sent here with its own type (the declaration's is the WebP's); the route then sends nothing more
  const jpeg = await asJpeg(bytes);
  res.status(200).type('image/jpeg').end(jpeg);
  return jpeg;
});
