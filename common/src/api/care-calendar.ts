import type { CareCalendar } from '../types';
import { endpoint } from './endpoint';

/** The prenatal care calendar for the parent's expected date, with what they marked done and their reminder choice. */
export const getCareCalendar = endpoint<CareCalendar>()({
  method: 'GET',
  path: '/api/protected/care-calendar',
  access: 'parent',
  queryKey: () => ['care-calendar'],
});

const calendarChanged = () => [getCareCalendar.queryKey!({})];

/** Marks a visit or test done, with its date and a note (again: changes them). */
export const markCareEntryDone = endpoint<CareCalendar>()({
  method: 'POST',
  path: '/api/protected/care-calendar/:entryId',
  access: 'parent',
  body: () => import('../schemas/care').then((schemas) => schemas.careDoneSchema),
  invalidates: calendarChanged,
});

/** Takes a done mark back. */
export const unmarkCareEntry = endpoint<CareCalendar>()({
  method: 'DELETE',
  path: '/api/protected/care-calendar/:entryId',
  access: 'parent',
  invalidates: calendarChanged,
});

/** Opt-in reminders a few days before each window, by e-mail and by push to the native app. */
export const saveCareReminders = endpoint<CareCalendar>()({
  method: 'PATCH',
  path: '/api/protected/care-calendar/reminders',
  access: 'parent',
  body: () => import('../schemas/care').then((schemas) => schemas.careRemindersSchema),
  invalidates: calendarChanged,
});

/**
 * The whole calendar as an iCalendar file (text/calendar, made on the server) that phone
 * calendars import: one all-day event per window, with an alarm a few days before.
 */
export const downloadCareCalendar = endpoint<string>()({
  method: 'GET',
  path: '/api/protected/care-calendar/calendar.ics',
  access: 'parent',
});
