import { HOST, PORTS, PROJECT_ID } from './ports';

/** Environment that points firebase-admin in a script or test at the local emulators. */
export function useEmulators(): void {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
}

/** Exchanges the api's custom token for an ID token at the Auth emulator, as the browser's Firebase SDK does. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const response = await fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
