import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type { Timestamp } from 'firebase-admin/firestore';
import { foldEmail } from '@bebek/common/text';
import { config } from '../config';
import { createBrowserSession, deleteBrowserSession, readBrowserSession, touchBrowserSession, type SessionKind, type SessionRecord } from '../sessions/data';

/**
 * The browser side of a session: how the web app (and the native app's web view) stays signed in
 * past the session token's one-hour lifetime without any call a spec client must make.
 *
 * Login answers the token in its body (the contract) and also sets an httpOnly cookie with a
 * random refresh secret; `POST /api/auth/refresh` (or `/api/admin/refresh`) trades the cookie for
 * a new token while the account's session version still matches. Scripts simply ignore the cookie.
 * Firebase Hosting forwards only the cookie named `__session` to functions, so the parent's and
 * the admin's secrets share it: `<parent secret>.<admin secret>`, either part possibly empty.
 * HTTP's, since it reads and writes the cookie; the records are sessions/data.ts's.
 */
export const SESSION_COOKIE = '__session';
/** A browser that has not been used for this long signs in again. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 3600_000;
/** lastUsedAt/expiresAt are rewritten at most this often, so a refresh usually writes nothing. */
const TOUCH_INTERVAL_MS = 24 * 3600_000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A parent's known device (ADR 0053): the cookie's third part names a browser the account has signed
 * in from, for a year past its last sign-in, logouts included. It proves nothing by itself and
 * opens nothing; it only lets the right password through while the account's wrong passwords are
 * being counted against guessers (auth/router.ts), so a guesser cannot lock a mother out of her own phone.
 */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 3600_000;

interface CookieParts extends Record<SessionKind, string> {
  device: string;
}

function cookieParts(req: Request): CookieParts {
  const value = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE] ?? '';
  const [parent = '', admin = '', device = ''] = value.split('.');
  const valid = (secret: string) => (SECRET_PATTERN.test(secret) ? secret : '');
  return { parent: valid(parent), admin: valid(admin), device: valid(device) };
}

const emailHash = (email: string) => createHash('sha256').update(foldEmail(email)).digest('hex');

/**
 * Whether the cookie is `Secure`: wherever the app is served over https, which its public address
 * says. Not `req.secure`: the api trusts no forwarding header ('trust proxy' is off, ADR 0016), so
 * behind Hosting's TLS it would read false and the production cookie would lack the flag.
 */
export const secureCookies = (appBaseUrl: string) => appBaseUrl.startsWith('https://');

function writeCookie(res: Response, parts: CookieParts): void {
  const options = {
    httpOnly: true,
    // plain http only on the local stack
    secure: secureCookies(config().appBaseUrl),
    sameSite: 'strict' as const,
    path: '/api',
  };
  if (!parts.parent && !parts.admin && !parts.device) res.clearCookie(SESSION_COOKIE, options);
  else {
    const value = parts.device ? `${parts.parent}.${parts.admin}.${parts.device}` : `${parts.parent}.${parts.admin}`;
    res.cookie(SESSION_COOKIE, value, { ...options, maxAge: parts.device ? KNOWN_DEVICE_LIFETIME_MS : SESSION_IDLE_LIFETIME_MS });
  }
}

/** The device part of the cookie for this account: the one it names if it is the account's, else a new one. */
async function deviceSecretFor(parts: CookieParts, uid: string, email: string, now: number): Promise<string> {
  if (parts.device) {
    const known = await readBrowserSession(hashSecret(parts.device));
    if (known.exists && known.get('kind') === 'device' && known.get('uid') === uid && known.get('emailHash') === emailHash(email)) {
      await touchBrowserSession(known.id, now, KNOWN_DEVICE_LIFETIME_MS);
      return parts.device;
    }
  }
  const secret = randomBytes(32).toString('base64url');
  await createBrowserSession(hashSecret(secret), { uid, kind: 'device', version: 0, emailHash: emailHash(email) }, now, KNOWN_DEVICE_LIFETIME_MS);
  return secret;
}

const knownDeviceAnswers = new WeakMap<Request, Promise<boolean>>();

