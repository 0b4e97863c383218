import { todayIn } from '@bebek/common/calendar-day';
import { SENDING } from '@bebek/common/schemas/sending-messages';
import { smsParts } from '@bebek/common/sms';
import { foldEmail } from '@bebek/common/text';
import type { Profile } from '@bebek/common/types';
import { config } from '../config';
import { log } from '../lib/log';
import { classifyPhone } from '../providers/phone';
import { readSenderProof } from '../profile/data';
import {
  addToAccountCount,
  alreadyQueued,
  commitBatch,
  heldForBudget,
  heldForProofOf,
  holdForBudgetOrCancel,
  newMessageId,
  queueIn,
  releaseHeld,
  smsSpentOn,
  writeDeliveryLog,
  type Commit,
  type HoldReason,
  type MessageSnapshot,
  type OutboxMessage,
  type StoredTime,
} from './data';
import { deliverMessage } from './deliver';

/**
 * The one sending policy (ADR 0024): every message the product sends is queued here and nowhere
 * else (a unit test checks that no other module writes the outbox), so each rule is written once:
 *
 * - SMS only to Turkish mobile numbers (libphonenumber's type, `classifyPhone`): a landline, a
 *   premium (0900), toll-free, shared-cost or VoIP number, or a number abroad, gets no SMS, whatever
 *   sends it.
 * - A message to someone else (the announcement, a game's result, 'Hatırlat') goes only from a
 *   proven account (ADR 0049): one that proved its e-mail address (`users/{uid}.emailVerifiedAt`) or
 *   its phone number (`phoneVerifiedAt`). Until then the announcement and the results wait (outbox
 *   status 'held', `holdReason: 'sender_unproven'`) and go the moment the proof is given
 *   (`releaseHeldForProof`); a reminder is refused. An account nobody has proven sends nothing to
 *   anyone but itself.
 * - Per account and Istanbul day: SMS beyond the birth announcement's own quotas (ADR 0015), and
 *   e-mail to any address but the account's own verified one, each capped (`dailyCaps`). The
 *   counters are per account (the account's own actions write them: no burst of other requests makes
 *   them hot, ADR 0021), and a send reserves what it queues before it writes, so requests at the same
 *   moment never pass a cap together.
 * - A global daily SMS budget (the SMS_DAILY_BUDGET param), in billed parts (ADR 0048), counted with a distributed counter:
 *   past it an operator is alerted (`outbox_sms_budget`), the birth announcement's SMS are held (outbox
 *   status 'held', `holdReason: 'sms_budget'`) until the budget allows (the next day, or an operator
 *   raising it), never dropped, and any other SMS is refused.
 *
 * Messages with a `sender` are the parent's doing (an announcement, a game's result, 'Hatırlat', the
 * verification link, an e-mail change); without one they are the product's or an operator's (security
 * notices, password reset links, care reminders to the parent's own address, replies): those pass the
 * channel rules only, and their routes have limits of their own.
 */

export type Rule = 'sms_not_mobile' | 'sender_unproven' | 'sms_daily_cap' | 'sms_budget' | 'email_daily_cap';

/** What a parent reads when a message of theirs cannot go, by rule. */
export function refusalMessage(rule: Rule, sender?: Pick<Profile, 'maxBirthNotificationContacts' | 'maxGameParticipants'>): string {
  switch (rule) {
    case 'sender_unproven':
      return SENDING.senderUnproven;
    case 'sms_daily_cap':
      return SENDING.smsDailyCap(sender ? dailyCaps(sender).sms : 0);
    case 'email_daily_cap':
      return SENDING.emailDailyCap(sender ? dailyCaps(sender).email : 0);
    case 'sms_budget':
      return SENDING.smsBudget;
    case 'sms_not_mobile':
      return "SMS yalnızca Türkiye'deki cep telefonlarına gönderilir.";
  }
}

