import { createHash, randomInt } from 'node:crypto';
import {
  AggregateField,
  FieldValue,
  GrpcStatus,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { DeliveryFailure, LogStatus } from '@bebek/common/delivery';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { smsParts } from '@bebek/common/sms';
import { addToCount, COUNTER_SHARDS } from '../rate-limits/data';

/**
 * The only file of the outbox that touches Firestore: the outbox documents (one per message, ADR
 * 0015), their delivery logs (spec part 2 §3), the sending policy's counters (ADR 0024), Netgsm's
 * report budget and the devices a push goes to. The rules are in the services beside it (policy.ts,
 * deliver.ts, report.ts, retry.ts, cancel.ts); where a rule decides inside a read-then-write, the
 * service passes it in as a callback.
 */

/** What the app asks the outbox to send (only through the sending policy, outbox/policy.ts); the trigger and the retry schedule deliver it. */
export type OutboxKind =
  | 'email_change'
  | 'security_notice'
  | 'password_reset'
  | 'login_link'
  | 'birth_notification'
  | 'service_request_reply'
  | 'contact_reply'
  | 'admin_test'
  | 'game_answer'
  | 'game_result'
  | 'game_invite'
  | 'test'
  | 'care_reminder'
  | 'vaccine_reminder'
  | 'email_verification'
  | 'phone_verification';

interface Common {
  kind: OutboxKind;
  /** Shown in the SMS/e-mail logs (spec part 2 §3): which game or event this belongs to. */
  context?: { gameType?: string; gameTitle?: string; participantName?: string; userId?: string; birthKey?: string };
  /** Never copy the text into the logs (e.g. a password-reset link). */
  sensitive?: boolean;
}
export type OutboxMessage =
  | (Common & { channel: 'email'; to: { email: string; name: string }; subject: string; text: string; html?: string })
  | (Common & { channel: 'sms'; to: { phone: string; name: string }; text: string })
  | (Common & { channel: 'push'; to: { expoToken: string; name: string }; title: string; text: string; data?: Record<string, string> });

/** The states of a message (ADR 0015; deliver.ts says what each means). */
export type OutboxStatus = 'pending' | 'sending' | 'retry' | 'unresolved' | 'held' | 'done' | 'failed' | 'cancelled' | 'ambiguous';
export type DeliveredBy = 'trigger' | 'schedule';
export type StoredMessage = OutboxMessage & { createdAt?: Timestamp };

/** A message's document as a query read it: services read its fields (`get`, `id`); only this module writes it. */
export type MessageSnapshot = QueryDocumentSnapshot;
/** A commit being built, a batch or a transaction, that the policy adds its messages to. */
export type Commit = WriteBatch | Transaction;
/** A time as Firestore stores it. */
export type StoredTime = Timestamp;

/** The states an operator may send a message again from (the panel's resend): failed, held for our configuration, or a push of unknown fate. */
export const OPERATOR_RESENDABLE: readonly OutboxStatus[] = ['failed', 'held', 'ambiguous'];

/** The states a message waits in before it is sent: what a cancellation stops. */
export const WAITING_STATES: readonly OutboxStatus[] = ['pending', 'retry', 'unresolved', 'held'];

const outbox = () => db().collection(COLLECTIONS.outbox);
const messageRef = (id: string) => outbox().doc(id);

/** A stored time as a Date (a Timestamp field), or nothing. */
export const dateOf = (value: unknown): Date | undefined => (value instanceof Timestamp ? value.toDate() : undefined);
const at = (date: Date) => Timestamp.fromDate(date);

/** A commit that lost to a message of the same id created first (a schedule run twice, a second press). */
export const alreadyQueued = (error: unknown): boolean => failedWith(error, GrpcStatus.ALREADY_EXISTS);

// ---- the delivery logs -------------------------------------------------------------------------

const REDACTED = '[Gizli içerik: şifre sıfırlama bağlantısı kayda alınmadı]';

/**
 * The SMS, e-mail and push logs of spec part 2 §3, one entry per outbox message (its id), kept up to
 * date as the message moves (sending, held, sent, delivered, failed, cancelled), so the admin panel
 * shows what the parent sees. `messageId` lets an operator resend a failed one.
 */
export async function writeDeliveryLog(
  messageId: string,
  message: OutboxMessage & { createdAt?: Timestamp },
  outcome: { status: LogStatus; orderId?: string; errorMessage?: string },
  logId = messageId,
): Promise<void> {
  const shown = message.sensitive ? REDACTED : message.text;
  const common = {
    messageId,
    kind: message.kind,
    gameType: message.context?.gameType ?? '',
    gameTitle: message.context?.gameTitle ?? '',
    participantName: message.context?.participantName ?? message.to.name ?? '',
    userId: message.context?.userId ?? '',
    status: outcome.status,
    orderId: outcome.orderId ?? '',
    errorMessage: outcome.errorMessage ?? '',
    // the message's own time: the entry keeps its place in the list while its status changes
    createdAt: logId === messageId && message.createdAt ? message.createdAt : FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (message.channel === 'sms') {
    await db()
      .collection(COLLECTIONS.smsLogs)
      .doc(logId)
      .set({ ...common, phoneNumber: message.to.phone, message: shown });
  } else if (message.channel === 'email') {
    await db()
      .collection(COLLECTIONS.emailLogs)
      .doc(logId)
      .set({ ...common, email: message.to.email, subject: message.subject, message: shown });
  } else {
    await db()
      .collection(COLLECTIONS.pushLogs)
      .doc(logId)
      .set({ ...common, deviceToken: message.to.expoToken, title: message.title, body: message.text });
  }
}

// ---- the sending policy's documents (ADR 0024) ---------------------------------------------------

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url');
const counters = () => db().collection(COLLECTIONS.rateLimits);
/** An account's count of one channel on one day. */
export const accountCounterRef = (channel: 'sms' | 'email', uid: string, day: string) => counters().doc(hashed(`sending-${channel}:${uid}:${day}`));
/**
 * The shards of the product's SMS count on one day (a distributed counter, ADR 0021): the documents
 * of one subcollection per day, smsBudgets/{day}/smsBudgetShards/{shard}, so the day's total is one
 * sum() over that subcollection (billed one read per 1,000 index entries: one read for the ten shards).
 */
const budgetShards = (day: string) => db().collection(COLLECTIONS.smsBudgets).doc(day).collection(COLLECTIONS.smsBudgetShards);
export const budgetShardRefs = (day: string) => Array.from({ length: COUNTER_SHARDS }, (_, shard) => budgetShards(day).doc(`s${shard}`));
/** Counters outlive their day by one (a Firestore TTL policy on `expiresAt` removes them). */
const expiresAfter = (now: Date) => Timestamp.fromMillis(now.getTime() + 2 * 86_400_000);

/** Billed SMS parts queued by the whole product on `day` (ADR 0048): the sum of the budget's shards, in one aggregation (one read, one round trip). */
export async function smsSpentOn(day: string): Promise<number> {
  const total = await budgetShards(day)
    .aggregate({ hits: AggregateField.sum('hits') })
    .get();
  return Number(total.data().hits ?? 0);
}

/** Counts `count` billed SMS parts against the day's budget in a commit, on one shard drawn at random (a blind increment: nothing waits on it). */
function spendBudgetIn(writer: WriteBatch | Transaction, day: string, count: number, now: Date): void {
  if (count <= 0) return;
  const ref = budgetShardRefs(day)[randomInt(COUNTER_SHARDS)]!;
  // a batch and a transaction set alike; TypeScript cannot call the union's overloads
  (writer as WriteBatch).set(ref, { hits: FieldValue.increment(count), expiresAt: expiresAfter(now) }, { merge: true });
}

/**
 * Adds `by` (negative gives back) to an account's count of a channel on `day` and answers the new
 * count, in one round trip (`addToCount`); `expires` when the count may be new (a reservation).
 */
export function addToAccountCount(channel: 'sms' | 'email', uid: string, day: string, by: number, options: { expires?: Date } = {}): Promise<number> {
  const fields = { prefix: `sending-${channel}`, ...(options.expires ? { expiresAt: expiresAfter(options.expires) } : {}) };
  return addToCount(accountCounterRef(channel, uid, day), by, fields);
}

/** A new message's id, where the caller needs none of its own. */
export const newMessageId = (): string => outbox().doc().id;

/** Why a message the policy admitted waits: the day's SMS budget (ADR 0024), or the sender's proof (ADR 0049). */
export type HoldReason = 'sms_budget' | 'sender_unproven';

const outboxDoc = (message: OutboxMessage, held: HoldReason | undefined, now: Date) =>
  held
    ? {
        ...message,
        status: 'held',
        holdReason: held,
        heldAt: Timestamp.fromDate(now),
        attempts: 0,
        createdAt: FieldValue.serverTimestamp(),
        nextAttemptAt: null,
      }
    : { ...message, status: 'pending', attempts: 0, createdAt: FieldValue.serverTimestamp(), nextAttemptAt: new Date() };

/**
 * Adds messages the sending policy admitted to the caller's commit (a batch or a transaction): each
 * created by its id (once: a second create of the id fails the commit), the SMS that go now counted
 * against the day's budget in the same commit. Only policy.ts calls this (policy.test.ts checks it).
 */
export function queueIn(
  writer: WriteBatch | Transaction,
  entries: Array<{ id: string; message: OutboxMessage; held?: HoldReason }>,
  day: string,
  now: Date,
): void {
  for (const entry of entries) writer.create(messageRef(entry.id), outboxDoc(entry.message, entry.held, now));
  spendBudgetIn(writer, day, smsPartsOf(entries.filter((entry) => !entry.held).map((entry) => entry.message)), now);
}

/** The billed parts of the SMS among `messages` (ADR 0048): what the day's budget counts. */
export function smsPartsOf(messages: Array<Pick<OutboxMessage, 'channel' | 'text'>>): number {
  return messages.reduce((sum, message) => sum + (message.channel === 'sms' ? smsParts(message.text) : 0), 0);
}

/** Commits what `fill` adds to a new batch (a message queued on its own). */
export async function commitBatch(fill: (batch: WriteBatch) => void): Promise<void> {
  const batch = db().batch();
  fill(batch);
  await batch.commit();
}

/** Announcements held for the day's SMS budget (ADR 0024), up to `limit`. */
export async function heldForBudget(limit: number): Promise<QueryDocumentSnapshot[]> {
  const held = await outbox().where('status', '==', 'held').where('holdReason', '==', 'sms_budget').limit(limit).get();
  return held.docs;
}

/**
 * Releases one held message to go now, with its billed parts (`parts`: 0 for an e-mail) against
 * `day`'s budget, only if it is unchanged since it was read (a pause cancelling it, or another proof
 * releasing it, at that moment wins): false when it changed.
 */
export async function releaseHeld(doc: QueryDocumentSnapshot, day: string, now: Date, parts: number): Promise<boolean> {
  const batch = db().batch();
  batch.update(
    doc.ref,
    {
      status: 'retry',
      nextAttemptAt: Timestamp.fromDate(now),
      firstAttemptAt: Timestamp.fromDate(now),
      holdReason: FieldValue.delete(),
      releasedAt: Timestamp.fromDate(now),
      lastError: '',
    },
    { lastUpdateTime: doc.updateTime },
  );
  spendBudgetIn(batch, day, parts, now);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (!failedWith(error, GrpcStatus.FAILED_PRECONDITION)) throw error;
    return false;
  }
}

/**
 * The sender's messages to others that wait for the sender's proof (ADR 0049), oldest first. The
 * query is the cancellation's (context.userId, status; its composite index), the reason read here.
 */
export async function heldForProofOf(userId: string): Promise<QueryDocumentSnapshot[]> {
  const held = await outbox().where('context.userId', '==', userId).where('status', '==', 'held').get();
  const heldAt = (doc: QueryDocumentSnapshot) => (doc.get('heldAt') as Timestamp | undefined)?.toMillis() ?? 0;
  return held.docs.filter((doc) => doc.get('holdReason') === 'sender_unproven').sort((a, b) => heldAt(a) - heldAt(b));
}

/**
 * A message released from its sender's proof when the day's SMS budget has no room for it: an
 * announcement waits for the budget instead (`sms_budget`, released by the schedule); anything else
 * is cancelled, as an SMS past the budget is refused (ADR 0024). Only if unchanged since read.
 */
export async function holdForBudgetOrCancel(doc: QueryDocumentSnapshot, announcement: boolean, now: Date): Promise<boolean> {
  const change = announcement
    ? { holdReason: 'sms_budget', heldAt: Timestamp.fromDate(now), nextAttemptAt: null }
    : { status: 'cancelled', cancelledAt: Timestamp.fromDate(now), nextAttemptAt: null, lastError: 'Günlük SMS kapasitesi doldu' };
  try {
    await doc.ref.update(change, { lastUpdateTime: doc.updateTime });
    return true;
  } catch (error) {
    if (!failedWith(error, GrpcStatus.FAILED_PRECONDITION)) throw error;
    return false;
  }
}

// ---- one message's delivery (deliver.ts) --------------------------------------------------------

export type Claim = { message: StoredMessage; attempts: number; firstAttemptAt: Date } | undefined;

/**
 * Takes the message for one delivery attempt: read, and marked 'sending' only if unchanged since
 * (`lastUpdateTime`), without a transaction (ADR 0021). The trigger and the schedule, or a trigger
 * delivered twice, may take it at the same moment: one update lands, the other's precondition fails
 * and its next read finds the message taken. In a transaction both would hold a read lock the other's
 * write waits for. `claimable` is deliver.ts's rule; `tries` reads before leaving it to the next run.
 */
export async function claimMessage(
  id: string,
  by: DeliveredBy,
  now: Date,
  claimable: (status: OutboxStatus, due: Date) => boolean,
  tries: number,
): Promise<Claim> {
  const ref = messageRef(id);
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const snapshot = await ref.get();
    if (!snapshot.exists) return undefined;
    const status = snapshot.get('status') as OutboxStatus;
    const due = dateOf(snapshot.get('nextAttemptAt')) ?? new Date(0);
    if (!claimable(status, due)) return undefined;
    const attempts = Number(snapshot.get('attempts') ?? 0) + 1;
    const firstAttemptAt = dateOf(snapshot.get('firstAttemptAt')) ?? now;
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

/** Failed for good, with the parent's reason. */
export async function recordFailed(id: string, failure: DeliveryFailure, reason: string): Promise<void> {
  await messageRef(id).update({ status: 'failed', failure, lastError: reason, failedAt: FieldValue.serverTimestamp(), delivery: FieldValue.delete() });
}

/** The provider took it; an SMS is then followed through Netgsm's report from `followFrom`. */
export async function recordAccepted(id: string, providerId: string, now: Date, followFrom?: Date): Promise<void> {
  await messageRef(id).update({
    status: 'done',
    providerId,
    acceptedAt: at(now),
    deliveredAt: FieldValue.serverTimestamp(),
    lastError: '',
    ...(followFrom ? { delivery: 'pending', nextAttemptAt: at(followFrom) } : {}),
  });
}

/** Held for our own configuration; `attempts` as the message had them before this one. */
export async function recordHeld(id: string, attempts: number, reason: string, now: Date, probeAt: Date): Promise<void> {
  await messageRef(id).update({ status: 'held', attempts, lastError: reason, heldAt: at(now), nextAttemptAt: at(probeAt) });
}

/** An SMS that may have gone: resolved through the delivery report over the attempt's window. */
export async function recordUnresolved(id: string, reason: string, window: { start: Date; end: Date }, checkAt: Date): Promise<void> {
  await messageRef(id).update({
    status: 'unresolved',
    lastError: reason,
    attemptStartedAt: at(window.start),
    attemptEndedAt: at(window.end),
    nextAttemptAt: at(checkAt),
  });
}

/** A push Expo may have taken: final, not worth a duplicate. */
export async function recordAmbiguous(id: string, reason: string): Promise<void> {
  await messageRef(id).update({ status: 'ambiguous', lastError: reason, failedAt: FieldValue.serverTimestamp() });
}

/** Sent again at `next`. */
export async function recordRetry(id: string, reason: string, next: Date): Promise<void> {
  await messageRef(id).update({ status: 'retry', lastError: reason, nextAttemptAt: at(next) });
}

/**
 * A message left 'sending' past its lease (`leaseMs`): the function died during delivery. The provider may or
 * may not have taken it. An SMS is resolved through the delivery report, like a timeout; an e-mail
 * goes back to retry (a duplicate costs less than a lost announcement).
 */
export async function releaseStuck(id: string, now: Date, leaseMs: number): Promise<void> {
  const ref = messageRef(id);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const claimedAt = dateOf(snapshot.get('claimedAt'));
    if (snapshot.get('status') !== 'sending' || !claimedAt || now.getTime() - claimedAt.getTime() < leaseMs) return;
    if (snapshot.get('channel') === 'sms')
      tx.update(ref, {
        status: 'unresolved',
        lastError: 'Gönderim yarıda kaldı; SMS gitmiş olabilir, rapordan doğrulanacak.',
        attemptStartedAt: Timestamp.fromDate(claimedAt),
        attemptEndedAt: Timestamp.fromDate(new Date(claimedAt.getTime() + leaseMs)),
        nextAttemptAt: Timestamp.fromDate(now),
      });
    else tx.update(ref, { status: 'retry', nextAttemptAt: Timestamp.fromDate(now), lastError: 'Gönderim yarıda kaldı; yeniden denenecek.' });
  });
}

