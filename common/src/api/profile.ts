import type { AccountExport, MessageResponse, Profile } from '../types';
import { getCurrentUser } from './auth';
import { BABY_GROWTH_KEY, BABY_VACCINES_KEY } from './baby-keys';
import { endpoint } from './endpoint';
import { PUBLIC_PROFILES_KEY } from './public-profile';

/** The signed-in parent's own profile (part 1 §7): read by the gates, the shell and most screens, one cache entry. */
export const getProfile = endpoint<Profile>()({
  method: 'GET',
  path: '/api/protected/profile',
  access: 'parent',
  queryKey: () => ['profile'],
});

/**
 * What a change of the profile makes stale: the profile and /api/auth/me (part 1 §7: both are
 * refetched), and the public profiles the parent may have looked at, their own among them.
 */
const profileChanged = () => [getProfile.queryKey!({}), getCurrentUser.queryKey!({}), PUBLIC_PROFILES_KEY];

/** Changes only the fields sent; the answer is the whole profile after the change. */
export const updateProfile = endpoint<Profile>()({
  method: 'PATCH',
  path: '/api/protected/profile',
  access: 'parent',
  body: () => import('../schemas/profile').then((schemas) => schemas.profilePatchSchema),
  invalidates: profileChanged,
});

/** Deletes the account and everything it owns, after the password is confirmed. */
export const deleteAccount = endpoint<MessageResponse>()({
  method: 'DELETE',
  path: '/api/protected/profile',
  access: 'parent',
  body: () => import('../schemas/auth').then((schemas) => schemas.deleteAccountSchema),
});

/** KVKK: everything stored about the parent, downloaded as a file (never cached). */
export const exportAccount = endpoint<AccountExport>()({
  method: 'GET',
  path: '/api/protected/profile/export',
  access: 'parent',
});

/** Baby info (part 2 §3): completes the onboarding; the answer is the profile. */
export const saveBabyInfo = endpoint<Profile>()({
  method: 'POST',
  path: '/api/protected/baby-info',
  access: 'parent',
  body: () => import('../schemas/profile').then((schemas) => schemas.babyInfoSchema),
  // the baby's birth date and sex date the vaccines and place the growth entries on WHO's curves (issue 25)
  invalidates: () => [...profileChanged(), [...BABY_VACCINES_KEY], [...BABY_GROWTH_KEY]],
});

/** Lets the parent into the app without baby info; the dashboard keeps inviting them to fill it in. */
export const skipBabyInfo = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/protected/baby-info/skip',
  access: 'parent',
  invalidates: profileChanged,
});

/** Asks to change the sign-in e-mail: needs the current password; takes effect once the new address confirms (ADR 0016). */
export const requestEmailChange = endpoint<MessageResponse & { pendingEmail: string }>()({
  method: 'POST',
  path: '/api/protected/profile/email',
  access: 'parent',
  body: () => import('../schemas/profile').then((schemas) => schemas.emailChangeSchema),
  invalidates: profileChanged,
});

/** The link sent to the new address: makes the change. Public: the token is the credential. */
export const confirmEmailChange = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/email-change/confirm',
  access: 'public',
  body: () => import('../schemas/profile').then((schemas) => schemas.emailChangeTokenSchema),
});

/** The link sent to the old address: cancels the change (or puts the old address back) and ends every session. */
export const undoEmailChange = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/email-change/undo',
  access: 'public',
  body: () => import('../schemas/profile').then((schemas) => schemas.emailChangeTokenSchema),
});
