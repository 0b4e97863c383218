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

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Chromium spends about a millisecond of the main thread on each modulepreload link it is given
 * (measured: 15–30 ms for the landing page's links in one go, four times that at Lighthouse's
 * mobile CPU). After the landing page's first paint the links are added a few per task, so that
 * the page stays responsive in between; before the app's first paint (`inTasks` false) they are
 * added at once, while nothing is on screen yet.
 */
const PRELOADS_PER_TASK = 3;

function load(chunks: string[], inTasks: boolean): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = __ENTRY__;
  document.head.appendChild(script);
  const preloads = [...__ENTRY_CHUNKS__, ...chunks];
  const addSome = () => {
    for (const href of preloads.splice(0, inTasks ? PRELOADS_PER_TASK : preloads.length)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    if (preloads.length > 0) setTimeout(addSome, 0);
  };
  addSome();
}

/**
 * Runs `load` once the prerendered page has been painted (its first contentful paint), so the
 * scripts that hydrate it neither delay that paint nor share the network with it; a page that
 * paints nothing for 3 s (a background tab) loads them then.
 */
function afterFirstPaint(load: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    load();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // the callback of the first frame runs before its paint; the timeout it sets, after it
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 3000);
}

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
