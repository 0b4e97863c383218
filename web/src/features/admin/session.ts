import { adminLogout, refreshAdminSession } from '@bebek/common/api/admin';
import { callEndpoint } from '@/lib/api-client';
import { tokenSession } from '@/lib/session';

/**
 * The admin session, separate from any parent session in the same browser: its own token under
 * the local key adminToken, refreshed from its own part of the session cookie (ADR 0013).
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
const adminSession = tokenSession(ADMIN_TOKEN_KEY, refreshAdminSession.path);

export const hasAdminSession = (): boolean => adminSession.has();
export const startAdminSession = (token: string): void => adminSession.start(token);
/** The token every admin call sends (`token: adminIdToken`), renewed when it is about to expire. */
export const adminIdToken = (): Promise<string | null> => adminSession.current();

/** Logout ends the operator's sessions on the server too; the browser forgets its token whatever the answer. */
export async function endAdminSession(): Promise<void> {
  const token = await adminSession.current();
  if (token) await callEndpoint(adminLogout, { token }).catch((error: unknown) => console.warn('Admin logout call failed', error));
  adminSession.end();
}

/** The session is already gone on the server (an expired or refused token): only the browser forgets it. */
export function forgetAdminSession(): void {
  adminSession.end();
}
