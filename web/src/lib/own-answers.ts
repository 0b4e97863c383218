import type { GameKind } from '@bebek/common/types';

/**
 * The answer this browser tab just sent to a game, so the owner's public profile, where the spec's
 * 2-second move lands, can show the visitor their own guess and the game as done (ADR 0027). Kept in
 * session storage: it lives in this tab only and ends when the tab is closed, so on a shared phone
 * the next person, who opens the link in another tab or later, sees nothing of it. The server never
 * tells anyone an answer on a shared page.
 */
export type OwnAnswer =
  { kind: 'gender'; prediction: 'boy' | 'girl' } | { kind: 'name'; girlNames: string[]; boyNames: string[] } | { kind: 'birthdate'; predictedDate: string };

const KEY = 'ownAnswers';

function read(): Record<string, OwnAnswer> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, OwnAnswer>) : {};
  } catch {
    return {};
  }
}

export function rememberOwnAnswer(gameId: string, kind: GameKind, value: Record<string, unknown>): void {
  const answer =
    kind === 'gender'
      ? { kind, prediction: value.prediction }
      : kind === 'name'
        ? { kind, girlNames: value.girlNames, boyNames: value.boyNames }
        : { kind, predictedDate: value.predictedDate };
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [gameId]: answer }));
  } catch (error) {
    // private modes may refuse storage: the profile then shows the game as anyone sees it
    console.warn('The answer could not be remembered in this tab', error);
  }
}

export function ownAnswer(gameId: string): OwnAnswer | undefined {
  return read()[gameId];
}
