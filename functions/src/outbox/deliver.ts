import { FieldValue, GrpcStatus, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { DeliveryFailure } from '@bebek/common/delivery';
import { config } from '../config';
import { db, failedWith } from '../lib/firestore';
import { log } from '../lib/log';
import { writeDeliveryLog } from './logs';
import type { OutboxMessage } from './message';
import { sendThroughProvider, type ProviderOutcome } from './providers';

/**
 * The outbox: one document per message to send. A message is claimed in a transaction before
 * any side effect, so a trigger fired twice (at-least-once delivery) or the retry schedule
 * running beside it cannot send the same message twice.
 *
 * States (ADR 0015):
 * - pending: written, the trigger sends it;
 * - sending: claimed by one delivery;
 * - retry: the provider did not take it (5xx, 429, no connection, an e-mail whose answer never
 *   came); sent again at nextAttemptAt, backing off up to 2 h, for 24 h from the first attempt;
 * - unresolved: an SMS whose send timed out or was cut after it left: Netgsm may have sent it.
 *   The delivery report decides (outbox/report.ts): found, it is done; not there once reports have
 *   settled, it goes back to retry;
 * - held: our own configuration refused it (Netgsm 30/40, SendGrid 401/403). It is not lost: one
 *   held message per channel is tried every 10 min, and when it goes, the others follow; an error
 *   log line alerts an operator;
 * - done: the provider took it. An SMS then carries `delivery` (pending → delivered) from the report;
 * - failed (final): with `failure` (DELIVERY_FAILURES), the reason the parent reads;
 * - cancelled (final): the parent's account stopped it before it went (outbox/cancel.ts);
 * - ambiguous (final, push only): Expo may have taken it; a push is not worth a duplicate.
 */
export type OutboxStatus = 'pending' | 'sending' | 'retry' | 'unresolved' | 'held' | 'done' | 'failed' | 'cancelled' | 'ambiguous';
export type DeliveredBy = 'trigger' | 'schedule';

/** The states a message waits in before it is sent: what a cancellation stops. */
export const WAITING_STATES: readonly OutboxStatus[] = ['pending', 'retry', 'unresolved', 'held'];

/** Retries stop this long after the first attempt (the issue asks for at least 24 hours). */
export const RETRY_WINDOW_MS = 24 * 3600_000;
/** The longest wait between two attempts. */
export const MAX_BACKOFF_MS = 2 * 3600_000;
/** How often a held channel is tried again. */
export const HOLD_PROBE_MS = 10 * 60_000;
/** How far apart the clocks of the instance that wrote a message and the one its trigger runs on may be. */
const CLOCK_SKEW_MS = 10_000;
/** A claim older than this without an outcome means the function died mid-delivery. */
export const LEASE_MS = 2 * 60_000;

export function backoffMs(attempts: number, minDelayMs = 0): number {
  return Math.max(minDelayMs, Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.min(20, Math.max(0, attempts - 1))));
}

/** The attempt times of a message that always fails, from its first: at least 24 hours of them. */
export function retrySchedule(): number[] {
  const times = [0];
  for (let attempts = 1; ; attempts += 1) {
    const next = times[times.length - 1]! + backoffMs(attempts);
    if (next >= RETRY_WINDOW_MS) return times;
    times.push(next);
  }
}

export type StoredMessage = OutboxMessage & { createdAt?: Timestamp };
type Claim = { message: StoredMessage; attempts: number; firstAttemptAt: Date } | undefined;

/** Reads of a message before a delivery leaves it to the next run: each lost try means someone else changed it. */
const CLAIM_TRIES = 3;

const toDate = (value: unknown): Date | undefined => (value instanceof Timestamp ? value.toDate() : undefined);

/**
 * Takes the message for one delivery attempt: read, and marked 'sending' only if unchanged since
 * (`lastUpdateTime`), without a transaction (ADR 0021). The trigger and the schedule, or a trigger
 * delivered twice, may take it at the same moment: one update lands, the other's precondition fails
 * and its next read finds the message taken. In a transaction both would hold a read lock the other's
 * write waits for.
 */
async function claim(ref: DocumentReference, by: DeliveredBy, now: Date): Promise<Claim> {
  for (let tries = 0; tries < CLAIM_TRIES; tries += 1) {
    const snapshot = await ref.get();
    if (!snapshot.exists) return undefined;
    const status = snapshot.get('status') as OutboxStatus;
    const due = toDate(snapshot.get('nextAttemptAt')) ?? new Date(0);
    // the trigger takes a new message at once; one written to go later (nextAttemptAt ahead) is the schedule's
    const claimable =
      by === 'trigger'
        ? status === 'pending' && due.getTime() <= now.getTime() + CLOCK_SKEW_MS
        : (status === 'pending' || status === 'retry' || status === 'held') && due <= now;
    if (!claimable) return undefined;
    const attempts = Number(snapshot.get('attempts') ?? 0) + 1;
    const firstAttemptAt = toDate(snapshot.get('firstAttemptAt')) ?? now;
    try {
      await ref.update(
        { status: 'sending', attempts, claimedAt: Timestamp.fromDate(now), claimedBy: by, firstAttemptAt: Timestamp.fromDate(firstAttemptAt) },
        { lastUpdateTime: snapshot.updateTime! },
      );
      return { message: snapshot.data() as StoredMessage, attempts, firstAttemptAt };
    } catch (error) {
      if (!failedWith(error, GrpcStatus.FAILED_PRECONDITION)) throw error;
    }
  }
  return undefined; // changed under us again and again: the next run of the schedule looks at it
}