// ---- the retry schedule (retry.ts) ---------------------------------------------------------------

/** Ids of messages claimed before `claimedBefore` and still 'sending'. */
export async function stuckMessageIds(claimedBefore: Date): Promise<string[]> {
  const stuck = await outbox().where('status', '==', 'sending').where('claimedAt', '<', Timestamp.fromDate(claimedBefore)).limit(100).get();
  return stuck.docs.map((doc) => doc.id);
}

/** Held messages whose probe is due. */
export async function heldDue(now: Date): Promise<QueryDocumentSnapshot[]> {
  const held = await outbox().where('status', '==', 'held').where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(500).get();
  return held.docs;
}

/**
 * After a held channel's probe, the other held messages of it, each in a transaction and only while
 * still held: to go now with a fresh 24-hour retry window (`reopenAt`) or to wait until `probeAgainAt`.
 */
export async function followProbe(ids: string[], outcome: { reopenAt: Date } | { probeAgainAt: Date }): Promise<void> {
  const update =
    'reopenAt' in outcome
      ? { status: 'retry', nextAttemptAt: at(outcome.reopenAt), firstAttemptAt: at(outcome.reopenAt), lastError: '' }
      : { nextAttemptAt: at(outcome.probeAgainAt) };
  await Promise.all(
    ids.map((id) =>
      db().runTransaction(async (tx) => {
        const ref = messageRef(id);
        if ((await tx.get(ref)).get('status') === 'held') tx.update(ref, update);
      }),
    ),
  );
}

