/** Seconds until an ID token expires (its JWT 'exp' claim); 0 when it cannot be read. */
export function secondsLeft(token: string, now = Date.now()): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp - now / 1000 : 0;
  } catch {
    return 0;
  }
}

/** Firebase hands out its cached ID token until shortly before it expires; the app refreshes earlier. */
const REFRESH_BEFORE_EXPIRY_S = 5 * 60;

/** Whether a stored ID token can be sent as it is, without Firebase refreshing it first. */
export function isFresh(token: string, now = Date.now()): boolean {
  return secondsLeft(token, now) > REFRESH_BEFORE_EXPIRY_S;
}
