import type { BirthNotificationResponse } from '../types';
import { endpoint } from './endpoint';

/**
 * The contacts, the actual birth date and the parent's contact limit: read by /birth-notification,
 * the dashboard's birth-notification card and the birth-date game's results (actualBirthDate).
 */
export const getBirthNotification = endpoint<BirthNotificationResponse>()({
  method: 'GET',
  path: '/api/protected/birth-notification',
  access: 'parent',
  queryKey: () => ['birth-notification'],
});

/** Saves the contacts (1 to the parent's limit, which the server applies) and the actual birth date. */
export const saveBirthNotification = endpoint<BirthNotificationResponse>()({
  method: 'POST',
  path: '/api/protected/birth-notification',
  access: 'parent',
  body: () => import('../schemas/notifications').then((schemas) => schemas.contactsRequestSchema),
  invalidates: () => [getBirthNotification.queryKey!({})],
});

/** Sends the SMS and e-mails; fixes the actual birth date to today when none was entered, hence the invalidation. */
export const sendBirthNotification = endpoint<{ contactCount: number }>()({
  method: 'POST',
  path: '/api/protected/birth-notification/trigger',
  access: 'parent',
  invalidates: () => [getBirthNotification.queryKey!({})],
});