/** Ends a message failed: the parent's reason, the log entry, and the error line an operator's alert matches. */
export async function failMessage(ref: DocumentReference, message: StoredMessage, failure: DeliveryFailure, reason: string, orderId?: string): Promise<void> {
  await ref.update({ status: 'failed', failure, lastError: reason, failedAt: FieldValue.serverTimestamp(), delivery: FieldValue.delete() });
  await writeDeliveryLog(ref.id, message, { status: 'failed', errorMessage: reason, orderId });
  log.outboxFailed(ref.id, message.channel, message.kind, failure, reason);
}

async function settle(ref: DocumentReference, claimed: NonNullable<Claim>, outcome: ProviderOutcome, now: Date): Promise<void> {
  const { message, attempts, firstAttemptAt } = claimed;
  const at = (ms: number) => Timestamp.fromDate(new Date(now.getTime() + ms));
  switch (outcome.outcome) {
    case 'sent': {
      // an SMS is followed through Netgsm's delivery report until it reaches the phone (or cannot)
      const sms = message.channel === 'sms';
      await ref.update({
        status: 'done',
        providerId: outcome.providerId,
        acceptedAt: Timestamp.fromDate(now),
        deliveredAt: FieldValue.serverTimestamp(),
        lastError: '',
        // Netgsm's report has it within seconds as a rule: first asked after half a minute
        ...(sms ? { delivery: 'pending', nextAttemptAt: at(30_000) } : {}),
      });
      await writeDeliveryLog(ref.id, message, { status: 'success', orderId: outcome.providerId });
      log.outboxDelivered(ref.id, message.channel);
      return;
    }
    case 'config':
      // not an attempt that counts against the message: it waits for our fix
      await ref.update({
        status: 'held',
        attempts: attempts - 1,
        lastError: outcome.reason,
        heldAt: Timestamp.fromDate(now),
        nextAttemptAt: at(HOLD_PROBE_MS),
      });
      await writeDeliveryLog(ref.id, message, { status: 'held', errorMessage: outcome.reason });
      log.outboxHeld(ref.id, message.channel, message.kind, outcome.reason);
      return;
    case 'ambiguous':
      if (message.channel === 'sms') {
        // resolved through the delivery report (outbox/report.ts) before anything is resent
        await ref.update({
          status: 'unresolved',
          lastError: outcome.reason,
          attemptStartedAt: Timestamp.fromDate(now),
          attemptEndedAt: at(config().netgsm.timeoutMs),
          nextAttemptAt: at(60_000),
        });
        await writeDeliveryLog(ref.id, message, { status: 'pending', errorMessage: outcome.reason });
        log.outboxUnresolved(ref.id, message.channel, outcome.reason);
        return;
      }
      if (message.channel === 'email') break; // a second copy of an e-mail beats none: retried below
      await ref.update({ status: 'ambiguous', lastError: outcome.reason, failedAt: FieldValue.serverTimestamp() });
      await writeDeliveryLog(ref.id, message, { status: 'failed', errorMessage: outcome.reason });
      return;
    case 'permanent':
      await failMessage(ref, message, outcome.failure, outcome.reason);
      return;
    case 'retryable':
      break;
  }
  const reason = outcome.reason;
  const minDelayMs = outcome.outcome === 'retryable' ? outcome.minDelayMs : undefined;
  const next = new Date(now.getTime() + backoffMs(attempts, minDelayMs));
  if (next.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS) {
    await failMessage(ref, message, 'gave_up', `${reason} (${attempts} deneme, 24 saat sonra vazgeçildi)`);
    return;
  }
  await ref.update({ status: 'retry', lastError: reason, nextAttemptAt: Timestamp.fromDate(next) });
  await writeDeliveryLog(ref.id, message, { status: 'pending', errorMessage: reason });
}

/** Delivers one message if it can be claimed now; true when this call had the provider take it. */
export async function deliverMessage(ref: DocumentReference, by: DeliveredBy, now = new Date()): Promise<boolean> {
  const claimed = await claim(ref, by, now);
  if (!claimed) return false;
  let outcome: ProviderOutcome;
  try {
    outcome = await sendThroughProvider(ref.id, claimed.message);
  } catch (error) {
    outcome = { outcome: 'retryable', reason: error instanceof Error ? error.message : String(error) };
  }
  await settle(ref, claimed, outcome, now);
  return outcome.outcome === 'sent';
}

/**
 * A message left 'sending' past its lease: the function died during delivery. The provider may or
 * may not have taken it. An SMS is resolved through the delivery report, like a timeout; an e-mail
 * goes back to retry (a duplicate costs less than a lost announcement).
 */
export async function releaseStuck(ref: DocumentReference, now: Date): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const claimedAt = toDate(snapshot.get('claimedAt'));
    if (snapshot.get('status') !== 'sending' || !claimedAt || now.getTime() - claimedAt.getTime() < LEASE_MS) return;
    if (snapshot.get('channel') === 'sms')
      tx.update(ref, {
        status: 'unresolved',
        lastError: 'Gönderim yarıda kaldı; SMS gitmiş olabilir, rapordan doğrulanacak.',
        attemptStartedAt: Timestamp.fromDate(claimedAt),
        attemptEndedAt: Timestamp.fromDate(new Date(claimedAt.getTime() + LEASE_MS)),
        nextAttemptAt: Timestamp.fromDate(now),
      });
    else tx.update(ref, { status: 'retry', nextAttemptAt: Timestamp.fromDate(now), lastError: 'Gönderim yarıda kaldı; yeniden denenecek.' });
  });
}
