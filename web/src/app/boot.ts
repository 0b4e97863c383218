/**
 * The boot script: a tiny classic script in the head of index.html (the CSP forbids inline
 * scripts), run before the prerendered landing page is painted (docs/decisions/0011-web-first-view.md).
 *
 * - When this visit does not show the landing page (a session token, the showAuth flag, or a
 *   visitor route of its own), it marks the page data-boot="app", which hides the landing page
 *   until the app renders (no flash of it), puts the dashboard's CSS in place and loads the app's
 *   scripts at once.
 * - On the landing page it lets the browser paint the prerendered page first, then loads the
 *   scripts that hydrate it, and answers the login buttons until they are hydrated.
 */
import { STORAGE_KEYS } from '@bebek/common/constants';
import { matchRoute, visitorAppRoutes } from '@/config/paths';
import { answerOpenAuthBeforeHydration } from '@/lib/auth-flags';
import { afterFirstPaint, loadApp } from './boot-loader';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const load = (chunks: string[], inTasks: boolean) => loadApp(__ENTRY__, [...__ENTRY_CHUNKS__, ...chunks], inTasks);

const landing =
  !stored(STORAGE_KEYS.authToken) &&
  stored(STORAGE_KEYS.showAuth) !== 'true' &&
  !visitorAppRoutes.some((pattern) => matchRoute(pattern, window.location.pathname));

if (landing) {
  answerOpenAuthBeforeHydration();
  afterFirstPaint(() => load(__LANDING_CHUNKS__, true));
} else {
  document.documentElement.dataset.boot = 'app';
  // the signed-in dashboard's CSS, collected at build time: in place before Emotion starts, it is not compiled again
  const styles = document.getElementById('app-styles');
  if (styles instanceof HTMLTemplateElement) document.head.appendChild(styles.content);
  load(__APP_CHUNKS__, false);
}
