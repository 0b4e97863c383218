import type { RequestHandler } from 'express';
import { inviteOfQuery } from '@bebek/common/api/games';
import { GAME_KIND_LABELS, gameQuestion, parentsLabel, RESULT_ROUTES } from '@bebek/common/games';
import { parentsBabyHeading } from '@bebek/common/result-wording';
import { escapeHtml, SITE_NAME, type LinkPreview } from '@bebek/common/link-preview';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { lookupMissed, withinLookupFlood } from '../rate-limits/service';
import { log } from '../lib/log';
import {
  fillShell,
  loadShell,
  neutralPreview,
  PERSONAL_PAGE_CACHE,
  previewImage,
  previewUrl,
  put,
  sendPage,
  SHARED_PAGE_CACHE,
  tooMany,
  webBuildFile,
} from '../http/pages';
import { readProfile } from '../profile/data';
import { gameOfToken, parentNamesOf } from './results';
import { invitedBy, namesAskedOf, visitorView } from './view';

/**
 * Game links and result links answered with HTML (ADR 0017): the page's shell as the web build
 * made it, with the link's Open Graph tags (http/pages.ts) and, for a game link, its first view
 * drawn on the server with the game (web/src/app/game-render.tsx) next to the game's data, which
 * the browser hydrates. The data block never runs.
 *
 * What a visitor without a session sees is the same for everyone on a link, so the answer may be
 * kept at Hosting's CDN for a minute (`s-maxage`); a personal invite link names its person and is
 * not kept. A removed game is 'not found' from the next minute at the latest; its answers are
 * refused at once (the api checks every answer).
 */

/** The renderer the web build left in the bundle (functions/build.mjs copies web/dist-server to lib/web). */
interface Renderer {
  renderGamePage(game: (PublicGameResponse & { kind: GameKind }) | null | 'unavailable', skip?: ReadonlySet<string>): { html: string; styles: string };
}

let renderer: Renderer | undefined;
let gameStyleIds: Set<string> | undefined;

