import { startTransition, useEffect, useState } from 'react';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { matchRoute, routePatterns } from '@/config/paths';
import { ApiError, apiRequest } from '@/lib/api-client';

export const GAME_SEGMENT: Record<GameKind, string> = { gender: 'gender-games', name: 'name-games', birthdate: 'birth-date-games' };

export type PublicGame = PublicGameResponse & { kind: GameKind };

/** Lookup order (part 2 §2): birth date first, then gender, then name; /birth-date-games links are birth date only. */
async function lookup(token: string, kinds: GameKind[], email: string | null): Promise<PublicGame | null> {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  for (const kind of kinds) {
    try {
      return { ...(await apiRequest<PublicGameResponse>(`/api/${GAME_SEGMENT[kind]}/${encodeURIComponent(token)}${query}`)), kind };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return null;
}

/** The game link this page was opened with: /game/{token}, /birth-date-games/{token} or an invite link. */
export function gameLinkOfPage(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const patterns = [routePatterns.game, routePatterns.genderGameInvite, routePatterns.nameGameInvite];
  const birthDate = matchRoute(routePatterns.birthDateGamePublic, location.pathname);
  const other = patterns.map((pattern) => matchRoute(pattern, location.pathname)).find(Boolean);
  const kinds: GameKind[] = birthDate ? ['birthdate'] : ['birthdate', 'gender', 'name'];
  return { token: (birthDate ?? other)?.token ?? '', kinds, email: new URLSearchParams(location.search).get('email') };
}

export type PublicGameState = { status: 'pending' } | { status: 'success'; data: PublicGame | null } | { status: 'error'; error: unknown };

/**
 * GET /api/{kind}-games/{token}: the game and its owner, looked up once, never retried (part 2 §7).
 * A plain request rather than TanStack Query: the page is a guest's first view on a phone, and
 * loads neither the router nor the query library (docs/decisions/0011-web-first-view.md).
 */
export function usePublicGame(token: string, kinds: GameKind[], email: string | null): PublicGameState {
  const [state, setState] = useState<PublicGameState>({ status: 'pending' });
  const kindsKey = kinds.join(',');
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    // the answer renders the whole page: as a transition, so React yields to the browser while it works
    lookup(token, kindsKey.split(',') as GameKind[], email).then(
      (data) => live && startTransition(() => setState({ status: 'success', data })),
      (error: unknown) => live && startTransition(() => setState({ status: 'error', error })),
    );
    return () => {
      live = false;
    };
  }, [token, kindsKey, email]);
  return state;
}
