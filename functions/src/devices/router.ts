import { createHash } from 'node:crypto';
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { registerExpoToken } from '@bebek/common/api/devices';
import { route } from '../http/contract';
import { COLLECTIONS, db } from '../lib/firestore';

export const devicesRouter = Router();

/** POST /api/protected/expo-token: the native app registers the device that should get the owner's pushes. */
route(devicesRouter, registerExpoToken, async ({ req, body: { expoToken, deviceInfo } }) => {
  const id = createHash('sha256').update(expoToken).digest('hex').slice(0, 40);
  const ref = db().collection(COLLECTIONS.expoTokens).doc(id);
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    tx.set(
      ref,
      {
        userId: req.user!.uid,
        expoToken,
        deviceInfo,
        isActive: true,
        lastUsedAt: FieldValue.serverTimestamp(),
        ...(existing.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
  });
  return { message: 'Cihaz kaydedildi' };
});
