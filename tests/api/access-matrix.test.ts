/**
 * Who may call what: every route of the api, each identity, the expected answer, and nothing
 * written by a refused call. The route table is checked against the express app itself, so a new
 * route cannot skip the matrix.
 *
 * About forged tokens locally: the Auth emulator issues unsigned tokens (alg "none") and
 * firebase-admin does not check signatures against the emulator, so a token re-signed by an
 * attacker cannot be tested here (in production Google's keys refuse it). What is meaningful
 * locally and tested: a tampered payload naming a user who does not exist, a token of another
 * project (aud/iss), an expired one, one from before a logout, one the api did not issue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import type { BabyGrowth } from '@bebek/common/baby-types';
import type { Game } from '@bebek/common/types';
import { createApiApp } from '../../functions/src/app';
import { NOT_A_PARENT, SESSION_EXPIRED } from '../../functions/src/http/authenticate';
import { forgedIdToken } from './support/forge';
import { urls } from '../../scripts/lib/ports';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { admin, api, apiFrom, outboxSettled, storedDocuments } from './support/stack';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

type Access = 'public' | 'signed-in' | 'parent' | 'admin' | 'super_admin';

interface Fixture {
  owner: TestUser;
  other: TestUser;
  /** The owner's games, one of each kind; `toPublish` are closed by the publish route. */
  games: Record<'gender-games' | 'name-games' | 'birth-date-games', Game>;
  toPublish: Record<'gender-games' | 'name-games' | 'birth-date-games', Game>;
  /** Deleted by the delete route (ADR 0017). */
  toDelete: Record<'gender-games' | 'name-games' | 'birth-date-games', Game>;
  /** Invited people of `games`: one to edit, one to remove, one (with an e-mail) to remind. */
  invited: Record<'gender-games' | 'name-games' | 'birth-date-games', { edit: string; remove: string; remind: string }>;
  checklistItemId: string;
  /** Items the owner added herself (issue 24): one the remove route removes, one another parent tries to. */
  ownItemIds: [string, string];
  shareToken: string;
  /** The owner's shared baby page (issue 25). */
  babyShareToken: string;
  /** Items of the owner's list a relative claimed (issue 18): one the owner marks received, one the owner removes. */
  claimedItemIds: [string, string];
  claimSecret: string;
  serviceRequestId: string;
  contactMessageId: string;
  plainAdminId: string;
  superToken: string;
  plainAdminToken: string;
  /** Failed outbox messages an operator may resend. */
  failedMessageIds: string[];
  /** The owner's baby's growth entries (issue 25): one the update route corrects, one the delete route removes. */
  growthEntryIds: [string, string];
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The express path, as the app declares it. */
  route: string;
  access: Access;
  /** The concrete path and a valid body, for the fixture's owner (or an admin). */
  call: (fixture: Fixture) => { path: string; body?: unknown };
  /**
   * The one status each identity gets with that call (docs/decisions/0014-production-terms.md):
   * `parent` for the parent and signed-in routes (the owner calls them; `asParent` names another
   * identity where the owner is not the one who may), `admin` and `superAdmin` for the admin routes.
   */
  parent?: number;
  asParent?: 'other' | 'fresh' | 'paused';
  admin?: number;
  superAdmin?: number;
}

const SEGMENTS = ['gender-games', 'name-games', 'birth-date-games'] as const;
const self = (path: string, body?: unknown) => () => ({ path, body });
let unique = 0;
let resends = 0;
const next = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

