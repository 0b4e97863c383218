import { DomainError } from '../lib/errors';
import { closeBirthForNewPregnancy } from '../birth-notification/data';
import { cancelQueuedMessages } from '../outbox/cancel';
import * as data from './data';

/**
 * The gentle pause (issue 18, docs/decisions/0018-gifts-care-calendar-pause.md). Nothing is
 * deleted: the parent's profile gets `pausedAt`, and so does every game still open (closed
 * without a result, nobody told); messages still waiting in the outbox are cancelled. While
 * `pausedAt` is set, the public profile, the shared list, game links and result pages answer the
 * neutral 'Bu sayfa şu an kullanılamıyor', the search leaves the profile out, no reminder is
 * sent, and the app shows nothing about the baby. Undo removes the marks the pause set; a new
 * pregnancy starts from a new expected date and keeps the old games closed, as history.
 */

/** Pauses; pausing again changes nothing but closes what may have been missed (a game answered mid-pause is still closed). */
export async function pausePregnancy(uid: string, now = new Date()): Promise<void> {
  const pausedAt = await data.markProfilePaused(uid, now);
  // The profile first: from here on every public page of the parent is neutral, whatever else is still being closed.
  await data.markGamesPaused(uid, pausedAt);
  await cancelQueuedMessages(uid, now);
}

/** Undo: the games this pause closed open again (a game closed in an earlier pregnancy stays history). */
export async function resumePregnancy(uid: string): Promise<void> {
  const pausedAt = await data.unmarkProfilePaused(uid);
  if (!pausedAt) return;
  await data.unmarkGamesPaused(uid, pausedAt);
}

export const NEW_PREGNANCY_NEEDS_PAUSE = 'Yeni bir hamilelik, takibe ara verdikten sonra buradan başlatılabilir.';

/**
 * A new pregnancy after a pause: the new expected date, no baby name or gender yet, the next
 * pregnancy number (the care calendar starts empty); the pause ends, the games it closed stay closed
 * as history, and so does the last birth's announcement: the next birth can be announced (the contacts stay).
 */
export async function startNewPregnancy(uid: string, expectedBirthDate: string): Promise<void> {
  await data.writeNewPregnancy(uid, expectedBirthDate, (profile, notification) => {
    if (!profile?.get('pausedAt') || !notification) throw new DomainError('conflict', NEW_PREGNANCY_NEEDS_PAUSE);
    // the birth announced before becomes history, and this one can be announced (birth-notification/service.ts)
    return closeBirthForNewPregnancy(notification);
  });
}
