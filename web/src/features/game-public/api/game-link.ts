import { buildPath } from '@bebek/common/api/endpoint';
import { gameLookups, INVITE_PARAM } from '@bebek/common/api/games';
import type { GameKind } from '@bebek/common/types';
import { gameLinkPatterns, matchRoute, routePatterns } from '@/config/paths';

/**
 * The game link a page was opened with, and the lookups it makes (part 2 §2). No imports beyond
 * the route table and the games' declarations: the game page's prefetch script (app/game-boot.ts)
 * uses it before any module loads.
 */

export interface GameLink {
  token: string;
  /** Lookup order: birth date first, then gender, then name; /birth-date-games links are birth date only. */
  kinds: GameKind[];
  /** The invite token of a person's own link (?davet=, ADR 0017), or null on the general link. */
  invite: string | null;
}

export function gameLinkOfPage(location: Pick<Location, 'pathname' | 'search'> = window.location): GameLink {
  const match = gameLinkPatterns.map((pattern) => ({ pattern, params: matchRoute(pattern, location.pathname) })).find(({ params }) => params);
  const kinds: GameKind[] = match?.pattern === routePatterns.birthDateGamePublic ? ['birthdate'] : ['birthdate', 'gender', 'name'];
  return { token: match?.params?.token ?? '', kinds, invite: new URLSearchParams(location.search).get(INVITE_PARAM) || null };
}

/** The query of the lookup: the personal link's invite token, when it has one. */
export function publicGameQuery(invite: string | null): Record<string, string> | undefined {
  return invite ? { [INVITE_PARAM]: invite } : undefined;
}

/** GET /api/{kind}-games/{token}[?davet=]: the game and its owner, as the prefetch script asks for it. */
export function publicGamePath(kind: GameKind, token: string, invite: string | null): string {
  const query = publicGameQuery(invite);
  return `${buildPath(gameLookups[kind].path, { token })}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

/** The answers the prefetch script asked for, left for the page on `window` (each taken once). */
export interface PrefetchedLookups {
  token: string;
  invite: string | null;
  answers: Partial<Record<GameKind, Promise<Response>>>;
}

export const PREFETCH_KEY = '__bebekGameLookups';

type PrefetchWindow = Window & { [PREFETCH_KEY]?: PrefetchedLookups };

export function leavePrefetchedLookups(lookups: PrefetchedLookups): void {
  (window as PrefetchWindow)[PREFETCH_KEY] = lookups;
}

/** The prefetched answers for this token and invite, once; later lookups (after a sign-in) ask again. */
export function takePrefetchedLookups(token: string, invite: string | null): PrefetchedLookups['answers'] | undefined {
  const lookups = (window as PrefetchWindow)[PREFETCH_KEY];
  delete (window as PrefetchWindow)[PREFETCH_KEY];
  return lookups && lookups.token === token && lookups.invite === invite ? lookups.answers : undefined;
}

export { embeddedGame, EMBEDDED_GAME_ID, type EmbeddedGame } from './embedded';
