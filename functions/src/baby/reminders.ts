import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { currentMarks, turkishDay, vaccineCalendar } from '@bebek/common/content/vaccines';
import { todayIn } from '@bebek/common/pregnancy';
import { dueVaccineVisits } from '@bebek/common/vaccine-reminders';
import { pregnancyNumberOf } from '../care-calendar/service';
import { config } from '../config';
import { vaccineReminderEmail } from '../mail/templates';
import type { OutboxMessage } from '../outbox/data';
import { queueOnce } from '../outbox/policy';
import { firstNameOf, inGroups, reminderOutboxId } from '../outbox/reminders';
import { activePushTokens } from '../outbox/data';
import { parentsWithVaccineReminders, readVaccineMarks } from './data';
import { remindersOf } from './service';

/**
 * The vaccination calendar's opt-in reminders (issue 25, ADR 0032), run by the care reminders'
 * schedule (functions/src/index.ts; locally every minute): for every parent who opted in, has not
 * paused and has a birth date, each visit (the doses due on one day) from 3 days before its day
 * until the day, with the doses not marked given, is queued through the outbox once: an e-mail and
 * a push to each active device. Never an SMS. The outbox id names the parent, the pregnancy, the
 * visit's day and the recipient: a run twice queues once, and a changed birth date, which moves the
 * days, reminds anew. `now` is a parameter so tests run it with a fixed clock. Answers how many
 * messages it queued.
 */
export async function sendVaccineReminders(now = new Date(), appBaseUrl?: string): Promise<number> {
  const today = todayIn(now);
  return inGroups(await parentsWithVaccineReminders(), (parent) => remindParent(parent, today, appBaseUrl));
}

async function remindParent(parent: QueryDocumentSnapshot, today: string, appBaseUrl: string | undefined): Promise<number> {
  const birthDate = String(parent.get('babyBirthDate') ?? '');
  if (parent.get('pausedAt') || !birthDate) return 0;
  const calendar = vaccineCalendar(birthDate);
  // nothing can be due before the first reminder day of the calendar's visits, nor after the last dose's day: no read then
  if (calendar.length === 0 || today > calendar[calendar.length - 1]!.dueDate || dueVaccineVisits(calendar, today, new Set()).length === 0) return 0;
  const pregnancy = pregnancyNumberOf(parent);
  // read by today's calendar: a five-component dose marked given is its six-component dose's mark (ADR 0046)
  const given = currentMarks(await readVaccineMarks(parent.id, pregnancy));
  const visits = dueVaccineVisits(calendar, today, new Set(given.keys()));
  if (visits.length === 0) return 0;
  const channels = remindersOf(parent);
  const email = String(parent.get('email') ?? '');
  const name = firstNameOf(parent.get('fullName'));
  const babyName = String(parent.get('babyName') ?? '').trim();
  const devices = channels.push ? await activePushTokens(parent.id) : [];
  const context = { gameType: 'vaccine_reminder', gameTitle: 'Aşı Takvimi', userId: parent.id };
  const id = (dueDate: string, recipient: string) => reminderOutboxId('vaccine', parent.id, pregnancy, dueDate, recipient);
  let queued = 0;
  for (const visit of visits) {
    const day = turkishDay(visit.dueDate);
    const titles = visit.doses.map((dose) => dose.title);
    if (channels.email && email) {
      const mail = vaccineReminderEmail(name, babyName, day, titles, `${appBaseUrl ?? config().appBaseUrl}/baby/vaccines`);
      const message: OutboxMessage = {
        channel: 'email',
        kind: 'vaccine_reminder',
        to: { email, name },
        ...mail,
        context: { ...context, participantName: name },
      };
      if (await queueOnce(id(visit.dueDate, 'email'), message)) queued += 1;
    }
    for (const expoToken of devices) {
      const message: OutboxMessage = {
        channel: 'push',
        kind: 'vaccine_reminder',
        to: { expoToken, name: '' },
        title: `Yaklaşan aşı günü: ${day}`,
        text: titles.join('; '),
        data: { type: 'vaccine_reminder', dueDate: visit.dueDate },
        context,
      };
      if (await queueOnce(id(visit.dueDate, `push:${expoToken}`), message)) queued += 1;
    }
  }
  return queued;
}
