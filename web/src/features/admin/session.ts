import { firebaseAuth } from '@/lib/firebase';

/**
 * The admin session, separate from any parent session in the same browser: its own Firebase
 * app, its ID token (with the role claim) kept under the local key adminToken.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

export function hasAdminSession(): boolean {
  return Boolean(localStorage.getItem(ADMIN_TOKEN_KEY));
}

export async function startAdminSession(customToken: string): Promise<void> {
  const [auth, { signInWithCustomToken }] = await Promise.all([firebaseAuth('admin'), import('firebase/auth')]);
  const credential = await signInWithCustomToken(auth, customToken);
  localStorage.setItem(ADMIN_TOKEN_KEY, await credential.user.getIdToken());
}

/** A fresh admin ID token (Firebase refreshes it before it expires); null without a session. */
export async function adminIdToken(): Promise<string | null> {
  if (!hasAdminSession()) return null;
  const auth = await firebaseAuth('admin');
  if (!auth.currentUser) return localStorage.getItem(ADMIN_TOKEN_KEY);
  const token = await auth.currentUser.getIdToken();
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  return token;
}

export async function endAdminSession(): Promise<void> {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  const [auth, { signOut }] = await Promise.all([firebaseAuth('admin'), import('firebase/auth')]);
  await signOut(auth).catch((error: unknown) => console.warn('Admin sign-out failed', error));
}