const ROUTES: RouteCase[] = [
  { method: 'GET', route: '/api/service-categories', access: 'public', call: self('/api/service-categories') },
  // what the browser needs to get an App Check token (ADR 0042): the same public answer for anyone
  { method: 'GET', route: '/api/app-check', access: 'public', call: self('/api/app-check') },
  { method: 'POST', route: '/api/auth/register', access: 'public', call: self('/api/auth/register') },
  { method: 'POST', route: '/api/auth/login', access: 'public', call: self('/api/auth/login') },
  { method: 'GET', route: '/api/auth/me', access: 'signed-in', call: self('/api/auth/me'), parent: 200 },
  // It ends the caller's sessions: a parent registered for the purpose calls it.
  { method: 'POST', route: '/api/auth/logout', access: 'signed-in', call: self('/api/auth/logout'), parent: 200, asParent: 'fresh' },
  // the session cookie is the credential here, not a Bearer token: a call without the cookie is refused (401) whoever sends it
  { method: 'POST', route: '/api/auth/refresh', access: 'public', call: self('/api/auth/refresh', {}) },
  { method: 'POST', route: '/api/admin/refresh', access: 'public', call: self('/api/admin/refresh', {}) },
  { method: 'POST', route: '/api/auth/forgot-password', access: 'public', call: self('/api/auth/forgot-password') },
  { method: 'POST', route: '/api/auth/reset-password', access: 'public', call: self('/api/auth/reset-password') },
  // the e-mailed sign-in link (issue 33, ADR 0066): asked for with an address, used with its token
  { method: 'POST', route: '/api/auth/login-link', access: 'public', call: self('/api/auth/login-link') },
  { method: 'POST', route: '/api/auth/login-link/use', access: 'public', call: self('/api/auth/login-link/use') },
  { method: 'GET', route: '/api/search-users', access: 'public', call: self('/api/search-users?searchQuery=ay') },
  { method: 'GET', route: '/api/public-profile/:userId', access: 'public', call: (f) => ({ path: `/api/public-profile/${f.owner.uid}` }) },
  // a profile photo's bytes (ADR 0019): public, like the profiles that show it
  { method: 'GET', route: '/api/photos/:photoId/:file', access: 'public', call: self('/api/photos/AAAAAAAAAAAAAAAAAAAAAAAA/full.webp') },
  { method: 'GET', route: '/api/protected/profile', access: 'parent', call: self('/api/protected/profile'), parent: 200 },
  {
    method: 'PATCH',
    route: '/api/protected/profile',
    access: 'parent',
    call: (f) => ({
      path: '/api/protected/profile',
      body: { fullName: f.owner.fullName, email: f.owner.email, gender: 'kadın', birthDate: '1992-04-01', hospital: 'Matris Hastanesi', doctor: 'Dr. Matris' },
    }),
    parent: 200,
  },
  { method: 'GET', route: '/api/protected/profile/export', access: 'parent', call: self('/api/protected/profile/export'), parent: 200 },
  // It asks for a change of the sign-in address (the default password of registerUser); nothing changes until the new address confirms.
  {
    method: 'POST',
    route: '/api/protected/profile/email',
    access: 'parent',
    call: () => ({ path: '/api/protected/profile/email', body: { newEmail: uniqueEmail('matris-yeni'), currentPassword: 'Guvenli-Sifre-42' } }),
    parent: 200,
    asParent: 'fresh',
  },
  // the link's token is the credential, not a session: an unknown one is refused (400) whoever sends it
  {
    method: 'POST',
    route: '/api/auth/email-change/confirm',
    access: 'public',
    call: self('/api/auth/email-change/confirm', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }),
  },
  { method: 'POST', route: '/api/auth/email-change/undo', access: 'public', call: self('/api/auth/email-change/undo', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }) },
  // the verification link's code is the credential (ADR 0024): an unknown one is refused (400) whoever sends it
  { method: 'POST', route: '/api/auth/verify-email', access: 'public', call: self('/api/auth/verify-email', { oobCode: 'AAAAAAAAAAAAAAAAAAAAAAAA' }) },
  // the verification e-mail again, to the caller's own unverified address: a parent registered for the purpose
  {
    method: 'POST',
    route: '/api/protected/email-verification',
    access: 'parent',
    call: self('/api/protected/email-verification', {}),
    parent: 200,
    asParent: 'fresh',
  },
  // the phone's proof (ADR 0049): a code to a mobile number of its own, for a parent registered for the purpose
  {
    method: 'POST',
    route: '/api/protected/phone-verification',
    access: 'parent',
    call: () => ({ path: '/api/protected/phone-verification', body: { phone: `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` } }),
    parent: 200,
    asParent: 'fresh',
  },
  // …and a code typed before any was sent: past the session check, the domain's 400 ('Önce doğrulama kodu isteyin.')
  {
    method: 'POST',
    route: '/api/protected/phone-verification/confirm',
    access: 'parent',
    call: self('/api/protected/phone-verification/confirm', { code: '123456' }),
    parent: 400,
    asParent: 'fresh',
  },
  // It deletes the account: a parent registered for the purpose calls it, with their password (the default one of registerUser).
  {
    method: 'DELETE',
    route: '/api/protected/profile',
    access: 'parent',
    call: self('/api/protected/profile', { password: 'Guvenli-Sifre-42' }),
    parent: 200,
    asParent: 'fresh',
  },
  {
    method: 'POST',
    route: '/api/protected/baby-info',
    access: 'parent',
    call: self('/api/protected/baby-info', {
      expectedBirthDate: '2027-05-01',
      babyName: 'Deniz',
      babyGender: 'kız',
      hospital: 'Matris Hastanesi',
      doctor: 'Dr. Matris',
    }),
    parent: 200,
  },
  { method: 'POST', route: '/api/protected/baby-info/skip', access: 'parent', call: self('/api/protected/baby-info/skip', {}), parent: 200 },
  // issue 18: the care calendar (after the baby info above: the owner has an expected date), the pause, the claims
  { method: 'GET', route: '/api/protected/care-calendar', access: 'parent', call: self('/api/protected/care-calendar'), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/care-calendar/:entryId',
    access: 'parent',
    call: self('/api/protected/care-calendar/visit-1', { doneDate: '2026-01-15', note: 'Matris kontrolü' }),
    parent: 200,
  },
  { method: 'DELETE', route: '/api/protected/care-calendar/:entryId', access: 'parent', call: self('/api/protected/care-calendar/visit-1'), parent: 200 },
  {
    method: 'PATCH',
    route: '/api/protected/care-calendar/reminders',
    access: 'parent',
    call: self('/api/protected/care-calendar/reminders', { email: false, push: false }),
    parent: 200,
  },
  { method: 'GET', route: '/api/protected/care-calendar/calendar.ics', access: 'parent', call: self('/api/protected/care-calendar/calendar.ics'), parent: 200 },
  // issue 25: the baby's first year (the owner's baby was born on 2026-10-01, entered in the fixture)
  { method: 'GET', route: '/api/protected/baby/growth', access: 'parent', call: self('/api/protected/baby/growth'), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/baby/growth',
    access: 'parent',
    call: self('/api/protected/baby/growth', { measuredOn: '2026-10-15', weightKg: 4.1, note: 'Matris ölçümü' }),
    parent: 201,
  },
  {
    method: 'PATCH',
    route: '/api/protected/baby/growth/:entryId',
    access: 'parent',
    call: (f) => ({ path: `/api/protected/baby/growth/${f.growthEntryIds[0]}`, body: { measuredOn: '2026-10-16', lengthCm: 54 } }),
    parent: 200,
  },
  {
    method: 'DELETE',
    route: '/api/protected/baby/growth/:entryId',
    access: 'parent',
    call: (f) => ({ path: `/api/protected/baby/growth/${f.growthEntryIds[1]}` }),
    parent: 200,
  },
  { method: 'GET', route: '/api/protected/baby/vaccines', access: 'parent', call: self('/api/protected/baby/vaccines'), parent: 200 },
  {
    method: 'GET',
    route: '/api/protected/baby/vaccines/calendar.ics',
    access: 'parent',
    call: self('/api/protected/baby/vaccines/calendar.ics'),
    parent: 200,
  },
  {
    method: 'PATCH',
    route: '/api/protected/baby/vaccines/reminders',
    access: 'parent',
    call: self('/api/protected/baby/vaccines/reminders', { email: false, push: false }),
    parent: 200,
  },
  {
    method: 'POST',
    route: '/api/protected/baby/vaccines/:doseId',
    access: 'parent',
    call: self('/api/protected/baby/vaccines/HepB-1', { givenOn: '2026-10-01', note: 'Matris aşısı' }),
    parent: 200,
  },
  { method: 'DELETE', route: '/api/protected/baby/vaccines/:doseId', access: 'parent', call: self('/api/protected/baby/vaccines/HepB-1'), parent: 200 },
  // the pause ends what it touches: parents registered for the purpose
  {
    method: 'POST',
    route: '/api/protected/pregnancy/pause',
    access: 'parent',
    call: self('/api/protected/pregnancy/pause', {}),
    parent: 200,
    asParent: 'fresh',
  },
  {
    method: 'POST',
    route: '/api/protected/pregnancy/resume',
    access: 'parent',
    call: self('/api/protected/pregnancy/resume', {}),
    parent: 200,
    asParent: 'fresh',
  },
  {
    method: 'POST',
    route: '/api/protected/pregnancy/new',
    access: 'parent',
    call: () => ({ path: '/api/protected/pregnancy/new', body: { expectedBirthDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10) } }),
    parent: 200,
    asParent: 'paused',
  },
  { method: 'GET', route: '/api/protected/checklist/claims', access: 'parent', call: self('/api/protected/checklist/claims'), parent: 200 },
  {
    method: 'PATCH',
    route: '/api/protected/checklist/claims/settings',
    access: 'parent',
    call: self('/api/protected/checklist/claims/settings', { surprise: false }),
    parent: 200,
  },
  {
    method: 'POST',
    route: '/api/protected/checklist/claims/:itemId/received',
    access: 'parent',
    call: (f) => ({ path: `/api/protected/checklist/claims/${f.claimedItemIds[0]}/received`, body: {} }),
    parent: 200,
  },
  {
    method: 'DELETE',
    route: '/api/protected/checklist/claims/:itemId',
    access: 'parent',
    call: (f) => ({ path: `/api/protected/checklist/claims/${f.claimedItemIds[1]}` }),
    parent: 200,
  },
  {
    method: 'POST',
    route: '/api/checklist/:token/claims',
    access: 'public',
    call: (f) => ({ path: `/api/checklist/${f.shareToken}/claims`, body: { itemId: f.checklistItemId, name: 'Matris Teyze', note: '' } }),
  },
  {
    method: 'DELETE',
    route: '/api/checklist/:token/claims/:itemId',
    access: 'public',
    call: (f) => ({ path: `/api/checklist/${f.shareToken}/claims/${f.claimedItemIds[0]}`, body: { secret: f.claimSecret } }),
  },
  {
    method: 'POST',
    route: '/api/protected/contact',
    access: 'parent',
    call: (f) => ({ path: '/api/protected/contact', body: { firstName: 'Matris', email: f.owner.email, subject: 'Soru', message: 'Matris için bir soru.' } }),
    parent: 201,
  },
  { method: 'POST', route: '/api/contact', access: 'public', call: self('/api/contact', {}) },
  { method: 'GET', route: '/api/protected/checklist', access: 'parent', call: self('/api/protected/checklist'), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/checklist/toggle',
    access: 'parent',
    call: (f) => ({ path: '/api/protected/checklist/toggle', body: { productId: f.checklistItemId, checked: true } }),
    parent: 200,
  },
  { method: 'POST', route: '/api/protected/checklist/share', access: 'parent', call: self('/api/protected/checklist/share', {}), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/checklist/items',
    access: 'parent',
    call: self('/api/protected/checklist/items', { name: 'Matris battaniyesi', type: 'need', category: 'Uyku', quantity: 1, note: '' }),
    parent: 201,
  },
  {
    method: 'DELETE',
    route: '/api/protected/checklist/items/:itemId',
    access: 'parent',
    call: (f) => ({ path: `/api/protected/checklist/items/${f.ownItemIds[0]}` }),
    parent: 200,
  },
  { method: 'GET', route: '/api/checklist/:token', access: 'public', call: (f) => ({ path: `/api/checklist/${f.shareToken}` }) },
  // issue 25 (ADR 0033): the shared baby page; the owner's baby is born (beforeAll), a fresh parent stops a share it never had
  { method: 'GET', route: '/api/protected/baby/share', access: 'parent', call: self('/api/protected/baby/share'), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/baby/share',
    access: 'parent',
    call: self('/api/protected/baby/share', { showGrowth: true, tellGameParticipants: false }),
    parent: 200,
  },
  { method: 'DELETE', route: '/api/protected/baby/share', access: 'parent', call: self('/api/protected/baby/share'), parent: 200, asParent: 'fresh' },
  { method: 'GET', route: '/api/baby/:token', access: 'public', call: (f) => ({ path: `/api/baby/${f.babyShareToken}` }) },
  {
    method: 'POST',
    route: '/api/protected/expo-token',
    access: 'parent',
    call: () => ({ path: '/api/protected/expo-token', body: { expoToken: `ExponentPushToken[matris${next()}]` } }),
    parent: 201,
  },
  ...SEGMENTS.flatMap((segment): RouteCase[] => [
    { method: 'GET', route: `/api/protected/${segment}`, access: 'parent', call: self(`/api/protected/${segment}`), parent: 200 },
    {
      method: 'POST',
      route: `/api/protected/${segment}`,
      access: 'parent',
      call: self(`/api/protected/${segment}`, { title: `Matris ${segment}` }),
      parent: 201,
    },
    {
      method: 'POST',
      route: `/api/protected/${segment}/:gameId/participants`,
      access: 'parent',
      call: (f) => ({ path: `/api/protected/${segment}/${f.games[segment].id}/participants`, body: { name: 'Matris Katılımcı', phone: '0532 111 22 33' } }),
      parent: 201,
    },
    {
      method: 'POST',
      route: `/api/protected/${segment}/:gameId/publish`,
      access: 'parent',
      call: (f) => ({ path: `/api/protected/${segment}/${f.toPublish[segment].id}/publish`, body: {} }),
      parent: 200,
    },
    { method: 'GET', route: `/api/${segment}/:token`, access: 'public', call: (f) => ({ path: `/api/${segment}/${f.games[segment].token}` }) },
    {
      method: 'PATCH',
      route: `/api/protected/${segment}/:gameId`,
      access: 'parent',
      call: (f) => ({ path: `/api/protected/${segment}/${f.games[segment].id}`, body: { closesOn: '' } }),
      parent: 200,
    },
    {
      method: 'DELETE',
      route: `/api/protected/${segment}/:gameId`,
      access: 'parent',
      call: (f) => ({ path: `/api/protected/${segment}/${f.toDelete[segment].id}` }),
      parent: 200,
    },
    {
      method: 'PATCH',
      route: `/api/protected/${segment}/:gameId/participants/:participantId`,
      access: 'parent',
      call: (f) => ({
        path: `/api/protected/${segment}/${f.games[segment].id}/participants/${f.invited[segment].edit}`,
        body: { name: 'Matris Düzeltilen', phone: '0532 111 22 44' },
      }),
      parent: 200,
    },
    {
      method: 'DELETE',
      route: `/api/protected/${segment}/:gameId/participants/:participantId`,
      access: 'parent',
      call: (f) => ({ path: `/api/protected/${segment}/${f.games[segment].id}/participants/${f.invited[segment].remove}` }),
      parent: 200,
    },
    {
      method: 'POST',
      route: `/api/protected/${segment}/:gameId/participants/:participantId/remind`,
      access: 'parent',
      call: (f) => ({ path: `/api/protected/${segment}/${f.games[segment].id}/participants/${f.invited[segment].remind}/remind`, body: {} }),
      parent: 200,
    },
  ]),
  // The gender game has a route for friends with an account and one for guests; the name and
  // birth-date games take both on one route (part 2 §8). The owner may not answer their own game.
  ...(['gender-games', 'name-games', 'birth-date-games'] as const).map((segment): RouteCase => ({
    method: 'POST',
    route: `/api/${segment}/:gameId/participate`,
    access: segment === 'gender-games' ? 'signed-in' : 'public',
    call: (f) => ({ path: `/api/${segment}/${f.games[segment].id}/participate`, body: { prediction: 'girl' } }),
    ...(segment === 'gender-games' ? { parent: 201, asParent: 'other' as const } : {}),
  })),
  {
    method: 'POST',
    route: '/api/gender-games/:gameId/participate-guest',
    access: 'public',
    call: (f) => ({ path: `/api/gender-games/${f.games['gender-games'].id}/participate-guest`, body: {} }),
  },
  { method: 'GET', route: '/api/game-result/:token', access: 'public', call: (f) => ({ path: `/api/game-result/${f.games['gender-games'].token}` }) },
  { method: 'GET', route: '/api/name-result/:token', access: 'public', call: (f) => ({ path: `/api/name-result/${f.games['name-games'].token}` }) },
  {
    method: 'GET',
    route: '/api/birth-date-result/:token',
    access: 'public',
    call: (f) => ({ path: `/api/birth-date-result/${f.games['birth-date-games'].token}` }),
  },
  { method: 'GET', route: '/api/leaderboard/:token', access: 'public', call: (f) => ({ path: `/api/leaderboard/${f.games['gender-games'].token}` }) },
  { method: 'GET', route: '/api/protected/service-requests', access: 'parent', call: self('/api/protected/service-requests'), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/service-requests',
    access: 'parent',
    call: self('/api/protected/service-requests', { category: 'Fotoğraf Çekimi', description: 'Matris için ikinci bir talep.' }),
    parent: 201,
  },
  { method: 'GET', route: '/api/protected/birth-notification', access: 'parent', call: self('/api/protected/birth-notification'), parent: 200 },
  {
    method: 'POST',
    route: '/api/protected/birth-notification',
    access: 'parent',
    call: self('/api/protected/birth-notification', { contacts: [{ name: 'Matris Dede', phone: '0532 444 55 66', email: '' }] }),
    parent: 200,
  },
  // After the two above and the profile's hospital and doctor: the announcement goes out.
  {
    method: 'POST',
    route: '/api/protected/birth-notification/trigger',
    access: 'parent',
    call: self('/api/protected/birth-notification/trigger', {}),
    parent: 200,
  },
  // After the announcement: its one correction.
  {
    method: 'POST',
    route: '/api/protected/birth-notification/correction',
    access: 'parent',
    call: self('/api/protected/birth-notification/correction', { actualBirthDate: '2027-03-02', weightGrams: 3100 }),
    parent: 200,
  },
  { method: 'POST', route: '/api/admin/login', access: 'public', call: self('/api/admin/login') },
  { method: 'GET', route: '/api/admin/me', access: 'admin', call: self('/api/admin/me'), admin: 200, superAdmin: 200 },
  // It ends the caller's sessions, on every device: tests/api/sessions.test.ts calls it for the operators' part.
  { method: 'POST', route: '/api/admin/logout', access: 'admin', call: self('/api/admin/logout', {}), admin: 200, superAdmin: 200 },
  { method: 'GET', route: '/api/admin/users', access: 'admin', call: self('/api/admin/users'), admin: 200, superAdmin: 200 },
  // issue 25: one parent's baby data as counts
  {
    method: 'GET',
    route: '/api/admin/users/:id/baby',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.owner.uid}/baby` }),
    admin: 200,
    superAdmin: 200,
  },
  // issue 35: one parent's birth announcement and its deliveries (ADR 0054)
  {
    method: 'GET',
    route: '/api/admin/users/:id/birth-notification',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.owner.uid}/birth-notification` }),
    admin: 200,
    superAdmin: 200,
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id/limits',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.other.uid}/limits`, body: { maxGameParticipants: 12, maxBirthNotificationContacts: 3 } }),
    admin: 200,
    superAdmin: 200,
  },
  { method: 'GET', route: '/api/admin/service-requests', access: 'admin', call: self('/api/admin/service-requests'), admin: 200, superAdmin: 200 },
  {
    method: 'POST',
    route: '/api/admin/service-requests/:id/respond',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/service-requests/${f.serviceRequestId}/respond`, body: { response: 'Matris yanıtı' } }),
    admin: 200,
    superAdmin: 200,
  },
  { method: 'GET', route: '/api/admin/contact-messages', access: 'admin', call: self('/api/admin/contact-messages'), admin: 200, superAdmin: 200 },
  {
    method: 'POST',
    route: '/api/admin/contact-messages/:id/respond',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/contact-messages/${f.contactMessageId}/respond`, body: { response: 'Matris yanıtı' } }),
    admin: 200,
    superAdmin: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/contact-messages/:id/read',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/contact-messages/${f.contactMessageId}/read`, body: {} }),
    admin: 200,
    superAdmin: 200,
  },
  // searched by a parent (her e-mail) as the operator does (ADR 0054)
  {
    method: 'GET',
    route: '/api/admin/sms-logs',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/sms-logs?search=${encodeURIComponent(f.owner.email)}` }),
    admin: 200,
    superAdmin: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/email-logs',
    access: 'admin',
    call: (f) => ({ path: `/api/admin/email-logs?search=${encodeURIComponent(f.owner.email)}` }),
    admin: 200,
    superAdmin: 200,
  },
  { method: 'GET', route: '/api/admin/push-logs', access: 'admin', call: self('/api/admin/push-logs?search=ay'), admin: 200, superAdmin: 200 },
  {
    method: 'POST',
    route: '/api/admin/outbox/:id/resend',
    access: 'admin',
    // a failed message of its own for each call: a resent one is no longer failed
    call: (f) => ({ path: `/api/admin/outbox/${f.failedMessageIds[resends++ % f.failedMessageIds.length]}/resend`, body: {} }),
    admin: 200,
    superAdmin: 200,
  },
  { method: 'GET', route: '/api/admin/expo-tokens', access: 'admin', call: self('/api/admin/expo-tokens'), admin: 200, superAdmin: 200 },
  {
    method: 'POST',
    route: '/api/admin/test-email',
    access: 'admin',
    call: self('/api/admin/test-email', { recipientEmail: 'matris@test.bebek', subject: 'Matris', message: 'Deneme' }),
    admin: 200,
    superAdmin: 200,
  },
  { method: 'GET', route: '/api/admin/admin-users', access: 'admin', call: self('/api/admin/admin-users'), admin: 200, superAdmin: 200 },
  {
    method: 'POST',
    route: '/api/admin/create-admin',
    access: 'super_admin',
    call: () => ({
      path: '/api/admin/create-admin',
      body: { username: `matris${next()}`, password: 'Matris-Admin-42', fullName: 'Matris Operatör', email: uniqueEmail('operator'), role: 'admin' },
    }),
    admin: 403,
    superAdmin: 201,
  },
  {
    method: 'PATCH',
    route: '/api/admin/admin-users/:id',
    access: 'super_admin',
    // Keeps the operator active: ending their sessions would end this test's plain admin too.
    call: (f) => ({ path: `/api/admin/admin-users/${f.plainAdminId}`, body: { isActive: true } }),
    admin: 403,
    superAdmin: 200,
  },
  // The plain admin has no second factor, so there is nothing to reset (tests/api/admin-login.test.ts resets one).
  {
    method: 'POST',
    route: '/api/admin/admin-users/:id/totp-reset',
    access: 'super_admin',
    call: (f) => ({ path: `/api/admin/admin-users/${f.plainAdminId}/totp-reset`, body: {} }),
    admin: 403,
    superAdmin: 409,
  },
  // Setting up the second factor only stores a pending secret: login does not change until it is enabled.
  { method: 'POST', route: '/api/admin/totp/setup', access: 'admin', call: self('/api/admin/totp/setup', {}), admin: 200, superAdmin: 200 },
  // A code that is not the app's is refused, and nothing is enabled (tests/api/admin-login.test.ts enables it).
  { method: 'POST', route: '/api/admin/totp/enable', access: 'admin', call: self('/api/admin/totp/enable', { code: '000000' }), admin: 400, superAdmin: 400 },
  { method: 'GET', route: '/api/admin/audit-log', access: 'super_admin', call: self('/api/admin/audit-log'), admin: 403, superAdmin: 200 },
];

/** A parent registered for the purpose who has paused the pregnancy (a new pregnancy starts from a pause). */
async function pausedParent(): Promise<TestUser> {
  const parent = await registerUser({ fullName: 'Matris Ara Veren' });
  const paused = await api('/api/protected/pregnancy/pause', { method: 'POST', ...json({}, parent.authHeader) });
  if (paused.status !== 200) throw new Error(`pause failed: ${paused.status}`);
  return parent;
}

/** "METHOD /api/path" for every route the express app declares. */
function declaredRoutes(): string[] {
  interface Layer {
    route?: { path: string | string[]; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} /api${path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((createApiApp() as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}

const unsigned = (payload: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function call(fixture: Fixture, route: RouteCase, headers: Record<string, string>) {
  const { path, body } = route.call(fixture);
  return api(path, { method: route.method, ...(body === undefined ? { headers } : json(body, headers)) });
}

let fixture: Fixture;
const badTokens: Record<string, string> = {};

beforeAll(async () => {
  const owner = await registerUser({ fullName: 'Matris Sahibi' });
  // the owner's address is verified, so the announcement's SMS go and its trigger answers 200 (ADR 0024)
  await verifyEmail(owner);
  const other = await registerUser({ fullName: 'Matris Diğeri' });
  const post = (path: string, body: unknown, user: TestUser) => api(path, { method: 'POST', ...json(body, user.authHeader) });
  const games = {} as Fixture['games'];
  const toPublish = {} as Fixture['toPublish'];
  const toDelete = {} as Fixture['toDelete'];
  const invited = {} as Fixture['invited'];
  for (const segment of SEGMENTS) {
    games[segment] = (await post(`/api/protected/${segment}`, { title: `Matris ${segment}` }, owner)).body as Game;
    toPublish[segment] = (await post(`/api/protected/${segment}`, { title: `Matris yayın ${segment}` }, owner)).body as Game;
    toDelete[segment] = (await post(`/api/protected/${segment}`, { title: `Matris silinecek ${segment}` }, owner)).body as Game;
    const person = async (name: string, email = '') =>
      ((await post(`/api/protected/${segment}/${games[segment].id}/participants`, { name, email, phone: '0532 111 22 33' }, owner)).body as { id: string }).id;
    invited[segment] = {
      edit: await person('Matris Düzeltilecek'),
      remove: await person('Matris Silinecek'),
      remind: await person('Matris Hatırlatılacak', uniqueEmail('hatirla')),
    };
  }
  // the birth day is known, so a birth-date game's result can be published (ADR 0017)
  await post(
    '/api/protected/birth-notification',
    { contacts: [{ name: 'Matris Dede', phone: '0532 444 55 66', email: '' }], actualBirthDate: '2027-05-02' },
    owner,
  );
  // the baby is born (issue 25): its birth date on the profile, and two growth entries for the entry routes
  expect(
    (
      await post(
        '/api/protected/baby-info',
        {
          expectedBirthDate: '2027-05-01',
          babyName: 'Deniz',
          babyGender: 'kız',
          hospital: 'Matris Hastanesi',
          doctor: 'Dr. Matris',
          babyBirthDate: '2026-10-01',
        },
        owner,
      )
    ).status,
  ).toBe(200);
  const growthEntryIds: string[] = [];
  for (const weightKg of [3.3, 3.5]) {
    const added = await post('/api/protected/baby/growth', { measuredOn: '2026-10-01', weightKg }, owner);
    expect(added.status).toBe(201);
    growthEntryIds.push((added.body as BabyGrowth).entries.find((entry) => entry.weightKg === weightKg)!.id);
  }
  const babyShare = await post('/api/protected/baby/share', { showGrowth: true, tellGameParticipants: false }, owner);
  const babyShareToken = (babyShare.body as { share: { token: string } }).share.token;
  const checklist = (await api('/api/protected/checklist', { headers: owner.authHeader })).body as { items?: Array<{ id: string }> } | Array<{ id: string }>;
  const items = Array.isArray(checklist) ? checklist : (checklist.items ?? []);
  const shareToken = ((await post('/api/protected/checklist/share', {}, owner)).body as { token: string }).token;
  const ownItems = await Promise.all(
    ['Matris kendi 1', 'Matris kendi 2'].map(
      async (name) => ((await post('/api/protected/checklist/items', { name, type: 'hospital_bag', category: 'Belgeler' }, owner)).body as { id: string }).id,
    ),
  );
  const claimed = await Promise.all(
    [items[1]!, items[2]!].map((item, index) =>
      apiFrom(`127.18.3.${index + 10}`, `/api/checklist/${shareToken}/claims`, { method: 'POST', ...json({ itemId: item.id, name: 'Matris Hala', note: '' }) }),
    ),
  );
  expect(claimed.map((answer) => answer.status)).toEqual([201, 201]);
  await post('/api/protected/service-requests', { category: 'Fotoğraf Çekimi', description: 'Matris için bir hizmet talebi.' }, owner);
  expect(
    (await post('/api/protected/contact', { firstName: 'Matris', email: owner.email, subject: 'Soru', message: 'Matris için bir mesaj.' }, owner)).status,
  ).toBe(201);
  const superLogin = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const superToken = superLogin.idToken!;
  const plainName = `matris${Date.now().toString(36)}`;
  const created = await api('/api/admin/create-admin', {
    method: 'POST',
    ...json(
      { username: plainName, password: 'Matris-Admin-42', fullName: 'Matris Operatör', email: uniqueEmail('operator'), role: 'admin' },
      bearer(superToken),
    ),
  });
  expect(created.status).toBe(201);
  const plainLogin = await adminLogin(plainName, 'Matris-Admin-42');
  const { db } = admin();
  const requests = await db.collection(COLLECTIONS.serviceRequests).where('userId', '==', owner.uid).get();
  const messages = await db.collection(COLLECTIONS.contactMessages).where('userId', '==', owner.uid).get();
  const failedMessageIds: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const failed = db.collection(COLLECTIONS.outbox).doc();
    await failed.set({
      channel: 'email',
      kind: 'test',
      to: { email: uniqueEmail('matris'), name: 'M' },
      subject: 'Matris',
      text: 'x',
      status: 'failed',
      failure: 'gave_up',
      attempts: 3,
      createdAt: new Date(),
    });
    failedMessageIds.push(failed.id);
  }
  fixture = {
    growthEntryIds: [growthEntryIds[0]!, growthEntryIds[1]!],
    failedMessageIds,
    owner,
    other,
    games,
    toPublish,
    toDelete,
    invited,
    checklistItemId: items[0]!.id,
    ownItemIds: [ownItems[0]!, ownItems[1]!],
    shareToken,
    babyShareToken,
    claimedItemIds: [items[1]!.id, items[2]!.id],
    claimSecret: (claimed[0]!.body as { secret: string }).secret,
    serviceRequestId: requests.docs[0]!.id,
    contactMessageId: messages.docs[0]!.id,
    plainAdminId: (created.body as { id?: string; admin?: { id: string } }).id ?? (created.body as { admin: { id: string } }).admin.id,
    superToken,
    plainAdminToken: plainLogin.idToken!,
  };

  const claims = payloadOf(owner.idToken);
  const now = Math.floor(Date.now() / 1000);
  badTokens['garbage'] = 'bu-bir-jeton-degil';
  badTokens['tampered (unknown user)'] = unsigned({ ...claims, user_id: 'yok-boyle-biri', sub: 'yok-boyle-biri' });
  badTokens['other project'] = unsigned({ ...claims, aud: 'demo-baska-proje', iss: 'https://securetoken.google.com/demo-baska-proje' });
  badTokens['expired'] = unsigned({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
  const loggedOut = await registerUser({ fullName: 'Çıkış Yapan' });
  const logout = await api('/api/auth/logout', { method: 'POST', headers: loggedOut.authHeader });
  if (logout.status !== 200) throw new Error(`logout failed: ${logout.status}`);
  badTokens['logged out'] = loggedOut.idToken;
  // a genuine Firebase ID token of a real parent that the api did not issue (no session version)
  badTokens['not issued by the api'] = await forgedIdToken(owner.uid);
}, 120_000);

describe('the access matrix', () => {
  it('covers every route the api declares', () => {
    const table = ROUTES.map((route) => `${route.method} ${route.route}`).sort();
    expect(declaredRoutes().sort()).toEqual(table);
  });

  it('refuses every protected route without a valid session, writing nothing', async () => {
    // the fixture's operators were told of their new accounts: those e-mails are delivered and logged first
    await outboxSettled();
    const stored = await storedDocuments();
    const answers: string[] = [];
    for (const route of ROUTES.filter((entry) => entry.access !== 'public')) {
      const identities: Record<string, Record<string, string>> = { 'no token': {}, guest: { 'x-guest': 'misafir' } };
      for (const [name, token] of Object.entries(badTokens)) identities[name] = bearer(token);
      for (const [name, headers] of Object.entries(identities)) {
        const { status, body } = await call(fixture, route, headers);
        answers.push(
          `${route.method} ${route.route} as ${name}: ${status}${typeof (body as { message?: unknown })?.message === 'string' ? '' : ' (no Turkish message)'}`,
        );
      }
    }
    const wrong = answers.filter((answer) => !answer.endsWith(': 401'));
    expect(wrong).toEqual([]);
    expect(await stored.changes()).toEqual([]);
  }, 180_000);

  it('refuses every parent route to an operator (403) and to an Auth account the api never signed in (401), writing nothing', async () => {
    // Anyone can make an Auth account with the public web API key; it has no users/{uid} profile.
    const signUp = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('profilsiz'), password: 'Profilsiz-Hesap-42', returnSecureToken: true }),
    });
    const bare = ((await signUp.json()) as { idToken: string }).idToken;
    await outboxSettled();
    const stored = await storedDocuments();
    const wrong: string[] = [];
    for (const route of ROUTES.filter((entry) => entry.access === 'parent' || entry.route.startsWith('/api/auth/'))) {
      if (route.access === 'public') continue;
      for (const [name, token, expected] of [
        ['an Auth account without a profile', bare, { status: 401, message: SESSION_EXPIRED }],
        ['an operator', fixture.plainAdminToken, { status: 403, message: NOT_A_PARENT }],
      ] as const) {
        const { status, body } = await call(fixture, route, bearer(token));
        if (status !== expected.status || (body as { message?: string }).message !== expected.message)
          wrong.push(`${route.method} ${route.route} as ${name}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await stored.changes()).toEqual([]);
  }, 120_000);

  it('gives each identity exactly one answer on each route: parents theirs and 403 on admin routes; admins theirs; super_admin routes only to super_admins', async () => {
    const results: string[] = [];
    const check = (label: string, status: number, expected: number, body: unknown) => {
      if (status !== expected) results.push(`${label}: ${status}, expected ${expected} (${JSON.stringify(body).slice(0, 160)})`);
    };
    for (const route of ROUTES) {
      const label = `${route.method} ${route.route}`;
      if (route.access === 'parent' || route.access === 'signed-in') {
        expect(route.parent, `${label} has no expected status for a parent`).toBeDefined();
        const caller =
          route.asParent === 'fresh'
            ? await registerUser({ fullName: 'Matris Geçici' })
            : route.asParent === 'paused'
              ? await pausedParent()
              : route.asParent === 'other'
                ? fixture.other
                : fixture.owner;
        const { status, body } = await call(fixture, route, caller.authHeader);
        check(`parent on ${label}`, status, route.parent!, body);
      }
      if (route.access === 'admin' || route.access === 'super_admin') {
        expect(route.admin !== undefined && route.superAdmin !== undefined, `${label} has no expected status for an admin`).toBe(true);
        const asParent = await call(fixture, route, fixture.owner.authHeader);
        check(`parent on ${label}`, asParent.status, 403, asParent.body);
        if (route.route.endsWith('/logout')) continue; // it would end the fixture operators' sessions: tests/api/sessions.test.ts
        const asAdmin = await call(fixture, route, bearer(fixture.plainAdminToken));
        check(`admin on ${label}`, asAdmin.status, route.admin!, asAdmin.body);
        const asSuper = await call(fixture, route, bearer(fixture.superToken));
        check(`super_admin on ${label}`, asSuper.status, route.superAdmin!, asSuper.body);
      }
    }
    expect(results).toEqual([]);
  }, 180_000);
});

