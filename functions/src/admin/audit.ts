import type { AdminIdentity } from './authenticate';
import * as data from './data';

/** Who did what, when, on which record: kept for every admin action and shown to super_admins. */
export async function audit(admin: AdminIdentity, action: string, target: { type: string; id: string }, details: Record<string, unknown> = {}): Promise<void> {
  await data.writeAuditEntry({
    adminId: admin.uid,
    adminUsername: admin.username,
    adminRole: admin.role,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}
