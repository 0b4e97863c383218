import sharp from 'sharp';
import { PHOTO_SIZES, photoCardUrl, photoUrl, type PhotoSize } from '@bebek/common/photos';
import { DomainError } from '../lib/errors';
import { readProfile } from '../profile/data';
import { readPhoto, type EncodedPhoto } from './data';
import { assertRealImage, PHOTO_UNSUPPORTED } from './photo';

/**
 * Profile photos (ADR 0019). Whatever arrives is decoded and drawn again by sharp (libvips) at a
 * fixed size as WebP: what is stored is pixels and nothing else (no EXIF, GPS, ICC, comments or
 * trailing bytes). A full size for the profile and a thumbnail for lists and the search, both in one
 * document of `photos`, apart from the user's; the profile keeps only the photo's id.
 */
const MAX_INPUT_PIXELS = 40_000_000; // a 40-megapixel camera; beyond that the decode is refused

export async function reencodePhoto(dataUrl: string): Promise<EncodedPhoto> {
  assertRealImage(dataUrl);
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const draw = (size: number, quality: number) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate() // the EXIF orientation is applied to the pixels, then the EXIF is gone
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .webp({ quality, effort: 4 })
      .toBuffer();
  try {
    const [full, thumb] = await Promise.all([draw(PHOTO_SIZES.full, 80), draw(PHOTO_SIZES.thumb, 70)]);
    return { full, thumb };
  } catch {
    throw new DomainError('invalid', PHOTO_UNSUPPORTED, { profileImage: PHOTO_UNSUPPORTED });
  }
}

/** The URL a profile's photo is shown at ('' without one). Profiles that still hold a data URL (before the migration) show none: answers never carry bytes. */
export function profilePhotoUrl(data: Record<string, unknown> | undefined, size: PhotoSize): string {
  const id = data?.photoId;
  return typeof id === 'string' && id ? photoUrl(id, size) : '';
}

/** The URL of the profile photo as a JPEG for a link's preview (ADR 0067), '' without one. */
export function profilePhotoCardUrl(data: Record<string, unknown> | undefined): string {
  const id = data?.photoId;
  return typeof id === 'string' && id ? photoCardUrl(id) : '';
}

/** The stored (WebP) photo as a JPEG: the same pixels, nothing else (sharp writes no metadata unless told). */
export const asJpeg = (webp: Buffer) => sharp(webp, { failOn: 'error' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();

/**
 * The photo as the spec's profile field carries it: a data URL (part 1 §3), which any client can
 * show without knowing the app's origin ('' without a photo). The owner's profile and /api/auth/me
 * answer this; lists (the search, a game's owner) keep the URL, which the CDN serves.
 */
export async function profilePhotoDataUrl(data: Record<string, unknown> | undefined, size: PhotoSize): Promise<string> {
  const id = data?.photoId;
  if (typeof id !== 'string' || !id) return '';
  const photo = await readPhoto(id);
  const bytes = photo.get(size) as Buffer | undefined;
  if (!photo.exists || !bytes || photo.get('deletedAt')) return '';
  return `data:image/webp;base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A parent whose pages are neutral (paused) or gone shows no photo either. */
async function ownerShowsPhotos(userId: string): Promise<boolean> {
  const owner = await readProfile(userId);
  return owner.exists && !owner.get('pausedAt') && !owner.get('deletedAt');
}

/** The bytes of a photo the photo route shows, or undefined: unknown, deleted, or its parent paused or gone (ADR 0018). */
export async function shownPhotoBytes(photoId: string, size: PhotoSize): Promise<Buffer | undefined> {
  const photo = await readPhoto(photoId);
  const bytes = photo.get(size) as Buffer | undefined;
  if (!photo.exists || !bytes || photo.get('deletedAt') || !(await ownerShowsPhotos(String(photo.get('userId'))))) return undefined;
  return bytes;
}
