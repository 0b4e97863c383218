import type { Profile } from '../types';
import { getCurrentUser } from './auth';
import { getChecklistClaims } from './checklist';
import { getCareCalendar } from './care-calendar';
import { endpoint } from './endpoint';
import { getProfile } from './profile';
import { PUBLIC_PROFILES_KEY } from './public-profile';

/**
 * The gentle pause (issue 18, ADR 0018): the parent stops everything about the baby, quietly, and
 * can undo it or start a new pregnancy later. Each answers the profile after the change; the
 * web app reloads its pages afterwards, as every screen changes.
 */
const everythingChanged = () => [
  getProfile.queryKey!({}),
  getCurrentUser.queryKey!({}),
  PUBLIC_PROFILES_KEY,
  getCareCalendar.queryKey!({}),
  getChecklistClaims.queryKey!({}),
];

export const pausePregnancy = endpoint<Profile>()({
  method: 'POST',
  path: '/api/protected/pregnancy/pause',
  access: 'parent',
  invalidates: everythingChanged,
});

/** Undo: the pages, the games the pause closed and the countdown come back as they were. */
export const resumePregnancy = endpoint<Profile>()({
  method: 'POST',
  path: '/api/protected/pregnancy/resume',
  access: 'parent',
  invalidates: everythingChanged,
});

/** A new pregnancy after a pause: a new expected date, fresh week content; the old games stay closed, as history. */
export const startNewPregnancy = endpoint<Profile>()({
  method: 'POST',
  path: '/api/protected/pregnancy/new',
  access: 'parent',
  body: () => import('../schemas/profile').then((schemas) => schemas.newPregnancySchema),
  invalidates: everythingChanged,
});
