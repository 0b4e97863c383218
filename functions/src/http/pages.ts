import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { visibleText } from '@bebek/common/plain-text';
import { escapeHtml, NOINDEX_META, previewImagePath, previewTags, SITE_NAME, type LinkPreview, type PreviewImage } from '@bebek/common/link-preview';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { config } from '../config';
import { DomainError } from '../lib/errors';
import { lookupMissed, withinLookupFlood } from './limits';

/**
 * The HTML the api answers for the family's links (ADR 0017, 0044): the page's shell as the web
 * build made it (functions/build.mjs copies web/dist-server to lib/web), with the link's title,
 * description and Open Graph tags, since WhatsApp's crawler runs no script, and `noindex`: a game,
 * a list, a baby page or a profile is for the family, not for search engines. No script is added:
 * the CSP allows none inline.
 */

const WEB_DIR = join(__dirname, 'web');

export type ShellName = 'game.html' | 'app.html';
const shells = new Map<ShellName, string>();

/** A shell of the web build, read once per instance. */
export function loadShell(name: ShellName): string {
  let shell = shells.get(name);
  if (shell === undefined) {
    shell = readFileSync(join(WEB_DIR, name), 'utf8');
    shells.set(name, shell);
  }
  return shell;
}

/** A file of the web build that the bundle carries (the game page's renderer). */
export const webBuildFile = (name: string) => join(WEB_DIR, name);

/**
 * Puts `value` where `pattern` first matches, literally: a string given to replace() as the
 * replacement reads `$&`, `$'` and `$1` as patterns, and a name or a title may hold them.
 */
export const put = (page: string, pattern: string | RegExp, value: string) => page.replace(pattern, () => value);

/** JSON inside a data block: nothing in it can end the block or open a comment. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The shell with the link's title, description, preview and noindex, and, when given, a first view
 * in #root (a game link's drawn page, a result link's heading) with its data block.
 */
export function fillShell(shell: string, given: LinkPreview, root?: { kind: 'game' | 'result'; html: string; styles?: string; data?: unknown }): string {
  // a title or a name stored before the input rules may hold a bidi or zero-width character: a preview shows the visible text (ADR 0048)
  const preview = { ...given, title: visibleText(given.title), description: visibleText(given.description) };
  // not the landing page: the app's start hydrates or replaces this view, never the landing page (web/src/app/start.tsx)
  let page = put(shell, '<html lang="tr">', '<html lang="tr" data-boot="app">');
  page = put(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`);
  page = put(page, /<meta\s+name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(preview.description)}">`);
  page = put(page, '</head>', `${NOINDEX_META}${previewTags(preview)}${root?.styles ?? ''}</head>`);
  if (!root) return page;
  const data = root.data === undefined ? '' : `<script type="application/json" id="game-data">${jsonBlock(root.data)}</script>`;
  return put(page, '<div id="root"></div>', `<div id="root" data-ssr="${root.kind}">${root.html}</div>${data}`);
}

/**
 * The page, gzipped when the client takes it (Hosting's CDN compresses what it caches anyway; the
 * local Hosting emulator does not, and a game link's first view is measured there). `X-Robots-Tag`
 * says noindex as the page's meta does (firebase.json says it too, for Hosting's own answers).
 */
export function sendPage(req: Request, res: Response, status: number, cacheControl: string, html: string): void {
  res.status(status).type('html').set('Cache-Control', cacheControl).set('X-Robots-Tag', 'noindex, nofollow').vary('Accept-Encoding');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) res.set('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  else res.send(html);
}

/** Past the public lookups' budget: plain Turkish HTML, never kept. */
export function tooMany(res: Response): void {
  res
    .status(429)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      '<!doctype html><html lang="tr"><meta charset="utf-8"><title>Çok fazla deneme</title><p>Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.</p></html>',
    );
}

/** The preview image's absolute URL (web/public/og/, ADR 0017 and 0044). */
export const previewImage = (image: PreviewImage) => `${config().appBaseUrl}${previewImagePath(image)}`;

/** The link itself, as the family shares it. */
export const previewUrl = (req: Request) => `${config().appBaseUrl}${req.originalUrl}`;

/** A paused parent's page (ADR 0018): a preview that names no one and says nothing of the page. */
export const neutralPreview = (req: Request): LinkPreview => ({
  title: SITE_NAME,
  description: PAGE_UNAVAILABLE,
  image: previewImage('home'),
  url: previewUrl(req),
});

/**
 * What a visitor without a session sees on such a link is the same for everyone: Hosting's CDN may
 * keep it a minute (a paused or removed page is neutral or 'not found' from the next minute at the
 * latest; its api answers change at once). A page that names its person is never kept.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
export const PERSONAL_PAGE_CACHE = 'private, no-store';

/** What a shared page's preview says, from the page's own rules; they throw the page's 'not found' (or the pause's). */
export type DescribePage = () => Promise<Omit<LinkPreview, 'url'>>;

/**
 * A shared list, a baby page or a public profile (ADR 0044): the app's shell with the link's
 * preview, which the app then fills from its api call as before. It counts as one public lookup. A
 * link that finds nothing is 404 with the page's own words; a paused parent's, 404 with the neutral
 * preview (ADR 0018).
 */
export async function answerSharedPage(req: Request, res: Response, describe: DescribePage): Promise<void> {
  if (!(await withinLookupFlood(req))) return tooMany(res);
  let status = 200;
  let preview: LinkPreview;
  try {
    preview = { ...(await describe()), url: previewUrl(req) };
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'not-found') throw error;
    status = 404;
    // a link that names nothing is a miss of the address (ADR 0051); a paused parent's link is not
    if (error.message !== PAGE_UNAVAILABLE && (await lookupMissed(req))) return tooMany(res);
    preview =
      error.message === PAGE_UNAVAILABLE
        ? neutralPreview(req)
        : {
            title: `${error.message} · ${SITE_NAME}`,
            description: 'Bu bağlantı geçersiz veya kaldırılmış.',
            image: previewImage('home'),
            url: previewUrl(req),
          };
  }
  sendPage(req, res, status, SHARED_PAGE_CACHE, fillShell(loadShell('app.html'), preview));
}

/** The app's shell as it is, for a page of the app the api answers a path for (the parent's own /baby/… pages). */
export function sendAppShell(req: Request, res: Response, status = 200): void {
  sendPage(req, res, status, SHARED_PAGE_CACHE, loadShell('app.html'));
}
