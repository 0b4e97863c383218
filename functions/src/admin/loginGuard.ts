import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';

/**
 * Admin login, per username (ADR 0016): the first FREE_ATTEMPTS failures cost nothing; from then
 * on each attempt locks the username for a delay that doubles (15 s, 30 s, 1 min, … at most an
 * hour), the right password included, until a login succeeds. An attempt is counted before its
 * password is checked, in a transaction on the username's document, so attempts sent at once are
 * judged one after another and a burst cannot slip between a failure and its lock. Failures older
 * than a day are forgotten. The username's hash is the document id, so unknown names are locked
 * as known ones are (nothing tells which exist).
 */
export const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 60 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export const lockDelayMs = (attempts: number) => (attempts < FREE_ATTEMPTS ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempts - FREE_ATTEMPTS)));

const guardRef = (username: string) =>
  db().collection(COLLECTIONS.adminLoginGuards).doc(createHash('sha256').update(username.trim().toLowerCase()).digest('hex'));

/** Counts the attempt, or refuses it (429, with the seconds to wait) while the username is locked. */
export async function admitLoginAttempt(username: string, now = Date.now()): Promise<void> {
  const ref = guardRef(username);
  const waitMs = await db().runTransaction(async (tx) => {
    const guard = await tx.get(ref);
    const lockedUntil = (guard.get('lockedUntil') as Timestamp | null | undefined)?.toMillis() ?? 0;
    if (lockedUntil > now) return lockedUntil - now;
    const last = (guard.get('lastAttemptAt') as Timestamp | undefined)?.toMillis() ?? 0;
    const attempts = (now - last > FORGET_AFTER_MS ? 0 : Number(guard.get('attempts') ?? 0)) + 1;
    const delay = lockDelayMs(attempts);
    tx.set(ref, {
      attempts,
      lastAttemptAt: Timestamp.fromMillis(now),
      lockedUntil: delay ? Timestamp.fromMillis(now + delay) : null,
      expiresAt: Timestamp.fromMillis(now + FORGET_AFTER_MS),
    });
    return 0;
  });
  if (waitMs > 0) throw Object.assign(new HttpError(429, ADMIN_MESSAGES.loginLocked), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** A login that succeeded (password and, when enabled, the code): the username starts afresh. */
export async function clearLoginAttempts(username: string): Promise<void> {
  await guardRef(username).delete();
}