/**
 * An account's caps a day, from the limits an operator grants it (numbers a family never meets):
 * - e-mail to addresses it has not verified: 100, or 4 per game place and 2 per announcement contact
 *   when an operator raised them (at the default 10 places, three published games and two
 *   'Hatırlat' rounds to everyone are 90);
 * - SMS beyond the announcement's own quotas (a game's result goes by SMS to at most the contact
 *   limit L of its participants, ADR 0017): 10, or three published games' worth, 3·L.
 */
export function dailyCaps(sender: Pick<Profile, 'maxBirthNotificationContacts' | 'maxGameParticipants'>): { email: number; sms: number } {
  return {
    email: Math.max(100, 4 * sender.maxGameParticipants + 2 * sender.maxBirthNotificationContacts),
    sms: Math.max(10, 3 * sender.maxBirthNotificationContacts),
  };
}

/** The birth announcement and its correction: their SMS are held, never refused, past the budget, and their own quotas stand in for the daily caps. */
const ANNOUNCEMENT_KINDS: ReadonlySet<OutboxMessage['kind']> = new Set(['birth_notification']);

/**
 * Messages to someone else than the sender (ADR 0049): they go only from a proven account. The
 * announcement and a game's results wait for the proof; a reminder is refused (it is a press to send
 * now, and the parent can press again once proven). The other kinds with a sender go to the
 * sender's own address or number (the verification link, an e-mail change's link, the phone's code).
 */
const TO_OTHERS_WAIT: ReadonlySet<OutboxMessage['kind']> = new Set(['birth_notification', 'game_result']);
const TO_OTHERS_REFUSED: ReadonlySet<OutboxMessage['kind']> = new Set(['game_invite']);

/** An account that proved an address of its own: its e-mail (the verification link) or its phone (the SMS code). */
export const isProven = (sender: Pick<Profile, 'emailVerified' | 'phoneVerified'>): boolean => sender.emailVerified || sender.phoneVerified;

/** The Istanbul calendar day of `now` ('YYYY-MM-DD'): the day every cap and the budget count in. */
export function sendingDay(now: Date): string {
  return todayIn(now);
}

// the counters' documents are data.ts's; account deletion (accounts/sweeps.ts) still finds them from here

/** A message to queue: with an id where the caller needs it to be queued once (create fails on a second). */
export interface Outgoing {
  id?: string;
  message: OutboxMessage;
}

interface Decision {
  /** Queued as 'held' (the announcement past the budget, a message to others waiting for its sender's proof) rather than 'pending'. */
  held?: HoldReason;
  refused?: Rule;
  /** Reserved against the account's daily cap of this channel. */
  capped?: 'sms' | 'email';
}

export interface Admitted extends Outgoing {
  held?: HoldReason;
}

export interface Refused extends Outgoing {
  rule: Rule;
}

const keyOf = (outgoing: Outgoing) =>
  outgoing.id ??
  `${outgoing.message.kind}|${outgoing.message.channel}|${outgoing.message.channel === 'sms' ? outgoing.message.to.phone : outgoing.message.channel === 'email' ? outgoing.message.to.email : outgoing.message.to.expoToken}`;

/**
 * One send of the policy: `admit` decides, for each message, whether it goes, waits or is refused
 * (reserving what the caps need); `write` adds the admitted ones to the caller's commit (a batch or a
 * transaction, so they are queued only with the rest); `settle` gives back what was reserved and not
 * written (a refused send, a lost precondition) and logs what waits. Decisions are remembered by
 * message (its id, else kind, channel and address), so a transaction that runs its function again
 * asks nothing twice.
 */
export class Sending {
  private readonly decisions = new Map<string, Decision>();
  private readonly reserved = { sms: 0, email: 0 };
  private written: Array<Admitted & { key: string }> = [];
  private budgetLeft: number | undefined;
  /** The day's SMS so far, read once per send (`readAhead` starts it beside the caller's own reads). */
  private spent: Promise<number> | undefined;
  private readonly day: string;

  /** `sender`: the parent whose action sends (the caps, the verified e-mail); none for the product's and operators' messages. */
  constructor(
    private readonly sender: Profile | undefined,
    private readonly now = new Date(),
  ) {
    this.day = sendingDay(now);
  }

