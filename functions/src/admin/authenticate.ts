import type { AdminRole } from '@bebek/common/model';
import type { AdminIdentity } from '@bebek/common/types';

export type { AdminIdentity };

/** The roles of an operator's session (the claim http/admin-authenticate.ts checks on every /api/admin route). */
export const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'super_admin'];
export const ADMIN_SESSION_EXPIRED = 'Admin oturumu geçersiz veya süresi dolmuş';

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}
