import type { RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { db } from '../lib/firestore';
import { HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    user?: DecodedIdToken;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * Verifies the Firebase ID token of every protected route. Revoked sessions and disabled users
 * are refused too (checkRevoked), so logging out everywhere really ends the session.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    next(new HttpError(401, 'Oturum bulunamadı. Lütfen giriş yapın.'));
    return;
  }
  try {
    db(); // the admin app is initialised there
    req.user = await getAuth().verifyIdToken(token, true);
    next();
  } catch {
    next(new HttpError(401, 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'));
  }
};
