import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { inviteOfQuery } from '@bebek/common/api/games';
import { GAME_KIND_LABELS, gameQuestion, parentsLabel, RESULT_ROUTES } from '@bebek/common/games';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { visibleText } from '@bebek/common/plain-text';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { config } from '../config';
import { withinLookupBudget } from '../rate-limits/service';
import { log } from '../lib/log';
import { readProfile } from '../profile/data';
import { gameOfToken, parentNamesOf } from './results';
import { invitedBy, visitorView } from './view';

/**
 * Game links and result links answered with HTML (ADR 0017): the page's shell as the web build
 * made it, with the link's Open Graph tags (WhatsApp's crawler runs no script, so the preview in a
 * family's chat is made from these) and, for a game link, its first view drawn on the server with
 * the game (web/src/app/game-render.tsx) next to the game's data, which the browser hydrates. No
 * script is added: the CSP allows none inline, and the data is a JSON block that never runs.
 *
 * What a visitor without a session sees is the same for everyone on a link, so the answer may be
 * kept at Hosting's CDN for a minute (`s-maxage`); a personal invite link names its person and is
 * not kept. A removed game is 'not found' from the next minute at the latest; its answers are
 * refused at once (the api checks every answer).
 */

/** The shells and the renderer the web build left in the bundle (functions/build.mjs copies web/dist-server to lib/web). */
interface Renderer {
  renderGamePage(game: (PublicGameResponse & { kind: GameKind }) | null | 'unavailable', skip?: ReadonlySet<string>): { html: string; styles: string };
}

const WEB_DIR = join(__dirname, 'web');
let shells: { game: string; app: string; gameStyleIds: Set<string> } | undefined;
let renderer: Renderer | undefined;

function loadShells() {
  if (!shells) {
    const game = readFileSync(join(WEB_DIR, 'game.html'), 'utf8');
    const gameStyleIds = new Set([...game.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')).filter(Boolean));
    shells = { game, app: readFileSync(join(WEB_DIR, 'app.html'), 'utf8'), gameStyleIds };
  }
  return shells;
}

/** Loaded on the first game link an instance answers, so the api's cold start does not pay for React. */
function loadRenderer(): Renderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  renderer ??= require(join(WEB_DIR, 'game-render.cjs')) as Renderer;
  return renderer;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
/** JSON inside a data block: nothing in it can end the block or open a comment. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

interface Preview {
  title: string;
  description: string;
  image: string;
  url: string;
}

const SITE = 'Bebek Yolculuğu';

function previewTags(preview: Preview): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(visibleText(content))}">`;
  return [
    meta('og:type', 'website'),
    meta('og:site_name', SITE),
    meta('og:locale', 'tr_TR'),
    meta('og:title', preview.title),
    meta('og:description', preview.description),
    meta('og:url', preview.url),
    meta('og:image', preview.image),
    meta('og:image:width', '1200'),
    meta('og:image:height', '630'),
    meta('og:image:alt', preview.title),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
}

/**
 * Puts `value` where `pattern` first matches, literally: a string given to replace() as the
 * replacement reads `$&`, `$'` and `$1` as patterns, and a name or a title may hold them.
 */
const put = (page: string, pattern: string | RegExp, value: string) => page.replace(pattern, () => value);

/** The shell with the link's title, description and preview, and the first view in #root. */
export function fillShell(shell: string, preview: Preview, root: { kind: 'game' | 'result'; html: string; styles?: string; data?: unknown }): string {
  // not the landing page: the app's start hydrates or replaces this view, never the landing page (web/src/app/start.tsx)
  let page = put(shell, '<html lang="tr">', '<html lang="tr" data-boot="app">');
  // a title or a name stored before the input rules may hold a bidi or zero-width character: a preview shows the visible text (ADR 0048)
  page = put(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(visibleText(preview.title))}</title>`);
  page = put(page, /<meta\s+name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(visibleText(preview.description))}">`);
  page = put(page, '</head>', `${previewTags(preview)}${root.styles ?? ''}</head>`);
  const data = root.data === undefined ? '' : `<script type="application/json" id="game-data">${jsonBlock(root.data)}</script>`;
  return put(page, '<div id="root"></div>', `<div id="root" data-ssr="${root.kind}">${root.html}</div>${data}`);
}

/**
 * The page, gzipped when the client takes it (Hosting's CDN compresses what it caches anyway; the
 * local Hosting emulator does not, and a game link's first view is measured there).
 */
function sendPage(req: Request, res: Response, status: number, cacheControl: string, html: string) {
  res.status(status).type('html').set('Cache-Control', cacheControl).vary('Accept-Encoding');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) res.set('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  else res.send(html);
}

function tooMany(res: Response) {
  res
    .status(429)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      '<!doctype html><html lang="tr"><meta charset="utf-8"><title>Çok fazla deneme</title><p>Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.</p></html>',
    );
}

const imageOf = (kind: GameKind | undefined) => `${config().appBaseUrl}/og/${kind ?? 'game'}.jpg`;
const urlOf = (req: Request) => `${config().appBaseUrl}${req.originalUrl}`;

