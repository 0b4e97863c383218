/**
 * After a deploy the chunks an open page was built with are gone from the host (their names carry
 * a content hash), so the next lazy import of that page fails with a 404 or, offline, a network
 * error. A reload brings the new HTML and its chunks: it is done once, and a failure within
 * RELOAD_WINDOW_MS of that reload is shown as a message instead (the caller's), since reloading
 * again would not help and could loop. No React here: the entry (src/main.tsx) uses it before
 * React has loaded.
 */
const RELOAD_KEY = 'chunkReloadAt';

/** A chunk failing this soon after the reload it caused is not a stale page: no second reload. */
export const RELOAD_WINDOW_MS = 60_000;

/** The messages a failed dynamic import rejects with: Chromium, Firefox, Safari; Vite's CSS preload. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

export type ReloadStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a reload may be tried now, recorded in `store` (the tab's session storage) when it may:
 * not when the last one was less than RELOAD_WINDOW_MS ago, and never when the store cannot keep
 * the record (a loop could not be stopped).
 */
export function claimReload(store: ReloadStore | null, now: number): boolean {
  if (!store) return false;
  try {
    const last = Number(store.getItem(RELOAD_KEY));
    const elapsed = now - last;
    if (last > 0 && elapsed >= 0 && elapsed < RELOAD_WINDOW_MS) return false;
    store.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): ReloadStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let reloading = false;

/** True once this page has started a reload for a missing chunk: what fails after that is not shown. */
export function isReloading(): boolean {
  return reloading;
}

/** Reloads the page for a chunk that failed to load, once per window; true when the page is reloading. */
export function reloadForChunkError(error: unknown): boolean {
  if (reloading) return true;
  if (!isChunkLoadError(error) || !claimReload(sessionStore(), Date.now())) return false;
  reloading = true;
  console.warn('Chunk missing, reloading once', error);
  window.location.reload();
  return true;
}

/**
 * A dynamic import that reloads the page once when its chunk is gone. While the page reloads the
 * promise never settles, so the screen keeps its loading state instead of flashing an error.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadForChunkError(error)) return new Promise<T>(() => undefined);
    throw error;
  });
}

/**
 * Vite's import glue announces every failed dynamic import as `vite:preloadError` (a chunk, one of
 * its dependencies, or its CSS), also for imports no caller wraps in loadChunk (a lazily loaded
 * schema, say). The event is not cancelled: the import still rejects, for its caller to handle.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadForChunkError((event as Event & { payload?: unknown }).payload);
  });
}

/** What the page says when a chunk cannot be loaded even after the reload (also components/app-error-boundary.tsx). */
export const LOAD_FAILURE = {
  title: 'Sayfa yüklenemedi',
  text: 'Uygulamanın yeni bir sürümü yayımlanmış ya da bağlantınız kesilmiş olabilir. Sayfayı yenileyerek tekrar deneyin.',
  reload: 'Sayfayı Yenile',
};

/**
 * When the app itself (React, app/start.tsx) could not be loaded, there is no React to draw the
 * message: it is written into the page as plain elements, with a reload button.
 */
export function showPlainLoadFailure(container: HTMLElement | null): void {
  if (!container) return;
  const main = document.createElement('main');
  main.style.cssText = 'font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;text-align:center';
  const title = document.createElement('h1');
  const text = document.createElement('p');
  const button = document.createElement('button');
  title.textContent = LOAD_FAILURE.title;
  text.textContent = LOAD_FAILURE.text;
  button.textContent = LOAD_FAILURE.reload;
  button.addEventListener('click', () => window.location.reload());
  main.append(title, text, button);
  container.replaceChildren(main);
  delete document.documentElement.dataset.boot;
}
