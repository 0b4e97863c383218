/**
 * Profile photos (ADR 0019): re-encoded on the server to WebP in two fixed sizes and stored apart
 * from the profile; answers and pages carry only this URL. A new photo gets a new id, so the URL is
 * versioned and the CDN may keep it.
 */
export const PHOTO_SIZES = { full: 300, thumb: 96 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export const photoUrl = (photoId: string, size: PhotoSize) => `/api/photos/${photoId}/${size}.webp`;

/**
 * The full photo as a JPEG, for a link's preview (the birth card, ADR 0067): link-preview crawlers
 * are sure to draw JPEG, not WebP. The same pixels, encoded again at the request (the CDN keeps it).
 */
export const photoCardUrl = (photoId: string) => `/api/photos/${photoId}/full.jpg`;

/** The URL of a stored photo, as the profile answers it (the form sends it back unchanged). */
export const PHOTO_URL_PATTERN = /^\/api\/photos\/[A-Za-z0-9_-]{24}\/(full|thumb)\.webp$/;
