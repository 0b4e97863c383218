import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { log } from '../lib/log';
import { writeDeliveryLog } from './logs';
import type { OutboxMessage } from './message';
import { sendThroughProvider, type ProviderOutcome } from './providers';

/**
 * The outbox: one document per message to send. A message is claimed in a transaction before
 * any side effect, so a trigger fired twice (at-least-once delivery) or the retry schedule
 * running beside it cannot send the same message twice.
 *
 * States: pending → sending → done | retry (failed, with nextAttemptAt) | failed (final) | ambiguous (final:
 * the provider may have sent it, e.g. a timeout, so it is not resent blindly); pending | retry →
 * cancelled (final: outbox/cancel.ts, e.g. the parent paused the pregnancy).
 */
export type OutboxStatus = 'pending' | 'sending' | 'done' | 'retry' | 'failed' | 'ambiguous' | 'cancelled';
export type DeliveredBy = 'trigger' | 'schedule';

export const MAX_ATTEMPTS = 5;
/** A claim older than this without an outcome means the function died mid-delivery. */
export const LEASE_MS = 2 * 60_000;

export function backoffMs(attempts: number, minDelayMs = 0): number {
  return Math.max(minDelayMs, Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1)));
}

type Claim = { message: OutboxMessage; attempts: number } | undefined;

async function claim(ref: DocumentReference, by: DeliveredBy, now: Date): Promise<Claim> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    const status = snapshot.get('status') as OutboxStatus;
    const due = (snapshot.get('nextAttemptAt') as Timestamp | undefined)?.toDate() ?? new Date(0);
    const claimable = by === 'trigger' ? status === 'pending' : (status === 'pending' || status === 'retry') && due <= now;
    if (!claimable) return undefined;
    const attempts = Number(snapshot.get('attempts') ?? 0) + 1;
    tx.update(ref, { status: 'sending', attempts, claimedAt: Timestamp.fromDate(now), claimedBy: by });
    return { message: snapshot.data() as OutboxMessage, attempts };
  });
}

async function settle(ref: DocumentReference, message: OutboxMessage, attempts: number, outcome: ProviderOutcome, now: Date): Promise<void> {
  if (outcome.outcome === 'sent') {
    await ref.update({ status: 'done', providerId: outcome.providerId, deliveredAt: FieldValue.serverTimestamp(), lastError: '' });
    await writeDeliveryLog(ref.id, message, { status: 'success', orderId: outcome.providerId });
    log.outboxDelivered(ref.id, message.channel);
    return;
  }
  if (outcome.outcome === 'retryable' && attempts < MAX_ATTEMPTS) {
    const nextAttemptAt = new Date(now.getTime() + backoffMs(attempts, outcome.minDelayMs));
    await ref.update({ status: 'retry', lastError: outcome.reason, nextAttemptAt: Timestamp.fromDate(nextAttemptAt) });
    return;
  }
  const status: OutboxStatus = outcome.outcome === 'ambiguous' ? 'ambiguous' : 'failed';
  const reason = outcome.outcome === 'retryable' ? `${outcome.reason} (${attempts} deneme sonrası vazgeçildi)` : outcome.reason;
  await ref.update({ status, lastError: reason, failedAt: FieldValue.serverTimestamp() });
  await writeDeliveryLog(ref.id, message, { status: 'failed', errorMessage: reason });
}

/** Delivers one message if it can be claimed now; true when this call sent it. */
export async function deliverMessage(ref: DocumentReference, by: DeliveredBy, now = new Date()): Promise<boolean> {
  const claimed = await claim(ref, by, now);
  if (!claimed) return false;
  let outcome: ProviderOutcome;
  try {
    outcome = await sendThroughProvider(ref.id, claimed.message);
  } catch (error) {
    outcome = { outcome: 'retryable', reason: error instanceof Error ? error.message : String(error) };
  }
  await settle(ref, claimed.message, claimed.attempts, outcome, now);
  return outcome.outcome === 'sent';
}

/**
 * A message left 'sending' past its lease: the function died during delivery. The provider
 * may or may not have accepted it. SMS is not resent blindly (marked ambiguous); e-mail and
 * push go back to retry, as a duplicate there costs less than a lost birth announcement.
 */
export async function releaseStuck(ref: DocumentReference, now: Date): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const claimedAt = (snapshot.get('claimedAt') as Timestamp | undefined)?.toDate();
    if (snapshot.get('status') !== 'sending' || !claimedAt || now.getTime() - claimedAt.getTime() < LEASE_MS) return;
    if (snapshot.get('channel') === 'sms')
      tx.update(ref, { status: 'ambiguous', lastError: 'Gönderim yarıda kaldı; SMS gitmiş olabilir, tekrar gönderilmedi.' });
    else tx.update(ref, { status: 'retry', nextAttemptAt: Timestamp.fromDate(now), lastError: 'Gönderim yarıda kaldı; yeniden denenecek.' });
  });
}
