import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import type { AdminIdentity } from './authenticate';

/** Who did what, when, on which record: kept for every admin action and shown to super_admins. */
export async function audit(admin: AdminIdentity, action: string, target: { type: string; id: string }, details: Record<string, unknown> = {}): Promise<void> {
  await db().collection(COLLECTIONS.auditLog).add({
    adminId: admin.uid,
    adminUsername: admin.username,
    adminRole: admin.role,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
    createdAt: FieldValue.serverTimestamp(),
  });
}
