import { getAuth } from 'firebase-admin/auth';
import type { AdminRole, AdminUserDoc } from '@bebek/common/model';
import { foldEmail } from '@bebek/common/text';
import * as data from './data';

/**
 * An admin is a Firebase Auth user with a role claim and an adminUsers record. Used by the
 * create-admin route and by `npm run admin:create` (the first admin), so the rule is written once.
 */
export async function createAdminAccount(input: { username: string; password: string; fullName: string; email: string; role: AdminRole }): Promise<string> {
  const username = input.username.trim().toLowerCase();
  if (await data.readAdminByUsername(username)) throw Object.assign(new Error('Bu kullanıcı adı zaten kullanılıyor'), { code: 'admin/username-taken' });
  const user = await getAuth().createUser({ email: foldEmail(input.email), password: input.password, displayName: input.fullName });
  try {
    await getAuth().setCustomUserClaims(user.uid, { role: input.role });
    const record: AdminUserDoc = { username, fullName: input.fullName, email: foldEmail(input.email), role: input.role, isActive: true };
    await data.createAdminRecord(user.uid, record);
  } catch (error) {
    await getAuth()
      .deleteUser(user.uid)
      .catch(() => undefined);
    throw error;
  }
  return user.uid;
}
