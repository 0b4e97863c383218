import { refreshSession } from '@bebek/common/api/auth';
import { STORAGE_KEYS } from '@bebek/common/constants';
import { isFresh } from './token';

/**
 * A signed-in session as the api hands it out (ADR 0013): the token login answered, kept in local
 * storage (the parent's under authToken, spec part 1 §9) and sent as the Bearer token. Shortly
 * before it expires the browser trades its httpOnly session cookie, set by the same login, for a
 * new one at the session's refresh route, so a parent stays signed in across reloads and past the
 * token's one-hour lifetime. No Firebase SDK runs in the browser.
 */
export interface TokenSession {
  has(): boolean;
  /** A token to send now; null when signed out (or when the session has ended elsewhere). */
  current(): Promise<string | null>;
  start(token: string): void;
  end(): void;
}

/** `companionKeys`: what is stored with the token and must go when it goes (the parent's stored profile). */
export function tokenSession(storageKey: string, refreshPath: string, companionKeys: readonly string[] = []): TokenSession {
  const clear = () => {
    localStorage.removeItem(storageKey);
    for (const key of companionKeys) localStorage.removeItem(key);
  };

  let refreshing: Promise<string | null> | undefined;

  const refresh = async (stale: string): Promise<string | null> => {
    try {
      const response = await fetch(refreshPath, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (response.status === 401) {
        // The session ended (logout elsewhere, a password reset, 30 idle days): sign this browser out.
        if (localStorage.getItem(storageKey) === stale) clear();
        return null;
      }
      if (!response.ok) return stale; // the api is unreachable for now: the old token may still be valid
      const { token } = (await response.json()) as { token: string };
      if (localStorage.getItem(storageKey) !== stale) return localStorage.getItem(storageKey); // signed out or in again meanwhile
      localStorage.setItem(storageKey, token);
      return token;
    } catch {
      return stale;
    }
  };

  return {
    // on the server, drawing a game link's first view (ADR 0017), nobody is signed in
    has: () => typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(storageKey)),
    async current() {
      const stored = localStorage.getItem(storageKey);
      if (!stored) return null;
      if (isFresh(stored)) return stored;
      // one refresh at a time, however many calls are waiting for it
      refreshing ??= refresh(stored).finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    start: (token) => localStorage.setItem(storageKey, token),
    end: clear,
  };
}

/** The parent's session. */
export const parentSession = tokenSession(STORAGE_KEYS.authToken, refreshSession.path, [STORAGE_KEYS.authUser]);

export const hasSession = (): boolean => parentSession.has();
export const currentIdToken = (): Promise<string | null> => parentSession.current();
