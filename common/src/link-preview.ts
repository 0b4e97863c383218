/**
 * Link previews (Open Graph, ADR 0017 and 0044): what WhatsApp, Telegram or a mail client shows for a
 * link pasted in a family's chat. Their crawlers run no script, so the tags are in the HTML the
 * server answers: written at build time into index.html for `/`, and by the api for the pages it
 * answers (game, result, shared list, baby page, public profile). One writer for both, here.
 */

export const SITE_NAME = 'Bebek Yolculuğu';

/** The preview images in web/public/og/ (1200×630 JPEG, drawn by scripts/og-images.ts). */
export type PreviewImage = 'home' | 'game' | 'gender' | 'name' | 'birthdate' | 'checklist' | 'baby' | 'profile';
export const PREVIEW_IMAGES: readonly PreviewImage[] = ['home', 'game', 'gender', 'name', 'birthdate', 'checklist', 'baby', 'profile'];
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const previewImagePath = (image: PreviewImage) => `/og/${image}.jpg`;

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URLs: a crawler resolves nothing against the page. */
  image: string;
  /** The image's size when it is not one of the preview images (a profile photo, ADR 0067). */
  imageSize?: { width: number; height: number };
  url: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The page is not for search engines: a family's link (game, list, baby page, profile) stays in the family. */
export const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

/** The Open Graph tags of a preview (and Twitter's card, which WhatsApp ignores and others read). */
export function previewTags(preview: LinkPreview): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    meta('og:type', 'website'),
    meta('og:site_name', SITE_NAME),
    meta('og:locale', 'tr_TR'),
    meta('og:title', preview.title),
    meta('og:description', preview.description),
    meta('og:url', preview.url),
    meta('og:image', preview.image),
    meta('og:image:width', String((preview.imageSize ?? PREVIEW_IMAGE_SIZE).width)),
    meta('og:image:height', String((preview.imageSize ?? PREVIEW_IMAGE_SIZE).height)),
    meta('og:image:alt', preview.title),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
}
