import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type { Timestamp } from 'firebase-admin/firestore';
import { config } from '../config';
import { createBrowserSession, deleteBrowserSession, deleteBrowserSessionsOf, readBrowserSession, touchBrowserSession } from './data';

/**
 * The browser side of a session: how the web app (and the native app's web view) stays signed in
 * past the session token's one-hour lifetime without any call a spec client must make.
 *
 * Login answers the token in its body (the contract) and also sets an httpOnly cookie with a
 * random refresh secret; `POST /api/auth/refresh` (or `/api/admin/refresh`) trades the cookie for
 * a new token while the account's session version still matches. Scripts simply ignore the cookie.
 * Firebase Hosting forwards only the cookie named `__session` to functions, so the parent's and
 * the admin's secrets share it: `<parent secret>.<admin secret>`, either part possibly empty.
 */
export type SessionKind = 'parent' | 'admin';

export const SESSION_COOKIE = '__session';
/** A browser that has not been used for this long signs in again. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 3600_000;
/** lastUsedAt/expiresAt are rewritten at most this often, so a refresh usually writes nothing. */
const TOUCH_INTERVAL_MS = 24 * 3600_000;

export interface SessionRecord {
  uid: string;
  kind: SessionKind;
  version: number;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function cookieParts(req: Request): Record<SessionKind, string> {
  const value = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE] ?? '';
  const [parent = '', admin = ''] = value.split('.');
  return { parent: SECRET_PATTERN.test(parent) ? parent : '', admin: SECRET_PATTERN.test(admin) ? admin : '' };
}

/**
 * Whether the cookie is `Secure`: wherever the app is served over https, which its public address
 * says. Not `req.secure`: the api trusts no forwarding header ('trust proxy' is off, ADR 0016), so
 * behind Hosting's TLS it would read false and the production cookie would lack the flag.
 */
export const secureCookies = (appBaseUrl: string) => appBaseUrl.startsWith('https://');

function writeCookie(res: Response, parts: Record<SessionKind, string>): void {
  const options = {
    httpOnly: true,
    // plain http only on the local stack
    secure: secureCookies(config().appBaseUrl),
    sameSite: 'strict' as const,
    path: '/api',
  };
  if (!parts.parent && !parts.admin) res.clearCookie(SESSION_COOKIE, options);
  else res.cookie(SESSION_COOKIE, `${parts.parent}.${parts.admin}`, { ...options, maxAge: SESSION_IDLE_LIFETIME_MS });
}

/** Records a new browser session for the account and puts its secret in the cookie. */
export async function rememberBrowser(req: Request, res: Response, record: SessionRecord): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const now = Date.now();
  await createBrowserSession(hashSecret(secret), record, now, SESSION_IDLE_LIFETIME_MS);
  writeCookie(res, { ...cookieParts(req), [record.kind]: secret });
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

/** Deletes every browser session of the account (logout everywhere, password reset, account deletion). */
export async function forgetAllBrowsers(uid: string, kind?: SessionKind): Promise<void> {
  await deleteBrowserSessionsOf(uid, kind);
}
