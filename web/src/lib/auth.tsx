import { useQuery } from '@tanstack/react-query';
import { NATIVE_MESSAGE_TYPES } from '@bebek/common/constants';
import { LOGGED_OUT_LOCALLY } from '@/config/messages';
import { ApiError, apiRequest } from './api-client';
import { notifyNativeApp } from './native-bridge';
import { getProfile } from './profile-api';
import { queryClient } from './query-client';
import { hasSession, parentSession } from './session';

/**
 * Session-level queries used by the gates and every feature (bulletproof-react keeps the user in
 * lib/): the current user, the profile and logout. Login and register are in lib/sign-in.ts.
 */
export const profileQueryKey = ['profile'] as const;

/** The profile, fetched only when a token exists (part 1 §7); a 401 ends the stale session. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => {
      try {
        return await getProfile();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          parentSession.end();
          window.location.replace('/auth');
        }
        throw error;
      }
    },
    enabled: hasSession(),
  });
}

export interface MeResponse {
  id: string;
  fullName: string;
  email: string;
}

/** The current user (part 1 §4): only with a token, never retried, a 401 means no user. */
export function useMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      try {
        return await apiRequest<MeResponse>('/api/auth/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    enabled: hasSession(),
  });
}

/** Logout (part 1 §4): the server ends every session; whatever it answers, this browser signs out. */
export async function logout(): Promise<{ message: string }> {
  let result = { message: LOGGED_OUT_LOCALLY };
  try {
    result = await apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    console.warn('Logout call failed; logging out locally', error);
  }
  notifyNativeApp(NATIVE_MESSAGE_TYPES.logout, {});
  parentSession.end();
  queryClient.clear();
  return result;
}
