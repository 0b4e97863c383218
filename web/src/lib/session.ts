import { STORAGE_KEYS } from '@bebek/common/constants';
import { firebaseAuth } from './firebase';
import { isFresh } from './token';

/**
 * The session: Firebase Auth keeps the user signed in (refresh token in IndexedDB); the current
 * ID token is mirrored under the local key authToken (spec part 1 §9) and refreshed before it
 * expires, so a parent stays signed in past the one-hour ID-token lifetime without noticing.
 */
export function hasSession(): boolean {
  return Boolean(localStorage.getItem(STORAGE_KEYS.authToken));
}

function storeToken(token: string | null): void {
  if (token) localStorage.setItem(STORAGE_KEYS.authToken, token);
  else localStorage.removeItem(STORAGE_KEYS.authToken);
}

/**
 * A valid ID token for the API; null when signed out. While the stored token has more than five
 * minutes left it is used as it is, as Firebase would, without loading Firebase Auth (45 KB gzip,
 * and its start-up work) on every page load; then Firebase refreshes it.
 */
export async function currentIdToken(): Promise<string | null> {
  const stored = localStorage.getItem(STORAGE_KEYS.authToken);
  if (!stored) return null;
  if (isFresh(stored)) return stored;
  const auth = await firebaseAuth();
  const user = auth.currentUser;
  if (!user) return localStorage.getItem(STORAGE_KEYS.authToken); // a sign-out meanwhile has cleared it
  const token = await user.getIdToken();
  storeToken(token);
  return token;
}

/** Signs the browser in with the custom token the api returned at login or register. */
export async function startSession(customToken: string): Promise<string> {
  const [auth, { signInWithCustomToken }] = await Promise.all([firebaseAuth(), import('firebase/auth')]);
  const credential = await signInWithCustomToken(auth, customToken);
  const token = await credential.user.getIdToken();
  storeToken(token);
  return token;
}

export async function endSession(): Promise<void> {
  storeToken(null);
  try {
    const [auth, { signOut }] = await Promise.all([firebaseAuth(), import('firebase/auth')]);
    await signOut(auth);
  } catch (error) {
    console.warn('Firebase sign-out failed', error);
  }
}
