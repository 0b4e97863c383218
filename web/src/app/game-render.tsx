/**
 * The game link's first view, drawn on the server per request (functions/src/games/page.ts, ADR
 * 0017): the build bundles this module for Node (web/prerender-plugin.ts) and the functions load it
 * on the first game link they answer. The tree is the one the browser hydrates (app/start.tsx):
 * the page with the game it was drawn with, inside the app's provider.
 */
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import type { EmbeddedGame } from '@/features/game-public/api/game-link';
import ParticipationPage from '@/features/game-public/components/participation-page';
import { emotionCache, styleTags } from './emotion-ssr';
import { AppProvider } from './provider';

export interface DrawnGamePage {
  /** The page's markup, for #root. */
  html: string;
  /** Its styles as Emotion's server tags, without those the page's shell already has (`skip`). */
  styles: string;
}

export function renderGamePage(game: EmbeddedGame, skip: ReadonlySet<string> = new Set()): DrawnGamePage {
  const cache = emotionCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>
        <ParticipationPage embedded={game} />
      </AppProvider>
    </CacheProvider>,
  );
  return { html, styles: styleTags(cache, html, skip) };
}
