import { urls } from '../../../scripts/lib/ports';
import { admin } from './stack';

/**
 * An attacker's or a stale client's token made behind the api's back: a custom token minted with
 * the Admin SDK and exchanged at the Auth emulator. It is a genuine Firebase ID token, but not one
 * the api issued (no session version unless the claims carry one), so the api must refuse it.
 * Only the deeper tests use it; the spec-client suite never does.
 */
export async function forgedIdToken(uid: string, claims: Record<string, unknown> = {}): Promise<string> {
  const customToken = await admin().auth.createCustomToken(uid, claims);
  const response = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
