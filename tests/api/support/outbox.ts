import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';

const LOGS: Record<string, string> = { sms: COLLECTIONS.smsLogs, email: COLLECTIONS.emailLogs, push: COLLECTIONS.pushLogs };
/** A message written for now is the trigger's when it is due within this of its creation (CLOCK_SKEW_MS in functions/src/outbox/deliver.ts). */
const TRIGGER_TAKES_WITHIN_MS = 10_000;

/**
 * The delivery-log status each state of a message is followed by: functions/src/outbox/deliver.ts
 * (and report.ts, cancel.ts) write the message's new state first, then its log entry.
 */
const LOGGED_AS: Record<string, string[]> = {
  done: ['success', 'delivered'],
  failed: ['failed'],
  held: ['held'],
  retry: ['pending'],
  unresolved: ['pending'],
  ambiguous: ['failed'],
  cancelled: ['cancelled'],
};

/**
 * Of these outbox messages, those whose delivery is still under way, each as `id (status)`: those the
 * outbox's trigger will still write. 'sending' is under way; 'pending' is when it was due as it was
 * written (the trigger takes it), not when written for later (only the schedule takes it, and the
 * tests run the schedule themselves). A message a delivery has taken (`claimedBy`) is under way
 * until its log entry shows its state; one nobody took (a test's own, or cancelled before it was
 * sent, whose log the cancelling request wrote) is not.
 */
async function inFlightAmong(db: Firestore, messages: QueryDocumentSnapshot[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const logRefs = messages.map((message) => db.collection(LOGS[String(message.get('channel'))] ?? COLLECTIONS.emailLogs).doc(message.id));
  const logs = await db.getAll(...logRefs);
  return messages.flatMap((message, index) => {
    const status = String(message.get('status'));
    const inFlight = [`${message.id} (${status})`];
    if (status === 'sending') return inFlight;
    if (status === 'pending') {
      const due = message.get('nextAttemptAt') as { toMillis(): number } | null | undefined;
      return !due || due.toMillis() <= message.createTime.toMillis() + TRIGGER_TAKES_WITHIN_MS ? inFlight : [];
    }
    if (!message.get('claimedBy')) return [];
    return LOGGED_AS[status]?.includes(String(logs[index]!.get('status'))) ? [] : inFlight;
  });
}

/**
 * Waits until the account has queued at least one message of `kind` and none of them is in flight
 * any more (inFlightAmong's rule): the trigger has delivered and logged it, and writes nothing
 * more for it. Fails after `timeoutMs`, naming what is still under way.
 */
export async function waitForMessagesOf(db: Firestore, userId: string, kind: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // one equality filter (no composite index), the kind picked here
    const queued = (await db.collection(COLLECTIONS.outbox).where('context.userId', '==', userId).get()).docs.filter((message) => message.get('kind') === kind);
    const inFlight = await inFlightAmong(db, queued);
    if (queued.length > 0 && inFlight.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`the ${kind} message of ${userId} did not settle within ${timeoutMs} ms: ${queued.length ? inFlight.join(', ') : 'none queued'}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Waits until no outbox message is in flight (inFlightAmong), at most `timeoutMs`; answers those still in flight then. */
export async function waitForOutbox(db: Firestore, timeoutMs: number): Promise<string[]> {
  return waitForMessagesBut(db, new Set(), timeoutMs);
}

/**
 * Waits until none of the outbox messages but `others` is in flight, at most `timeoutMs`; answers
 * those still in flight then. A test file starts from the baseline's messages (all settled when it
 * was taken), so every other message is one the file itself queued.
 */
export async function waitForMessagesBut(db: Firestore, others: ReadonlySet<string>, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const own = (await db.collection(COLLECTIONS.outbox).get()).docs.filter((message) => !others.has(message.id));
    const inFlight = await inFlightAmong(db, own);
    if (inFlight.length === 0 || Date.now() > deadline) return inFlight;
    await new Promise((done) => setTimeout(done, 200));
  }
}
