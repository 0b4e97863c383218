import type { Request, RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Profile } from '@bebek/common/types';
import { db } from '../lib/firestore';
import { toProfile, userRef } from '../users/profile';
import { HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    user?: DecodedIdToken;
    /** The parent's users/{uid} document, read once by authenticate for the routes after it. */
    parentSnapshot?: DocumentSnapshot;
  }
}

export const NOT_A_PARENT = 'Bu işlem için bir ebeveyn hesabıyla giriş yapmalısınız.';

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * Verifies the Firebase ID token of every parent route. Revoked sessions and disabled users are
 * refused too (checkRevoked), so logging out everywhere really ends the session. A valid token is
 * not enough: it must belong to a parent, i.e. a users/{uid} profile must exist. An operator's
 * token, or an Auth account made directly with the public web API key, gets 403 and can store nothing.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    next(new HttpError(401, 'Oturum bulunamadı. Lütfen giriş yapın.'));
    return;
  }
  let user: DecodedIdToken;
  try {
    db(); // the admin app is initialised there
    user = await getAuth().verifyIdToken(token, true);
  } catch {
    next(new HttpError(401, 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'));
    return;
  }
  try {
    const parent = await userRef(user.uid).get();
    if (!parent.exists) throw new HttpError(403, NOT_A_PARENT);
    req.user = user;
    req.parentSnapshot = parent;
    next();
  } catch (error) {
    next(error);
  }
};

/** The signed-in parent's profile as authenticate read it (no second read on the same request). */
export function parentProfile(req: Request): Profile {
  if (!req.parentSnapshot) throw new Error('parentProfile() needs the authenticate middleware first');
  return toProfile(req.parentSnapshot);
}
