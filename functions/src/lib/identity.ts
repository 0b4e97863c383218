import { config } from '../config';

/**
 * Firebase Auth's Identity Toolkit REST API for what firebase-admin cannot do: checking a
 * password and turning a custom token into an ID token. Locally it is the Auth emulator.
 */
function endpoint(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/${method}?key=${encodeURIComponent(config().webApiKey)}`;
}

interface IdentityError {
  error?: { message?: string };
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  const response = await fetch(endpoint(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json().catch(() => ({}))) as T & IdentityError;
  if (!response.ok) return { ok: false, reason: json.error?.message ?? `HTTP ${response.status}` };
  return { ok: true, value: json };
}

/** The uid when the password is right; undefined for a wrong password or an unknown e-mail. */
export async function verifyPassword(email: string, password: string): Promise<string | undefined> {
  const result = await call<{ localId: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return result.ok ? result.value.localId : undefined;
}

/**
 * Applies an e-mail verification code (Firebase Auth's oobCode) with `accounts:update`: the account
 * and address it verified (as far as the answer names them), or Identity Toolkit's reason
 * (INVALID_OOB_CODE, EXPIRED_OOB_CODE, USER_DISABLED, ...).
 */
export async function applyEmailVerificationCode(
  oobCode: string,
): Promise<{ ok: true; uid: string | undefined; email: string | undefined } | { ok: false; reason: string }> {
  const result = await call<{ localId?: string; email?: string; emailVerified?: boolean }>('accounts:update', { oobCode });
  if (!result.ok) return result;
  if (result.value.emailVerified === false) return { ok: false, reason: 'NOT_VERIFIED' };
  return { ok: true, uid: result.value.localId, email: result.value.email };
}

/** The ID token Firebase Auth issues for a custom token we minted (the session token clients receive). */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  const result = await call<{ idToken: string }>('accounts:signInWithCustomToken', { token: customToken, returnSecureToken: true });
  if (!result.ok || !result.value.idToken) throw new Error(`custom token exchange failed: ${result.ok ? 'no idToken' : result.reason}`);
  return result.value.idToken;
}
