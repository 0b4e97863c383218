import { birthAnnouncement, type BirthDetails } from '@bebek/common/birth-announcement';
import { todayIn } from '@bebek/common/calendar-day';
import { DELIVERY_FAILURES, NEEDS_NEW_ADDRESS } from '@bebek/common/delivery';
import { SENDING } from '@bebek/common/schemas/sending-messages';
import { NOTIFICATION_MESSAGES, type contactsSchema, type CorrectionInput } from '@bebek/common/schemas/notifications';
import { foldEmail } from '@bebek/common/text';
import type {
  AdminAnnouncementContact,
  AdminContactMessageState,
  AdminUserBirthNotification,
  BirthNotificationContact,
  BirthNotificationResponse,
  ContactDelivery,
  Profile,
} from '@bebek/common/types';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError, type FailureKind } from '../lib/errors';
import { closeGamesAtBirth } from '../games/owner';
import { log } from '../lib/log';
import { messageStates, OPERATOR_RESENDABLE, type OutboxMessage, type OutboxState } from '../outbox/data';
import { isProven, refusalMessage, Sending } from '../outbox/policy';
import { writeDuplicateLog } from '../outbox/logs';
import { classifyPhone } from '../providers/phone';
import type { InferType } from 'yup';
import {
  copyBirthDateIn,
  digest,
  press as pressOnce,
  readNotification,
  readNotificationOf,
  readRecipients,
  recordAnnouncementIn,
  recordCorrectionIn,
  recordRecipientIn,
  saveNotification,
  sentRecord,
  type NotificationSnapshot,
  type PressBatch,
  type RecipientSnapshot,
  type SentRecord,
  type StoredNotification,
} from './data';

/**
 * The birth announcement (ADR 0015): one per birth, to each contact by SMS (Turkish mobiles) and
 * e-mail (where there is an address); afterwards only to a contact added since, or again to one whose
 * message failed for a reason a new attempt can overcome; and at most one correction. Every message
 * is recorded on the parent's birthNotifications document (`messages`), in the same commit that
 * puts it in the outbox, made only if that document is unchanged since the press read it, so
 * concurrent presses cannot send twice (ADR 0021), and the limits below are counted from that record.
 */

// the notification's documents are data.ts's; other domains (pregnancy, accounts) still import these from here

type Channel = SentRecord['channel'];

/**
 * Limits per account and channel, from the contact limit L (ADR 0015): at most L announcements plus
 * L for the one correction that reach people or are on their way (a failed message does not count
 * there, so a wrong number can be fixed); and, failed ones included, 3·L queued a day and 4·L in
 * total, so fixing cannot go on for ever.
 */
export function quotaFor(limit: number) {
  return { live: 2 * limit, daily: 3 * limit, total: 4 * limit };
}

/**
 * Unusual volume: more accounts than this announcing to one number within the window. It is keyed on
 * the number it protects, never on the sender's network, and counts accounts that proved their e-mail
 * (no SMS goes before that, ADR 0024): two parents and a grandparent may announce to one grandmother.
 */
export const ACCOUNTS_PER_NUMBER = 3;
export const VOLUME_WINDOW_MS = 30 * 24 * 3600_000;

/** A message's id, from what makes it one: a second birth's messages to the same contacts are new ones. */
function messageId(userId: string, birth: number, kind: SentRecord['kind'], channel: Channel, address: string, attempt: number): string {
  return `birth_${digest(`${userId}|${kind}|${channel}|${address}|${attempt}${birth > 1 ? `|birth-${birth}` : ''}`)}`;
}

/** The latest message of a kind to an address, if any. */
function latest(messages: SentRecord[], channel: Channel, to: string, kinds: Array<SentRecord['kind']> = ['announcement']): SentRecord | undefined {
  return messages.filter((record) => record.channel === channel && record.to === to && kinds.includes(record.kind)).at(-1);
}

/** Whether a press of send should (re)send to this address: never sent, or failed for a reason another attempt can overcome. */
function wantsMessage(record: SentRecord | undefined, state: OutboxState | undefined): boolean {
  if (!record) return true;
  // a message cancelled by a pause goes when the parent presses send again
  if (state?.status === 'cancelled') return true;
  return state?.status === 'failed' && !NEEDS_NEW_ADDRESS.includes(state.failure ?? 'technical');
}

