import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { DomainError } from '../lib/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { gamesCollection } from '../games/model';
import { closeBirthForNewPregnancy, notificationRef } from '../birth-notification/service';
import { cancelQueuedMessages } from '../outbox/cancel';
import { userRef } from '../profile/data';

/**
 * The gentle pause (issue 18, docs/decisions/0018-gifts-care-calendar-pause.md). Nothing is
 * deleted: the parent's profile gets `pausedAt`, and so does every game still open (closed
 * without a result, nobody told); messages still waiting in the outbox are cancelled. While
 * `pausedAt` is set, the public profile, the shared list, game links and result pages answer the
 * neutral 'Bu sayfa şu an kullanılamıyor', the search leaves the profile out, no reminder is
 * sent, and the app shows nothing about the baby. Undo removes the marks the pause set; a new
 * pregnancy starts from a new expected date and keeps the old games closed, as history.
 */

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

async function commitAll(updates: Array<{ ref: DocumentReference; data: Record<string, unknown> }>): Promise<void> {
  for (let start = 0; start < updates.length; start += 400) {
    const batch = db().batch();
    for (const { ref, data } of updates.slice(start, start + 400)) batch.update(ref, data);
    await batch.commit();
  }
}

/** Pauses; pausing again changes nothing but closes what may have been missed (a game answered mid-pause is still closed). */
export async function pausePregnancy(uid: string, now = new Date()): Promise<void> {
  const ref = userRef(uid);
  const pausedAt = await db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    const existing = profile.get('pausedAt') as Timestamp | undefined;
    if (existing) return existing;
    const at = Timestamp.fromDate(now);
    tx.update(ref, { pausedAt: at });
    return at;
  });
  // The profile first: from here on every public page of the parent is neutral, whatever else is still being closed.
  const games = await gamesCollection().where('userId', '==', uid).get();
  await commitAll(games.docs.filter((game) => !game.get('pausedAt')).map((game) => ({ ref: game.ref, data: { pausedAt } })));
  await cancelQueuedMessages(uid, now);
}

/** Undo: the games this pause closed open again (a game closed in an earlier pregnancy stays history). */
export async function resumePregnancy(uid: string): Promise<void> {
  const ref = userRef(uid);
  const pausedAt = await db().runTransaction(async (tx) => {
    const profile = await tx.get(ref);
    const at = profile.get('pausedAt') as Timestamp | undefined;
    if (at) tx.update(ref, { pausedAt: FieldValue.delete() });
    return at;
  });
  if (!pausedAt) return;
  const games = await gamesCollection().where('userId', '==', uid).get();
  await commitAll(
    games.docs
      .filter((game) => millis(game.get('pausedAt')) === pausedAt.toMillis())
      .map((game) => ({ ref: game.ref, data: { pausedAt: FieldValue.delete() } })),
  );
}

export const NEW_PREGNANCY_NEEDS_PAUSE = 'Yeni bir hamilelik, takibe ara verdikten sonra buradan başlatılabilir.';

/**
 * A new pregnancy after a pause: the new expected date, no baby name or gender yet, the next
 * pregnancy number (the care calendar starts empty); the pause ends, the games it closed stay closed
 * as history, and so does the last birth's announcement: the next birth can be announced (the contacts stay).
 */
export async function startNewPregnancy(uid: string, expectedBirthDate: string): Promise<void> {
  const ref = userRef(uid);
  await db().runTransaction(async (tx) => {
    const [profile, notification] = await tx.getAll(ref, notificationRef(uid));
    if (!profile?.get('pausedAt') || !notification) throw new DomainError('conflict', NEW_PREGNANCY_NEEDS_PAUSE);
    // the shared baby page was the born baby's, whose birth date goes now: its link stops (ADR 0033)
    const babyShareToken = (profile.get('babyShare') as { token?: unknown } | null | undefined)?.token;
    if (typeof babyShareToken === 'string' && babyShareToken) tx.delete(db().collection(COLLECTIONS.babyShares).doc(babyShareToken));
    tx.update(ref, {
      pausedAt: FieldValue.delete(),
      babyShare: null,
      expectedBirthDate,
      babyName: '',
      babyGender: '',
      babyBirthDate: '',
      babyInfoCompleted: true,
      pregnancyNumber: Number(profile.get('pregnancyNumber') ?? 1) + 1,
      updatedAt: FieldValue.serverTimestamp(),
    });
    // the birth announced before becomes history, and this one can be announced (birth-notification/service.ts)
    tx.set(notification.ref, { userId: uid, ...closeBirthForNewPregnancy(notification) }, { merge: true });
  });
}
