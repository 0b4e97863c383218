import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { log } from '../lib/log';
import { recordActivity } from './data';

/**
 * A parent's last activity, as the operators' user list shows it (ADR 0030): `users/{uid}.lastActiveAt`,
 * on the profile every signed-in request reads anyway, so the list reads nothing more for it.
 *
 * It is written by a request of hers that succeeded, and only when the stored value is older than
 * this: a visit (the dashboard's nine calls, then a few minutes of use) writes it once, not once per
 * call, and a refused request writes nothing (the house rule for bad input). Ten minutes is far finer
 * than the list shows (a day) and keeps the profile's writes well under one a minute per parent.
 */
export const ACTIVITY_INTERVAL_MS = 10 * 60_000;

/** Parents whose activity this instance is writing right now: concurrent calls of one visit write it once. */
const writing = new Set<string>();

const storedAt = (profile: DocumentSnapshot): number | undefined => {
  const value = profile.get('lastActiveAt') as Timestamp | undefined;
  return value && typeof value.toMillis === 'function' ? value.toMillis() : undefined;
};

/** Whether a request now should write the parent's activity (none stored, or older than the interval). */
export function activityIsStale(profile: DocumentSnapshot, now = Date.now()): boolean {
  const at = storedAt(profile);
  return at === undefined || now - at >= ACTIVITY_INTERVAL_MS;
}

/**
 * Notes a successful request of the parent whose profile the session check read. An update, never a
 * set: a profile deleted meanwhile (the account's deletion, maybe by this very request) is not
 * brought back. A failure to write it is logged and does not fail the request it follows.
 */
export async function noteActivity(profile: DocumentSnapshot | undefined, now = Date.now()): Promise<void> {
  if (!profile?.exists || !activityIsStale(profile, now) || writing.has(profile.id)) return;
  writing.add(profile.id);
  try {
    await recordActivity(profile.id, now);
  } catch (error) {
    log.activityNotRecorded(profile.id, error);
  } finally {
    writing.delete(profile.id);
  }
}