const parentsOf = (profile: Profile) => ({
  babyName: profile.babyName,
  fullName: profile.fullName,
  spouseName: profile.spouseName,
  hospital: profile.hospital,
});

interface Planned {
  record: SentRecord;
  message: OutboxMessage;
}

function plan(
  userId: string,
  profile: Profile,
  details: BirthDetails,
  contact: BirthNotificationContact,
  channel: Channel,
  kind: SentRecord['kind'],
  stored: StoredNotification,
  now: Date,
  birthKey = details.actualBirthDate,
): Planned {
  const to = channel === 'sms' ? contact.phone : contact.email;
  const attempt = stored.messages.filter((record) => record.channel === channel && record.to === to && record.kind === kind).length;
  const id = messageId(userId, stored.earlierBirths.length + 1, kind, channel, to, attempt);
  const texts = birthAnnouncement(parentsOf(profile), details, contact.name, kind === 'correction');
  const context = {
    gameType: kind === 'correction' ? 'birth_correction' : 'birth_notification',
    gameTitle: kind === 'correction' ? 'Doğum Bildirimi Düzeltmesi' : 'Doğum Bildirimi',
    userId,
    birthKey,
    participantName: contact.name,
  };
  const message: OutboxMessage =
    channel === 'sms'
      ? { channel: 'sms', kind: 'birth_notification', to: { phone: to, name: contact.name }, text: texts.sms, context }
      : { channel: 'email', kind: 'birth_notification', to: { email: to, name: contact.name }, subject: texts.subject, text: texts.text, context };
  return { record: sentRecord(id, channel, to, kind, now), message };
}

/** Refused: nothing is written, the parent reads why, and unusual volume alerts an operator. */
function refuse(kind: FailureKind, message: string): never {
  throw new DomainError(kind, message);
}

/**
 * The limits and the unusual-volume rules; answers the writes that record this send in the volume
 * records (made only if nothing is refused), each only if the record is as read (created if it was
 * missing, else updated with its `lastUpdateTime`): another account's send to the same number since
 * fails the commit, and the press judges again.
 */
async function checkVolume(
  userId: string,
  profile: Profile,
  stored: StoredNotification,
  states: Map<string, OutboxState | undefined>,
  planned: Planned[],
  now: Date,
): Promise<Array<(batch: PressBatch) => void>> {
  const quota = quotaFor(profile.maxBirthNotificationContacts);
  const today = todayIn(now);
  for (const channel of ['sms', 'email'] as const) {
    const adding = planned.filter((entry) => entry.record.channel === channel).length;
    if (adding === 0) continue;
    const ofChannel = stored.messages.filter((record) => record.channel === channel);
    const live = ofChannel.filter((record) => !['failed', 'cancelled'].includes(states.get(record.id)?.status ?? '')).length;
    const sentToday = ofChannel.filter((record) => todayIn(record.at.toDate()) === today).length;
    if (live + adding > quota.live || ofChannel.length + adding > quota.total) {
      log.abuseRefused('account_total', userId, { channel, queued: ofChannel.length, adding });
      refuse('too-many', NOTIFICATION_MESSAGES.quotaTotal(channel, quota.live));
    }
    if (sentToday + adding > quota.daily) {
      log.abuseRefused('account_daily', userId, { channel, today: sentToday, adding });
      refuse('too-many', NOTIFICATION_MESSAGES.quotaDaily(channel, quota.daily));
    }
  }
  const since = now.getTime() - VOLUME_WINDOW_MS;
  const recent = (snapshot: RecipientSnapshot) => {
    const senders = (snapshot.get('senders') as Record<string, SentRecord['at']> | undefined) ?? {};
    const departed = ((snapshot.get('departed') as Array<SentRecord['at']> | undefined) ?? []).filter((at) => at.toMillis() >= since).length;
    const others = Object.entries(senders).filter(([uid, at]) => uid !== userId && at.toMillis() >= since).length;
    return { known: userId in senders, others: others + departed };
  };
  const writes: Array<(batch: PressBatch) => void> = [];
  const record = (snapshot: RecipientSnapshot) => (batch: PressBatch) => recordRecipientIn(batch, snapshot, userId, now);
  const numbers = [...new Set(planned.filter((entry) => entry.record.channel === 'sms').map((entry) => entry.record.to))];
  // the numbers' records, in one read
  const snapshots = await readRecipients(numbers);
  snapshots.forEach((snapshot) => {
    const seen = recent(snapshot);
    if (!seen.known && seen.others >= ACCOUNTS_PER_NUMBER) {
      log.abuseRefused('many_accounts_one_number', userId, { recipient: snapshot.id.slice(0, 12), accounts: seen.others + 1 });
      refuse('forbidden', NOTIFICATION_MESSAGES.unusualNumber);
    }
    writes.push(record(snapshot));
  });
  return writes;
}

