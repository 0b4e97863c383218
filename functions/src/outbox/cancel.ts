import { cancelIfWaiting, waitingMessageIdsOf, writeDeliveryLog } from './data';

/**
 * Cancels every message of a user that has not been sent yet: pending, waiting for a retry, held for
 * our configuration, or unresolved (an SMS whose send timed out is then neither looked up nor sent
 * again). A message being sent right now finishes; one already sent stays sent. Each cancellation is
 * a transaction that checks the state first, so a delivery claiming the message at the same moment
 * wins or loses cleanly. Answers how many were cancelled. (Issue 18's pause calls this.)
 */
export async function cancelQueuedMessages(userId: string, now = new Date()): Promise<number> {
  const waiting = await waitingMessageIdsOf(userId);
  let cancelled = 0;
  await Promise.all(
    waiting.map(async (id) => {
      const message = await cancelIfWaiting(id, now);
      if (!message) return;
      cancelled += 1;
      await writeDeliveryLog(id, message, { status: 'cancelled', errorMessage: 'Gönderilmeden iptal edildi' });
    }),
  );
  return cancelled;
}