  /**
   * Starts the one read the policy makes, the day's SMS against the budget, so that a caller who
   * knows it will send SMS reads it in the same round trip as its own documents. `admit` uses it.
   */
  readAhead(): Promise<number> {
    this.spent ??= smsSpentOn(this.day);
    return this.spent;
  }

  /**
   * What each message becomes; the parent's refusals come back with the rule that refused them. Its
   * Firestore calls go together in one round trip: each capped channel's reservation (a write that
   * answers the new count) and the budget's read, which is applied once the caps have decided.
   */
  async admit(outgoing: Outgoing[]): Promise<{ admitted: Admitted[]; refused: Refused[] }> {
    const fresh = outgoing.filter((entry) => !this.decisions.has(keyOf(entry)));
    const sender = this.sender;
    const capped = { sms: [] as Outgoing[], email: [] as Outgoing[] };
    for (const entry of fresh) {
      const message = entry.message;
      const decision: Decision = {};
      this.decisions.set(keyOf(entry), decision);
      const unproven = sender !== undefined && !isProven(sender);
      if (message.channel === 'sms' && classifyPhone(message.to.phone)?.kind !== 'tr_mobile') {
        decision.refused = 'sms_not_mobile';
        continue;
      }
      if (unproven && TO_OTHERS_REFUSED.has(message.kind)) {
        decision.refused = 'sender_unproven';
        continue;
      }
      if (unproven && TO_OTHERS_WAIT.has(message.kind)) decision.held = 'sender_unproven';
      if (message.channel === 'sms') {
        // the phone's code has limits of its own (phone-verification/service.ts)
        if (sender && !ANNOUNCEMENT_KINDS.has(message.kind) && message.kind !== 'phone_verification') capped.sms.push(entry);
      } else if (message.channel === 'email' && sender && !ANNOUNCEMENT_KINDS.has(message.kind)) {
        const own = sender.emailVerified && foldEmail(message.to.email) === foldEmail(sender.email);
        if (!own) capped.email.push(entry);
      }
    }
    const budgetRead = fresh.some((entry) => this.spendsBudget(entry)) ? this.readAhead() : undefined;
    // a read not awaited yet must not go unhandled if a reservation fails first
    budgetRead?.catch(() => undefined);
    if (sender) await Promise.all((['sms', 'email'] as const).map((channel) => this.reserve(channel, capped[channel], sender)));
    await this.applyBudget(fresh);
    const admitted: Admitted[] = [];
    const refused: Refused[] = [];
    for (const entry of outgoing) {
      const decision = this.decisions.get(keyOf(entry))!;
      if (decision.refused) refused.push({ ...entry, rule: decision.refused });
      else admitted.push({ ...entry, ...(decision.held ? { held: decision.held } : {}) });
    }
    return { admitted, refused };
  }

  /** An SMS that goes now (not refused, not waiting for its sender's proof): it is counted against the day's budget. */
  private spendsBudget(entry: Outgoing): boolean {
    const decision = this.decisions.get(keyOf(entry))!;
    return entry.message.channel === 'sms' && !decision.refused && decision.held !== 'sender_unproven';
  }

  /** Reserves what fits under the account's cap of the day; the rest is refused and given back at once. */
  private async reserve(channel: 'sms' | 'email', entries: Outgoing[], sender: Profile): Promise<void> {
    if (!entries.length) return;
    const cap = dailyCaps(sender)[channel];
    const total = await addToAccountCount(channel, sender.id, this.day, entries.length, { expires: this.now });
    const fits = Math.max(0, Math.min(entries.length, cap - (total - entries.length)));
    if (fits < entries.length) {
      await addToAccountCount(channel, sender.id, this.day, fits - entries.length, { expires: this.now });
      log.sendingRefused(`${channel}_daily_cap`, sender.id, { cap, refused: entries.length - fits });
    }
    this.reserved[channel] += fits;
    entries.forEach((entry, index) => {
      const decision = this.decisions.get(keyOf(entry))!;
      if (index < fits) decision.capped = channel;
      else decision.refused = channel === 'sms' ? 'sms_daily_cap' : 'email_daily_cap';
    });
  }

