import { Router } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { deleteAccountSchema } from '@bebek/common/schemas/auth';
import { babyInfoSchema, contactSchema, profileBabyGender, profileUpdateSchema } from '@bebek/common/schemas/profile';
import { searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import { parentProfile } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { verifyPassword } from '../lib/identity';
import { limiter } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { deleteAccount } from '../users/account';
import { exportAccount } from '../users/export';
import { assertRealImage } from '../users/photo';
import { loadProfile, userRef } from '../users/profile';

export const profileRouter = Router();

profileRouter.get('/protected/profile', async (req, res) => {
  res.json(parentProfile(req));
});

profileRouter.patch('/protected/profile', async (req, res) => {
  const uid = req.user!.uid;
  const input = await validateBody(profileUpdateSchema, req.body);
  assertRealImage(input.profileImage);
  const current = parentProfile(req);
  const email = foldEmail(input.email);
  if (email !== current.email) {
    try {
      await getAuth().updateUser(uid, { email });
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, 'Bu email adresiyle kayıtlı bir hesap zaten var.');
      throw error;
    }
  }
  await userRef(uid).update({
    ...input,
    email,
    searchKeys: searchKeys(input.fullName, input.spouseName, email),
    updatedAt: FieldValue.serverTimestamp(),
  });
  res.json(await loadProfile(uid));
});

/** KVKK: a parent downloads everything stored about them. */
profileRouter.get('/protected/profile/export', async (req, res) => {
  res.set('Content-Disposition', 'attachment; filename="bebek-yolculugu-verilerim.json"');
  res.set('Cache-Control', 'no-store');
  res.json(await exportAccount(req.user!.uid));
});

const deletePerUser = limiter({ name: 'delete-account', windowMs: 3600_000, limit: 10, skipSuccessfulRequests: true, key: (req) => req.user?.uid ?? '' });

profileRouter.delete('/protected/profile', deletePerUser, async (req, res) => {
  const { password } = await validateBody(deleteAccountSchema, req.body ?? {});
  const uid = req.user!.uid;
  const profile = parentProfile(req);
  if ((await verifyPassword(profile.email, password)) !== uid) throw new HttpError(403, 'Şifre hatalı. Hesabınız silinmedi.');
  await deleteAccount(uid);
  res.json({ message: 'Hesabınız silindi' });
});

profileRouter.post('/protected/baby-info', async (req, res) => {
  const input = await validateBody(babyInfoSchema, req.body);
  await userRef(req.user!.uid).update({
    expectedBirthDate: input.expectedBirthDate,
    babyName: input.babyName,
    babyGender: profileBabyGender(input.babyGender),
    hospital: input.hospital,
    doctor: input.doctor,
    babyInfoCompleted: true,
    updatedAt: FieldValue.serverTimestamp(),
  });
  res.json(await loadProfile(req.user!.uid));
});

/** Skipping lets the parent into the app; the dashboard keeps inviting them to fill it in. */
profileRouter.post('/protected/baby-info/skip', async (req, res) => {
  await userRef(req.user!.uid).update({ babyInfoCompleted: true, babyInfoSkipped: true, updatedAt: FieldValue.serverTimestamp() });
  res.json({ message: 'Bebek bilgileri daha sonra doldurulabilir' });
});

const contactPerIp = limiter({ name: 'contact-ip', windowMs: 3600_000, limit: 20 });

async function storeContactMessage(body: unknown, userId: string | null): Promise<void> {
  const input = await validateBody(contactSchema, body);
  await db()
    .collection(COLLECTIONS.contactMessages)
    .add({ ...input, email: foldEmail(input.email), userId, status: 'pending', response: '', createdAt: FieldValue.serverTimestamp() });
}

const CONTACT_SENT = { message: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.' };

profileRouter.post('/protected/contact', contactPerIp, async (req, res) => {
  await storeContactMessage(req.body, req.user!.uid);
  res.status(201).json(CONTACT_SENT);
});

/** Visitors reach the contact page too (public header): the same form, without an account. */
profileRouter.post('/contact', contactPerIp, async (req, res) => {
  await storeContactMessage(req.body, null);
  res.status(201).json(CONTACT_SENT);
});
