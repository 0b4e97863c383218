import { STORAGE_KEYS } from '@bebek/common/constants';

/** Both login buttons of the landing page set the local flag showAuth and reload (spec part 1 §2). */
export function openAuthScreen(): void {
  localStorage.setItem(STORAGE_KEYS.showAuth, 'true');
  window.location.reload();
}

/**
 * The login buttons of the prerendered landing page carry this attribute: the boot script answers
 * their press before React has hydrated the page (openAuthScreen answers it afterwards too).
 */
export const openAuthAttribute = { 'data-open-auth': '' } as const;

export function answerOpenAuthBeforeHydration(): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-open-auth]')) openAuthScreen();
  });
}

let flagOnLoad: boolean | undefined;
let used = false;

/**
 * Whether the landing route shows the auth screen: the showAuth flag was set when this page loaded
 * and no auth screen has been shown for it yet. The flag is cleared when read; the answer is kept,
 * so a render React throws away before committing reads the same.
 */
export function showAuthInsteadOfLanding(): boolean {
  if (flagOnLoad === undefined) {
    flagOnLoad = localStorage.getItem(STORAGE_KEYS.showAuth) === 'true';
    if (flagOnLoad) localStorage.removeItem(STORAGE_KEYS.showAuth);
  }
  return flagOnLoad && !used;
}

/** The auth screen the flag asked for has been shown: later visits of the landing route show the landing page. */
export function markShowAuthUsed(): void {
  used = true;
}
