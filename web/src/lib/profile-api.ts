import type { Profile } from '@bebek/common/types';
import { apiRequest } from './api-client';

/** GET /api/protected/profile: the profile of the signed-in parent (part 1 §7). */
export function getProfile(): Promise<Profile> {
  return apiRequest<Profile>('/api/protected/profile');
}
