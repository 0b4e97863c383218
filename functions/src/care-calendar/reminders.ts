import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isIsoDay, turkishDay } from '@bebek/common/calendar-day';
import { careWindows, dueReminders } from '@bebek/common/care-calendar';
import { todayIn } from '@bebek/common/pregnancy';
import { config } from '../config';
import { careReminderEmail } from '../mail/templates';
import type { OutboxMessage } from '../outbox/data';
import { queueOnce } from '../outbox/policy';
import { firstNameOf, inGroups, reminderOutboxId } from '../outbox/reminders';
import { activePushTokens } from '../outbox/data';
import { parentsWithCareReminders, readDoneMarks } from './data';
import { pregnancyNumberOf, remindersOf } from './service';

/**
 * One outbox id per parent, pregnancy, window (its entry and first day) and recipient: a reminder
 * is queued once by its id (queueOnce), so a schedule that runs twice, even at the same moment, queues it once;
 * a changed expected date moves the window and reminds of it anew.
 */
function reminderId(uid: string, pregnancy: number, entryId: string, startDate: string, recipient: string): string {
  return reminderOutboxId('care', uid, pregnancy, entryId, startDate, recipient);
}

/**
 * The care calendar's reminders, run by a schedule (functions/src/index.ts; locally every minute,
 * ADR 0002): for every parent who opted in and has not paused, each window not marked done whose
 * reminder is due today (from a few days before it opens until it closes, in Istanbul's calendar)
 * is queued through the outbox: an e-mail, and a push to each of the parent's active devices.
 * `now` is a parameter so tests run it with a fixed clock (and the app's address, which the
 * deployed function reads from its configuration). Answers how many messages it queued.
 */
export async function sendCareReminders(now = new Date(), appBaseUrl?: string): Promise<number> {
  const today = todayIn(now);
  return inGroups(await parentsWithCareReminders(), (parent) => remindParent(parent, today, appBaseUrl));
}

/** One parent's due reminders, queued; answers how many were new. */
async function remindParent(parent: QueryDocumentSnapshot, today: string, appBaseUrl: string | undefined): Promise<number> {
  let queued = 0;
  const expectedBirthDate = String(parent.get('expectedBirthDate') ?? '');
  if (parent.get('pausedAt') || !isIsoDay(expectedBirthDate)) return 0;
  const pregnancy = pregnancyNumberOf(parent);
  const done = await readDoneMarks(parent.id, pregnancy);
  const due = dueReminders(careWindows(expectedBirthDate), today, new Set(done.keys()));
  if (due.length === 0) return 0;
  const channels = remindersOf(parent);
  const email = String(parent.get('email') ?? '');
  const name = firstNameOf(parent.get('fullName'));
  const devices = channels.push ? await activePushTokens(parent.id) : [];
  const context = { gameType: 'care_reminder', gameTitle: 'Bakım Takvimi', userId: parent.id };
  for (const window of due) {
    const span = `${turkishDay(window.startDate)} – ${turkishDay(window.endDate)}`;
    if (channels.email && email) {
      const mail = careReminderEmail(name, window, span, `${appBaseUrl ?? config().appBaseUrl}/care-calendar`);
      const message: OutboxMessage = {
        channel: 'email',
        kind: 'care_reminder',
        to: { email, name },
        ...mail,
        context: { ...context, participantName: name },
      };
      if (await queueOnce(reminderId(parent.id, pregnancy, window.id, window.startDate, 'email'), message)) queued += 1;
    }
    for (const expoToken of devices) {
      const message: OutboxMessage = {
        channel: 'push',
        kind: 'care_reminder',
        to: { expoToken, name: '' },
        title: `Yaklaşan kontrol: ${window.title}`,
        text: `${window.weeksLabel}: ${span}`,
        data: { type: 'care_reminder', entryId: window.id },
        context,
      };
      if (await queueOnce(reminderId(parent.id, pregnancy, window.id, window.startDate, `push:${expoToken}`), message)) queued += 1;
    }
  }
  return queued;
}
