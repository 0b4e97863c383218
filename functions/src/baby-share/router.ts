import { Router } from 'express';
import { getBabyShare, getSharedBabyPage, saveBabyShare, stopBabyShare } from '@bebek/common/api/baby-share';
import { route } from '../http/contract';
import { publicLookupLimits } from '../http/publicLimits';
import { saveShare, sharedBabyPage, shareStateOf, stopShare } from './service';

/** The shared baby page's routes (ADR 0033): HTTP only; the rules are in service.ts. */
export const babyShareRouter = Router();

route(babyShareRouter, getBabyShare, async ({ req }) => shareStateOf(req.parentSnapshot?.data()));

route(babyShareRouter, saveBabyShare, async ({ req, body }) => saveShare(req.user!.uid, body));

route(babyShareRouter, stopBabyShare, async ({ req }) => stopShare(req.user!.uid));

/** Public, by token; guessing counts against the lookup budget of every public link. */
route(babyShareRouter, getSharedBabyPage, publicLookupLimits, async ({ res, params: { token } }) => {
  const page = await sharedBabyPage(token);
  res.set('Cache-Control', 'no-store');
  return page;
});