describe("another parent's ids", () => {
  it('are refused in every path and body, and nothing of the owner changes', async () => {
    const { owner, other, games } = fixture;
    const { db } = admin();
    const snapshot = async () => {
      const gameDocs = await Promise.all(SEGMENTS.map((segment) => db.collection(COLLECTIONS.games).doc(games[segment].id).get()));
      const participants = await Promise.all(
        SEGMENTS.map(
          async (segment) => (await db.collection(COLLECTIONS.games).doc(games[segment].id).collection(COLLECTIONS.participants).count().get()).data().count,
        ),
      );
      const item = await db.collection(COLLECTIONS.users).doc(owner.uid).collection(COLLECTIONS.checklistItems).doc(fixture.checklistItemId).get();
      const ownItem = await db.collection(COLLECTIONS.users).doc(owner.uid).collection(COLLECTIONS.checklistItems).doc(fixture.ownItemIds[1]).get();
      return JSON.stringify({ games: gameDocs.map((doc) => doc.data()), participants, item: item.data(), ownItem: ownItem.data() });
    };
    const before = await snapshot();
    const post = (path: string, body: unknown) => api(path, { method: 'POST', ...json(body, other.authHeader) });
    const statuses: Array<[string, number]> = [];
    for (const segment of SEGMENTS) {
      statuses.push([`publish ${segment}`, (await post(`/api/protected/${segment}/${games[segment].id}/publish`, {})).status]);
      const base = `/api/protected/${segment}/${games[segment].id}`;
      const { edit, remind } = fixture.invited[segment];
      const as = { headers: other.authHeader };
      statuses.push([`close ${segment}`, (await api(base, { method: 'PATCH', ...json({ closed: true }, other.authHeader) })).status]);
      statuses.push([
        `edit participant ${segment}`,
        (await api(`${base}/participants/${edit}`, { method: 'PATCH', ...json({ name: 'Sızan', phone: '05321112233' }, other.authHeader) })).status,
      ]);
      statuses.push([`remind ${segment}`, (await post(`${base}/participants/${remind}/remind`, {})).status]);
      statuses.push([`remove participant ${segment}`, (await api(`${base}/participants/${edit}`, { method: 'DELETE', ...as })).status]);
      statuses.push([`delete ${segment}`, (await api(base, { method: 'DELETE', ...as })).status]);
      statuses.push([
        `add participant ${segment}`,
        (await post(`/api/protected/${segment}/${games[segment].id}/participants`, { name: 'Sızan', email: uniqueEmail('sizan'), phone: '05321112233' }))
          .status,
      ]);
    }
    statuses.push(['toggle checklist item', (await post('/api/protected/checklist/toggle', { productId: fixture.checklistItemId, checked: true })).status]);
    statuses.push([
      'remove own checklist item',
      (await api(`/api/protected/checklist/items/${fixture.ownItemIds[1]}`, { method: 'DELETE', headers: other.authHeader })).status,
    ]);
    statuses.push(['tick own checklist item', (await post('/api/protected/checklist/toggle', { productId: fixture.ownItemIds[1], checked: true })).status]);
    // Another owner's game or item answers exactly like a missing one: 404, never 403 (which would confirm it exists).
    expect(statuses.filter(([, status]) => status !== 404)).toEqual([]);
    for (const segment of SEGMENTS) {
      const listed = (await api(`/api/protected/${segment}`, { headers: other.authHeader })).body as { games: Game[] };
      expect(listed.games.map((game) => game.id)).not.toContain(games[segment].id);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('fields a parent may not set', () => {
  it('are ignored at registration and when creating a game', async () => {
    const email = uniqueEmail('kitle');
    const registered = await api('/api/auth/register', {
      method: 'POST',
      ...json({
        fullName: 'Kitle Atama',
        email,
        password: 'Kitle-Atama-42',
        phone: '',
        uid: 'secilmis-uid',
        role: 'super_admin',
        admin: true,
        maxBirthNotificationContacts: 99,
        maxGameParticipants: 999,
        babyInfoCompleted: true,
        createdAt: '2000-01-01',
      }),
    });
    expect(registered.status).toBe(201);
    const uid = (registered.body as { user: { id: string } }).user.id;
    expect(uid).not.toBe('secilmis-uid');
    const { db, auth } = admin();
    const stored = (await db.collection(COLLECTIONS.users).doc(uid).get()).data()!;
    expect(stored).toMatchObject({ maxBirthNotificationContacts: 2, maxGameParticipants: 10, babyInfoCompleted: false });
    expect(stored).not.toHaveProperty('role');
    expect(stored).not.toHaveProperty('admin');
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});

    const { owner, other } = fixture;
    const created = await api('/api/protected/gender-games', {
      method: 'POST',
      ...json({ title: 'Kitle oyunu', userId: other.uid, maxParticipants: 500, token: 'secilmis-jeton', status: 'completed' }, owner.authHeader),
    });
    expect(created.status).toBe(201);
    const game = (
      await db
        .collection(COLLECTIONS.games)
        .doc((created.body as Game).id)
        .get()
    ).data()!;
    expect(game).toMatchObject({ userId: owner.uid, maxParticipants: 10, status: 'active' });
    expect(game.token).not.toBe('secilmis-jeton');
  });
});
