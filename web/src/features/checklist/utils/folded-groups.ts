import { useCallback, useState } from 'react';

/**
 * Which categories of a list this browser keeps folded, remembered in localStorage per list and tab:
 * a parent who folds what she has finished finds it folded next time. Categories start open (the
 * spec's grouped list); a storage the browser refuses (private mode) just forgets.
 */
const STORAGE_PREFIX = 'checklist-folded:';

function read(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, titles: readonly string[]): void {
  try {
    if (titles.length === 0) window.localStorage.removeItem(STORAGE_PREFIX + key);
    else window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(titles));
  } catch {
    // nothing to do: the fold simply is not remembered
  }
}

export function useFoldedGroups(key: string) {
  const [state, setState] = useState(() => ({ key, folded: read(key) }));
  // another tab of the view (a new key) reads its own remembered folds
  const folded = state.key === key ? state.folded : read(key);
  const save = useCallback(
    (titles: string[]) => {
      write(key, titles);
      setState({ key, folded: titles });
    },
    [key],
  );
  return {
    isFolded: (title: string) => folded.includes(title),
    toggle: (title: string) => save(folded.includes(title) ? folded.filter((entry) => entry !== title) : [...folded, title]),
    foldAll: (titles: readonly string[]) => save([...titles]),
    unfoldAll: () => save([]),
  };
}
