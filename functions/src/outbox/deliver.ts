import type { DeliveryFailure } from '@bebek/common/delivery';
import { config } from '../config';
import { log } from '../lib/log';
import {
  claimMessage,
  recordAccepted,
  recordAmbiguous,
  recordFailed,
  recordHeld,
  recordRetry,
  recordUnresolved,
  releaseStuck as releaseStuckMessage,
  writeDeliveryLog,
  type Claim,
  type DeliveredBy,
  type OutboxStatus,
  type StoredMessage,
} from './data';
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
// the types and WAITING_STATES live with the documents (data.ts); other domains import them from here

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

/** Reads of a message before a delivery leaves it to the next run: each lost try means someone else changed it. */
const CLAIM_TRIES = 3;

/**
 * Takes the message for one delivery attempt (data.ts's `claimMessage`: marked 'sending' only if
 * unchanged since read, ADR 0021), when this delivery may take it.
 */
function claim(id: string, by: DeliveredBy, now: Date): Promise<Claim> {
  // the trigger takes a new message at once; one written to go later (nextAttemptAt ahead) is the schedule's
  const claimable = (status: OutboxStatus, due: Date) =>
    by === 'trigger'
      ? status === 'pending' && due.getTime() <= now.getTime() + CLOCK_SKEW_MS
      : (status === 'pending' || status === 'retry' || status === 'held') && due <= now;
  return claimMessage(id, by, now, claimable, CLAIM_TRIES);
}

/** Ends a message failed: the parent's reason, the log entry, and the error line an operator's alert matches. */
export async function failMessage(id: string, message: StoredMessage, failure: DeliveryFailure, reason: string, orderId?: string): Promise<void> {
  await recordFailed(id, failure, reason);
  await writeDeliveryLog(id, message, { status: 'failed', errorMessage: reason, orderId });
  log.outboxFailed(id, message.channel, message.kind, failure, reason);
}

async function settle(id: string, claimed: NonNullable<Claim>, outcome: ProviderOutcome, now: Date): Promise<void> {
  const { message, attempts, firstAttemptAt } = claimed;
  const at = (ms: number) => new Date(now.getTime() + ms);
  switch (outcome.outcome) {
    case 'sent': {
      // an SMS is followed through Netgsm's delivery report until it reaches the phone (or cannot);
      // Netgsm's report has it within seconds as a rule: first asked after half a minute
      await recordAccepted(id, outcome.providerId, now, message.channel === 'sms' ? at(30_000) : undefined);
      await writeDeliveryLog(id, message, { status: 'success', orderId: outcome.providerId });
      log.outboxDelivered(id, message.channel);
      return;
    }
    case 'config':
      // not an attempt that counts against the message: it waits for our fix
      await recordHeld(id, attempts - 1, outcome.reason, now, at(HOLD_PROBE_MS));
      await writeDeliveryLog(id, message, { status: 'held', errorMessage: outcome.reason });
      log.outboxHeld(id, message.channel, message.kind, outcome.reason);
      return;
    case 'ambiguous':
      if (message.channel === 'sms') {
        // resolved through the delivery report (outbox/report.ts) before anything is resent
        await recordUnresolved(id, outcome.reason, { start: now, end: at(config().netgsm.timeoutMs) }, at(60_000));
        await writeDeliveryLog(id, message, { status: 'pending', errorMessage: outcome.reason });
        log.outboxUnresolved(id, message.channel, outcome.reason);
        return;
      }
      if (message.channel === 'email') break; // a second copy of an e-mail beats none: retried below
      await recordAmbiguous(id, outcome.reason);
      await writeDeliveryLog(id, message, { status: 'failed', errorMessage: outcome.reason });
      return;
    case 'permanent':
      await failMessage(id, message, outcome.failure, outcome.reason);
      return;
    case 'retryable':
      break;
  }
  const reason = outcome.reason;
  const minDelayMs = outcome.outcome === 'retryable' ? outcome.minDelayMs : undefined;
  const next = new Date(now.getTime() + backoffMs(attempts, minDelayMs));
  if (next.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS) {
    await failMessage(id, message, 'gave_up', `${reason} (${attempts} deneme, 24 saat sonra vazgeçildi)`);
    return;
  }
  await recordRetry(id, reason, next);
  await writeDeliveryLog(id, message, { status: 'pending', errorMessage: reason });
}

/**
 * Delivers one message (its document, or its reference: the trigger's and the tests') if it can be
 * claimed now; true when this call had the provider take it.
 */
export async function deliverMessage(message: { id: string }, by: DeliveredBy, now = new Date()): Promise<boolean> {
  const id = message.id;
  const claimed = await claim(id, by, now);
  if (!claimed) return false;
  let outcome: ProviderOutcome;
  try {
    outcome = await sendThroughProvider(id, claimed.message);
  } catch (error) {
    outcome = { outcome: 'retryable', reason: error instanceof Error ? error.message : String(error) };
  }
  await settle(id, claimed, outcome, now);
  return outcome.outcome === 'sent';
}

/**
 * A message left 'sending' past its lease: the function died during delivery (data.ts's
 * `releaseStuck`: an SMS to the delivery report, an e-mail back to retry).
 */
export async function releaseStuck(id: string, now: Date): Promise<void> {
  await releaseStuckMessage(id, now, LEASE_MS);
}