/** Whether the cookie names a device this account (by its e-mail address) has signed in from (ADR 0053); read once per request. */
export function isKnownDeviceOf(req: Request, email: unknown): Promise<boolean> {
  let answer = knownDeviceAnswers.get(req);
  if (!answer) {
    answer = readKnownDevice(req, email);
    knownDeviceAnswers.set(req, answer);
  }
  return answer;
}

async function readKnownDevice(req: Request, email: unknown): Promise<boolean> {
  const { device } = cookieParts(req);
  if (!device || typeof email !== 'string') return false;
  try {
    const known = await readBrowserSession(hashSecret(device));
    const expiresAt = known.get('expiresAt') as Timestamp | undefined;
    return known.exists && known.get('kind') === 'device' && known.get('emailHash') === emailHash(email) && (expiresAt?.toMillis() ?? 0) > Date.now();
  } catch {
    return false;
  }
}

/** The known device's own key for counting its wrong passwords (its secret's hash; empty without one). */
export const knownDeviceKey = (req: Request): string => {
  const { device } = cookieParts(req);
  return device ? hashSecret(device) : '';
};

/**
 * Records a new browser session for the account and puts its secret in the cookie; a parent's sign-in
 * (`deviceOf`: her e-mail address) also marks the browser as her known device.
 */
export async function rememberBrowser(req: Request, res: Response, record: SessionRecord, deviceOf?: string): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const now = Date.now();
  const parts = cookieParts(req);
  const [device] = await Promise.all([
    deviceOf ? deviceSecretFor(parts, record.uid, deviceOf, now) : Promise.resolve(parts.device),
    createBrowserSession(hashSecret(secret), record, now, SESSION_IDLE_LIFETIME_MS),
  ]);
  writeCookie(res, { ...parts, [record.kind]: secret, device });
}

/**
 * The session the cookie names, if it is of that kind and not idle for too long; the caller then
 * checks its version against the account. A cookie that names nothing valid is cleared.
 */
export async function browserSession(req: Request, res: Response, kind: SessionKind): Promise<SessionRecord | undefined> {
  const parts = cookieParts(req);
  const secret = parts[kind];
  if (!secret) return undefined;
  const id = hashSecret(secret);
  const snapshot = await readBrowserSession(id);
  const expiresAt = snapshot.get('expiresAt') as Timestamp | undefined;
  if (!snapshot.exists || snapshot.get('kind') !== kind || !expiresAt || expiresAt.toMillis() <= Date.now()) {
    writeCookie(res, { ...parts, [kind]: '' });
    if (snapshot.exists) await deleteBrowserSession(id);
    return undefined;
  }
  const lastUsedAt = snapshot.get('lastUsedAt') as Timestamp | undefined;
  if (!lastUsedAt || Date.now() - lastUsedAt.toMillis() > TOUCH_INTERVAL_MS) {
    await touchBrowserSession(id, Date.now(), SESSION_IDLE_LIFETIME_MS);
    writeCookie(res, parts);
  }
  return { uid: String(snapshot.get('uid')), kind, version: Number(snapshot.get('version')) };
}

/** Forgets this browser's session of that kind (the cookie part, and its record). */
export async function forgetBrowser(req: Request, res: Response, kind: SessionKind): Promise<void> {
  const parts = cookieParts(req);
  if (parts[kind]) await deleteBrowserSession(hashSecret(parts[kind]));
  writeCookie(res, { ...parts, [kind]: '' });
}

/**
 * A logout's answer tells the browser to drop what its HTTP cache holds of the site, and the pages
 * it keeps for the back button (`Clear-Site-Data: "cache"`): on a family's shared tablet, Back after
 * a logout shows no dashboard (ADR 0043). Not "cookies": the one cookie is shared by the parent's and
 * the operator's sessions (above) and this logout clears its own part of it; not "storage": the
 * browser keeps on purpose what is not the session (the walkthrough's flag, a relative's secrets of
 * her gift claims, the answers a tab sent), and the app removes the session token itself.
 */
export function clearBrowserCache(res: Response): void {
  res.set('Clear-Site-Data', '"cache"');
}