/** Pending and retry messages due by `now` (up to 200). */
export async function dueMessageIds(now: Date): Promise<string[]> {
  const due = await outbox().where('status', 'in', ['pending', 'retry']).where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(200).get();
  return due.docs.map((doc) => doc.id);
}

// ---- cancellation (cancel.ts) --------------------------------------------------------------------

/** A user's messages waiting to be sent. */
export async function waitingMessageIdsOf(userId: string): Promise<string[]> {
  const waiting = await outbox()
    .where('context.userId', '==', userId)
    .where('status', 'in', [...WAITING_STATES])
    .get();
  return waiting.docs.map((doc) => doc.id);
}

/**
 * Cancels the message in a transaction that checks its state first, so a delivery claiming it at the
 * same moment wins or loses cleanly: answers the message when this cancelled it.
 */
export async function cancelIfWaiting(id: string, now: Date): Promise<StoredMessage | undefined> {
  const ref = messageRef(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!WAITING_STATES.includes(snapshot.get('status'))) return undefined;
    tx.update(ref, { status: 'cancelled', cancelledAt: Timestamp.fromDate(now), nextAttemptAt: null });
    return snapshot.data() as StoredMessage;
  });
}

// ---- Netgsm's delivery report (report.ts) --------------------------------------------------------

const reportBudgetRef = (minute: number) => db().collection(COLLECTIONS.rateLimits).doc(`netgsm-report-${minute}`);

