import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, GrpcStatus, Timestamp, type DocumentReference, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import type { BirthDetails } from '@bebek/common/birth-announcement';
import type { BirthNotificationContact } from '@bebek/common/types';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * The only file of the birth announcement (ADR 0015) that touches Firestore: the parent's
 * birthNotifications/{uid} document (contacts, the birth's details, and every message sent, in
 * `messages`), the unusual-volume records of the numbers announced to (smsRecipients), and the baby's
 * birth date the first announcement copies into the profile. The rules are service.ts's; a rule that
 * decides between a read and its write comes in as a callback.
 */

/** One message recorded on the notification document. */
export interface SentRecord {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  kind: 'announcement' | 'correction';
  at: Timestamp;
}

export interface StoredNotification {
  contacts: BirthNotificationContact[];
  actualBirthDate: string;
  details: Omit<BirthDetails, 'actualBirthDate'>;
  messages: SentRecord[];
  announcedAt?: Timestamp;
  correctionSentAt?: Timestamp;
  /** Births announced before this one (a new pregnancy after a pause), kept as history: their messages stay theirs. */
  earlierBirths: EarlierBirth[];
}

/** An earlier birth's announcement as it ended: its details, when it went, and its messages. */
export interface EarlierBirth {
  actualBirthDate: string;
  details: Omit<BirthDetails, 'actualBirthDate'>;
  messages: SentRecord[];
  announcedAt: Timestamp | null;
  correctionSentAt: Timestamp | null;
}

/** The notification document as read, for a press to judge and then write only if unchanged (`lastUpdateTime`). */
export type NotificationSnapshot = DocumentSnapshot;
/** A number's unusual-volume record as read. */
export type RecipientSnapshot = DocumentSnapshot;
/** A press's one commit. */
export type PressBatch = WriteBatch;

export const notificationRef = (uid: string) => db().collection(COLLECTIONS.birthNotifications).doc(uid);
export const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);
/** The record of which accounts announced to a number (keyed by its hash; the number itself is not stored). */
export const recipientRef = (phone: string) =>
  db()
    .collection(COLLECTIONS.smsRecipients)
    .doc(digest(`recipient|${phone}`));
/**
 * Before ADR 0024 a record of the accounts registered from one client address that sent: no longer
 * written or read (a shared network must never stop a birth announcement); account deletion still
 * forgets an account in the records left from then.
 */
const legacySenderAddressRef = (addressHash: string) => db().collection(COLLECTIONS.senderAddresses).doc(addressHash);

export function readNotification(snapshot: DocumentSnapshot): StoredNotification {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    contacts: (snapshot.get('contacts') as BirthNotificationContact[] | undefined) ?? [],
    actualBirthDate: String(snapshot.get('actualBirthDate') ?? ''),
    details: {
      birthTime: String(snapshot.get('birthTime') ?? ''),
      weightGrams: number(snapshot.get('weightGrams')),
      lengthCm: number(snapshot.get('lengthCm')),
      personalNote: String(snapshot.get('personalNote') ?? ''),
    },
    messages: (snapshot.get('messages') as SentRecord[] | undefined) ?? [],
    announcedAt: snapshot.get('announcedAt') as Timestamp | undefined,
    correctionSentAt: snapshot.get('correctionSentAt') as Timestamp | undefined,
    earlierBirths: (snapshot.get('earlierBirths') as EarlierBirth[] | undefined) ?? [],
  };
}

/** The parent's notification as stored (empty when there is none). */
export async function readNotificationOf(uid: string): Promise<StoredNotification> {
  return readNotification(await notificationRef(uid).get());
}

/** A message's record, as the notification document keeps it. */
export function sentRecord(id: string, channel: SentRecord['channel'], to: string, kind: SentRecord['kind'], now: Date): SentRecord {
  return { id, channel, to, kind, at: Timestamp.fromDate(now) };
}

/**
 * A new pregnancy (after a pause): the birth announced so far becomes history, with its messages,
 * and the next birth starts with no message sent; the contacts stay. Nothing to keep when nothing was
 * announced: then only the birth date saved for it is forgotten.
 */
export function closeBirthForNewPregnancy(snapshot: DocumentSnapshot): Record<string, unknown> {
  const stored = readNotification(snapshot);
  const cleared = { actualBirthDate: FieldValue.delete(), messages: [], announcedAt: FieldValue.delete(), correctionSentAt: FieldValue.delete() };
  if (!stored.announcedAt && stored.messages.length === 0) return { actualBirthDate: FieldValue.delete() };
  const earlier: EarlierBirth = {
    actualBirthDate: stored.actualBirthDate,
    details: stored.details,
    messages: stored.messages,
    announcedAt: stored.announcedAt ?? null,
    correctionSentAt: stored.correctionSentAt ?? null,
  };
  return { ...cleared, birthTime: '', weightGrams: null, lengthCm: null, personalNote: '', earlierBirths: [...stored.earlierBirths, earlier] };
}

/**
 * Saves the contacts and details in a transaction: `change` judges what is stored (it throws to
 * refuse, e.g. details locked once announced) and answers the fields to merge.
 */
