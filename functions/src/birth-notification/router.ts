import { Router, type Response } from 'express';
import { getBirthNotification, saveBirthNotification, sendBirthCorrection, sendBirthNotification } from '@bebek/common/api/birth-notification';
import { contactsSchema } from '@bebek/common/schemas/notifications';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { clientIp, limiters } from '../http/limits';
import { validateBody } from '../lib/validate';
import { announceBirth, correctBirth, notificationView, saveContacts, type PressAnswer } from './service';

export const birthNotificationRouter = Router();

const perAccount = (req: { user?: { uid: string } }) => req.user!.uid;
/** The contacts: a parent saves them a handful of times; a script rewriting them to pump messages is stopped. */
const contactsLimit = limiters({ name: 'birth-contacts-user', windowMs: 3600_000, limit: 60, key: perAccount });
/**
 * The send and the correction: a few presses an hour per account; per address across accounts, a
 * ceiling high enough for a mobile operator's shared address (CGNAT) or a hospital's network, low
 * enough to stop a script cycling through accounts.
 */
const sendLimit = limiters(
  { name: 'birth-send-user', windowMs: 3600_000, limit: 10, key: perAccount },
  { name: 'birth-send-ip', windowMs: 3600_000, limit: 300, key: clientIp },
);

route(birthNotificationRouter, getBirthNotification, async ({ req }) => {
  return notificationView(req.user!.uid, parentProfile(req).maxBirthNotificationContacts);
});

/**
 * The contacts and the birth's details (service.ts's `saveContacts`). The declaration's schema holds
 * the list to the largest limit there is; the parent's own limit, read fresh from the profile so an
 * operator's raise applies at once, is applied here.
 */
route(birthNotificationRouter, saveBirthNotification, contactsLimit, async ({ req, body }) => {
  const profile = parentProfile(req);
  const input = await validateBody(contactsSchema(profile.maxBirthNotificationContacts), body);
  return saveContacts(req.user!.uid, profile, input);
});

/**
 * A press recorded and waiting for the parent's proof answers 202 Accepted (ADR 0049): the spec's
 * `contactCount` is there, and no error status, since nothing was refused; the page says what waits.
 */
function answer(res: Response, pressed: PressAnswer): PressAnswer {
  if (pressed.waitingForProof) res.status(202).json(pressed);
  return pressed;
}

route(birthNotificationRouter, sendBirthNotification, sendLimit, async ({ req, res }) => {
  return answer(res, await announceBirth(req.user!.uid, parentProfile(req)));
});

route(birthNotificationRouter, sendBirthCorrection, sendLimit, async ({ req, res, body }) => {
  return answer(res, await correctBirth(req.user!.uid, parentProfile(req), body));
});
