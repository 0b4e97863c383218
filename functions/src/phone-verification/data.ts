import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { userRef } from '../profile/data';
import { addToCount } from '../rate-limits/data';

/**
 * The only file of the phone's proof (ADR 0049) that touches Firestore: `phoneVerifications/{uid}`,
 * one document per account (the code sent last, as a salted hash, its number, lifetime and wrong
 * tries, and when codes were sent: the account's own limits), the per-number count of codes a day, and
 * the profile's proof. The rules are service.ts's; they decide inside the transactions as callbacks.
 */

const codeRef = (uid: string) => db().collection(COLLECTIONS.phoneVerifications).doc(uid);

/** The stored code as a transaction read it ('exists' false before the first). */
export type CodeSnapshot = DocumentSnapshot;

export interface NewCode {
  phone: string;
  codeHash: string;
  salt: string;
  expiresAt: Date;
  /** When codes were sent, the last day's (the new one among them). */
  sentAt: Date[];
}

/**
 * Stores a new code, in a transaction with what must land with it (the SMS queued through the
 * sending policy): `decide` reads what is stored and answers the new code, or throws (a limit) and
 * nothing is written.
 */
export async function saveCode(uid: string, decide: (stored: CodeSnapshot) => NewCode, alsoWrite: (tx: Transaction) => void): Promise<void> {
  await db().runTransaction(async (tx) => {
    const code = decide(await tx.get(codeRef(uid)));
    tx.set(codeRef(uid), {
      userId: uid,
      phone: code.phone,
      codeHash: code.codeHash,
      salt: code.salt,
      expiresAt: Timestamp.fromDate(code.expiresAt),
      attempts: 0,
      usedAt: null,
      sentAt: code.sentAt.map((at) => Timestamp.fromDate(at)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    alsoWrite(tx);
  });
}

/** What a try of a code did: `attempts` to store, and the number to prove when it was right. */
export interface TryOutcome<T> {
  answer: T;
  attempts?: number;
  used?: boolean;
  provePhone?: string;
}

/**
 * A try of a code, in one transaction: `judge` reads the stored code and answers what to record (a
 * wrong try counted, the code used up, the profile's phone proven), so two tries at once are counted
 * one after the other and a right code proves the phone once.
 */
export async function tryCode<T>(uid: string, judge: (stored: CodeSnapshot) => TryOutcome<T>): Promise<T> {
  return db().runTransaction(async (tx) => {
    const [stored, profile] = await Promise.all([tx.get(codeRef(uid)), tx.get(userRef(uid))]);
    const outcome = judge(stored);
    if (outcome.attempts !== undefined || outcome.used)
      tx.update(codeRef(uid), {
        ...(outcome.attempts !== undefined ? { attempts: outcome.attempts } : {}),
        ...(outcome.used ? { usedAt: FieldValue.serverTimestamp(), verifiedAt: FieldValue.serverTimestamp() } : {}),
      });
    if (outcome.provePhone && profile.exists && !profile.get('deletionRequestedAt'))
      tx.update(profile.ref, {
        phone: outcome.provePhone,
        verifiedPhone: outcome.provePhone,
        phoneVerifiedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    return outcome.answer;
  });
}

const numberCounterRef = (phone: string, day: string) =>
  db()
    .collection(COLLECTIONS.rateLimits)
    .doc(createHash('sha256').update(`phone-code:${phone}:${day}`).digest('base64url'));

/**
 * Adds `by` to the codes sent to a number on `day` (every account's: a number cannot be flooded with
 * codes by opening accounts) and answers the new count, in one round trip; the number itself is not
 * stored, only its hash, and the count outlives its day by one.
 */
export function countCodeToNumber(phone: string, day: string, by: number, now: Date): Promise<number> {
  return addToCount(numberCounterRef(phone, day), by, { prefix: 'phone-code', expiresAt: Timestamp.fromMillis(now.getTime() + 2 * 86_400_000) });
}
