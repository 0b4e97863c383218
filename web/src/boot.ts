/**
 * The boot script: a tiny classic script in the head of index.html (CSP forbids inline scripts),
 * run before the prerendered landing page is painted. When this visit does not show the landing
 * page (a session token, the showAuth flag, or a visitor route of its own), it marks the page
 * data-boot="app", which hides the landing page until the app renders (no flash of it), and
 * starts fetching the router's chunks. Otherwise
 * it starts fetching the landing page's chunks at once, next to the entry chunk, and answers the
 * login buttons until React has hydrated the page.
 */
import { STORAGE_KEYS } from '@bebek/common/constants';
import { matchRoute, visitorAppRoutes } from '@/config/paths';
import { answerOpenAuthBeforeHydration } from '@/lib/auth-flags';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const landing =
  !stored(STORAGE_KEYS.authToken) &&
  stored(STORAGE_KEYS.showAuth) !== 'true' &&
  !visitorAppRoutes.some((pattern) => matchRoute(pattern, window.location.pathname));

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

if (landing) {
  answerOpenAuthBeforeHydration();
  preload(__LANDING_CHUNKS__);
} else {
  document.documentElement.dataset.boot = 'app';
  preload(__APP_CHUNKS__);
}
