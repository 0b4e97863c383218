import type { PublicProfile } from '../types';
import { endpoint } from './endpoint';

/** The key every public profile is cached under, followed by its user id: a profile change makes them all stale. */
export const PUBLIC_PROFILES_KEY = ['public-profile'] as const;

/** What a visitor may see of a parent, and the links to join in (part 1 §2 'Public profile'). */
export const getPublicProfile = /*#__PURE__*/ endpoint<PublicProfile>()({
  method: 'GET',
  path: '/api/public-profile/:userId',
  access: 'public',
  queryKey: ({ userId }) => [...PUBLIC_PROFILES_KEY, userId],
});
