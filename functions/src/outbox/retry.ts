import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { log } from '../lib/log';
import { deliverMessage, HOLD_PROBE_MS, LEASE_MS, releaseStuck } from './deliver';
import { releaseHeldForBudget } from './policy';
import { checkReports } from './report';

/**
 * Held messages (our own configuration refused them): the oldest due one of each channel is tried;
 * if it goes, the configuration was fixed and every other held message of that channel is released
 * to go now (with a fresh 24-hour retry window); if not, the others wait for the next probe.
 */
async function probeHeld(now: Date): Promise<void> {
  const held = await db().collection(COLLECTIONS.outbox).where('status', '==', 'held').where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(500).get();
  const byChannel = new Map<string, QueryDocumentSnapshot[]>();
  for (const doc of held.docs) byChannel.set(String(doc.get('channel')), [...(byChannel.get(String(doc.get('channel'))) ?? []), doc]);
  for (const [channel, docs] of byChannel) {
    const [probe, ...rest] = docs;
    const fixed = await deliverMessage(probe!.ref, 'schedule', now);
    const update = fixed
      ? { status: 'retry', nextAttemptAt: Timestamp.fromDate(now), firstAttemptAt: Timestamp.fromDate(now), lastError: '' }
      : { nextAttemptAt: Timestamp.fromDate(new Date(now.getTime() + HOLD_PROBE_MS)) };
    await Promise.all(
      rest.map((doc) =>
        db().runTransaction(async (tx) => {
          if ((await tx.get(doc.ref)).get('status') === 'held') tx.update(doc.ref, update);
        }),
      ),
    );
    if (fixed) log.outboxReleased(channel, rest.length + 1);
  }
}

/**
 * The retry schedule (every minute): releases messages stuck in 'sending', reads Netgsm's delivery
 * report (unresolved SMS, SMS on their way), probes held channels, then delivers every pending or
 * retry message that is due. `now` is a parameter so tests and the bench run it on their own clock.
 */
export async function retryPendingMessages(now = new Date()): Promise<number> {
  const outbox = db().collection(COLLECTIONS.outbox);
  const stuck = await outbox
    .where('status', '==', 'sending')
    .where('claimedAt', '<', Timestamp.fromDate(new Date(now.getTime() - LEASE_MS)))
    .limit(100)
    .get();
  for (const doc of stuck.docs) await releaseStuck(doc.ref, now);

  await checkReports(now);
  await probeHeld(now);
  // announcements held for the day's SMS budget go as far as the budget now allows (ADR 0024)
  await releaseHeldForBudget(now);

  const due = await outbox.where('status', 'in', ['pending', 'retry']).where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(200).get();
  let delivered = 0;
  // a few at a time: a provider that hangs until its timeout does not hold the whole run up
  const docs = [...due.docs];
  const workers = Array.from({ length: 8 }, async () => {
    for (let doc = docs.shift(); doc; doc = docs.shift()) if (await deliverMessage(doc.ref, 'schedule', now)) delivered += 1;
  });
  await Promise.all(workers);
  log.outboxScheduledRun(due.size);
  return delivered;
}
