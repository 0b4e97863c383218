import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A session storage as the browser keeps one per tab. */
function memoryStore(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: https://bebek.app/assets/pages-Ab12.js');

describe('isChunkLoadError', () => {
  it('recognises a failed dynamic import in Chromium, Firefox and Safari, and a failed CSS preload', async () => {
    const { isChunkLoadError } = await import('./chunk-reload');
    expect(isChunkLoadError(chunkGone())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://bebek.app/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });
  it('leaves other failures alone: a module that throws, a failed call, what is not an error', async () => {
    const { isChunkLoadError } = await import('./chunk-reload');
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('claimReload', () => {
  it('allows one reload, then none within the window', async () => {
    const { claimReload, RELOAD_WINDOW_MS } = await import('./chunk-reload');
    const store = memoryStore();
    const now = 1_800_000_000_000;
    expect(claimReload(store, now)).toBe(true);
    expect(claimReload(store, now + 1)).toBe(false);
    expect(claimReload(store, now + RELOAD_WINDOW_MS - 1)).toBe(false);
  });
  it('allows a reload again once the window has passed (a later deploy in the same tab)', async () => {
    const { claimReload, RELOAD_WINDOW_MS } = await import('./chunk-reload');
    const store = memoryStore();
    const now = 1_800_000_000_000;
    expect(claimReload(store, now)).toBe(true);
    expect(claimReload(store, now + RELOAD_WINDOW_MS)).toBe(true);
    expect(claimReload(store, now + RELOAD_WINDOW_MS + 1)).toBe(false);
  });
  it('ignores a record from the future (the clock was set back) and a malformed one', async () => {
    const { claimReload } = await import('./chunk-reload');
    const store = memoryStore();
    store.setItem('chunkReloadAt', String(2_000_000_000_000));
    expect(claimReload(store, 1_800_000_000_000)).toBe(true);
    store.setItem('chunkReloadAt', 'dün');
    expect(claimReload(store, 1_800_000_000_000)).toBe(true);
  });
  it('never reloads when the record cannot be kept: no storage, or storage that throws', async () => {
    const { claimReload } = await import('./chunk-reload');
    expect(claimReload(null, Date.now())).toBe(false);
    const full: Pick<Storage, 'getItem' | 'setItem'> = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(claimReload(full, Date.now())).toBe(false);
  });
});

describe('reloadForChunkError and loadChunk in a page', () => {
  let reload: ReturnType<typeof vi.fn>;
  let listeners: Map<string, (event: Event) => void>;

  beforeEach(() => {
    // a fresh module each time: whether this page is reloading is module state
    vi.resetModules();
    reload = vi.fn();
    listeners = new Map();
    vi.stubGlobal('window', {
      sessionStorage: memoryStore(),
      location: { reload },
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads once for a missing chunk; the import waits for the reload instead of failing', async () => {
    const { loadChunk, isReloading } = await import('./chunk-reload');
    const settled = vi.fn();
    void loadChunk(() => Promise.reject(chunkGone())).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloading()).toBe(true);
    expect(settled).not.toHaveBeenCalled();
  });

  it('after that reload, the same failure is the caller’s to show', async () => {
    window.sessionStorage.setItem('chunkReloadAt', String(Date.now() - 5_000));
    const { loadChunk } = await import('./chunk-reload');
    await expect(loadChunk(() => Promise.reject(chunkGone()))).rejects.toThrow('dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for a module that throws while it runs', async () => {
    const { loadChunk } = await import('./chunk-reload');
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes a loaded module through', async () => {
    const { loadChunk } = await import('./chunk-reload');
    await expect(loadChunk(() => Promise.resolve({ default: 'sayfa' }))).resolves.toEqual({ default: 'sayfa' });
  });

  it('reloads once on Vite’s vite:preloadError, however many imports fail with it', async () => {
    const { reloadOnPreloadError } = await import('./chunk-reload');
    reloadOnPreloadError();
    const dispatch = listeners.get('vite:preloadError');
    expect(dispatch).toBeDefined();
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: chunkGone() });
    dispatch?.(event);
    dispatch?.(event);
    expect(reload).toHaveBeenCalledTimes(1);
    // the import still rejects for its caller (a cancelled event would resolve it with undefined)
    expect(event.defaultPrevented).toBe(false);
  });
});
