import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { log } from '../lib/log';
import { deliverMessage, LEASE_MS, releaseStuck } from './deliver';

/**
 * The retry schedule: releases messages stuck in 'sending', then delivers every pending or
 * retry message that is due. `now` is a parameter so tests run it with a fixed clock.
 */
export async function retryPendingMessages(now = new Date()): Promise<number> {
  const outbox = db().collection(COLLECTIONS.outbox);
  const stuck = await outbox
    .where('status', '==', 'sending')
    .where('claimedAt', '<', Timestamp.fromDate(new Date(now.getTime() - LEASE_MS)))
    .limit(100)
    .get();
  for (const doc of stuck.docs) await releaseStuck(doc.ref, now);

  const due = await outbox.where('status', 'in', ['pending', 'retry']).where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(200).get();
  let delivered = 0;
  for (const doc of due.docs) if (await deliverMessage(doc.ref, 'schedule', now)) delivered += 1;
  log.outboxScheduledRun(due.size);
  return delivered;
}
