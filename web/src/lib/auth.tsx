import { useQuery } from '@tanstack/react-query';
import { NATIVE_MESSAGE_TYPES, STORAGE_KEYS } from '@bebek/common/constants';
import type { AuthResponse, Profile } from '@bebek/common/types';
import { LOGGED_OUT_LOCALLY } from '@/config/messages';
import { ApiError, apiRequest } from './api-client';
import { notifyNativeApp } from './native-bridge';
import { queryClient } from './query-client';
import { endSession, hasSession, startSession } from './session';

/**
 * Session-level calls and queries used by the gates and every feature (bulletproof-react keeps
 * the user in lib/): login, register, logout, the current user and the profile.
 */
export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return apiRequest<Profile>('/api/protected/profile');
}

/** The profile, fetched only when a token exists (part 1 §7); a 401 ends the stale session. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => {
      try {
        return await getProfile();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          await endSession();
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

const MINIMAL_PROFILE = { id: '0', fullName: '', email: '' };

/** Login and register success (part 1 §4): token stored, profile fetched and cached, native app told. */
async function completeSignIn(answer: AuthResponse): Promise<void> {
  const token = await startSession(answer.token);
  let profile: Pick<Profile, 'id' | 'fullName' | 'email'> = MINIMAL_PROFILE;
  try {
    const full = await getProfile();
    queryClient.setQueryData(profileQueryKey, full);
    profile = full;
  } catch (error) {
    console.warn('Profile fetch after sign-in failed; using a minimal profile', error);
  }
  notifyNativeApp(NATIVE_MESSAGE_TYPES.loginSuccess, { user: { id: profile.id, fullName: profile.fullName, email: profile.email }, token });
}

export async function login(input: { email: string; password: string }): Promise<void> {
  const answer = await apiRequest<AuthResponse>('/api/auth/login', { method: 'POST', body: input, anonymous: true });
  await completeSignIn(answer);
}

export async function register(input: {
  fullName: string;
  email: string;
  phone?: string;
  password: string;
  gender?: string;
  birthDate?: string;
  healthDataConsent?: boolean;
}): Promise<void> {
  const answer = await apiRequest<AuthResponse>('/api/auth/register', { method: 'POST', body: input, anonymous: true });
  localStorage.removeItem(STORAGE_KEYS.walkthroughCompleted);
  await completeSignIn(answer);
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
  await endSession();
  queryClient.clear();
  return result;
}
