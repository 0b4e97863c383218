import type { BirthNotificationResponse, BirthNotificationSendResponse } from '../types';
import { endpoint } from './endpoint';
import { birthChangedKeys } from './games';
import { getProfile } from './profile';
import { PUBLIC_PROFILES_KEY } from './public-profile';

/**
 * The contacts, the actual birth date, the birth's details, the parent's contact limit, and what
 * became of each message: read by /birth-notification (refreshed while messages are on their way),
 * the dashboard's birth-notification card and the birth-date game's results (actualBirthDate).
 */
export const getBirthNotification = endpoint<BirthNotificationResponse>()({
  method: 'GET',
  path: '/api/protected/birth-notification',
  access: 'parent',
  queryKey: () => ['birth-notification'],
});

/**
 * Saves the contacts (1 to the parent's limit, which the server applies; SMS to Turkish mobiles
 * only), the actual birth date and the birth's details (locked once the announcement is sent).
 */
export const saveBirthNotification = endpoint<BirthNotificationResponse>()({
  method: 'POST',
  path: '/api/protected/birth-notification',
  access: 'parent',
  body: () => import('../schemas/notifications').then((schemas) => schemas.contactsRequestSchema),
  invalidates: () => [getBirthNotification.queryKey!({})],
});

/**
 * What a send or a correction makes stale (part 2 §4: lists are refetched after mutations): the
 * notification itself, and everything that shows the games, which the first announcement closes and
 * whose results count the birth day: the owner screens, dashboard and reports (the game lists), the
 * results and leaderboards, and the public profile's board; and the profile, which the announcement
 * gives the baby's birth date (issue 25: the dashboard and the menu follow the baby from then on).
 */
const birthAnnounced = () => [getBirthNotification.queryKey!({}), ...birthChangedKeys(), [...PUBLIC_PROFILES_KEY], getProfile.queryKey!({})];

/**
 * Sends the announcement: to every contact the first time; afterwards only to a contact added since,
 * or to one whose message failed and can go again (a fixed number). Answers how many contacts got a
 * message now; 0 with alreadySent when nothing new was sent. Fixes the actual birth date to today
 * when none was entered and closes the open games.
 */
export const sendBirthNotification = endpoint<BirthNotificationSendResponse>()({
  method: 'POST',
  path: '/api/protected/birth-notification/trigger',
  access: 'parent',
  invalidates: birthAnnounced,
});

/** The one correction: the birth's details as they should have been, sent to everyone the announcement reached, saying it is a correction. */
export const sendBirthCorrection = endpoint<BirthNotificationSendResponse>()({
  method: 'POST',
  path: '/api/protected/birth-notification/correction',
  access: 'parent',
  body: () => import('../schemas/notifications').then((schemas) => schemas.correctionSchema),
  invalidates: birthAnnounced,
});
