import { apiRequest } from '@/lib/api-client';
import { tokenSession } from '@/lib/session';

/**
 * The admin session, separate from any parent session in the same browser: its own token under
 * the local key adminToken, refreshed from its own part of the session cookie (ADR 0013).
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
const adminSession = tokenSession(ADMIN_TOKEN_KEY, '/api/admin/refresh');

export const hasAdminSession = (): boolean => adminSession.has();
export const startAdminSession = (token: string): void => adminSession.start(token);
export const adminIdToken = (): Promise<string | null> => adminSession.current();

/** Logout ends the operator's sessions on the server too; the browser forgets its token whatever the answer. */
export async function endAdminSession(): Promise<void> {
  const token = await adminSession.current();
  if (token) await apiRequest('/api/admin/logout', { method: 'POST', token }).catch((error: unknown) => console.warn('Admin logout call failed', error));
  adminSession.end();
}

/** The session is already gone on the server (an expired or refused token): only the browser forgets it. */
export function forgetAdminSession(): void {
  adminSession.end();
}
