import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppFailure } from '@/components/app-error-boundary';
import { gameLinkPatterns, matchRoute } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-reload';
import { AppProvider } from './provider';

/**
 * Pages that run on their own, without the router and TanStack Query, when a visit opens them
 * directly: a guest opens a game link from WhatsApp on a phone. Inside the router (reached by a
 * link in the app) they are the same pages.
 */
interface StandalonePage {
  default: ComponentType;
  /** Hydrates the view the server drew, when this visitor sees it as drawn (a game link, ADR 0017); false otherwise. */
  hydrateDrawn?: (container: HTMLElement, wrap: (children: ReactNode) => ReactNode) => boolean;
}
const standalonePages: Array<{ routes: readonly string[]; load: () => Promise<StandalonePage> }> = [
  {
    routes: gameLinkPatterns,
    load: () => import('@/features/game-public/components/participation-page') as Promise<StandalonePage>,
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

  // a page the server drew (a game or result link, ADR 0017) comes marked data-boot="app" too
  if (container.firstElementChild !== null && root.dataset.boot !== 'app') {
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
    void loadChunk(standalone.load).then(({ default: Page, hydrateDrawn }) => hydrateDrawn?.(container, wrap) || render(<Page />), fail);
    return;
  }
  void loadChunk(() => import('./router')).then(({ AppRouter }) => render(<AppRouter />), fail);
}
