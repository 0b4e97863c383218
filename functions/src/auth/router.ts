import { Router, type Request, type Response } from 'express';
import { forgotPassword, getCurrentUser, login, logout, refreshSession, register, resetPassword } from '@bebek/common/api/auth';
import { requestLoginLink, useLoginLink } from '@bebek/common/api/login-link';
import { LOGIN_LINK } from '@bebek/common/schemas/login-link';
import type { AuthResponse } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { parentProfile, SESSION_EXPIRED } from '../http/authenticate';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { verifyPassword } from '../lib/identity';
import { assertUncommonPassword } from '../lib/passwords';
import { clientIp, limiter, resetLimit, validatedBodyOf } from '../http/limits';
import { createAccount } from '../accounts/account';
import { browserSession, clearBrowserCache, forgetBrowser, isKnownDeviceOf, knownDeviceKey, rememberBrowser } from '../http/browser-sessions';
import { endParentSessions } from '../sessions/end';
import { issueSessionToken } from '../sessions/tokens';
import {
  isCurrentVersion,
  parentSigningIn,
  resetPasswordWithLink,
  sendFirstVerificationEmail,
  sendLoginLink,
  sendPasswordResetLink,
  signInWithLink,
} from './service';
import { profilePhotoDataUrl } from '../photos/photos';
import { hashResetToken } from './passwordReset';

export const authRouter = Router();

const HOUR = 3600_000;
const emailOf = (body: Record<string, unknown>) => foldEmail(String(body.email ?? ''));
/** The account's own known device is not counted, so its right password always gets through (ADR 0053). */
const fromKnownDevice = (req: Request) => isKnownDeviceOf(req, validatedBodyOf(req)?.email);

/**
 * Wrong passwords (ADR 0053), counted only when they fail and never from the account's own known
 * device: per account and source, 10 in 15 minutes and 30 a day, so a guesser waits longer and longer;
 * per account from everywhere, 100 an hour (issue 8), so guessers spread over many addresses are
 * slowed too. A mother refused by them still signs in from her own phone (counted apart: 10 in 15
 * minutes), or with the e-mailed link.
 */
const sourceOf = (body: Record<string, unknown>, req: Request) => `${emailOf(body)}|${clientIp(req)}`;
const loginFailuresPerSource = limiter({
  name: 'login-account-source',
  windowMs: 15 * 60_000,
  limit: 10,
  skipSuccessfulRequests: true,
  skip: fromKnownDevice,
  bodyKey: sourceOf,
});
const loginFailuresPerSourceDaily = limiter({
  name: 'login-account-source-day',
  windowMs: 24 * HOUR,
  limit: 30,
  skipSuccessfulRequests: true,
  skip: fromKnownDevice,
  bodyKey: sourceOf,
});
// The known device has its own count, so a shared tablet or a copied cookie cannot guess without end.
const loginFailuresPerKnownDevice = limiter({
  name: 'login-account-device',
  windowMs: 15 * 60_000,
  limit: 10,
  skipSuccessfulRequests: true,
  skip: async (req) => !(await fromKnownDevice(req)),
  bodyKey: (body, req) => `${emailOf(body)}|${knownDeviceKey(req)}`,
});
const loginFailuresPerAccount = limiter({
  name: 'login-account',
  windowMs: HOUR,
  limit: 100,
  skipSuccessfulRequests: true,
  skip: fromKnownDevice,
  bodyKey: emailOf,
});
// Per address only a flood cap far above a building's families (a maternity ward's Wi-Fi, a carrier's address).
const loginPerIp = limiter({ name: 'login-ip', windowMs: 15 * 60_000, limit: 3000, skipSuccessfulRequests: true });
// Generous per address: a family gathering registers many accounts behind one home router.
const registerPerIp = limiter({ name: 'register-ip', windowMs: HOUR, limit: 300 });
// Resets are limited per e-mail address and per link; per address only a flood cap (ADR 0051).
const forgotPerIp = limiter({ name: 'forgot-ip', windowMs: HOUR, limit: 300 });
const forgotPerAccount = limiter({ name: 'forgot-account', windowMs: HOUR, limit: 5, bodyKey: emailOf });
// Tokens have 144 random bits, so guessing is hopeless; the limits keep floods off Firestore and Auth.
const resetPerIp = limiter({ name: 'reset-ip', windowMs: HOUR, limit: 300 });
const resetPerLink = limiter({ name: 'reset-link', windowMs: HOUR, limit: 10, bodyKey: (body) => hashResetToken(String(body.token ?? '')) });
/**
 * The e-mailed sign-in link (issue 33, ADR 0066): 5 an hour per address asked for (the validated
 * body's), and per client address only a flood cap (many families share one); a link's token has 144
 * random bits, so the use's cap only keeps floods off Firestore and Auth.
 */
const loginLinkPerAccount = limiter({ name: 'login-link-account', windowMs: HOUR, limit: 5, bodyKey: emailOf });
const loginLinkPerIp = limiter({ name: 'login-link-ip', windowMs: HOUR, limit: 300 });
const loginLinkUsePerIp = limiter({ name: 'login-link-use-ip', windowMs: HOUR, limit: 300 });