/**
 * The press's messages through the sending policy (ADR 0024): never refused for a missing proof (ADR
 * 0049): from an account that has proven no address, every message is queued held, waiting for the
 * proof, and goes the moment it is given; past the product's daily SMS budget the announcement's SMS
 * are queued held, never dropped. The announcement's own quotas (checkVolume) stand in for the daily
 * caps. Answers whether the messages wait for the parent's proof.
 */
async function admitPress(sending: Sending, profile: Profile, planned: Planned[], batch: PressBatch): Promise<boolean> {
  const { admitted, refused } = await sending.admit(planned.map((entry) => ({ id: entry.record.id, message: entry.message })));
  // not expected: the plan holds Turkish mobiles only, and the announcement's SMS wait rather than go past the budget
  if (refused.length) refuse('invalid', refusalMessage(refused[0]!.rule, profile));
  sending.write(batch, admitted);
  return admitted.some((entry) => entry.held === 'sender_unproven');
}

export interface SendOutcome {
  contactCount: number;
  alreadySent: boolean;
  /** The messages wait for the parent's proof (ADR 0049): this press's, or, when it queued nothing new, an earlier press's. */
  waitingForProof: boolean;
  /** This press queued the first announcement of this birth. */
  firstAnnouncement: boolean;
  birthDate: string;
}

async function statesOf(records: SentRecord[]): Promise<Map<string, OutboxState | undefined>> {
  return messageStates([...new Set(records.map((record) => record.id))]);
}

/** How often a press plans again because another press (or a save of the contacts) changed the notification first. */
const PRESS_TRIES = 5;

/**
 * A press (data.ts's `press`: one commit, written only if the notification is unchanged since read,
 * ADR 0021), tried again while another press wins; past PRESS_TRIES the parent is asked to try again.
 */
async function press<T>(
  userId: string,
  alongside: () => Promise<unknown>,
  plan: (snapshot: NotificationSnapshot, batch: PressBatch) => Promise<{ outcome: T; commit: boolean }>,
): Promise<T> {
  const pressed = await pressOnce(userId, alongside, plan, PRESS_TRIES);
  if (!pressed) throw new DomainError('conflict', CONTENTION_MESSAGE);
  return pressed.outcome;
}

/**
 * The send button: queues, in one commit, every message the contacts still need (the first time all
 * of them; afterwards a contact added since, or a failed message that can go again), within the
 * limits; the birth's details are locked from the first send. Concurrent presses: one wins, the
 * others find nothing left to send (`press`).
 */
/**
 * Each look of a press starts a send of the sending policy, whose one read (the day's SMS so far)
 * goes with the notification's; before the parent's proof no SMS goes now (ADR 0049), so nothing is read.
 */
function policyOfPress(profile: Profile, now: Date) {
  const policy: { sending?: Sending; start(): Promise<unknown> } = {
    start() {
      policy.sending = new Sending(profile, now);
      return isProven(profile) ? policy.sending.readAhead() : Promise.resolve();
    },
  };
  return policy;
}

