import { Router } from 'express';
import { getPublicProfile } from '@bebek/common/api/public-profile';
import { route } from '../http/contract';
import { publicLookupLimits } from '../http/publicLimits';
import { publicProfileOf } from './service';

export const publicProfileRouter = Router();

/** GET /api/public-profile/:userId: what a visitor may see of a parent, and the links to join in. */
route(publicProfileRouter, getPublicProfile, publicLookupLimits, async ({ res, params: { userId } }) => {
  const answer = await publicProfileOf(userId);
  res.set('Cache-Control', 'no-store');
  return answer;
});
