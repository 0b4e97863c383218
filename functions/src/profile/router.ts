import { Router, type RequestHandler } from 'express';
import {
  confirmEmailChange as confirmEmailChangeEndpoint,
  deleteAccount as deleteAccountEndpoint,
  exportAccount as exportAccountEndpoint,
  getProfile,
  requestEmailChange as requestEmailChangeEndpoint,
  saveBabyInfo,
  skipBabyInfo,
  undoEmailChange as undoEmailChangeEndpoint,
  updateProfile,
} from '@bebek/common/api/profile';
import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { limiter } from '../http/limits';
import { deleteOwnAccount } from '../accounts/account';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './emailChange';
import { exportAccount } from '../accounts/export';
import { profilePhotoDataUrl } from '../photos/photos';
import { changeProfile, loadProfile, saveBabyInfoOf, skipBabyInfoOf } from './profile';

export const profileRouter = Router();

// the session check read the profile; the photo, as the spec's data URL, is the one more read (only with a photo)
route(profileRouter, getProfile, async ({ req }) => ({ ...parentProfile(req), profileImage: await profilePhotoDataUrl(req.parentSnapshot?.data(), 'full') }));

/** Changes only the fields sent (a partial body is a partial change), as profile.ts's changeProfile says. */
route(profileRouter, updateProfile, async ({ req, body }) => {
  const uid = req.user!.uid;
  await changeProfile(uid, parentProfile(req), req.parentSnapshot?.data(), body);
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
  const pendingEmail = await requestEmailChange(req.user!.uid, parentProfile(req), body.newEmail, body.currentPassword);
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
  await deleteOwnAccount(req.user!.uid, parentProfile(req).email, password);
  return { message: 'Hesabınız silindi' };
});

route(profileRouter, saveBabyInfo, async ({ req, body }) => {
  // a client that does not know the field (the spec's form) must not erase a birth date the announcement copied
  await saveBabyInfoOf(req.user!.uid, body, Object.hasOwn(req.body as object, 'babyBirthDate'));
  return loadProfile(req.user!.uid);
});

/** Skipping lets the parent into the app; the dashboard keeps inviting them to fill it in. */
route(profileRouter, skipBabyInfo, async ({ req }) => {
  await skipBabyInfoOf(req.user!.uid);
  return { message: 'Bebek bilgileri daha sonra doldurulabilir' };
});

// The links' tokens have 144 random bits; the limit keeps floods off Firestore and Auth.
const emailLinkPerIp = limiter({ name: 'email-link-ip', windowMs: 3600_000, limit: 60 });

/** The confirmation link sent to the new address (ADR 0016). */
route(profileRouter, confirmEmailChangeEndpoint, emailLinkPerIp, async ({ body: { token } }) => {
  await confirmEmailChange(token);
  return { message: EMAIL_CHANGE.confirmed };
});

/** The undo link sent to the old address: the old address is back and every session ends. */
route(profileRouter, undoEmailChangeEndpoint, emailLinkPerIp, async ({ body: { token } }) => {
  await undoEmailChange(token);
  return { message: EMAIL_CHANGE.undone };
});
