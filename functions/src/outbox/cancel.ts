import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import type { OutboxStatus } from './deliver';

/** The states of a message that has not been handed to a provider yet. */
const WAITING: OutboxStatus[] = ['pending', 'retry'];

/**
 * Cancels every message of a parent that is still waiting to be sent (announcements, reminders,
 * pushes): each becomes 'cancelled' in a transaction of its own, so a message the trigger or the
 * retry schedule claims at the same moment is either sent or cancelled, never both. A message
 * already 'sending' is left to finish. Answers how many were cancelled.
 */
export async function cancelQueuedMessages(userId: string, now = new Date()): Promise<number> {
  const waiting = await db().collection(COLLECTIONS.outbox).where('context.userId', '==', userId).where('status', 'in', WAITING).get();
  let cancelled = 0;
  for (const doc of waiting.docs) {
    const done = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(doc.ref);
      if (!WAITING.includes(snapshot.get('status') as OutboxStatus)) return false;
      tx.update(doc.ref, { status: 'cancelled', cancelledAt: Timestamp.fromDate(now) });
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
