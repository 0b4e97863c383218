import { Router, type RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { sendContactMessage, sendVisitorContactMessage } from '@bebek/common/api/contact';
import {
  deleteAccount as deleteAccountEndpoint,
  exportAccount as exportAccountEndpoint,
  getProfile,
  saveBabyInfo,
  skipBabyInfo,
  updateProfile,
} from '@bebek/common/api/profile';
import { newPregnancySchema, profileBabyGender, profileRequiredSchema, type ContactInput, type ProfilePatchInput } from '@bebek/common/schemas/profile';
import { searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { Profile } from '@bebek/common/types';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { verifyPassword } from '../lib/identity';
import { limiter } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { deleteAccount } from '../users/account';
import { exportAccount } from '../users/export';
import { assertRealImage } from '../users/photo';
import { loadProfile, toProfile, userRef } from '../users/profile';

export const profileRouter = Router();

route(profileRouter, getProfile, async ({ req }) => parentProfile(req));

/**
 * The profile a change would leave must still have every required field (part 1 §5): a PATCH
 * that empties one, or that leaves one empty that was never filled in, is refused with the
 * spec's message for it.
 */
async function assertComplete(profile: Profile): Promise<void> {
  await validateBody(profileRequiredSchema, { fullName: profile.fullName, email: profile.email, gender: profile.gender, birthDate: profile.birthDate });
}

/**
 * Changes only the fields sent (a partial body is a partial change); each obeys the edit form's
 * rule, and the resulting profile keeps its required fields. The search keys are rebuilt from the
 * resulting names, in the same transaction as the change, so a concurrent edit cannot leave them behind.
 */
route(profileRouter, updateProfile, async ({ req, body }) => {
  const uid = req.user!.uid;
  const changes: ProfilePatchInput = { ...body, ...(body.email === undefined ? {} : { email: foldEmail(body.email) }) };
  if (changes.profileImage !== undefined) assertRealImage(changes.profileImage);
  const current = parentProfile(req);
  // a new expected date obeys the baby-info form's window (a stored one, sent back unchanged by the form, is left alone)
  if (changes.expectedBirthDate && changes.expectedBirthDate !== current.expectedBirthDate)
    await validateBody(newPregnancySchema, { expectedBirthDate: changes.expectedBirthDate });
  await assertComplete({ ...current, ...changes });
  if (changes.email !== undefined && changes.email !== current.email) {
    try {
      await getAuth().updateUser(uid, { email: changes.email });
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, 'Bu email adresiyle kayıtlı bir hesap zaten var.');
      throw error;
    }
  }
  const ref = userRef(uid);
  return db().runTransaction(async (tx) => {
    const stored = toProfile(await tx.get(ref));
    const after = { ...stored, ...changes };
    await assertComplete(after);
    tx.update(ref, { ...changes, searchKeys: searchKeys(after.fullName, after.spouseName, after.email), updatedAt: FieldValue.serverTimestamp() });
    return after;
  });
});

/** KVKK: a parent downloads everything stored about them. */
route(profileRouter, exportAccountEndpoint, async ({ req, res }) => {
  res.set('Content-Disposition', 'attachment; filename="bebek-yolculugu-verilerim.json"');
  res.set('Cache-Control', 'no-store');
  return exportAccount(req.user!.uid);
});

const deletePerUser = limiter({ name: 'delete-account', windowMs: 3600_000, limit: 10, skipSuccessfulRequests: true, key: (req) => req.user?.uid ?? '' });
/** A DELETE may come without a body at all: it is then an empty one, refused with 'Hesabı silmek için şifrenizi giriniz.'. */
const emptyBodyIfNone: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

route(profileRouter, deleteAccountEndpoint, deletePerUser, emptyBodyIfNone, async ({ req, body: { password } }) => {
  const uid = req.user!.uid;
  const profile = parentProfile(req);
  if ((await verifyPassword(profile.email, password)) !== uid) throw new HttpError(403, 'Şifre hatalı. Hesabınız silinmedi.');
  await deleteAccount(uid);
  return { message: 'Hesabınız silindi' };
});

route(profileRouter, saveBabyInfo, async ({ req, body }) => {
  await userRef(req.user!.uid).update({
    expectedBirthDate: body.expectedBirthDate,
    babyName: body.babyName,
    babyGender: profileBabyGender(body.babyGender),
    hospital: body.hospital,
    doctor: body.doctor,
    babyInfoCompleted: true,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return loadProfile(req.user!.uid);
});

/** Skipping lets the parent into the app; the dashboard keeps inviting them to fill it in. */
route(profileRouter, skipBabyInfo, async ({ req }) => {
  await userRef(req.user!.uid).update({ babyInfoCompleted: true, babyInfoSkipped: true, updatedAt: FieldValue.serverTimestamp() });
  return { message: 'Bebek bilgileri daha sonra doldurulabilir' };
});

const contactPerIp = limiter({ name: 'contact-ip', windowMs: 3600_000, limit: 20 });

async function storeContactMessage(input: ContactInput, userId: string | null): Promise<void> {
  await db()
    .collection(COLLECTIONS.contactMessages)
    .add({ ...input, email: foldEmail(input.email), userId, status: 'pending', response: '', createdAt: FieldValue.serverTimestamp() });
}

const CONTACT_SENT = { message: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.' };

route(profileRouter, sendContactMessage, contactPerIp, async ({ req, body }) => {
  await storeContactMessage(body, req.user!.uid);
  return CONTACT_SENT;
});

/** Visitors reach the contact page too (public header): the same form, without an account. */
route(profileRouter, sendVisitorContactMessage, contactPerIp, async ({ body }) => {
  await storeContactMessage(body, null);
  return CONTACT_SENT;
});
