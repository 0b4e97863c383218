import { Router } from 'express';
import { downloadCareCalendar, getCareCalendar, markCareEntryDone, saveCareReminders, unmarkCareEntry } from '@bebek/common/api/care-calendar';
import { careCalendarIcs, careCalendarOf, markDone, pregnancyNumberOf, saveReminders, unmark } from './service';
import { route } from '../http/contract';
import { userRef } from '../profile/data';

export const careCalendarRouter = Router();

route(careCalendarRouter, getCareCalendar, async ({ req }) => careCalendarOf(req.parentSnapshot!));

/** Registered before the entry routes' paths could read 'calendar.ics' as an entry id (they are POST/DELETE anyway). */
route(careCalendarRouter, downloadCareCalendar, async ({ req, res }) => {
  const profile = req.parentSnapshot!;
  const file = careCalendarIcs(await careCalendarOf(profile), profile.id, pregnancyNumberOf(profile));
  res
    .status(200)
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="hamilelik-bakim-takvimi.ics"',
      'Cache-Control': 'no-store',
    })
    .send(file);
  return file;
});

route(careCalendarRouter, saveCareReminders, async ({ req, body }) => {
  await saveReminders(req.user!.uid, body);
  return careCalendarOf(await userRef(req.user!.uid).get());
});

route(careCalendarRouter, markCareEntryDone, async ({ req, params: { entryId }, body }) => {
  await markDone(req.parentSnapshot!, entryId, body);
  return careCalendarOf(req.parentSnapshot!);
});

route(careCalendarRouter, unmarkCareEntry, async ({ req, params: { entryId } }) => {
  await unmark(req.parentSnapshot!, entryId);
  return careCalendarOf(req.parentSnapshot!);
});
