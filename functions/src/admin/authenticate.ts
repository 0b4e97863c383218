import type { RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { AdminRole } from '@bebek/common/model';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';

export interface AdminIdentity {
  uid: string;
  username: string;
  role: AdminRole;
}

declare module 'express-serve-static-core' {
  interface Request {
    admin?: AdminIdentity;
  }
}

export const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'super_admin'];

function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/**
 * Every /api/admin route: a valid, unrevoked ID token whose custom claim is an admin role, and
 * an admin record that is still active and agrees with the claim (so deactivating an admin or
 * changing a role takes effect at once, and a claim forged into another user means nothing).
 */
export const authenticateAdmin: RequestHandler = async (req, _res, next) => {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) {
    next(new HttpError(401, ADMIN_MESSAGES.tokenMissing));
    return;
  }
  let decoded: DecodedIdToken;
  try {
    db();
    decoded = await getAuth().verifyIdToken(match[1], true);
  } catch {
    next(new HttpError(401, 'Admin oturumu geçersiz veya süresi dolmuş'));
    return;
  }
  if (!isAdminRole(decoded.role)) {
    next(new HttpError(403, ADMIN_MESSAGES.forbidden));
    return;
  }
  const record = await db().collection(COLLECTIONS.adminUsers).doc(decoded.uid).get();
  if (!record.exists || record.get('isActive') !== true || record.get('role') !== decoded.role) {
    next(new HttpError(403, ADMIN_MESSAGES.forbidden));
    return;
  }
  req.admin = { uid: decoded.uid, username: String(record.get('username') ?? ''), role: decoded.role };
  next();
};

export const requireSuperAdmin: RequestHandler = (req, _res, next) => {
  next(req.admin?.role === 'super_admin' ? undefined : new HttpError(403, 'Bu işlemi yalnızca super_admin yapabilir'));
};