/** Takes up to `wanted` of the minute's `perMinute` report queries in a transaction; answers how many were granted. */
export async function takeReportBudget(minute: number, wanted: number, perMinute: number): Promise<number> {
  const ref = reportBudgetRef(minute);
  return db().runTransaction(async (tx) => {
    const used = Number((await tx.get(ref)).get('hits') ?? 0);
    const granted = Math.max(0, Math.min(wanted, perMinute - used));
    if (granted > 0)
      tx.set(ref, { prefix: 'netgsm-report', hits: used + granted, expiresAt: Timestamp.fromDate(new Date((minute + 2) * 60_000)) }, { merge: true });
    return granted;
  });
}

/** Gives `unused` queries back to the minute's budget. */
export async function returnReportBudget(minute: number, unused: number): Promise<void> {
  const ref = reportBudgetRef(minute);
  await db().runTransaction(async (tx) => {
    const used = Number((await tx.get(ref)).get('hits') ?? 0);
    tx.set(ref, { hits: Math.max(0, used - unused) }, { merge: true });
  });
}

/** Unresolved messages whose check is due (up to 20). */
export async function unresolvedDue(now: Date): Promise<QueryDocumentSnapshot[]> {
  const due = await outbox().where('status', '==', 'unresolved').where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(20).get();
  return due.docs;
}

