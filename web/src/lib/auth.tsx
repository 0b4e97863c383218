import { useQuery } from '@tanstack/react-query';
import { getCurrentUser, logout as logoutEndpoint } from '@bebek/common/api/auth';
import { getProfile } from '@bebek/common/api/profile';
import { NATIVE_MESSAGE_TYPES } from '@bebek/common/constants';
import type { CurrentUser, MessageResponse } from '@bebek/common/types';
import { LOGGED_OUT_LOCALLY } from '@/config/messages';
import { ApiError, callEndpoint } from './api-client';
import { endpointQuery } from './endpoint-queries';
import { notifyNativeApp } from './native-bridge';
import { queryClient } from './query-client';
import { hasSession, parentSession } from './session';

/**
 * Session-level queries used by the gates and every feature (bulletproof-react keeps the user in
 * lib/): the current user, the profile and logout. Login and register are in lib/sign-in.ts.
 */

/** The profile, fetched only when a token exists (part 1 §7); a 401 ends the stale session. */
export function useProfile() {
  return useQuery({
    ...endpointQuery(getProfile),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(getProfile, { signal });
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

/** The current user (part 1 §4): only with a token, never retried, never fresh; a 401 means no user. */
export function useMe() {
  return useQuery<CurrentUser | null>({
    queryKey: [...getCurrentUser.queryKey!({})],
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(getCurrentUser, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    enabled: hasSession(),
    staleTime: 0,
  });
}

/** Logout (part 1 §4): the server ends every session; whatever it answers, this browser signs out. */
export async function logout(): Promise<MessageResponse> {
  let result = { message: LOGGED_OUT_LOCALLY };
  try {
    result = await callEndpoint(logoutEndpoint);
  } catch (error) {
    console.warn('Logout call failed; logging out locally', error);
  }
  notifyNativeApp(NATIVE_MESSAGE_TYPES.logout, {});
  parentSession.end();
  queryClient.clear();
  return result;
}
