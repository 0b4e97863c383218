import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page the server drew (the game link's first view, ADR 0017), true
 * from the next render on, and true at once on a page drawn in the browser. A form drawn on the
 * server is read-only until then: what a fast thumb typed before the scripts arrived would be
 * replaced by the hydrated (empty) state, and a submit before them would reload the page; its
 * buttons say aria-disabled until then (a tap would do nothing yet).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
