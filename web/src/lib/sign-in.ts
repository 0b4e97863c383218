import { login as loginEndpoint, register as registerEndpoint } from '@bebek/common/api/auth';
import { getProfile } from '@bebek/common/api/profile';
import type { BodyOf } from '@bebek/common/api/endpoint';
import { NATIVE_MESSAGE_TYPES, STORAGE_KEYS } from '@bebek/common/constants';
import type { AuthResponse, Profile } from '@bebek/common/types';
import { callEndpoint } from './api-client';
import { notifyNativeApp } from './native-bridge';
import { parentSession } from './session';

/**
 * Login and register (part 1 §4), without TanStack Query: the public game page signs guests in
 * too, and its first view does not load the query library. Both end in a full page load, which
 * starts the app's caches fresh with the new session.
 */
const MINIMAL_PROFILE = { id: '0', fullName: '', email: '' };

/** Login, register and the e-mailed sign-in link's success: token stored, profile fetched and stored with it (a minimal one if that fails), native app told. */
export async function completeSignIn(answer: AuthResponse): Promise<void> {
  const token = answer.token;
  parentSession.start(token);
  let profile: Pick<Profile, 'id' | 'fullName' | 'email'> = MINIMAL_PROFILE;
  try {
    profile = await callEndpoint(getProfile);
  } catch (error) {
    console.warn('Profile fetch after sign-in failed; using a minimal profile', error);
  }
  // stored together with the token (part 1 §4), and removed with it (session.ts)
  try {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify({ ...profile, token }));
  } catch (error) {
    console.warn('The signed-in profile could not be stored', error);
  }
  notifyNativeApp(NATIVE_MESSAGE_TYPES.loginSuccess, { user: { id: profile.id, fullName: profile.fullName, email: profile.email }, token });
}

export async function login(input: BodyOf<typeof loginEndpoint>): Promise<void> {
  await completeSignIn(await callEndpoint(loginEndpoint, { body: input }));
}

type RegisterBody = BodyOf<typeof registerEndpoint>;
/**
 * What the register forms fill in; the rest is optional in the schema (empty, or no consent, when
 * left out). The gender is the game page's toggle value, checked by the api like every field.
 */
export type RegisterInput = Pick<RegisterBody, 'fullName' | 'email' | 'password'> & Partial<Omit<RegisterBody, 'gender'>> & { gender?: string };

export async function register(input: RegisterInput): Promise<void> {
  const body = { phone: '', gender: '', birthDate: '', healthDataConsent: false, ...input } as RegisterBody;
  const answer = await callEndpoint(registerEndpoint, { body });
  localStorage.removeItem(STORAGE_KEYS.walkthroughCompleted);
  await completeSignIn(answer);
}
