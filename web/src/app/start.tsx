import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { STORAGE_KEYS } from '@bebek/common/constants';
import { AppFailure } from '@/components/app-error-boundary';
import { gameLinkPatterns, matchRoute } from '@/config/paths';
import { embeddedGame } from '@/features/game-public/api/embedded';
import { loadChunk } from '@/lib/chunk-reload';
import { AppProvider } from './provider';

/**
 * Pages that run on their own, without the router and TanStack Query, when a visit opens them
 * directly: a guest opens a game link from WhatsApp on a phone. Inside the router (reached by a
 * link in the app) they are the same pages.
 */
const standalonePages: Array<{ routes: readonly string[]; load: () => Promise<{ default: ComponentType }> }> = [
  {
    routes: gameLinkPatterns,
    load: () => import('@/features/game-public/components/participation-page'),
  },
];

/**
 * Starts the app (docs/decisions/0011-web-first-view.md). index.html holds the landing page
 * prerendered at build time (app/prerender.tsx); the boot script (src/app/boot.ts) marks the page
 * data-boot="app" before first paint when this visit is not a visitor's landing page (a session,
 * the showAuth flag, another route), which hides it.
 *
 * - The landing page is hydrated on its own: it needs neither the router nor TanStack Query, so a
 *   visitor's first view downloads neither (its links are plain links, its search loads on demand).
 * - A game link renders its page on its own (above).
 * - Anything else renders the router (app/router.tsx) in place of the prerendered page.
 *
 * All of them render as a transition, so React yields to the browser every few milliseconds. A
 * chunk that is gone (a deploy) reloads the page once (lib/chunk-reload.ts); after that the page
 * says it could not be loaded, except the landing page, which stays as prerendered.
 */
/** A stored session (lib/session.ts reads the same key; not imported here, to keep this chunk small on every page). */
function storedSession(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.authToken));
  } catch {
    return false;
  }
}

export function startApp(container: HTMLElement): void {
  const root = document.documentElement;
  const wrap = (children: ReactNode) => (
    <StrictMode>
      <AppProvider>{children}</AppProvider>
    </StrictMode>
  );
  const render = (children: ReactNode) => {
    container.replaceChildren();
    delete root.dataset.boot;
    startTransition(() => {
      createRoot(container).render(wrap(children));
    });
  };

  // A game link the server drew with its game (ADR 0017): a visitor without a session sees exactly
  // that view, so the page is hydrated in place; a signed-in visitor's view is their own, drawn anew.
  const drawn = container.dataset.ssr;
  if (drawn === 'game' && !storedSession()) {
    const embedded = embeddedGame();
    if (embedded !== undefined) {
      delete root.dataset.boot;
      void loadChunk(() => import('@/features/game-public/components/participation-page')).then(
        ({ default: ParticipationPage }) => {
          startTransition(() => {
            hydrateRoot(container, wrap(<ParticipationPage embedded={embedded} />));
          });
        },
        // the drawn page still reads; its form needs the script, which the reload of loadChunk retries
        (error: unknown) => console.error('The game page could not be hydrated', error),
      );
      return;
    }
  }

  if (container.firstElementChild !== null && root.dataset.boot !== 'app' && !drawn) {
    void loadChunk(() => import('@/features/landing/components/landing-page')).then(
      ({ default: LandingPage }) => {
        startTransition(() => {
          hydrateRoot(container, wrap(<LandingPage />));
        });
      },
      // the prerendered page still reads, and its sign-in buttons answer without it (lib/auth-flags.ts)
      (error: unknown) => console.error('The landing page could not be hydrated', error),
    );
    return;
  }
  const fail = (error: unknown) => {
    console.error('The page could not be loaded', error);
    render(<AppFailure error={error} />);
  };
  const standalone = standalonePages.find((page) => page.routes.some((pattern) => matchRoute(pattern, window.location.pathname)));
  if (standalone) {
    void loadChunk(standalone.load).then(({ default: Page }) => render(<Page />), fail);
    return;
  }
  void loadChunk(() => import('./router')).then(({ AppRouter }) => render(<AppRouter />), fail);
}
