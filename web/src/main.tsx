/**
 * The entry: starts the app in steps, each evaluated in a task of its own so that none holds the
 * browser for long (Lighthouse counts every task over 50 ms, at 4× CPU, against the page): React,
 * then MUI, Emotion and the app's wiring (app/start.tsx), which then loads the page itself. The
 * HTML already preloads all of them (web/prerender-plugin.ts), so the steps cost no round trips.
 *
 * A chunk missing after a deploy reloads the page once, wherever it is imported (lib/chunk-reload.ts);
 * if React or the app's wiring still cannot be loaded, the page says so without them.
 */
import { loadChunk, reloadOnPreloadError, showPlainLoadFailure } from '@/lib/chunk-reload';

reloadOnPreloadError();

function domReady(): Promise<void> {
  // index.html's boot script may add this module before the page is parsed
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

loadChunk(() => import('react-dom/client'))
  .then(() => loadChunk(() => import('@/app/start')))
  .then(async ({ startApp }) => {
    await domReady();
    const container = document.getElementById('root');
    if (!container) throw new Error('root element missing');
    startApp(container);
  })
  .catch(async (error: unknown) => {
    console.error('The app could not be started', error);
    await domReady();
    const container = document.getElementById('root');
    // a visitor's prerendered landing page still reads: it stays
    if (container?.firstElementChild && document.documentElement.dataset.boot !== 'app') return;
    showPlainLoadFailure(container);
  });
