import { createHash } from 'node:crypto';
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { object, string } from 'yup';
import { COLLECTIONS, db } from '../lib/firestore';
import { validateBody } from '../lib/validate';

export const devicesRouter = Router();

/** Expo push tokens look like ExponentPushToken[xxxx] (or ExpoPushToken[xxxx]). */
const expoTokenSchema = object({
  expoToken: string()
    .trim()
    .required('Geçersiz cihaz anahtarı')
    .matches(/^Expo(nent)?PushToken\[[A-Za-z0-9_-]{10,200}\]$/, 'Geçersiz cihaz anahtarı'),
  deviceInfo: string().trim().max(300, 'Cihaz bilgisi çok uzun').default(''),
});

/** POST /api/protected/expo-token: the native app registers the device that should get the owner's pushes. */
devicesRouter.post('/protected/expo-token', async (req, res) => {
  const { expoToken, deviceInfo } = await validateBody(expoTokenSchema, req.body);
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
  res.status(201).json({ message: 'Cihaz kaydedildi' });
});