/**
 * Login and register answer a session token (an ID token with the profile's session version) that
 * every protected route accepts as the Bearer token, and remember the browser (http/browser-sessions.ts).
 */
async function signInAnswer(req: Request, res: Response, uid: string): Promise<AuthResponse> {
  const { profile, version } = await parentSigningIn(uid);
  const [token] = await Promise.all([issueSessionToken(uid, version), rememberBrowser(req, res, { uid, kind: 'parent', version }, profile.email)]);
  return { token, user: { id: uid, fullName: profile.fullName, email: profile.email } };
}

route(authRouter, register, registerPerIp, async ({ req, res, body }) => {
  await assertUncommonPassword(body.password);
  const uid = await createAccount(body);
  // the verification link goes out at once (ADR 0024)
  await sendFirstVerificationEmail(uid);
  return signInAnswer(req, res, uid);
});

route(
  authRouter,
  login,
  loginPerIp,
  loginFailuresPerKnownDevice,
  loginFailuresPerSource,
  loginFailuresPerSourceDaily,
  loginFailuresPerAccount,
  async ({ req, res, body }) => {
    const uid = await verifyPassword(foldEmail(body.email), body.password);
    if (!uid) throw new DomainError('unauthenticated', 'Email veya şifre hatalı');
    return signInAnswer(req, res, uid);
  },
);

// A refresh secret has 256 random bits; the limit only keeps floods off Firestore and Auth.
const refreshPerIp = limiter({ name: 'refresh-ip', windowMs: 15 * 60_000, limit: 600 });

/**
 * The web app's way past the token's one-hour lifetime: the browser's session cookie (set at
 * login) buys a new token while the account's session version still matches. A client without
 * the cookie (a script, the spec's client) simply logs in again.
 */
route(authRouter, refreshSession, refreshPerIp, async ({ req, res }) => {
  const session = await browserSession(req, res, 'parent');
  if (!session || !(await isCurrentVersion(session.uid, session.version))) {
    if (session) await forgetBrowser(req, res, 'parent');
    throw new DomainError('unauthenticated', SESSION_EXPIRED);
  }
  return { token: await issueSessionToken(session.uid, session.version) };
});

route(authRouter, getCurrentUser, async ({ req }) => {
  const profile = parentProfile(req);
  return {
    id: profile.id,
    fullName: profile.fullName,
    email: profile.email,
    profileImage: await profilePhotoDataUrl(req.parentSnapshot?.data(), 'thumb'),
    babyInfoCompleted: profile.babyInfoCompleted,
  };
});

/**
 * Ends every session of the parent, on every device: the tokens issued so far are refused from the
 * next request on, and no browser can trade its cookie for a new one (ADR 0013).
 */
route(authRouter, logout, async ({ req, res }) => {
  await forgetBrowser(req, res, 'parent');
  clearBrowserCache(res);
  await endParentSessions(req.user!.uid);
  return { message: 'Başarıyla çıkış yapıldı' };
});

const RESET_SENT = { message: 'Şifre sıfırlama bağlantısı gönderildi! Email adresinizi kontrol edin.' };

/**
 * The same answer for a known and an unknown address, so nobody can find out who has an account.
 * A known, enabled account gets our own one-time link (auth/passwordReset.ts), valid for an hour.
 */
route(authRouter, forgotPassword, forgotPerIp, forgotPerAccount, async ({ body: { email } }) => {
  await sendPasswordResetLink(foldEmail(email));
  return RESET_SENT;
});

/**
 * Uses the link up (once, in a transaction), sets the password, ends every session, cancels the
 * account's other open links and lifts the wrong-password lock, so the owner can log in at once.
 */
route(authRouter, resetPassword, resetPerIp, resetPerLink, async ({ req, body: { token, newPassword } }) => {
  await assertUncommonPassword(newPassword, 'newPassword');
  // the new password is let through at once: the account's count, and this source's, start afresh
  const liftLocks = async (email: string) => {
    const source = sourceOf({ email }, req);
    await Promise.all([
      resetLimit(loginFailuresPerAccount, foldEmail(email)),
      resetLimit(loginFailuresPerSource, source),
      resetLimit(loginFailuresPerSourceDaily, source),
    ]);
  };
  await resetPasswordWithLink(token, newPassword, liftLocks);
  return { message: 'Şifreniz değiştirildi! Artık yeni şifrenizle giriş yapabilirsiniz.' };
});

const LOGIN_LINK_SENT = { message: LOGIN_LINK.sent };

/**
 * The e-mailed sign-in link (issue 33), for a parent whose login is locked by someone guessing her
 * password: the same answer for a known and an unknown address; a known, enabled parent gets our own
 * one-time link, valid 15 minutes.
 */
route(authRouter, requestLoginLink, loginLinkPerIp, loginLinkPerAccount, async ({ body: { email } }) => {
  await sendLoginLink(foldEmail(email));
  return LOGIN_LINK_SENT;
});

/** Uses the link up (once) and signs her in as login does, the browser remembered; her other open sign-in links are cancelled. */
route(authRouter, useLoginLink, loginLinkUsePerIp, async ({ req, res, body: { token } }) => signInAnswer(req, res, await signInWithLink(token)));
