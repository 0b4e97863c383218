/**
 * How the boot scripts of the prerendered pages load the app (docs/decisions/0011-web-first-view.md):
 * index.html's (app/boot.ts) and game.html's (app/game-boot.ts, ADR 0017). Classic scripts inline it.
 */
/**
 * Chromium spends about a millisecond of the main thread on each modulepreload link it is given
 * (measured: 15–30 ms for the landing page's links in one go, four times that at Lighthouse's
 * mobile CPU). After a prerendered page's first paint the links are added a few per task, so that
 * the page stays responsive in between; before the app's first paint (`inTasks` false) they are
 * added at once, while nothing is on screen yet.
 */
const PRELOADS_PER_TASK = 3;

export function loadApp(entry: string, chunks: string[], inTasks: boolean): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.appendChild(script);
  const preloads = [...chunks];
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
export function afterFirstPaint(load: () => void): void {
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
