import { STORAGE_KEYS } from '@bebek/common/constants';

/** The walkthrough is replayable from the profile: clearing the flag makes the gate show it again. */
export function replayWalkthrough(): void {
  localStorage.removeItem(STORAGE_KEYS.walkthroughCompleted);
  window.location.assign('/');
}

export function completeWalkthrough(): void {
  localStorage.setItem(STORAGE_KEYS.walkthroughCompleted, 'true');
  window.location.assign('/');
}
