import { Router } from 'express';
import { getAppCheckConfig } from '@bebek/common/api/app-check';
import { route } from '../http/contract';
import { appCheckConfig } from './service';

export const appCheckRouter = Router();

/** What the browser needs to get an App Check token (ADR 0042): public values only, the same for everyone. */
route(appCheckRouter, getAppCheckConfig, async ({ res }) => {
  // the same for every visitor until the next deploy: Hosting's CDN may keep it for a while
  res.set('Cache-Control', 'public, max-age=300, s-maxage=3600');
  return appCheckConfig();
});
