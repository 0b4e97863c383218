import type { GameKind, PublicGameResponse } from '@bebek/common/types';

/**
 * The game a link's page was drawn with on the server (functions/src/games/page.ts, ADR 0017), in a
 * JSON data block next to the first view (a data block the browser never runs: the CSP allows no
 * inline script). Imported by the app's start, so it imports nothing.
 */
/**
 * The game as the server drew the page's first view with it (games/page.ts in the functions), ADR
 * 0017: null when no game has the token, 'unavailable' while its parent has paused (ADR 0018).
 */
export type EmbeddedGame = (PublicGameResponse & { kind: GameKind }) | null | 'unavailable';

/** The id of the JSON data block the server writes next to the first view. */
export const EMBEDDED_GAME_ID = 'game-data';

/** The game the page was drawn with on the server: undefined when the page was not (a static shell). */
export function embeddedGame(doc: Pick<Document, 'getElementById'> = document): EmbeddedGame | undefined {
  const block = doc.getElementById(EMBEDDED_GAME_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as EmbeddedGame;
  } catch {
    return undefined;
  }
}
