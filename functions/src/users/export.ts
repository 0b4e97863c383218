import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { userRef } from './profile';

function plain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    if (typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate().toISOString();
    if (Array.isArray(value)) return value.map(plain);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

const withId = (doc: DocumentSnapshot) => ({ id: doc.id, ...(plain(doc.data() ?? {}) as Record<string, unknown>) });

/**
 * KVKK article 11: everything stored about a parent, as JSON. Search keys are an index of the
 * name, not data of their own, and are left out.
 */
export async function exportAccount(uid: string): Promise<Record<string, unknown>> {
  const owned = (collection: string) => db().collection(collection).where('userId', '==', uid).get();
  const [profile, checklist, shares, games, requests, notification, messages, devices, sms, emails, pushes, resets, claims, careVisits] = await Promise.all([
    userRef(uid).get(),
    userRef(uid).collection(COLLECTIONS.checklistItems).get(),
    owned(COLLECTIONS.checklistShares),
    owned(COLLECTIONS.games),
    owned(COLLECTIONS.serviceRequests),
    db().collection(COLLECTIONS.birthNotifications).doc(uid).get(),
    owned(COLLECTIONS.contactMessages),
    owned(COLLECTIONS.expoTokens),
    owned(COLLECTIONS.smsLogs),
    owned(COLLECTIONS.emailLogs),
    owned(COLLECTIONS.pushLogs),
    owned(COLLECTIONS.passwordResets),
    userRef(uid).collection(COLLECTIONS.checklistClaims).get(),
    userRef(uid).collection(COLLECTIONS.careVisits).get(),
  ]);
  const profileData: Record<string, unknown> = withId(profile);
  delete profileData.searchKeys;
  const gamesWithParticipants = await Promise.all(
    games.docs.map(async (game) => ({ ...withId(game), participants: (await game.ref.collection(COLLECTIONS.participants).get()).docs.map(withId) })),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: profileData,
    checklist: checklist.docs.map(withId),
    checklistShares: shares.docs.map(withId),
    // What relatives claimed on the shared list, with the names and notes they wrote; the hash of each claim's secret is left out.
    checklistClaims: claims.docs.map((doc) =>
      plain({
        itemId: doc.id,
        itemName: doc.get('itemName'),
        name: doc.get('name'),
        note: doc.get('note'),
        claimedAt: doc.get('claimedAt'),
        receivedAt: doc.get('receivedAt'),
      }),
    ),
    careCalendar: careVisits.docs.map(withId),
    games: gamesWithParticipants,
    serviceRequests: requests.docs.map(withId),
    birthNotification: notification.exists ? withId(notification) : null,
    contactMessages: messages.docs.map(withId),
    devices: devices.docs.map(withId),
    // What was sent on the parent's behalf (game and birth notifications), with the recipients they entered.
    sentMessages: { sms: sms.docs.map(withId), email: emails.docs.map(withId), push: pushes.docs.map(withId) },
    // When reset links were asked for and what became of them; the id is only the link's hash, so it is left out.
    passwordResetLinks: resets.docs.map((doc) =>
      plain({ createdAt: doc.get('createdAt'), expiresAt: doc.get('expiresAt'), usedAt: doc.get('usedAt'), cancelledAt: doc.get('cancelledAt') }),
    ),
  };
}