export async function sendAnnouncement(userId: string, profile: Profile, now = new Date()): Promise<SendOutcome> {
  let duplicates: Planned[] = [];
  let sending: Sending | undefined;
  const policy = policyOfPress(profile, now);
  const outcome = await press(userId, policy.start, async (snapshot, batch) => {
    duplicates = [];
    sending = undefined;
    const stored = readNotification(snapshot);
    if (stored.contacts.length === 0) refuse('invalid', NOTIFICATION_MESSAGES.noContacts);
    // the games count the send day as the birth day when the parent set none; the text names no day then (ADR 0026)
    const birthDate = stored.actualBirthDate || todayIn(now);
    const details: BirthDetails = { actualBirthDate: stored.actualBirthDate, ...stored.details };
    const states = await statesOf(stored.messages);
    const planned: Planned[] = [];
    const contactsQueued = new Set<number>();
    stored.contacts.forEach((contact, index) => {
      const channels: Channel[] = [];
      if (classifyPhone(contact.phone)?.kind === 'tr_mobile') channels.push('sms');
      if (contact.email) channels.push('email');
      for (const channel of channels) {
        const to = channel === 'sms' ? contact.phone : contact.email;
        const record = latest(stored.messages, channel, to);
        const entry = plan(userId, profile, details, contact, channel, 'announcement', stored, now, birthDate);
        if (wantsMessage(record, record && states.get(record.id))) {
          planned.push(entry);
          contactsQueued.add(index);
        } else if (record) duplicates.push({ ...entry, record });
      }
    });
    if (planned.length === 0) {
      // pressed again while the first press waits for her proof: nothing new, and it still waits
      const waitingForProof = stored.messages.some((record) => waitsForProof(states.get(record.id)));
      return { outcome: { contactCount: 0, alreadySent: true, waitingForProof, firstAnnouncement: false, birthDate }, commit: false };
    }
    sending = policy.sending!;
    const waitingForProof = await admitPress(sending, profile, planned, batch);
    const volumeWrites = await checkVolume(userId, profile, stored, states, planned, now);
    volumeWrites.forEach((write) => write(batch));
    recordAnnouncementIn(batch, snapshot, {
      userId,
      birthDate,
      messages: [...stored.messages, ...planned.map((entry) => entry.record)],
      ...(stored.announcedAt ? {} : { firstAt: now }),
    });
    // The first announcement gives the app the baby's birth date (issue 25), unless the parent entered one or the day is still
    // ahead (the baby is not born yet): written in this commit, with no read of its own.
    if (!stored.announcedAt && !profile.babyBirthDate && birthDate <= todayIn(now)) copyBirthDateIn(batch, userId, birthDate);
    return {
      outcome: { contactCount: contactsQueued.size, alreadySent: false, waitingForProof, firstAnnouncement: !stored.announcedAt, birthDate },
      commit: true,
    };
  });
  // a press that sent nothing new is logged as the spec's 'duplicate' for each message it would have repeated
  if (outcome.alreadySent) await Promise.all(duplicates.map((entry) => writeDuplicateLog(entry.record.id, entry.message)));
  else await sending?.settle(true);
  return outcome;
}

const sameDetails = (a: BirthDetails, b: BirthDetails) =>
  a.actualBirthDate === b.actualBirthDate &&
  a.birthTime === b.birthTime &&
  a.weightGrams === b.weightGrams &&
  a.lengthCm === b.lengthCm &&
  a.personalNote.trim() === b.personalNote.trim();

/**
 * The one correction: new details for the birth, sent to every address the announcement was sent to
 * and did not fail for, saying it is a correction. At most once: concurrent corrections are presses
 * (`press`), and the one that loses reads `correctionSentAt` on its next look.
 */
export async function sendCorrection(userId: string, profile: Profile, corrected: BirthDetails, now = new Date()): Promise<SendOutcome> {
  let sending: Sending | undefined;
  const policy = policyOfPress(profile, now);
  const outcome = await press(userId, policy.start, async (snapshot, batch) => {
    sending = policy.sending!;
    const stored = readNotification(snapshot);
    if (!stored.announcedAt) refuse('conflict', NOTIFICATION_MESSAGES.correctionBeforeSend);
    if (stored.correctionSentAt) refuse('conflict', NOTIFICATION_MESSAGES.correctionUsed);
    if (sameDetails(corrected, { actualBirthDate: stored.actualBirthDate, ...stored.details })) refuse('invalid', NOTIFICATION_MESSAGES.correctionNothing);
    const states = await statesOf(stored.messages);
    const planned: Planned[] = [];
    const contactsQueued = new Set<number>();
    stored.contacts.forEach((contact, index) => {
      for (const channel of ['sms', 'email'] as const) {
        const to = channel === 'sms' ? contact.phone : contact.email;
        const record = to ? latest(stored.messages, channel, to) : undefined;
        const state = record && states.get(record.id);
        if (!record || !state || ['failed', 'cancelled'].includes(state.status)) continue;
        planned.push(plan(userId, profile, corrected, contact, channel, 'correction', stored, now));
        contactsQueued.add(index);
      }
    });
    const waitingForProof = planned.length ? await admitPress(sending, profile, planned, batch) : false;
    const volumeWrites = planned.length ? await checkVolume(userId, profile, stored, states, planned, now) : [];
    volumeWrites.forEach((write) => write(batch));
    recordCorrectionIn(batch, snapshot, corrected, [...stored.messages, ...planned.map((entry) => entry.record)], now);
    // The corrected day follows into the profile when the profile's birth date was the announced one (a day the parent typed stays theirs).
    if (profile.babyBirthDate && profile.babyBirthDate === stored.actualBirthDate && corrected.actualBirthDate <= todayIn(now))
      copyBirthDateIn(batch, userId, corrected.actualBirthDate);
    return {
      outcome: { contactCount: contactsQueued.size, alreadySent: false, waitingForProof, firstAnnouncement: false, birthDate: corrected.actualBirthDate },
      commit: true,
    };
  });
  await sending?.settle(true);
  return outcome;
}

