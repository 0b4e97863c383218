/**
 * The game page's boot script: a tiny classic script in game.html, deferred (it runs once the page
 * is parsed and never holds its first paint; the CSP allows no inline script).
 *
 * - It loads the page's modules: once the first view is painted when the server drew it with the
 *   game (ADR 0017: a visitor without a session sees exactly that view, which the modules then
 *   hydrate), so they neither delay that paint nor share the network with it; at once otherwise
 *   (a signed-in visitor's view is their own, and a shell the server did not draw has nothing to paint).
 * - For a signed-in visitor, or a shell not drawn, it asks for the game of the link at once, every
 *   kind in parallel, and leaves the answers on `window`; the page reads them in the spec's order
 *   (birth date, gender, name), so the lookup costs no round trip after the modules have loaded. A
 *   signed-in visitor's token goes along, as the page would send it, unless it needs refreshing
 *   first: then the page asks on its own.
 */
import { STORAGE_KEYS } from '@bebek/common/constants';
import { embeddedGame, gameLinkOfPage, leavePrefetchedLookups, publicGamePath, type PrefetchedLookups } from '@/features/game-public/api/game-link';
import { isFresh } from '@/lib/token';
import { afterFirstPaint, loadApp } from './boot-loader';

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

const link = gameLinkOfPage();
const token = storedToken();
const drawn = !token && embeddedGame() !== undefined;
// after the first paint and the frame after it: the whole drawn page is on screen (its first chunk may paint alone)
// each build-time list once in the script (a define is inlined wherever it is named)
const modules = [...__ENTRY_CHUNKS__, ...__GAME_CHUNKS__];
if (drawn) afterFirstPaint(() => requestAnimationFrame(() => setTimeout(() => loadApp(__ENTRY__, modules, true), 0)));
else loadApp(__ENTRY__, modules, false);
if (link.token && !drawn && (!token || isFresh(token))) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answers: PrefetchedLookups['answers'] = {};
  for (const kind of link.kinds) {
    const answer = fetch(publicGamePath(kind, link.token, link.invite), { headers });
    // a lookup the page does not need (an earlier kind was found) must not end as an unhandled rejection
    answer.catch(() => undefined);
    answers[kind] = answer;
  }
  leavePrefetchedLookups({ token: link.token, invite: link.invite, answers });
}
