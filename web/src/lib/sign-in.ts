import { NATIVE_MESSAGE_TYPES, STORAGE_KEYS } from '@bebek/common/constants';
import type { AuthResponse, Profile } from '@bebek/common/types';
import { apiRequest } from './api-client';
import { notifyNativeApp } from './native-bridge';
import { getProfile } from './profile-api';
import { parentSession } from './session';

/**
 * Login and register (part 1 §4), without TanStack Query: the public game page signs guests in
 * too, and its first view does not load the query library. Both end in a full page load, which
 * starts the app's caches fresh with the new session.
 */
const MINIMAL_PROFILE = { id: '0', fullName: '', email: '' };

/** Login and register success: token stored, profile fetched (a minimal one if that fails), native app told. */
async function completeSignIn(answer: AuthResponse): Promise<void> {
  const token = answer.token;
  parentSession.start(token);
  let profile: Pick<Profile, 'id' | 'fullName' | 'email'> = MINIMAL_PROFILE;
  try {
    profile = await getProfile();
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
