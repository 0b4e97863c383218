import { endpoint } from './endpoint';

/** What the photo route answers for a photo it does not show: unknown, deleted, or its parent paused or gone (ADR 0018). */
export const PHOTO_NOT_FOUND = 'Fotoğraf bulunamadı';

/**
 * A profile photo's bytes, re-encoded WebP (ADR 0019): `file` is `full.webp` or `thumb.webp`
 * (common/src/photos.ts's photoUrl), or `full.jpg`, the full photo as a JPEG for a link's preview
 * (photoCardUrl, ADR 0067; the handler sends it with its own type). Not JSON: the declaration's `contentType` says what it answers,
 * so pages show it in an <img> by its URL instead of calling it. Public like the profiles that show it.
 */
export const getPhoto = endpoint<Uint8Array>()({
  method: 'GET',
  path: '/api/photos/:photoId/:file',
  access: 'public',
  contentType: 'image/webp',
  notFound: { photoId: PHOTO_NOT_FOUND, file: PHOTO_NOT_FOUND },
  fileNames: { file: /^((full|thumb)\.webp|full\.jpg)$/ },
});
