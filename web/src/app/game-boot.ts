/**
 * The game page's prefetch script: a tiny classic script in game.html, run while the page's
 * modules are still downloading (docs/decisions/0011-web-first-view.md). It asks for the game of
 * the link at once, every kind in parallel, and leaves the answers on `window`; the page reads
 * them in the spec's order (birth date, gender, name), so the lookup costs no round trip after
 * the scripts have loaded. A signed-in visitor's token goes along, as the page would send it,
 * unless it needs refreshing first: then the page asks on its own.
 */
import { STORAGE_KEYS } from '@bebek/common/constants';
import { gameLinkOfPage, leavePrefetchedLookups, publicGamePath, type PrefetchedLookups } from '@/features/game-public/api/game-link';
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
if (link.token && (!token || isFresh(token))) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answers: PrefetchedLookups['answers'] = {};
  for (const kind of link.kinds) {
    const answer = fetch(publicGamePath(kind, link.token, link.email), { headers });
    // a lookup the page does not need (an earlier kind was found) must not end as an unhandled rejection
    answer.catch(() => undefined);
    answers[kind] = answer;
  }
  leavePrefetchedLookups({ token: link.token, email: link.email, answers });
}
