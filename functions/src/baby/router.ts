import { Router, type RequestHandler } from 'express';
import {
  addGrowthEntry,
  deleteGrowthEntry,
  downloadVaccineCalendar,
  getBabyGrowth,
  getVaccineCalendar,
  markVaccineGiven,
  saveVaccineReminders,
  unmarkVaccine,
  updateGrowthEntry,
} from '@bebek/common/api/baby';
import { GROWTH_MESSAGES, VACCINE_MESSAGES } from '@bebek/common/baby-messages';
import { pregnancyNumberOf } from '../care-calendar/service';
import { route, setBodyContext } from '../http/contract';
import * as baby from './service';

/** The baby's first year over HTTP (issue 25, ADR 0032): the contract's routes; the rules are in service.ts. */
export const babyRouter = Router();

/**
 * Before a change's body is validated: refused while paused or without a birth date (the page asks
 * for it first), and the birth date given to the schema, which checks the day against it.
 */
const needsBirthDate =
  (noBirthDate: string): RequestHandler =>
  (req, res, next) => {
    try {
      setBodyContext(res, { birthDate: baby.birthDateForChange(req.parentSnapshot!, noBirthDate) });
      next();
    } catch (error) {
      next(error);
    }
  };

/** An unknown dose or entry is unknown whatever else the request lacks: checked before the birth date. */
const knownDose: RequestHandler = (req, _res, next) => {
  try {
    baby.knownDose(String(req.params.doseId));
    next();
  } catch (error) {
    next(error);
  }
};
const knownEntryId: RequestHandler = (req, _res, next) => {
  try {
    baby.currentEntryId(req.parentSnapshot!, String(req.params.entryId));
    next();
  } catch (error) {
    next(error);
  }
};

route(babyRouter, getBabyGrowth, async ({ req }) => baby.growthOf(req.parentSnapshot!));
route(babyRouter, addGrowthEntry, needsBirthDate(GROWTH_MESSAGES.noBirthDate), async ({ req, body }) => baby.addGrowth(req.parentSnapshot!, body));
route(babyRouter, updateGrowthEntry, knownEntryId, needsBirthDate(GROWTH_MESSAGES.noBirthDate), async ({ req, params: { entryId }, body }) =>
  baby.updateGrowth(req.parentSnapshot!, entryId, body),
);
route(babyRouter, deleteGrowthEntry, knownEntryId, needsBirthDate(GROWTH_MESSAGES.noBirthDate), async ({ req, params: { entryId } }) =>
  baby.deleteGrowth(req.parentSnapshot!, entryId),
);

route(babyRouter, getVaccineCalendar, async ({ req }) => baby.vaccineCalendarOf(req.parentSnapshot!));

/** Before the dose routes, whose paths would otherwise read 'calendar.ics' or 'reminders' as a dose id (they are POST/DELETE anyway). */
route(babyRouter, downloadVaccineCalendar, async ({ req, res }) => {
  const profile = req.parentSnapshot!;
  const file = baby.vaccineCalendarIcs(await baby.vaccineCalendarOf(profile), profile.id, pregnancyNumberOf(profile));
  res
    .status(200)
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="asi-takvimi.ics"',
      'Cache-Control': 'no-store',
    })
    .send(file);
  return file;
});

route(babyRouter, saveVaccineReminders, async ({ req, body }) => baby.saveReminders(req.user!.uid, body));

route(babyRouter, markVaccineGiven, knownDose, needsBirthDate(VACCINE_MESSAGES.noBirthDate), async ({ req, params: { doseId }, body }) =>
  baby.markGiven(req.parentSnapshot!, doseId, body),
);
route(babyRouter, unmarkVaccine, knownDose, needsBirthDate(VACCINE_MESSAGES.noBirthDate), async ({ req, params: { doseId } }) =>
  baby.unmarkGiven(req.parentSnapshot!, doseId),
);
