import type { Request, RequestHandler } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { APP_CHECK_HEADER, APP_CHECK_REFUSED } from '@bebek/common/api/app-check';
import { config } from '../config';
import { initAdminApp } from '../lib/admin-app';
import { DomainError } from '../lib/errors';
import { log } from '../lib/log';

/** Whether the call carries a valid App Check token of this project (firebase-admin checks its signature, project and expiry). */
async function verdict(req: Request): Promise<'verified' | 'missing' | 'invalid'> {
  const token = req.get(APP_CHECK_HEADER);
  if (!token) return 'missing';
  try {
    initAdminApp();
    await getAppCheck().verifyToken(token);
    return 'verified';
  } catch {
    return 'invalid';
  }
}

/**
 * The check of every endpoint declared `appCheck` (http/contract.ts puts it before the route's rate
 * limits, so a call refused here writes nothing), as the APP_CHECK param says (ADR 0042):
 * 'enforce' refuses a call without a valid token (403, in Turkish), 'monitor' lets it through and
 * logs it, 'off' (the local stack: App Check has no emulator) does nothing.
 */
export const requireAppCheck: RequestHandler = (req, _res, next) => {
  const { mode } = config().appCheck;
  if (mode === 'off') {
    next();
    return;
  }
  verdict(req).then(
    (result) => {
      if (result === 'verified') return next();
      log.appCheckUnverified(req.route ? String((req.route as { path: unknown }).path) : req.path, result, mode);
      next(mode === 'enforce' ? new DomainError('forbidden', APP_CHECK_REFUSED) : undefined);
    },
    (error: unknown) => next(error),
  );
};
