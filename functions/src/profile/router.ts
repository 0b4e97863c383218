import { Router, type RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { sendContactMessage, sendVisitorContactMessage } from '@bebek/common/api/contact';
import {
  deleteAccount as deleteAccountEndpoint,
  exportAccount as exportAccountEndpoint,
  getProfile,
  requestEmailChange as requestEmailChangeEndpoint,
  saveBabyInfo,
  skipBabyInfo,
  updateProfile,
} from '@bebek/common/api/profile';
import { newPregnancySchema, profileBabyGender, profileRequiredSchema, type ContactInput, type ProfilePatchInput } from '@bebek/common/schemas/profile';
import { PHOTO_URL_PATTERN } from '@bebek/common/photos';
import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { Profile } from '@bebek/common/types';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { verifyPassword } from '../lib/identity';
import { limiter } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { deleteAccount } from '../accounts/account';
import { requestEmailChange } from './emailChange';
import { exportAccount } from '../accounts/export';
import { profilePhotoDataUrl, reencodePhoto, storePhoto } from '../photos/photos';
import { deletePhoto } from '../photos/data';
import { loadProfile, toProfile } from './profile';
import { userRef } from './data';

export const profileRouter = Router();

// the session check read the profile; the photo, as the spec's data URL, is the one more read (only with a photo)
route(profileRouter, getProfile, async ({ req }) => ({ ...parentProfile(req), profileImage: await profilePhotoDataUrl(req.parentSnapshot?.data(), 'full') }));

/**
 * The profile a change would leave must still have every required field (part 1 §5): a PATCH
 * that empties one, or that leaves one empty that was never filled in, is refused with the
 * spec's message for it.
 */
async function assertComplete(profile: Profile): Promise<void> {
  await validateBody(profileRequiredSchema, { fullName: profile.fullName, email: profile.email, gender: profile.gender, birthDate: profile.birthDate });
}

/** Whether the form sent back the photo the profile holds: its URL, or the data URL the profile answered. */
async function isCurrentPhoto(stored: Record<string, unknown> | undefined, profileImage: string): Promise<boolean> {
  if (PHOTO_URL_PATTERN.test(profileImage)) return true;
  return profileImage !== '' && profileImage === (await profilePhotoDataUrl(stored, 'full'));
}

/**
 * Changes only the fields sent (a partial body is a partial change); each obeys the edit form's
 * rule, and the resulting profile keeps its required fields. The search keys are rebuilt from the
 * resulting names, in the same transaction as the change, so a concurrent edit cannot leave them behind.
 */
route(profileRouter, updateProfile, async ({ req, body }) => {
  const uid = req.user!.uid;
  const changes: ProfilePatchInput = { ...body, ...(body.email === undefined ? {} : { email: foldEmail(body.email) }) };
  const current = parentProfile(req);
  // The sign-in address changes only through its own call, with the password and both addresses told (ADR 0016).
  if (changes.email !== undefined && changes.email !== foldEmail(current.email))
    throw new DomainError('invalid', EMAIL_CHANGE.useTheDialog, { email: EMAIL_CHANGE.useTheDialog });
  // The photo (ADR 0019): a new one arrives as a data URL and is re-encoded here, before anything is
  // written; the stored photo sent back unchanged (the data URL the profile answered, or its URL
  // from before) is no change; '' removes the photo.
  const { profileImage, searchVisible, ...fields } = changes;
  const keepsPhoto = profileImage !== undefined && (await isCurrentPhoto(req.parentSnapshot?.data(), profileImage));
  const newPhoto = profileImage && !keepsPhoto ? await reencodePhoto(profileImage) : undefined;
  const removePhoto = profileImage === '';
  // A change of the photo or the privacy setting alone saves on its own; any other field keeps the profile complete.
  const onlyOwnFields = Object.keys(fields).length === 0;
  // a new expected date obeys the baby-info form's window (a stored one, sent back unchanged by the form, is left alone)
  if (changes.expectedBirthDate && changes.expectedBirthDate !== current.expectedBirthDate)
    await validateBody(newPregnancySchema, { expectedBirthDate: changes.expectedBirthDate });
  if (!onlyOwnFields) await assertComplete({ ...current, ...fields });
  const ref = userRef(uid);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored = toProfile(snapshot);
    const merged = { ...stored, ...fields };
    if (!onlyOwnFields) await assertComplete(merged);
    const previousPhoto = String(snapshot.get('photoId') ?? '') || undefined;
    const write: Record<string, unknown> = { ...fields, updatedAt: FieldValue.serverTimestamp() };
    if (!onlyOwnFields) write.searchKeys = searchKeys(merged.fullName, merged.spouseName, merged.email);
    if (searchVisible !== undefined) write.searchHidden = !searchVisible;
    if (newPhoto) write.photoId = storePhoto(tx, uid, newPhoto, previousPhoto);
    if (removePhoto) {
      write.photoId = '';
      if (previousPhoto) deletePhoto(tx, previousPhoto);
    }
    // a data URL from before the photo moved out of the profile goes with any new photo
    if (newPhoto || removePhoto) write.profileImage = FieldValue.delete();
    tx.update(ref, write);
  });
  return loadProfile(uid);
});

// Wrong passwords per account, as for deletion: a stolen session cannot guess its way to the address.
const emailChangePerUser = limiter({
  name: 'email-change-user',
  windowMs: 3600_000,
  limit: 10,
  skipSuccessfulRequests: true,
  key: (req) => req.user?.uid ?? '',
});

route(profileRouter, requestEmailChangeEndpoint, emailChangePerUser, async ({ req, body }) => {
  const uid = req.user!.uid;
  const profile = parentProfile(req);
  if ((await verifyPassword(profile.email, body.currentPassword)) !== uid)
    throw new DomainError('forbidden', EMAIL_CHANGE.wrongPassword, { currentPassword: EMAIL_CHANGE.wrongPassword });
  const pendingEmail = await requestEmailChange(uid, profile, body.newEmail);
  return { message: EMAIL_CHANGE.requested, pendingEmail };
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
  if ((await verifyPassword(profile.email, password)) !== uid) throw new DomainError('forbidden', 'Şifre hatalı. Hesabınız silinmedi.');
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
    // a client that does not know the field (the spec's form) must not erase a birth date the announcement copied
    ...(Object.hasOwn(req.body as object, 'babyBirthDate') ? { babyBirthDate: body.babyBirthDate } : {}),
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
