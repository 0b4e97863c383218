import { STORAGE_KEYS } from '@bebek/common/constants';

/** Both login buttons of the landing page set the local flag showAuth and reload (spec part 1 §2). */
export function openAuthScreen(): void {
  localStorage.setItem(STORAGE_KEYS.showAuth, 'true');
  window.location.reload();
}
