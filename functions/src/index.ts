import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, apiMinInstances, maxInstances, providerSecrets } from './config';
import { createServerApp } from './app';
import { installPlatformBodyParserGuard } from './http/platformBodyParser';
import { sendVaccineReminders } from './baby/reminders';
import { sendCareReminders } from './care-calendar/reminders';
import { initAdminApp } from './lib/admin-app';
import { deliverMessage } from './outbox/deliver';
import { retryPendingMessages } from './outbox/retry';
import { sweepPendingDeletions } from './accounts/account';

installPlatformBodyParserGuard();
// firebase-functions builds the trigger's event.data snapshot before our handler runs: the app must exist first.
initAdminApp();
// How far each function scales, and how warm the api is kept, are the project's settings (docs/operations/deploy.md).
setGlobalOptions({ region: REGION, maxInstances });

export const api = onRequest({ secrets: providerSecrets, concurrency: 80, minInstances: apiMinInstances }, createServerApp());

export const deliverOutboxMessage = onDocumentCreated({ document: 'outbox/{messageId}', secrets: providerSecrets }, async (event) => {
  if (event.data) await deliverMessage(event.data.ref, 'trigger');
});

// Every minute: a timed-out SMS is resolved and a delivered one shown within a minute or two (ADR 0015).
export const retryOutbox = onSchedule({ schedule: 'every 1 minutes', secrets: providerSecrets }, async () => {
  await retryPendingMessages();
});

/**
 * The opt-in reminders of the care calendar (issue 18) and of the vaccination calendar (issue 25): once a day in the morning,
 * Istanbul time; each reminder is queued once however often it runs. One failing does not stop the other.
 */
export const careReminders = onSchedule(
  { schedule: 'every day 09:00', timeZone: 'Europe/Istanbul', timeoutSeconds: 540, secrets: providerSecrets },
  async () => {
    const runs = await Promise.allSettled([sendCareReminders(), sendVaccineReminders()]);
    const failed = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
    if (failed) throw failed.reason;
  },
);
/** The second sweep of each account deletion (ADR 0019): what was in flight during the first is gone too. */
export const sweepDeletedAccounts = onSchedule({ schedule: 'every 10 minutes' }, async () => {
  await sweepPendingDeletions();
});
