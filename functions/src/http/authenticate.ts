import type { Request, RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Profile } from '@bebek/common/types';
import { initAdminApp } from '../lib/admin-app';
import { sessionVersionOf, storedSessionVersion } from '../sessions/tokens';
import { toProfile } from '../profile/profile';
import { readProfile } from '../profile/data';
import { DomainError } from '../lib/errors';

declare module 'express-serve-static-core' {
  interface Request {
    user?: DecodedIdToken;
    /** The parent's users/{uid} document, read once by authenticate for the routes after it. */
    parentSnapshot?: DocumentSnapshot;
  }
}

export const NOT_A_PARENT = 'Bu işlem için bir ebeveyn hesabıyla giriş yapmalısınız.';
export const SESSION_EXPIRED = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.';

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * Verifies the session token of every parent route: a Firebase ID token (signature, project,
 * expiry; Google's public keys are cached, so no call to Auth per request) that belongs to a
 * parent, i.e. a users/{uid} profile exists (an operator's token gets 403, a token the api did not
 * issue 401; neither can store anything), and whose session version is the
 * profile's: logout and a password reset raise it, which ends every earlier token at once. The
 * profile is read here anyway, for the route, so the check costs nothing extra.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    next(new DomainError('unauthenticated', 'Oturum bulunamadı. Lütfen giriş yapın.'));
    return;
  }
  let user: DecodedIdToken;
  try {
    initAdminApp(); // getAuth() needs the default app
    user = await getAuth().verifyIdToken(token);
  } catch {
    next(new DomainError('unauthenticated', SESSION_EXPIRED));
    return;
  }
  try {
    // An operator's session is real but not a parent's: say so rather than 'expired'.
    if (typeof user.role === 'string') throw new DomainError('forbidden', NOT_A_PARENT);
    const parent = await readProfile(user.uid);
    // No profile: a deleted account, or a token the api never issued (an Auth account made with the public web API key).
    if (!isCurrentSession(user, parent)) throw new DomainError('unauthenticated', SESSION_EXPIRED);
    req.user = user;
    req.parentSnapshot = parent;
    next();
  } catch (error) {
    next(error);
  }
};

/**
 * For public routes that also know a signed-in visitor (a game link, an answer): the request's
 * token if its signature and expiry hold, or undefined. Whether it is still a current session is
 * decided with the visitor's profile, which those routes read anyway (isCurrentSession).
 */
export async function verifiedToken(req: Request): Promise<DecodedIdToken | undefined> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return undefined;
  try {
    initAdminApp();
    return await getAuth().verifyIdToken(token);
  } catch {
    return undefined;
  }
}

/** Whether a verified token is a current session of the parent whose profile this is. */
export function isCurrentSession(decoded: DecodedIdToken, profile: DocumentSnapshot | undefined): boolean {
  return Boolean(profile?.exists && profile.id === decoded.uid && sessionVersionOf(decoded) === storedSessionVersion(profile.get('sessionVersion')));
}

/** The signed-in parent's profile as authenticate read it (no second read on the same request). */
export function parentProfile(req: Request): Profile {
  if (!req.parentSnapshot) throw new Error('parentProfile() needs the authenticate middleware first');
  return toProfile(req.parentSnapshot);
}
