import { Router } from 'express';
import { pausePregnancy, resumePregnancy, startNewPregnancy } from '@bebek/common/api/pregnancy';
import { route } from '../http/contract';
import { pausePregnancy as pause, resumePregnancy as resume, startNewPregnancy as startNew } from './service';
import { loadProfile } from '../profile/profile';

export const pregnancyRouter = Router();

/** The gentle pause and its undo (ADR 0018); each answers the profile after the change. */
route(pregnancyRouter, pausePregnancy, async ({ req }) => {
  await pause(req.user!.uid);
  return loadProfile(req.user!.uid);
});

route(pregnancyRouter, resumePregnancy, async ({ req }) => {
  await resume(req.user!.uid);
  return loadProfile(req.user!.uid);
});

route(pregnancyRouter, startNewPregnancy, async ({ req, body: { expectedBirthDate } }) => {
  await startNew(req.user!.uid, expectedBirthDate);
  return loadProfile(req.user!.uid);
});
