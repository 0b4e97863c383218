import { Router } from 'express';
import { PHOTO_SIZES, type PhotoSize } from '@bebek/common/photos';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { DomainError } from '../lib/errors';
import { limiter } from '../lib/rateLimit';
import { photosCollection } from './photos';
import { userRef } from '../profile/data';

export const photosRouter = Router();

// Lists show up to 20 thumbnails at once and the CDN answers most requests: a generous budget per address.
const photosPerIp = limiter({ name: 'photo-ip', windowMs: 60_000, limit: 600 });

/** A parent whose pages are neutral (paused) or gone shows no photo either. */
async function ownerShowsPhotos(userId: string): Promise<boolean> {
  const owner = await userRef(userId).get();
  return owner.exists && !owner.get('pausedAt') && !owner.get('deletedAt');
}

/**
 * GET /api/photos/:photoId/(full|thumb).webp: a profile photo's bytes, re-encoded WebP (ADR 0019).
 * Not a JSON endpoint, so not declared in common/src/api; public like the profiles that show it.
 * The id changes with every new photo, so the answer never changes: browsers keep it for a year,
 * Hosting's CDN for a day (a deleted account's photo leaves the CDN within a day, the store at once).
 * A paused parent's photo is 'not found', as their public pages are (ADR 0018). Its Content-Security-Policy
 * is set in firebase.json too: Hosting's headers there override a function's own.
 */
photosRouter.get('/photos/:photoId/:file', photosPerIp, async (req, res, next) => {
  try {
    const photoId = String(req.params.photoId);
    const size = /^(full|thumb)\.webp$/.exec(String(req.params.file))?.[1] as PhotoSize | undefined;
    if (!TOKEN_PATTERN.test(photoId) || !size || !(size in PHOTO_SIZES)) throw new DomainError('not-found', 'Fotoğraf bulunamadı');
    const photo = await photosCollection().doc(photoId).get();
    const bytes = photo.get(size) as Buffer | undefined;
    if (!photo.exists || !bytes || photo.get('deletedAt') || !(await ownerShowsPhotos(String(photo.get('userId'))))) {
      res.set('Cache-Control', 'no-store');
      throw new DomainError('not-found', 'Fotoğraf bulunamadı');
    }
    res.set({
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, s-maxage=86400, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    res.status(200).end(Buffer.from(bytes));
  } catch (error) {
    next(error);
  }
});