export async function saveNotification(uid: string, change: (stored: StoredNotification) => Record<string, unknown>): Promise<void> {
  const ref = notificationRef(uid);
  await db().runTransaction(async (tx) => {
    const fields = change(readNotification(await tx.get(ref)));
    tx.set(ref, { userId: uid, ...fields, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  });
}

/**
 * A press, without a transaction (ADR 0021): `plan` reads the notification (plainly) and adds to one
 * commit everything the press sends; the commit writes the notification only if it is unchanged
 * since that read (`lastUpdateTime`), creates each message by its id (`create`), and records the
 * volume records as read. Concurrent presses all read the same notification; one commit wins and
 * every other fails its precondition at once (FAILED_PRECONDITION or ALREADY_EXISTS), reads again and
 * finds nothing left to send. In a transaction, each press would hold a read lock on the notification
 * that the others' commits wait for: Google's emulator waits out its lock timeout, production aborts.
 * `alongside`: what the plan needs that does not depend on the notification (the sending policy's
 * read), read with it in one round trip. Answers nothing when every one of `tries` lost to another.
 */
export async function press<T>(
  userId: string,
  alongside: () => Promise<unknown>,
  plan: (snapshot: DocumentSnapshot, batch: WriteBatch) => Promise<{ outcome: T; commit: boolean }>,
  tries: number,
): Promise<{ outcome: T } | undefined> {
  const ref = notificationRef(userId);
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const batch = db().batch();
    const [snapshot] = await Promise.all([ref.get(), alongside()]);
    const { outcome, commit } = await plan(snapshot, batch);
    if (!commit) return { outcome };
    try {
      await batch.commit();
      return { outcome };
    } catch (error) {
      if (!failedWith(error, GrpcStatus.FAILED_PRECONDITION) && !failedWith(error, GrpcStatus.ALREADY_EXISTS)) throw error;
    }
  }
  return undefined;
}

/** The press's record of what it sends, written only if the notification is as the press read it. */
export function recordAnnouncementIn(
  batch: WriteBatch,
  snapshot: DocumentSnapshot,
  sent: { userId: string; birthDate: string; messages: SentRecord[]; firstAt?: Date },
): void {
  batch.update(
    snapshot.ref,
    {
      userId: sent.userId,
      actualBirthDate: sent.birthDate,
      messages: sent.messages,
      ...(sent.firstAt ? { announcedAt: Timestamp.fromDate(sent.firstAt) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { lastUpdateTime: snapshot.updateTime! },
  );
}

/** The correction's record: the new details, its messages, and that the one correction is used. */
export function recordCorrectionIn(batch: WriteBatch, snapshot: DocumentSnapshot, corrected: BirthDetails, messages: SentRecord[], now: Date): void {
  batch.update(
    snapshot.ref,
    {
      actualBirthDate: corrected.actualBirthDate,
      birthTime: corrected.birthTime,
      weightGrams: corrected.weightGrams,
      lengthCm: corrected.lengthCm,
      personalNote: corrected.personalNote,
      messages,
      correctionSentAt: Timestamp.fromDate(now),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { lastUpdateTime: snapshot.updateTime! },
  );
}

/** The baby's birth date into the parent's profile, in the press's commit (no read of its own). */
export function copyBirthDateIn(batch: WriteBatch, userId: string, birthDate: string): void {
  batch.update(userRef(userId), { babyBirthDate: birthDate });
}

/** The volume records of the numbers, in one read. */
export async function readRecipients(numbers: string[]): Promise<RecipientSnapshot[]> {
  return numbers.length ? await db().getAll(...numbers.map(recipientRef)) : [];
}

/** Records this account's send to a number, only if its record is as read (created if it was missing, else updated with its `lastUpdateTime`). */
export function recordRecipientIn(batch: WriteBatch, snapshot: DocumentSnapshot, userId: string, now: Date): void {
  const at = Timestamp.fromDate(now);
  if (snapshot.exists) batch.update(snapshot.ref, new FieldPath('senders', userId), at, { lastUpdateTime: snapshot.updateTime! });
  else batch.create(snapshot.ref, { senders: { [userId]: at } });
}

/**
 * The unusual-volume records that name an account (the numbers it announced to; the address it was
 * registered from, in records left from before ADR 0024): account deletion and the KVKK export find them here (accounts/sweeps.ts), and
 * deletion turns the account's entry into a bare time (`departed`), so deleting accounts does not
 * reset the counts.
 */
export async function volumeRecordsOf(userId: string): Promise<DocumentReference[]> {
  const [notification, profile] = await Promise.all([notificationRef(userId).get(), userRef(userId).get()]);
  const stored = readNotification(notification);
  const numbers = [
    ...new Set(
      [...stored.messages, ...stored.earlierBirths.flatMap((birth) => birth.messages)].filter((record) => record.channel === 'sms').map((record) => record.to),
    ),
  ];
  const refs = [...numbers.map(recipientRef)];
  const address = profile.get('registrationAddress') as string | undefined;
  if (address) refs.push(legacySenderAddressRef(address));
  const snapshots = refs.length ? await db().getAll(...refs) : [];
  return snapshots.filter((snapshot) => (snapshot.get('senders') as Record<string, unknown> | undefined)?.[userId]).map((snapshot) => snapshot.ref);
}

/** What deletion leaves of the account in a volume record: when it sent, not who. */
export function forgetSenderIn(snapshot: DocumentSnapshot, userId: string): Record<string, unknown> {
  const at = (snapshot.get('senders') as Record<string, Timestamp> | undefined)?.[userId];
  return { [`senders.${userId}`]: FieldValue.delete(), ...(at ? { departed: FieldValue.arrayUnion(at) } : {}) };
}