  /**
   * The product's SMS of the day against the budget, in billed parts (ADR 0048): read once per send
   * (one sum over its shards, a plain read: no lock), so sends at the very same moment may pass it by
   * what they queue together. An SMS goes if its parts fit what is left; past it the announcement waits
   * and anything else is refused, and an operator is alerted.
   */
  private async applyBudget(entries: Outgoing[]): Promise<void> {
    const sms = entries.filter((entry) => this.spendsBudget(entry));
    if (!sms.length) return;
    const budget = config().smsDailyBudget;
    this.budgetLeft ??= budget - (await this.readAhead());
    let held = 0;
    let refused = 0;
    for (const entry of sms) {
      const decision = this.decisions.get(keyOf(entry))!;
      const parts = smsParts(entry.message.text);
      if (this.budgetLeft >= parts) {
        this.budgetLeft -= parts;
      } else if (ANNOUNCEMENT_KINDS.has(entry.message.kind)) {
        decision.held = 'sms_budget';
        held += 1;
      } else {
        decision.refused = 'sms_budget';
        refused += 1;
      }
    }
    if (held || refused) log.smsBudgetCrossed({ day: this.day, budget, held, refused, kind: sms[0]!.message.kind, userId: this.sender?.id ?? '' });
  }

  /**
   * Adds the admitted messages to the commit: created by id (once), the budget's count with them. Each
   * call replaces what the last one wrote (a transaction's retry), unless it is `more` of one send (a
   * send too large for one commit, after the first has landed).
   */
  write(writer: Commit, admitted: Admitted[], options: { more?: boolean } = {}): void {
    const entries = admitted.map((entry) => ({ ...entry, key: keyOf(entry), id: entry.id ?? newMessageId() }));
    this.written = options.more ? [...this.written, ...entries] : entries;
    queueIn(writer, entries, this.day, this.now);
  }

  /**
   * After the commit (or instead of it): what was reserved and not written goes back to the account's
   * counts; each held message gets its delivery-log entry ('held', or 'awaiting_proof'), as the
   * operator's logs show it. Messages written to wait for the sender's proof go at once if the proof
   * came while this send was deciding (read after the commit: the proof's release, which reads the
   * outbox after its own write, or this read sees the other).
   */
  async settle(committed: boolean): Promise<string[]> {
    const written = committed ? this.written : [];
    const used = { sms: 0, email: 0 };
    for (const entry of written) {
      const capped = this.decisions.get(entry.key)?.capped;
      if (capped) used[capped] += 1;
    }
    const sender = this.sender;
    if (sender) {
      await Promise.all(
        (['sms', 'email'] as const).map(async (channel) => {
          const unused = this.reserved[channel] - used[channel];
          if (unused > 0) await addToAccountCount(channel, sender.id, this.day, -unused);
          this.reserved[channel] = used[channel];
        }),
      );
    }
    const waiting = written.filter((entry) => entry.held === 'sender_unproven');
    // her proof read again beside the log entries: a proof that landed while this send decided releases what it could not see
    const provenSince = sender && waiting.length ? readSenderProof(sender.id) : Promise.resolve(false);
    await Promise.all(
      written
        .filter((entry) => entry.held)
        .map((entry) =>
          writeDeliveryLog(
            entry.id!,
            entry.message,
            entry.held === 'sender_unproven'
              ? { status: 'awaiting_proof', errorMessage: SENDING.heldForProof }
              : { status: 'held', errorMessage: SENDING.heldForBudget },
          ),
        ),
    );
    if (sender && waiting.length) {
      log.sendingHeldForProof(sender.id, waiting.length);
      if (await provenSince) await releaseHeldForProof(sender.id, this.now);
    }
    return written.map((entry) => entry.id!);
  }
}

/** Queues one message of the product or an operator (no sender) through the policy, on its own; answers its id, or nothing when the policy refused it. */
export async function queue(message: OutboxMessage, id?: string): Promise<string | undefined> {
  const sending = new Sending(undefined);
  const { admitted } = await sending.admit([{ message, id }]);
  if (!admitted.length) return undefined;
  await commitBatch((batch) => sending.write(batch, admitted));
  return (await sending.settle(true))[0];
}

