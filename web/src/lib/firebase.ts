import type { Auth } from 'firebase/auth';

/**
 * Firebase Auth, loaded on demand (never on the first paint of a public page) and connected to
 * the Auth emulator in the local build. One instance for the whole app, created outside React.
 */
const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-bebek.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-bebek',
};
const authEmulatorUrl: string | undefined = import.meta.env.VITE_FIREBASE_PROJECT_ID
  ? undefined
  : (import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099');

const authPromises = new Map<string, Promise<Auth>>();

/**
 * The parents' session uses the default app; the admin panel uses its own named app, so an
 * operator signing in never replaces a parent's session in the same browser (and vice versa).
 */
export function firebaseAuth(appName: 'default' | 'admin' = 'default'): Promise<Auth> {
  let authPromise = authPromises.get(appName);
  authPromise ??= (async () => {
    const [{ initializeApp }, { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator }] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app = appName === 'default' ? initializeApp(firebaseConfig) : initializeApp(firebaseConfig, appName);
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    await auth.authStateReady();
    return auth;
  })();
  authPromises.set(appName, authPromise);
  return authPromise;
}
