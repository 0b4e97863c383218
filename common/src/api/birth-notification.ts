import type { BirthNotificationResponse, BirthNotificationSendResponse } from '../types';
import { endpoint } from './endpoint';

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
 * Sends the announcement: to every contact the first time; afterwards only to a contact added since,
 * or to one whose message failed and can go again (a fixed number). Answers how many contacts got a
 * message now; 0 with alreadySent when nothing new was sent. Fixes the actual birth date to today
 * when none was entered, hence the invalidation.
 */
export const sendBirthNotification = endpoint<BirthNotificationSendResponse>()({
  method: 'POST',
  path: '/api/protected/birth-notification/trigger',
  access: 'parent',
  invalidates: () => [getBirthNotification.queryKey!({})],
});

/** The one correction: the birth's details as they should have been, sent to everyone the announcement reached, saying it is a correction. */
export const sendBirthCorrection = endpoint<BirthNotificationSendResponse>()({
  method: 'POST',
  path: '/api/protected/birth-notification/correction',
  access: 'parent',
  body: () => import('../schemas/notifications').then((schemas) => schemas.correctionSchema),
  invalidates: () => [getBirthNotification.queryKey!({})],
});
