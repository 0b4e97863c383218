import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, READ_TIMEOUT_MS } from './api-client';

/** A fetch that answers only when told to, and fails as the browser's does when its signal aborts. */
function hangingFetch() {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  const fetch = vi.fn((path: string, init: RequestInit) => {
    calls.push({ path, init });
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
  return { fetch, calls };
}

describe('apiRequest and a server that does not answer', () => {
  let timeout: AbortController;

  beforeEach(() => {
    timeout = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout.signal);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives up on a read after READ_TIMEOUT_MS, so the screen can offer a retry', async () => {
    const { fetch } = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    const read = apiRequest('/api/service-categories', { anonymous: true });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(AbortSignal.timeout).toHaveBeenCalledWith(READ_TIMEOUT_MS);
    timeout.abort(new DOMException('signal timed out', 'TimeoutError'));
    await expect(read).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('keeps the caller’s signal too: a cancelled query still stops its read', async () => {
    const { fetch } = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    const caller = new AbortController();
    const read = apiRequest('/api/service-categories', { anonymous: true, signal: caller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    caller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not cut a change short (an upload on a slow line)', async () => {
    const { fetch, calls } = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    void apiRequest('/api/protected/profile', { method: 'PATCH', body: { fullName: 'Ayşe' }, token: 'token' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(calls[0]?.init.signal).toBeUndefined();
    expect(AbortSignal.timeout).not.toHaveBeenCalled();
  });
});