/**
 * Queues a message once by its id (a schedule that may run twice, e.g. the care reminders): false when
 * a message of that id was queued before, or the policy refused it.
 */
export async function queueOnce(id: string, message: OutboxMessage): Promise<boolean> {
  try {
    return (await queue(message, id)) !== undefined;
  } catch (error) {
    if (alreadyQueued(error)) return false;
    throw error;
  }
}

/** Announcements held past the budget, oldest first: how many the schedule looks at in one run. */
const RELEASE_BATCH = 500;

/**
 * The schedule's part (every minute): announcements held for the budget go, oldest first, as far as
 * the day's budget now allows (a new day, or an operator who raised SMS_DAILY_BUDGET). Each is released
 * only if unchanged since it was read (a pause cancelling it at that moment wins), with its count.
 * Answers how many were released.
 */
export async function releaseHeldForBudget(now = new Date()): Promise<number> {
  const held = await heldForBudget(RELEASE_BATCH);
  if (held.length === 0) return 0;
  const day = sendingDay(now);
  let room = config().smsDailyBudget - (await smsSpentOn(day));
  const createdAt = (doc: MessageSnapshot) => (doc.get('heldAt') as StoredTime | undefined)?.toMillis() ?? 0;
  const oldestFirst = [...held].sort((a, b) => createdAt(a) - createdAt(b));
  let released = 0;
  for (const doc of oldestFirst) {
    const parts = smsParts(String(doc.get('text') ?? ''));
    // oldest first: a message that does not fit waits, and so does every later one (no overtaking)
    if (room < parts) break;
    if (await releaseHeld(doc, day, now, parts)) {
      room -= parts;
      released += 1;
    }
  }
  if (released) log.smsBudgetReleased(day, released, held.length - released);
  return released;
}

/**
 * The sender has just proven an address (the e-mail link, the phone's code; ADR 0049): every message
 * of theirs that waited for it goes now, each released once (only if unchanged since read: of two
 * proofs at once, one releases each message) and delivered at once, in this call, rather than at the
 * schedule's next run. An SMS takes its parts from the day's budget as it is released; one that does
 * not fit waits for the budget (an announcement) or is cancelled (anything else). Answers the ids
 * this call released.
 */
export async function releaseHeldForProof(userId: string, now = new Date()): Promise<string[]> {
  const day = sendingDay(now);
  // the day's SMS beside the held messages, in one round trip (an aggregation read, even when none of them is an SMS)
  const [held, spent] = await Promise.all([heldForProofOf(userId), smsSpentOn(day)]);
  if (held.length === 0) return [];
  // oldest first, what fits the day's budget is released; then every release commits at once
  let room = config().smsDailyBudget - spent;
  const plan = held.map((doc) => {
    const parts = doc.get('channel') === 'sms' ? smsParts(String(doc.get('text') ?? '')) : 0;
    const fits = parts <= room;
    if (fits) room -= parts;
    return { doc, parts, fits };
  });
  const outcomes = await Promise.all(
    plan.map(async ({ doc, parts, fits }) =>
      fits
        ? { id: doc.id, released: await releaseHeld(doc, day, now, parts), overBudget: false }
        : { id: doc.id, released: false, overBudget: await holdForBudgetOrCancel(doc, ANNOUNCEMENT_KINDS.has(doc.get('kind') as OutboxMessage['kind']), now) },
    ),
  );
  const released = outcomes.filter((outcome) => outcome.released).map((outcome) => outcome.id);
  const overBudget = outcomes.filter((outcome) => outcome.overBudget).length;
  if (overBudget) log.smsBudgetCrossed({ day, budget: config().smsDailyBudget, held: overBudget, refused: 0, kind: 'released_after_proof', userId });
  log.sendingReleasedAfterProof(userId, released.length);
  // a few at a time, as the schedule delivers: a provider that hangs does not hold the others up
  const ids = [...released];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = ids.shift(); id; id = ids.shift()) await deliverMessage({ id }, 'schedule', now);
    }),
  );
  return released;
}