/** Issue 18's pause: nothing is announced while the parent has paused. */
const PAUSED = 'Takibe ara verdiğiniz sürece bildirim gönderilemez.';

export type ContactsInput = InferType<ReturnType<typeof contactsSchema>>;

/**
 * Saves the contacts (1 to the profile's limit, checked by the schema), each phone normalised to
 * +90…, and the birth's details. SMS go to Turkish mobiles only: a landline, premium, toll-free or
 * shared-cost number is refused; a number abroad is kept when the contact has an e-mail, which is all
 * they get. Once the announcement is sent, the birth's details are locked (a correction is its own
 * action); the contacts may still change (a fixed number, a contact added, who then gets the
 * announcement alone). Answers the page as it now stands.
 */
export async function saveContacts(uid: string, profile: Profile, input: ContactsInput): Promise<BirthNotificationResponse> {
  const seen = new Set<string>();
  const contacts: BirthNotificationContact[] = input.contacts.map((contact, index) => {
    const field = `contacts[${index}].phone`;
    const phone = classifyPhone(contact.phone);
    const email = contact.email ? foldEmail(contact.email) : '';
    if (!phone) throw new DomainError('invalid', `${NOTIFICATION_MESSAGES.phoneInvalid} (${index + 1}. kişi)`, { [field]: NOTIFICATION_MESSAGES.phoneInvalid });
    if (phone.kind === 'tr_other') throw new DomainError('invalid', NOTIFICATION_MESSAGES.notMobile, { [field]: NOTIFICATION_MESSAGES.notMobile });
    if (phone.kind === 'abroad' && !email)
      throw new DomainError('invalid', NOTIFICATION_MESSAGES.abroadNeedsEmail, { [`contacts[${index}].email`]: NOTIFICATION_MESSAGES.abroadNeedsEmail });
    if (seen.has(phone.e164)) throw new DomainError('invalid', NOTIFICATION_MESSAGES.duplicatePhone, { [field]: NOTIFICATION_MESSAGES.duplicatePhone });
    seen.add(phone.e164);
    return { name: contact.name, phone: phone.e164, email };
  });
  await saveNotification(uid, (stored) => {
    // a field left out (or the day left empty) keeps what is stored
    const details = {
      ...(input.actualBirthDate ? { actualBirthDate: input.actualBirthDate } : {}),
      ...(input.birthTime !== undefined ? { birthTime: input.birthTime } : {}),
      ...(input.weightGrams !== undefined ? { weightGrams: input.weightGrams } : {}),
      ...(input.lengthCm !== undefined ? { lengthCm: input.lengthCm } : {}),
      ...(input.personalNote !== undefined ? { personalNote: input.personalNote } : {}),
    };
    if (stored.announcedAt) {
      const before: Record<string, unknown> = { actualBirthDate: stored.actualBirthDate, ...stored.details };
      if (Object.entries(details).some(([key, value]) => (before[key] ?? '') !== (value ?? '')))
        throw new DomainError('conflict', NOTIFICATION_MESSAGES.locked);
    }
    return { contacts, ...details };
  });
  return notificationView(uid, profile.maxBirthNotificationContacts);
}

/** What a press answers (BirthNotificationSendResponse): `waitingForProof` only when the messages wait for her proof (ADR 0049). */
export type PressAnswer = { contactCount: number; alreadySent: boolean; waitingForProof?: true };
const answerOf = (outcome: SendOutcome): PressAnswer => ({
  contactCount: outcome.contactCount,
  alreadySent: outcome.alreadySent,
  ...(outcome.waitingForProof ? { waitingForProof: true as const } : {}),
});

