import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts its children in a render and commit of their own, after the page around them has been
 * committed: a big page mounting at once makes one long commit (DOM and styles), which no
 * transition can split. For what is below the fold, so nothing on screen moves when it arrives.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
