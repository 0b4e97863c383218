/**
 * The game page's prefetch script: a tiny classic script in game.html (deferred: it never holds
 * the first paint), run while the page's modules are still downloading
 * (docs/decisions/0011-web-first-view.md). The server draws a game link's first view with the
 * game in it (ADR 0017), which serves every visitor without a session: then nothing is asked. For a
 * signed-in visitor, whose view is their own, or a shell the server did not draw, it asks for the
 * game of the link at once, every kind in parallel, and leaves the answers on `window`; the page
 * reads them in the spec's order (birth date, gender, name). A signed-in visitor's token goes
 * along, as the page would send it, unless it needs refreshing first: then the page asks on its own.
 */
import { STORAGE_KEYS } from '@bebek/common/constants';
import { embeddedGame, gameLinkOfPage, leavePrefetchedLookups, publicGamePath, type PrefetchedLookups } from '@/features/game-public/api/game-link';
import { isFresh } from '@/lib/token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

const link = gameLinkOfPage();
const token = storedToken();
if (link.token && (token ? isFresh(token) : embeddedGame() === undefined)) {
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