/**
 * The send button's action: refused while paused or before the birth's basics are filled in; the
 * first announcement of a birth starts what follows it. Never refused for a missing proof (ADR 0049):
 * the press is recorded and its messages wait for it.
 */
export async function announceBirth(uid: string, profile: Profile): Promise<PressAnswer> {
  if (profile.pausedAt) throw new DomainError('conflict', PAUSED);
  if (!profile.expectedBirthDate || !profile.hospital || !profile.doctor) throw new DomainError('invalid', NOTIFICATION_MESSAGES.missingInfo);
  const outcome = await sendAnnouncement(uid, profile);
  if (outcome.firstAnnouncement) {
    // The first announcement of this birth was queued: this press, once per birth.
    await afterFirstAnnouncement(uid, outcome.birthDate);
  }
  return answerOf(outcome);
}

/** The correction's action: refused while paused; the fields left out are empty. */
export async function correctBirth(uid: string, profile: Profile, input: CorrectionInput): Promise<PressAnswer> {
  if (profile.pausedAt) throw new DomainError('conflict', PAUSED);
  const outcome = await sendCorrection(uid, profile, {
    actualBirthDate: input.actualBirthDate,
    birthTime: input.birthTime ?? '',
    weightGrams: input.weightGrams ?? null,
    lengthCm: input.lengthCm ?? null,
    personalNote: input.personalNote ?? '',
  });
  return answerOf(outcome);
}

/**
 * The first announcement of this birth was queued (once per birth: the press that queued it).
 * What follows a birth starts here.
 */
export async function afterFirstAnnouncement(userId: string, birthDate: string): Promise<void> {
  void birthDate;
  await closeGamesAtBirth(userId, new Date()); // every game closes when the birth is announced (ADR 0017)
}

/** A message that waits for its sender's proof (ADR 0049). */
const waitsForProof = (state: OutboxState | undefined) => state?.status === 'held' && state.holdReason === 'sender_unproven';

/** What became of each contact's messages, as the parent's page shows it. */
function view(record: SentRecord | undefined, state: OutboxState | undefined, announced: boolean): ContactDelivery {
  if (!record || !state) return { state: 'not_sent', reason: '', canResend: announced };
  if (waitsForProof(state)) return { state: 'waiting', reason: '', canResend: false };
  switch (state.status) {
    case 'done':
      return { state: state.delivery === 'delivered' ? 'delivered' : 'sent', reason: '', canResend: false };
    case 'failed': {
      const failure = state.failure ?? 'technical';
      return { state: 'failed', reason: DELIVERY_FAILURES[failure], canResend: !NEEDS_NEW_ADDRESS.includes(failure) };
    }
    case 'cancelled':
      return { state: 'cancelled', reason: '', canResend: true };
    case 'ambiguous':
      return { state: 'sent', reason: '', canResend: false };
    default:
      // waiting for the product's SMS budget of the day: the parent reads that it will go
      return { state: 'sending', reason: state.status === 'held' && state.holdReason === 'sms_budget' ? SENDING.heldForBudget : '', canResend: false };
  }
}

const iso = (value: StoredNotification['announcedAt']) => (value ? value.toDate().toISOString() : null);