/** A game link: /game/{token}, /birth-date-games/{token}, /gender-games/{token}, /name-games/{token}. */
export function gameLinkPage(onlyKind?: GameKind): RequestHandler {
  return async (req, res) => {
    if (!(await withinLookupBudget(req))) return tooMany(res);
    const token = String(req.params.token ?? '');
    const invite = inviteOfQuery(req.query);
    const found = await gameOfToken(token);
    const game = found && (!onlyKind || found.get('type') === onlyKind) ? found : undefined;
    let data: (PublicGameResponse & { kind: GameKind }) | null | 'unavailable' = null;
    let preview: Preview = {
      title: `Oyun Bulunamadı · ${SITE}`,
      description: 'Bu link geçersiz veya oyun mevcut değil.',
      image: imageOf(undefined),
      url: urlOf(req),
    };
    if (game) {
      const kind = game.get('type') as GameKind;
      const ownerId = String(game.get('userId'));
      const [owner, invited] = await Promise.all([readProfile(ownerId), invitedBy(game.id, invite)]);
      if (game.get('pausedAt') || owner?.get('pausedAt')) {
        // the parent has paused (ADR 0018): the neutral page, and a preview that names no one
        data = 'unavailable';
        preview = { title: SITE, description: PAGE_UNAVAILABLE, image: imageOf(undefined), url: urlOf(req) };
      } else {
        data = { ...visitorView(game, owner, invited, Boolean(invite)), kind };
        const parents = parentsLabel(data.owner.fullName, data.owner.spouseName);
        const title = String(game.get('title') ?? '');
        const description = data.game.closed
          ? data.resultPath
            ? 'Sonuç açıklandı! Kimin doğru tahmin ettiğini görmek için tıklayın.'
            : 'Bu oyunda tahminler kapandı. Sonuç yakında açıklanacak.'
          : `${data.personal && data.prefill ? `Merhaba ${data.prefill.name}! ` : ''}${gameQuestion(kind)}`;
        preview = {
          title: parents ? `${title} · ${parents}` : title,
          description: `${GAME_KIND_LABELS[kind]}: ${description}`,
          image: imageOf(kind),
          url: urlOf(req),
        };
      }
    }
    let drawn: { html: string; styles: string };
    try {
      drawn = loadRenderer().renderGamePage(data, loadShells().gameStyleIds);
    } catch (error) {
      // the page still works without its first view: the browser draws it, as before
      log.requestFailed('game page render', error);
      drawn = { html: '', styles: '' };
    }
    const html = drawn.html
      ? fillShell(loadShells().game, preview, { kind: 'game', html: drawn.html, styles: drawn.styles, data })
      : put(fillShell(loadShells().game, preview, { kind: 'game', html: '' }), ' data-ssr="game"></div>', '></div>');
    sendPage(req, res, game && data !== 'unavailable' ? 200 : 404, invite ? 'private, no-store' : 'public, max-age=0, s-maxage=60', html);
  };
}

const RESULT_KINDS = Object.fromEntries(Object.entries(RESULT_ROUTES).map(([kind, path]) => [path, kind as GameKind])) as Record<string, GameKind>;

/** A result link (/game-result, /name-result, /birth-date-result ?token=): its preview, and a first view the app then replaces. */
export const resultLinkPage: RequestHandler = async (req, res) => {
  if (!(await withinLookupBudget(req))) return tooMany(res);
  const kind = RESULT_KINDS[req.path.replace(/\/$/, '')];
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const found = token ? await gameOfToken(token) : undefined;
  const game = found && found.get('type') === kind ? found : undefined;
  let heading = token ? 'Game not found' : 'Geçersiz link';
  let preview: Preview = { title: `Sonuç · ${SITE}`, description: 'Tahmin oyununun sonucu', image: imageOf(kind), url: urlOf(req) };
  const owner = game ? await readProfile(String(game.get('userId'))) : undefined;
  if (game && owner && (game.get('pausedAt') || owner.get('pausedAt'))) {
    // the parent has paused (ADR 0018): the neutral page, and a preview that names no one
    heading = PAGE_UNAVAILABLE;
    preview = { title: SITE, description: PAGE_UNAVAILABLE, image: imageOf(undefined), url: urlOf(req) };
  } else if (game && owner) {
    const names = parentNamesOf(owner);
    const parents = parentsLabel(String(owner.get('fullName') ?? ''), String(owner.get('spouseName') ?? ''));
    const title = String(game.get('title') ?? '');
    const published = game.get('status') === 'completed';
    // the gender stays a surprise until the card is scratched: neither the preview nor the first view tells it
    heading = kind === 'gender' ? `${[names.mother, names.father].filter(Boolean).join(' ve ')} Çiftinin Bebekleri` : title;
    preview = {
      title: `Sonuç: ${title}${parents ? ` · ${parents}` : ''}`,
      description: published ? `${GAME_KIND_LABELS[kind!]}: sonuç açıklandı! Kimin doğru tahmin ettiğini görmek için tıklayın.` : 'Sonuç henüz açıklanmadı.',
      image: imageOf(kind),
      url: urlOf(req),
    };
  }
  const html = `<main style="min-height:60vh;display:grid;place-items:center;padding:24px;font-family:system-ui,sans-serif;text-align:center"><h1 style="font-size:1.5rem;font-weight:800;margin:0">${escapeHtml(heading)}</h1></main>`;
  sendPage(
    req,
    res,
    (game && heading !== PAGE_UNAVAILABLE) || !token ? 200 : 404,
    'public, max-age=0, s-maxage=60',
    fillShell(loadShells().app, preview, { kind: 'result', html }),
  );
};
