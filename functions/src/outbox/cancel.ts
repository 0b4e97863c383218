import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { WAITING_STATES, type StoredMessage } from './deliver';
import { writeDeliveryLog } from './logs';

/**
 * Cancels every message of a user that has not been sent yet: pending, waiting for a retry, held for
 * our configuration, or unresolved (an SMS whose send timed out is then neither looked up nor sent
 * again). A message being sent right now finishes; one already sent stays sent. Each cancellation is
 * a transaction that checks the state first, so a delivery claiming the message at the same moment
 * wins or loses cleanly. Answers how many were cancelled. (Issue 18's pause calls this.)
 */
export async function cancelQueuedMessages(userId: string, now = new Date()): Promise<number> {
  const waiting = await db()
    .collection(COLLECTIONS.outbox)
    .where('context.userId', '==', userId)
    .where('status', 'in', [...WAITING_STATES])
    .get();
  let cancelled = 0;
  await Promise.all(
    waiting.docs.map(async (doc) => {
      const message = await db().runTransaction(async (tx) => {
        const snapshot = await tx.get(doc.ref);
        if (!WAITING_STATES.includes(snapshot.get('status'))) return undefined;
        tx.update(doc.ref, { status: 'cancelled', cancelledAt: Timestamp.fromDate(now), nextAttemptAt: null });
        return snapshot.data() as StoredMessage;
      });
      if (!message) return;
      cancelled += 1;
      await writeDeliveryLog(doc.ref.id, message, { status: 'cancelled', errorMessage: 'Gönderilmeden iptal edildi' });
    }),
  );
  return cancelled;
}
