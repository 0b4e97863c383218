import { Router } from 'express';
import { requestEmailVerification, verifyEmail } from '@bebek/common/api/email-verification';
import { EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { limiter } from '../http/limits';
import { sendVerificationEmail, verifyEmailCode } from './service';

export const emailVerificationRouter = Router();

const HOUR = 3600_000;
// 'Doğrulama e-postasını tekrar gönder': a few an hour per account (each is an e-mail to an address not yet proven)
const verificationPerUser = limiter({ name: 'email-verification-user', windowMs: HOUR, limit: 5, key: (req) => req.user?.uid ?? '' });
// A verification code is long; the limit keeps floods off, high enough for a maternity ward's
// guest network where thirty parents verify within the hour (ADR 0024).
const verifyPerIp = limiter({ name: 'verify-email-ip', windowMs: HOUR, limit: 300 });

/** The verification link again, to the account's current address (ADR 0024). */
route(emailVerificationRouter, requestEmailVerification, verificationPerUser, async ({ req }) => {
  const profile = parentProfile(req);
  if (profile.emailVerified) throw new DomainError('conflict', EMAIL_VERIFICATION.alreadyVerified);
  await sendVerificationEmail(profile);
  return { message: EMAIL_VERIFICATION.sent };
});

/** The e-mail verification link's code, applied on the page's press (ADR 0024); the code is the credential. */
route(emailVerificationRouter, verifyEmail, verifyPerIp, async ({ body: { oobCode } }) => {
  await verifyEmailCode(oobCode);
  return { message: EMAIL_VERIFICATION.verified };
});
