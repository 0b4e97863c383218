import express from 'express';
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';
import { babyPage } from './baby-share/page';
import { sharedListPage } from './checklist/page';
import { gameLinkPage, resultLinkPage } from './games/page';
import { publicProfilePage } from './public-profile/page';
import { fillShell, loadShell, neutralPreview, sendPage } from './http/pages';
import { log } from './lib/log';
import { errorHandler, notFound } from './http/errors';
import { adminRouter } from './admin/router';
import { appCheckRouter } from './app-check/router';
import { babyRouter } from './baby/router';
import { authRouter } from './auth/router';
import { birthNotificationRouter } from './birth-notification/router';
import { careCalendarRouter } from './care-calendar/router';
import { checklistRouter } from './checklist/router';
import { contactRouter } from './contact/router';
import { babyShareRouter } from './baby-share/router';
import { devicesRouter } from './devices/router';
import { emailVerificationRouter } from './email-verification/router';
import { phoneVerificationRouter } from './phone-verification/router';
import { gamesRouter } from './games/router';
import { pregnancyRouter } from './pregnancy/router';
import { photosRouter } from './photos/router';
import { publicProfileRouter } from './public-profile/router';
import { profileRouter } from './profile/router';
import { searchRouter } from './search/router';
import { serviceRequestsRouter } from './service-requests/router';
import { serviceCategoriesRouter } from './service-categories/router';

/** The express app behind the `/api/**` hosting rewrite. */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // No forwarding header is trusted: rate limits key on the address Hosting's edge reports (http/limits.ts clientAddress, ADR 0016).
  app.set('trust proxy', false);
  // The platform has usually parsed the body already; this covers direct use of the app.
  app.use(express.json({ limit: API_BODY_LIMIT_BYTES }));
  // No answer of the api is kept anywhere unless its route says so (a photo, the service list):
  // what a session reads stays out of every cache, errors included (issue 39). `private` too: Hosting
  // drops the Set-Cookie of an answer whose Cache-Control does not say private (the session cookie, ADR 0013).
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  // Each route checks the session its declaration's access names (http/contract.ts).
  const api = express.Router();
  api.use(serviceCategoriesRouter);
  api.use(appCheckRouter);
  api.use(authRouter);
  api.use(searchRouter);
  api.use(publicProfileRouter);
  api.use(photosRouter);
  api.use(profileRouter);
  api.use(emailVerificationRouter);
  api.use(phoneVerificationRouter);
  api.use(contactRouter);
  api.use(checklistRouter);
  api.use(babyShareRouter);
  api.use(devicesRouter);
  api.use(gamesRouter);
  api.use(serviceRequestsRouter);
  api.use(birthNotificationRouter);
  api.use(careCalendarRouter);
  api.use(babyRouter);
  api.use(pregnancyRouter);
  api.use(adminRouter);
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/**
 * What the `api` function serves: the /api contract, and the HTML of the family's links, which
 * Hosting rewrites here so that each carries its link preview (ADR 0017, 0044): game and result
 * links with their first view, the shared list, the baby page and the public profile. Served by the
 * api's instances, so a relative's first request also warms the instance their api calls reach.
 */
export function createServerApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // as the api: no forwarding header is trusted (rate limits key on the edge's address, ADR 0016)
  app.set('trust proxy', false);
  const pages = express.Router({ caseSensitive: false, strict: false });
  pages.get('/birth-date-games/:token', asyncPage(gameLinkPage('birthdate')));
  pages.get(['/game/:token', '/gender-games/:token', '/name-games/:token'], asyncPage(gameLinkPage()));
  pages.get(['/game-result', '/name-result', '/birth-date-result'], asyncPage(resultLinkPage));
  pages.get('/checklist/:token', asyncPage(sharedListPage));
  pages.get('/baby/:token', asyncPage(babyPage));
  pages.get('/profile/:userId', asyncPage(publicProfilePage));
  pages.use('/assets', missingAsset);
  app.use(pages);
  app.use(undecodablePage);
  app.use(createApiApp());
  return app;
}

/**
 * A built asset that is not there (Hosting serves every file of web/dist before any rewrite, so only
 * a missing one comes here, issue 33): 404 that no cache keeps, not even Hosting's CDN, whose own
 * default would keep a function's 404 for ten minutes. A rollback or a late deploy then serves the
 * file at once. Hosting's header rules cannot do this: they match the path, the same for a file and
 * for a missing one (ADR 0043).
 */
const missingAsset: express.RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Dosya bulunamadı.');
};

/**
 * A family link whose path decodes to no text (`/game/%FF`): the router cannot read its token and
 * passes a URIError on. It names no page, so it is the neutral 'not found' page (ADR 0060), where
 * express's own handler would answer 400 with a stack trace.
 */
const undecodablePage: express.ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (!(error instanceof URIError) || req.path.startsWith('/api/')) return next(error);
  sendPage(req, res, 404, 'no-store', fillShell(loadShell('app.html'), neutralPreview(req)));
};

/** A page that fails answers 500 with a plain Turkish line (the api's JSON errors are for the app). */
function asyncPage(handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    Promise.resolve(handler(req, res, next)).catch((error: unknown) => {
      log.requestFailed(req.path, error);
      if (!res.headersSent)
        res
          .status(500)
          .type('html')
          .set('Cache-Control', 'no-store')
          .send('<!doctype html><html lang="tr"><meta charset="utf-8"><p>Sayfa yüklenemedi. Lütfen tekrar deneyin.</p></html>');
    });
  };
}