/** The styles game.html carries already, which the drawn view need not repeat. */
function stylesInShell(): Set<string> {
  gameStyleIds ??= new Set([...loadShell('game.html').matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')).filter(Boolean));
  return gameStyleIds;
}

/** Loaded on the first game link an instance answers, so the api's cold start does not pay for React. */
function loadRenderer(): Renderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  renderer ??= require(webBuildFile('game-render.cjs')) as Renderer;
  return renderer;
}

const imageOf = (kind: GameKind | undefined) => previewImage(kind ?? 'game');

/** A closed game's preview before its result, and what a published result invites to see: the name game speaks of suggestions (ADR 0056). */
const CLOSED_PREVIEW: Record<GameKind, string> = {
  gender: 'Bu oyunda tahminler kapandı. Sonuç yakında açıklanacak.',
  birthdate: 'Bu oyunda tahminler kapandı. Sonuç yakında açıklanacak.',
  name: 'Bu oyunda öneriler kapandı. Sonuç yakında açıklanacak.',
};
const SEE_RESULT: Record<GameKind, string> = {
  gender: 'Kimin doğru tahmin ettiğini görmek için tıklayın.',
  birthdate: 'Kimin doğru tahmin ettiğini görmek için tıklayın.',
  name: 'En çok önerilen isimleri görmek için tıklayın.',
};

/** A game link: /game/{token}, /birth-date-games/{token}, /gender-games/{token}, /name-games/{token}. */
export function gameLinkPage(onlyKind?: GameKind): RequestHandler {
  return async (req, res) => {
    if (!(await withinLookupFlood(req))) return tooMany(res);
    const token = String(req.params.token ?? '');
    const invite = inviteOfQuery(req.query);
    const found = await gameOfToken(token);
    const game = found && (!onlyKind || found.get('type') === onlyKind) ? found : undefined;
    // a link that names no game is a miss of the address (ADR 0051)
    if (!game && (await lookupMissed(req))) return tooMany(res);
    let data: (PublicGameResponse & { kind: GameKind }) | null | 'unavailable' = null;
    let preview: LinkPreview = {
      title: `Oyun Bulunamadı · ${SITE_NAME}`,
      description: 'Bu link geçersiz veya oyun mevcut değil.',
      image: imageOf(undefined),
      url: previewUrl(req),
    };
    if (game) {
      const kind = game.get('type') as GameKind;
      const ownerId = String(game.get('userId'));
      const [owner, invited] = await Promise.all([readProfile(ownerId), invitedBy(game.id, invite)]);
      if (game.get('pausedAt') || owner?.get('pausedAt')) {
        // the parent has paused (ADR 0018): the neutral page, and a preview that names no one
        data = 'unavailable';
        preview = neutralPreview(req);
      } else {
        data = { ...visitorView(game, owner, invited, Boolean(invite), await namesAskedOf(game, owner)), kind };
        const parents = parentsLabel(data.owner.fullName, data.owner.spouseName);
        const title = String(game.get('title') ?? '');
        const description = data.game.closed
          ? data.resultPath
            ? `Sonuç açıklandı! ${SEE_RESULT[kind]}`
            : CLOSED_PREVIEW[kind]
          : `${data.personal && data.prefill ? `Merhaba ${data.prefill.name}! ` : ''}${gameQuestion(kind)}`;
        preview = {
          title: parents ? `${title} · ${parents}` : title,
          description: `${GAME_KIND_LABELS[kind]}: ${description}`,
          image: imageOf(kind),
          url: previewUrl(req),
        };
      }
    }
    let drawn: { html: string; styles: string };
    try {
      drawn = loadRenderer().renderGamePage(data, stylesInShell());
    } catch (error) {
      // the page still works without its first view: the browser draws it, as before
      log.requestFailed('game page render', error);
      drawn = { html: '', styles: '' };
    }
    const html = drawn.html
      ? fillShell(loadShell('game.html'), preview, { kind: 'game', html: drawn.html, styles: drawn.styles, data })
      : put(fillShell(loadShell('game.html'), preview, { kind: 'game', html: '' }), ' data-ssr="game"></div>', '></div>');
    sendPage(req, res, game && data !== 'unavailable' ? 200 : 404, invite ? PERSONAL_PAGE_CACHE : SHARED_PAGE_CACHE, html);
  };
}

const RESULT_KINDS = Object.fromEntries(Object.entries(RESULT_ROUTES).map(([kind, path]) => [path, kind as GameKind])) as Record<string, GameKind>;

/** A result link (/game-result, /name-result, /birth-date-result ?token=): its preview, and a first view the app then replaces. */
export const resultLinkPage: RequestHandler = async (req, res) => {
  if (!(await withinLookupFlood(req))) return tooMany(res);
  const kind = RESULT_KINDS[req.path.replace(/\/$/, '')];
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const found = token ? await gameOfToken(token) : undefined;
  const game = found && found.get('type') === kind ? found : undefined;
  if (token && !game && (await lookupMissed(req))) return tooMany(res);
  let heading = token ? 'Game not found' : 'Geçersiz link';
  let preview: LinkPreview = { title: `Sonuç · ${SITE_NAME}`, description: 'Tahmin oyununun sonucu', image: imageOf(kind), url: previewUrl(req) };
  const owner = game ? await readProfile(String(game.get('userId'))) : undefined;
  if (game && owner && (game.get('pausedAt') || owner.get('pausedAt'))) {
    // the parent has paused (ADR 0018): the neutral page, and a preview that names no one
    heading = PAGE_UNAVAILABLE;
    preview = neutralPreview(req);
  } else if (game && owner) {
    const names = parentNamesOf(owner);
    const parents = parentsLabel(String(owner.get('fullName') ?? ''), String(owner.get('spouseName') ?? ''));
    const title = String(game.get('title') ?? '');
    const published = game.get('status') === 'completed';
    // the gender stays a surprise until the card is scratched: neither the preview nor the first view tells it
    heading = kind === 'gender' ? parentsBabyHeading(names) || title : title;
    preview = {
      title: `Sonuç: ${title}${parents ? ` · ${parents}` : ''}`,
      description: published ? `${GAME_KIND_LABELS[kind!]}: sonuç açıklandı! ${SEE_RESULT[kind!]}` : 'Sonuç henüz açıklanmadı.',
      image: imageOf(kind),
      url: previewUrl(req),
    };
  }
  const html = `<main style="min-height:60vh;display:grid;place-items:center;padding:24px;font-family:system-ui,sans-serif;text-align:center"><h1 style="font-size:1.5rem;font-weight:800;margin:0">${escapeHtml(heading)}</h1></main>`;
  sendPage(
    req,
    res,
    (game && heading !== PAGE_UNAVAILABLE) || !token ? 200 : 404,
    SHARED_PAGE_CACHE,
    fillShell(loadShell('app.html'), preview, { kind: 'result', html }),
  );
};
