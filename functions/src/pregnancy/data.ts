import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { readGamesOfOwner } from '../games/data';
import { userRef } from '../profile/data';

/**
 * The only module of the gentle pause and the new pregnancy (issue 18, ADR 0018) that touches
 * Firestore: the profile's `pausedAt`, the same mark on the parent's games, and the profile's reset
 * for a new pregnancy with the last birth's announcement made history.
 */

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

async function commitAll(updates: Array<{ ref: DocumentReference; data: Record<string, unknown> }>): Promise<void> {
  for (let start = 0; start < updates.length; start += 400) {
    const batch = db().batch();
    for (const { ref, data } of updates.slice(start, start + 400)) batch.update(ref, data);
    await batch.commit();
  }
}

/** Marks the profile paused at `now`, unless it is already: answers the pause's instant (the earlier one when it was). */
export async function markProfilePaused(uid: string, now: Date): Promise<Timestamp> {
  const ref = userRef(uid);
  return db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    const existing = profile.get('pausedAt') as Timestamp | undefined;
    if (existing) return existing;
    const at = Timestamp.fromDate(now);
    tx.update(ref, { pausedAt: at });
    return at;
  });
}

/** Removes the profile's pause mark; answers the instant it had, or undefined when it was not paused. */
export async function unmarkProfilePaused(uid: string): Promise<Timestamp | undefined> {
  const ref = userRef(uid);
  return db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    const at = profile.get('pausedAt') as Timestamp | undefined;
    if (at) tx.update(ref, { pausedAt: FieldValue.delete() });
    return at;
  });
}

/** Every game of the parent not closed by a pause yet gets this pause's mark. */
export async function markGamesPaused(uid: string, pausedAt: Timestamp): Promise<void> {
  const games = await readGamesOfOwner(uid);
  await commitAll(games.filter((game) => !game.get('pausedAt')).map((game) => ({ ref: game.ref, data: { pausedAt } })));
}

/** The games this pause closed (marked at its very instant) lose the mark; a game closed by an earlier pause keeps it. */
export async function unmarkGamesPaused(uid: string, pausedAt: Timestamp): Promise<void> {
  const games = await readGamesOfOwner(uid);
  await commitAll(
    games.filter((game) => millis(game.get('pausedAt')) === pausedAt.toMillis()).map((game) => ({ ref: game.ref, data: { pausedAt: FieldValue.delete() } })),
  );
}

/**
 * In one transaction: reads the profile and the birth announcement, asks `closeBirth` for the
 * announcement's fields (it may throw to refuse, before anything is written), and writes the new
 * pregnancy: the new expected date, no baby name, gender or birth date yet, the next pregnancy
 * number, the pause ended, the shared baby page's link removed, and the announcement's fields.
 */
export async function writeNewPregnancy(
  uid: string,
  expectedBirthDate: string,
  closeBirth: (profile: DocumentSnapshot | undefined, notification: DocumentSnapshot | undefined) => Record<string, unknown>,
): Promise<void> {
  const ref = userRef(uid);
  const notificationRef = db().collection(COLLECTIONS.birthNotifications).doc(uid);
  await db().runTransaction(async (tx) => {
    const [profile, notification] = await tx.getAll(ref, notificationRef);
    const closedBirth = closeBirth(profile, notification);
    // the shared baby page was the born baby's, whose birth date goes now: its link stops (ADR 0033)
    const babyShareToken = (profile!.get('babyShare') as { token?: unknown } | null | undefined)?.token;
    if (typeof babyShareToken === 'string' && babyShareToken) tx.delete(db().collection(COLLECTIONS.babyShares).doc(babyShareToken));
    tx.update(ref, {
      pausedAt: FieldValue.delete(),
      babyShare: null,
      expectedBirthDate,
      babyName: '',
      babyGender: '',
      babyBirthDate: '',
      babyInfoCompleted: true,
      pregnancyNumber: Number(profile!.get('pregnancyNumber') ?? 1) + 1,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.set(notificationRef, { userId: uid, ...closedBirth }, { merge: true });
  });
}
