import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { BabyShare } from '@bebek/common/baby-share';
import type { StoredGrowthEntry } from '@bebek/common/growth/entries';
import { COLLECTIONS, db } from '../lib/firestore';
import { readGrowthEntries } from '../baby/data';
import { pregnancyNumberOf } from '../care-calendar/data';
import { userRef } from '../profile/data';

/**
 * The shared baby page's storage (ADR 0033), the only module of it that touches Firestore:
 * babyShares/{token} { userId, showGrowth, createdAt } is what the public link finds; the user doc's
 * `babyShare` { token, showGrowth, tellGameParticipants, photoInPreview } is what the parent's screens and the
 * games' result e-mails read without another lookup. Both are written in one transaction.
 */

const shares = () => db().collection(COLLECTIONS.babyShares);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The share stored on a user doc, or null (absent, null, or a shape that is not one). */
export function storedShare(value: unknown): BabyShare | null {
  const share = value as Partial<BabyShare> | null | undefined;
  if (!share || typeof share.token !== 'string' || !share.token) return null;
  return {
    token: share.token,
    showGrowth: share.showGrowth === true,
    tellGameParticipants: share.tellGameParticipants === true,
    photoInPreview: share.photoInPreview === true,
  };
}

/**
 * Reads the parent in a transaction and writes what `decide` answers (given the stored user doc):
 * the share to keep (a new token is created here, an existing one updated) or null to remove it.
 * `decide` may throw to refuse.
 */
export async function changeShare(uid: string, decide: (stored: Record<string, unknown> | undefined) => BabyShare | null): Promise<BabyShare | null> {
  const ref = userRef(uid);
  return db().runTransaction(async (tx: Transaction) => {
    const snapshot = await tx.get(ref);
    const stored = snapshot.data();
    const next = decide(stored);
    const current = storedShare(stored?.babyShare);
    if (current && current.token !== next?.token) tx.delete(shares().doc(current.token));
    if (next) {
      const fields = { userId: uid, showGrowth: next.showGrowth };
      if (current?.token === next.token) tx.set(shares().doc(next.token), fields, { merge: true });
      else tx.create(shares().doc(next.token), { ...fields, createdAt: FieldValue.serverTimestamp() });
    }
    tx.update(ref, { babyShare: next });
    return next;
  });
}

const measure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The birth's details from the announcement, once it was sent (before that they are a draft). */
export interface AnnouncedBirth {
  actualBirthDate: string;
  birthTime: string;
  weightGrams: number | null;
  lengthCm: number | null;
}

export interface SharedPageRecord {
  userId: string;
  showGrowth: boolean;
  /** The parent's user doc as stored, undefined when there is none. */
  owner: Record<string, unknown> | undefined;
  announced: AnnouncedBirth | null;
  growth: StoredGrowthEntry[];
}

/**
 * Everything the public page shows, by token: the share (one read), then the parent and their birth
 * announcement (one round trip) and, when the share shows growth, the entries of the baby of the
 * parent's current pregnancy, read as the growth api reads them (a third; not for the link's preview,
 * `withGrowth: false`). Undefined when no share has the token.
 */
export async function sharedPageRecord(token: string, { withGrowth = true } = {}): Promise<SharedPageRecord | undefined> {
  const share = await shares().doc(token).get();
  const userId = share.get('userId') as unknown;
  if (!share.exists || typeof userId !== 'string' || !userId) return undefined;
  const showGrowth = share.get('showGrowth') === true;
  const [user, notification] = await db().getAll(userRef(userId), db().collection(COLLECTIONS.birthNotifications).doc(userId));
  const announced =
    notification?.exists && notification.get('announcedAt')
      ? {
          actualBirthDate: text(notification.get('actualBirthDate')),
          birthTime: text(notification.get('birthTime')),
          weightGrams: measure(notification.get('weightGrams')),
          lengthCm: measure(notification.get('lengthCm')),
        }
      : null;
  const growth = withGrowth && showGrowth && user?.exists ? await readGrowthEntries(userId, pregnancyNumberOf(user)) : [];
  return { userId, showGrowth, owner: user?.exists ? user.data() : undefined, announced, growth };
}