/** Messages whose delivery is followed and due a look (up to `limit`). */
export async function deliveriesDue(now: Date, limit: number): Promise<QueryDocumentSnapshot[]> {
  const due = await outbox().where('delivery', '==', 'pending').where('nextAttemptAt', '<=', Timestamp.fromDate(now)).limit(limit).get();
  return due.docs;
}

/** The report says it reached the phone. */
export async function recordDelivered(id: string, jobId: string, now: Date): Promise<void> {
  await messageRef(id).update({ status: 'done', delivery: 'delivered', providerId: jobId, reachedAt: Timestamp.fromDate(now) });
}

/** The report shows it still on its way: looked at again at `next`. */
export async function recordStillOnItsWay(id: string, jobId: string, next: Date): Promise<void> {
  await messageRef(id).update({ status: 'done', delivery: 'pending', providerId: jobId, nextAttemptAt: at(next) });
}

/** Looked at again at `next` (with why, when the report could not be read). */
export async function postponeCheck(id: string, next: Date, reason?: string): Promise<void> {
  await messageRef(id).update({ nextAttemptAt: at(next), ...(reason !== undefined ? { lastError: reason } : {}) });
}

/** Not in the settled report: it did not go out, so it is sent again now. */
export async function retryNotInReport(id: string, now: Date): Promise<void> {
  await messageRef(id).update({ status: 'retry', nextAttemptAt: Timestamp.fromDate(now), lastError: 'Raporda yok: gönderilmemiş, yeniden gönderiliyor' });
}

