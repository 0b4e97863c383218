import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';

/**
 * The devices' push tokens, expoTokens/{sha256(token)[0..40]} { userId, expoToken, deviceInfo,
 * isActive, lastUsedAt, createdAt }: the token's hash is the id, so a device registered again
 * (by its owner or, after a new login, by another parent) is one document, not two.
 */
const tokenRef = (expoToken: string) => db().collection(COLLECTIONS.expoTokens).doc(createHash('sha256').update(expoToken).digest('hex').slice(0, 40));

/** Registers the device for `uid`'s pushes, keeping when it was first registered. */
export async function saveExpoToken(uid: string, expoToken: string, deviceInfo: string): Promise<void> {
  const ref = tokenRef(expoToken);
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    tx.set(
      ref,
      {
        userId: uid,
        expoToken,
        deviceInfo,
        isActive: true,
        lastUsedAt: FieldValue.serverTimestamp(),
        ...(existing.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
  });
}
