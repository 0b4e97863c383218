import { GROWTH_MESSAGES, VACCINE_MESSAGES } from '../baby-messages';
import type { BabyGrowth, VaccineCalendar } from '../baby-types';
import { BABY_GROWTH_KEY, BABY_VACCINES_KEY } from './baby-keys';
import { endpoint } from './endpoint';

/**
 * The baby's first year (issue 25, ADR 0031): growth entries and vaccine marks. Declarations only
 * so far: the routes (functions), their access-matrix, fuzz, pause and KVKK coverage come with the
 * functions code, and none of these is registered until then.
 */

/** The growth entries with their WHO percentiles, the birth date and sex they are computed for. */
export const getBabyGrowth = endpoint<BabyGrowth>()({
  method: 'GET',
  path: '/api/protected/baby/growth',
  access: 'parent',
  queryKey: () => [...BABY_GROWTH_KEY],
});

const growthChanged = () => [getBabyGrowth.queryKey!({})];

/** Adds a measurement: its day and at least one of weight, length and head circumference. */
export const addGrowthEntry = endpoint<BabyGrowth>()({
  method: 'POST',
  path: '/api/protected/baby/growth',
  access: 'parent',
  status: 201,
  body: () => import('../schemas/baby').then((schemas) => schemas.growthEntrySchema),
  invalidates: growthChanged,
});

/** Corrects a measurement (the whole entry is sent again). */
export const updateGrowthEntry = endpoint<BabyGrowth>()({
  method: 'PATCH',
  path: '/api/protected/baby/growth/:entryId',
  access: 'parent',
  body: () => import('../schemas/baby').then((schemas) => schemas.growthEntrySchema),
  notFound: { entryId: GROWTH_MESSAGES.entryNotFound },
  invalidates: growthChanged,
});

export const deleteGrowthEntry = endpoint<BabyGrowth>()({
  method: 'DELETE',
  path: '/api/protected/baby/growth/:entryId',
  access: 'parent',
  notFound: { entryId: GROWTH_MESSAGES.entryNotFound },
  invalidates: growthChanged,
});

/** Türkiye's vaccination calendar dated from the birth date, with the doses marked given and the reminder choice. */
export const getVaccineCalendar = endpoint<VaccineCalendar>()({
  method: 'GET',
  path: '/api/protected/baby/vaccines',
  access: 'parent',
  queryKey: () => [...BABY_VACCINES_KEY],
});

const vaccinesChanged = () => [getVaccineCalendar.queryKey!({})];

/** Marks a dose given, with its date and a note (again: changes them). */
export const markVaccineGiven = endpoint<VaccineCalendar>()({
  method: 'POST',
  path: '/api/protected/baby/vaccines/:doseId',
  access: 'parent',
  body: () => import('../schemas/baby').then((schemas) => schemas.vaccineGivenSchema),
  notFound: { doseId: VACCINE_MESSAGES.doseNotFound },
  invalidates: vaccinesChanged,
});

/** Takes a "given" mark back. */
export const unmarkVaccine = endpoint<VaccineCalendar>()({
  method: 'DELETE',
  path: '/api/protected/baby/vaccines/:doseId',
  access: 'parent',
  notFound: { doseId: VACCINE_MESSAGES.doseNotFound },
  invalidates: vaccinesChanged,
});

/** Opt-in reminders a few days before each dose, by e-mail and push (never SMS unless chosen, within the sending policy). */
export const saveVaccineReminders = endpoint<VaccineCalendar>()({
  method: 'PATCH',
  path: '/api/protected/baby/vaccines/reminders',
  access: 'parent',
  body: () => import('../schemas/care').then((schemas) => schemas.careRemindersSchema),
  invalidates: vaccinesChanged,
});

/** The calendar as an iCalendar file (text/calendar, made on the server): one all-day event per dose. */
export const downloadVaccineCalendar = endpoint<string>()({
  method: 'GET',
  path: '/api/protected/baby/vaccines/calendar.ics',
  access: 'parent',
});
