import { startTransition, useEffect, useState } from 'react';
import { gameLookups } from '@bebek/common/api/games';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { isPageUnavailable } from '@/components/page-unavailable';
import { ApiError, callEndpoint, readResponse } from '@/lib/api-client';
import { publicGameQuery, takePrefetchedLookups, type EmbeddedGame } from './game-link';

export type PublicGame = PublicGameResponse & { kind: GameKind };

/**
 * Lookup order (part 2 §2): birth date first, then gender, then name, the first game found wins.
 * On a game link the prefetch script (app/game-boot.ts) has already asked for all of them while
 * the page's scripts were loading: their answers are read here in the same order.
 */
async function lookup(token: string, kinds: GameKind[], invite: string | null): Promise<PublicGame | null | 'unavailable'> {
  const prefetched = takePrefetchedLookups(token, invite);
  let unavailable = false;
  for (const kind of kinds) {
    try {
      const answer = prefetched?.[kind];
      const game = answer
        ? await readResponse<PublicGameResponse>(await answer)
        : await callEndpoint(gameLookups[kind], { params: { token }, query: publicGameQuery(invite) });
      return { ...game, kind };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      // the game's parent has paused (ADR 0018): the neutral page, once every kind has been asked
      unavailable ||= isPageUnavailable(error);
    }
  }
  return unavailable ? 'unavailable' : null;
}

export type PublicGameState =
  { status: 'pending' } | { status: 'success'; data: PublicGame | null } | { status: 'unavailable' } | { status: 'error'; error: unknown };

/**
 * GET /api/{kind}-games/{token}: the game and its owner, looked up once, never retried (part 2 §7).
 * A plain request rather than TanStack Query: the page is a guest's first view on a phone, and
 * loads neither the router nor the query library (docs/decisions/0011-web-first-view.md).
 *
 * A page the server drew with the game (`embedded`, ADR 0017) starts from that answer and asks
 * nothing: a visitor's view is the same for everyone on the link.
 */
export function usePublicGame(token: string, kinds: GameKind[], invite: string | null, embedded?: EmbeddedGame): PublicGameState {
  const [state, setState] = useState<PublicGameState>(() =>
    embedded === undefined ? { status: 'pending' } : embedded === 'unavailable' ? { status: 'unavailable' } : { status: 'success', data: embedded },
  );
  const kindsKey = kinds.join(',');
  const drawn = embedded !== undefined;
  useEffect(() => {
    if (drawn) return;
    let live = true;
    setState({ status: 'pending' });
    // the answer renders the whole page: as a transition, so React yields to the browser while it works
    lookup(token, kindsKey.split(',') as GameKind[], invite).then(
      (data) => live && startTransition(() => setState(data === 'unavailable' ? { status: 'unavailable' } : { status: 'success', data })),
      (error: unknown) => live && startTransition(() => setState({ status: 'error', error })),
    );
    return () => {
      live = false;
    };
  }, [token, kindsKey, invite, drawn]);
  return state;
}
