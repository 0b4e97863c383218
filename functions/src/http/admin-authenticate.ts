import type { RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { AdminIdentity } from '@bebek/common/types';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { DomainError } from '../lib/errors';
import { initAdminApp } from '../lib/admin-app';
import { readProfile } from '../profile/data';
import { readAdmin } from '../admin/data';
import { ADMIN_SESSION_EXPIRED, isAdminRole } from '../admin/authenticate';
import { sessionVersionOf, storedSessionVersion } from '../sessions/tokens';
import { bearerToken, isCurrentSession } from './authenticate';

declare module 'express-serve-static-core' {
  interface Request {
    admin?: AdminIdentity;
  }
}

/**
 * Every /api/admin route: a valid session token (an ID token) whose claim is an admin role, and
 * an admin record that is still active, agrees with the claim and has the token's session version
 * (so deactivating an admin, changing a role or logging out takes effect at once, and a claim
 * forged into another user means nothing).
 */
export const authenticateAdmin: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    next(new DomainError('unauthenticated', ADMIN_MESSAGES.tokenMissing));
    return;
  }
  let decoded: DecodedIdToken;
  try {
    initAdminApp(); // getAuth() needs the default app
    decoded = await getAuth().verifyIdToken(token);
  } catch {
    next(new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED));
    return;
  }
  if (!isAdminRole(decoded.role)) {
    // A parent's current session is refused as not an operator's; anything else is no session at all.
    const profile = await readProfile(decoded.uid);
    next(
      isCurrentSession(decoded, profile) ? new DomainError('forbidden', ADMIN_MESSAGES.forbidden) : new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED),
    );
    return;
  }
  const record = await readAdmin(decoded.uid);
  if (!record.exists) {
    next(new DomainError('forbidden', ADMIN_MESSAGES.forbidden));
    return;
  }
  // A token from before a logout, a deactivation or a role change is a session that has ended.
  if (sessionVersionOf(decoded) !== storedSessionVersion(record.get('sessionVersion')) || record.get('role') !== decoded.role) {
    next(new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED));
    return;
  }
  if (record.get('isActive') !== true) {
    next(new DomainError('forbidden', ADMIN_MESSAGES.forbidden));
    return;
  }
  req.admin = {
    uid: decoded.uid,
    username: String(record.get('username') ?? ''),
    fullName: String(record.get('fullName') ?? ''),
    role: decoded.role,
    totpEnabled: record.get('totpEnabled') === true,
  };
  next();
};

export const requireSuperAdmin: RequestHandler = (req, _res, next) => {
  next(req.admin?.role === 'super_admin' ? undefined : new DomainError('forbidden', 'Bu işlemi yalnızca super_admin yapabilir'));
};