/** The page's answer: contacts, details, and each contact's SMS and e-mail state (the latest message to each address). */
export async function notificationView(userId: string, maxContacts: number, snapshot?: NotificationSnapshot): Promise<BirthNotificationResponse> {
  const stored = snapshot ? readNotification(snapshot) : await readNotificationOf(userId);
  const wanted = stored.contacts.flatMap((contact) => [
    latest(stored.messages, 'sms', contact.phone, ['announcement', 'correction']),
    contact.email ? latest(stored.messages, 'email', contact.email, ['announcement', 'correction']) : undefined,
  ]);
  const states = await messageStates([...new Set(wanted.filter(Boolean).map((record) => record!.id))]);
  const announced = Boolean(stored.announcedAt);
  const deliveries = stored.contacts.map((contact, index) => {
    const kind = classifyPhone(contact.phone)?.kind;
    // a number abroad gets the e-mail alone; a landline saved before SMS went to mobiles only gets nothing by SMS
    const sms =
      kind !== 'tr_mobile'
        ? { state: 'no_sms' as const, reason: kind === 'abroad' ? NOTIFICATION_MESSAGES.abroadNote : NOTIFICATION_MESSAGES.notMobile, canResend: false }
        : view(wanted[index * 2], wanted[index * 2] && states.get(wanted[index * 2]!.id), announced);
    const emailRecord = wanted[index * 2 + 1];
    return { sms, email: contact.email ? view(emailRecord, emailRecord && states.get(emailRecord.id), announced) : null };
  });
  // what waits for her proof is not on its way: the page follows it again once she proves (the proof's answer refreshes it)
  const inFlight = [...states.values()].some(
    (state) =>
      state &&
      !waitsForProof(state) &&
      (['pending', 'sending', 'retry', 'unresolved', 'held'].includes(state.status) || (state.status === 'done' && state.delivery === 'pending')),
  );
  const waitingForProof = [...states.values()].some(waitsForProof);
  return {
    notification: { contacts: stored.contacts },
    actualBirthDate: stored.actualBirthDate,
    maxContacts,
    details: stored.details,
    announcedAt: iso(stored.announcedAt),
    correctionSentAt: iso(stored.correctionSentAt),
    deliveries,
    inFlight,
    waitingForProof,
  };
}

// ---- the operator's view (ADR 0054)

/** An outbox state in the delivery logs' words (outbox/deliver.ts writes the same ones to the logs). */
function logStatusOf(state: OutboxState): AdminContactMessageState['status'] {
  switch (state.status) {
    case 'done':
      return state.delivery === 'delivered' ? 'delivered' : 'success';
    case 'failed':
    case 'ambiguous':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'held':
      // the sender has not proven her address yet (ADR 0049): the logs' own word for it, not a settings fault
      return state.holdReason === 'sender_unproven' ? 'awaiting_proof' : 'held';
    default:
      return 'pending';
  }
}

function operatorState(record: SentRecord | undefined, state: OutboxState | undefined): AdminContactMessageState | null {
  if (!record || !state) return null;
  const failure = state.status === 'failed' ? (state.failure ?? 'technical') : undefined;
  return {
    messageId: record.id,
    kind: record.kind,
    status: logStatusOf(state),
    reason: failure ? DELIVERY_FAILURES[failure] : '',
    lastError: state.lastError ?? '',
    // a message waiting for its sender's proof goes when she proves it (ADR 0049), not at an operator's press
    canResend: OPERATOR_RESENDABLE.includes(state.status) && state.holdReason !== 'sender_unproven',
    needsNewAddress: failure !== undefined && NEEDS_NEW_ADDRESS.includes(failure),
    sentAt: record.at.toDate().toISOString(),
  };
}

/**
 * The announcement as the operator's user detail shows it: when it went, and each contact's latest
 * SMS and e-mail (the announcement's or the correction's) with its state, read in one more round
 * trip for all of them. What the outbox resend may take is the admin panel's rule (OPERATOR_RESENDABLE).
 */
export async function operatorView(userId: string): Promise<Omit<AdminUserBirthNotification, 'userId' | 'maxContacts'>> {
  const stored = await readNotificationOf(userId);
  const kinds: Array<SentRecord['kind']> = ['announcement', 'correction'];
  const records = stored.contacts.map((contact) => ({
    sms: latest(stored.messages, 'sms', contact.phone, kinds),
    email: contact.email ? latest(stored.messages, 'email', contact.email, kinds) : undefined,
  }));
  const states = await messageStates([...new Set(records.flatMap((record) => [record.sms?.id, record.email?.id]).filter((id): id is string => Boolean(id)))]);
  const contacts = stored.contacts.map((contact, index): AdminAnnouncementContact => {
    const kind = classifyPhone(contact.phone)?.kind;
    const { sms, email } = records[index]!;
    return {
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      smsNote: kind === 'tr_mobile' ? '' : kind === 'abroad' ? NOTIFICATION_MESSAGES.abroadNote : NOTIFICATION_MESSAGES.notMobile,
      delivery: { sms: operatorState(sms, sms && states.get(sms.id)), email: operatorState(email, email && states.get(email.id)) },
    };
  });
  return { announcedAt: iso(stored.announcedAt), correctionSentAt: iso(stored.correctionSentAt), actualBirthDate: stored.actualBirthDate, contacts };
}
