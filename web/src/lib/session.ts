import { STORAGE_KEYS } from '@bebek/common/constants';
import { firebaseAuth } from './firebase';

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

/** A valid ID token for the API, refreshed by Firebase when it is about to expire; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  if (!hasSession()) return null;
  const auth = await firebaseAuth();
  const user = auth.currentUser;
  if (!user) return localStorage.getItem(STORAGE_KEYS.authToken);
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