/** Watched long enough: left as sent, its delivery unknown. */
export async function recordDeliveryUnknown(id: string): Promise<void> {
  await messageRef(id).update({ delivery: 'unknown' });
}

// ---- what other domains read of the outbox -------------------------------------------------------

/** What a message's document says of its fate, as the birth announcement shows and judges it. */
export interface OutboxState {
  status: OutboxStatus;
  failure?: DeliveryFailure;
  /** The last error an attempt recorded ('' or absent when none). */
  lastError?: string;
  delivery?: string;
  /** Why a held message waits: 'sms_budget' is the product's daily SMS budget (ADR 0024). */
  holdReason?: string;
}
const outboxState = (snapshot: DocumentSnapshot | undefined): OutboxState | undefined =>
  snapshot?.exists
    ? {
        status: snapshot.get('status') as OutboxStatus,
        failure: snapshot.get('failure') as DeliveryFailure | undefined,
        lastError: snapshot.get('lastError') as string | undefined,
        delivery: snapshot.get('delivery'),
        holdReason: snapshot.get('holdReason') as string | undefined,
      }
    : undefined;

/** The states of messages by id, in one read (nothing read when there are none). */
export async function messageStates(ids: string[]): Promise<Map<string, OutboxState | undefined>> {
  const snapshots = ids.length ? await db().getAll(...ids.map(messageRef)) : [];
  return new Map(snapshots.map((snapshot) => [snapshot.id, outboxState(snapshot)]));
}

// ---- devices (providers.ts, reminders.ts) --------------------------------------------------------

/** DeviceNotRegistered: the app was removed from that device; no push goes to its token any more. */
export async function deactivateDeviceToken(expoToken: string): Promise<void> {
  const tokens = await db().collection(COLLECTIONS.expoTokens).where('expoToken', '==', expoToken).get();
  await Promise.all(tokens.docs.map((doc) => doc.ref.update({ isActive: false })));
}

/** The parent's active devices' push tokens. */
export async function activePushTokens(uid: string): Promise<string[]> {
  const devices = await db().collection(COLLECTIONS.expoTokens).where('userId', '==', uid).where('isActive', '==', true).get();
  return devices.docs.map((doc) => String(doc.get('expoToken')));
}

/**
 * Puts an outbox message back in the queue, in one transaction: `mayResend` judges it (it throws to
 * refuse; `undefined` when there is no such message); answers the message as it was.
 */
export async function requeueMessage(id: string, adminUid: string, mayResend: (status: string | undefined) => void): Promise<DocumentData> {
  const ref = db().collection(COLLECTIONS.outbox).doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    mayResend(snapshot.exists ? String(snapshot.get('status')) : undefined);
    const now = Timestamp.now();
    tx.update(ref, {
      status: 'retry',
      nextAttemptAt: now,
      firstAttemptAt: now,
      attempts: 0,
      failure: FieldValue.delete(),
      delivery: FieldValue.delete(),
      lastError: '',
      resentBy: adminUid,
    });
    return snapshot.data()!;
  });
}
