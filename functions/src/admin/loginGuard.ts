import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { DomainError } from '../lib/errors';
import * as data from './data';

/**
 * Admin login, per username and source (ADR 0016, 0064): at each source (the client's address, as
 * the rate limits key it) the first FREE_ATTEMPTS failures on a username cost nothing; from then on
 * each attempt from that source locks the username there for a delay that doubles (15 s, 30 s,
 * 1 min, … at most an hour), the right password included, until a login from there succeeds. The
 * same username from another source is not locked: whoever knows an operator's username cannot
 * lock the operator out (ADR 0064), and a guesser who spreads over addresses gets FREE_ATTEMPTS
 * free tries at each, against the password policy and the authenticator's code. An attempt is
 * counted before its password is checked, on its (username, source) document and only if that
 * document is as the attempt read it, so attempts sent at once are judged one after another and a
 * burst cannot slip between a failure and its lock. Failures older than a day are forgotten. The
 * hash of username and source is the document id, so unknown names are locked as known ones are
 * (nothing tells which exist).
 */
export const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 60 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export const lockDelayMs = (attempts: number) => (attempts < FREE_ATTEMPTS ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempts - FREE_ATTEMPTS)));

/** Tries at counting one attempt while other attempts on the same guard commit first: each lost try is another attempt counted. */
const COUNT_TRIES = 50;

const locked = (waitMs: number) => new DomainError('too-many', ADMIN_MESSAGES.loginLocked, undefined, Math.ceil(waitMs / 1000));

/**
 * Counts the attempt, or refuses it (429, with the seconds to wait) while the username is locked at
 * this source.
 * Without a transaction (ADR 0021): the count is written only if the document is as read (created
 * when missing, else updated with its `lastUpdateTime`); an attempt that lost to another reads again
 * and counts on top of it. In a transaction, every attempt of a burst would hold a read lock the
 * others' writes wait for.
 */
export async function admitLoginAttempt(key: data.LoginGuardKey, now = Date.now()): Promise<void> {
  for (let tries = 0; tries < COUNT_TRIES; tries += 1) {
    const guard = await data.readLoginGuard(key);
    if (guard.lockedUntilMs > now) throw locked(guard.lockedUntilMs - now);
    const attempts = (now - guard.lastAttemptAtMs > FORGET_AFTER_MS ? 0 : guard.attempts) + 1;
    const delay = lockDelayMs(attempts);
    const counted = { attempts, lastAttemptAtMs: now, lockedUntilMs: delay ? now + delay : null, expiresAtMs: now + FORGET_AFTER_MS };
    if (await data.saveLoginGuard(key, guard, counted)) return;
  }
  // more attempts on this username from this source at this moment than any person makes: refused as a lock would
  throw locked(BASE_DELAY_MS);
}

/** A login that succeeded (password and, when enabled, the code): the username starts afresh at this source only. */
export async function clearLoginAttempts(key: data.LoginGuardKey): Promise<void> {
  await data.deleteLoginGuard(key);
}
