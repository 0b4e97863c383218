import { Router, type Request } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { LOG_STATUS_LABELS } from '@bebek/common/delivery';
import {
  adminLogin,
  adminLogout,
  createAdminAccount as createAdminEndpoint,
  enableAdminTotp,
  resetAdminTotp,
  startAdminTotp,
  getAdminAccounts,
  getAdminContactMessages,
  getAdminMe,
  getAdminServiceRequests,
  getAdminUserBabyCounts,
  getAdminUsers,
  getAuditLog,
  getEmailLogs,
  getExpoTokens,
  getPushLogs,
  getSmsLogs,
  markContactMessageRead,
  refreshAdminSession,
  respondToContactMessage,
  respondToServiceRequest,
  resendOutboxMessage,
  sendTestEmail as sendTestEmailEndpoint,
  updateAdminAccount,
  updateUserLimits,
} from '@bebek/common/api/admin';
import type { AdminRole } from '@bebek/common/model';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { lookupKey } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { AdminAccount, AdminGameLink } from '@bebek/common/types';
import { createAdminAccount } from './accounts';
import { babyCounts } from '../baby/service';
import { audit } from './audit';
import { ADMIN_SESSION_EXPIRED } from './authenticate';
import { admitLoginAttempt, clearLoginAttempts } from './loginGuard';
import { enableTotp, resetTotp, startTotpSetup, verifyTotp } from './totp';
import { iso, listPage } from './list';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { verifyPassword } from '../lib/identity';
import { assertUncommonPassword } from '../lib/passwords';
import { limiter } from '../lib/rateLimit';
import { replyEmail } from '../mail/templates';
import { queue } from '../outbox/policy';
import type { StoredMessage } from '../outbox/deliver';
import { writeDeliveryLog } from '../outbox/logs';
import { sendTestEmail } from '../outbox/providers';
import { browserSession, forgetBrowser, rememberBrowser } from '../sessions/browser';
import { endAdminSessions } from '../sessions/end';
import { issueSessionToken, storedSessionVersion } from '../sessions/tokens';
import { deletedAccountsRef } from '../accounts/account';
import { notifySecurityEvent } from '../accounts/securityNotice';
import { toServiceRequest } from '../service-requests/service';

export const adminRouter = Router();

const adminLoginPerIp = limiter({ name: 'admin-login-ip', windowMs: 15 * 60_000, limit: 50, skipSuccessfulRequests: true });

/**
 * Username and password, then the authenticator's code once the operator has enabled it; an
 * inactive admin cannot log in. Every attempt is counted per username first (admin/loginGuard.ts:
 * growing delays after 5 failures, whatever the address), then per address.
 */
route(adminRouter, adminLogin, adminLoginPerIp, async ({ req, res, body: { username, password, totpCode } }) => {
  await admitLoginAttempt(username);
  const found = await db().collection(COLLECTIONS.adminUsers).where('username', '==', username.toLowerCase()).limit(1).get();
  const record = found.docs[0];
  if (!record || record.get('isActive') !== true) throw new DomainError('unauthenticated', ADMIN_MESSAGES.loginFailed);
  const uid = await verifyPassword(String(record.get('email')), password);
  if (uid !== record.id) throw new DomainError('unauthenticated', ADMIN_MESSAGES.loginFailed);
  if (record.get('totpEnabled') === true) {
    // The password was right: the panel now asks for the code (the field's error names it).
    if (!totpCode) throw new DomainError('unauthenticated', ADMIN_MESSAGES.totpRequired, { totpCode: ADMIN_MESSAGES.totpRequired });
    if (!(await verifyTotp(uid, totpCode))) throw new DomainError('unauthenticated', ADMIN_MESSAGES.totpWrong, { totpCode: ADMIN_MESSAGES.totpWrong });
  }
  await clearLoginAttempts(username);
  const role = String(record.get('role')) as AdminRole;
  const user = await getAuth().getUser(uid);
  if (user.customClaims?.role !== role) await getAuth().setCustomUserClaims(uid, { role });
  const version = storedSessionVersion(record.get('sessionVersion'));
  const [token] = await Promise.all([issueSessionToken(uid, version, { role }), rememberBrowser(req, res, { uid, kind: 'admin', version })]);
  return { token, admin: { id: uid, username: String(record.get('username')), fullName: String(record.get('fullName')), role } };
});

const adminRefreshPerIp = limiter({ name: 'admin-refresh-ip', windowMs: 15 * 60_000, limit: 300 });

/** As /api/auth/refresh, for the admin panel's part of the session cookie. */
route(adminRouter, refreshAdminSession, adminRefreshPerIp, async ({ req, res }) => {
  const session = await browserSession(req, res, 'admin');
  const record = session ? await db().collection(COLLECTIONS.adminUsers).doc(session.uid).get() : undefined;
  if (!session || !record?.exists || record.get('isActive') !== true || storedSessionVersion(record.get('sessionVersion')) !== session.version) {
    if (session) await forgetBrowser(req, res, 'admin');
    throw new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED);
  }
  return { token: await issueSessionToken(session.uid, session.version, { role: String(record.get('role')) }) };
});

/** Ends every session of this operator, on every device. */
route(adminRouter, adminLogout, async ({ req, res }) => {
  await forgetBrowser(req, res, 'admin');
  await endAdminSessions(req.admin!.uid);
  return { message: 'Başarıyla çıkış yapıldı' };
});

route(adminRouter, getAdminMe, async ({ req }) => req.admin!);

const text = (doc: QueryDocumentSnapshot, field: string) => String(doc.get(field) ?? '');
const str = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
/** A parent's limits as stored, the defaults where none was set (an account made before limits were kept). */
const limitsOf = (doc: DocumentSnapshot) => ({
  maxGameParticipants: Number(doc.get('maxGameParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS),
  maxBirthNotificationContacts: Number(doc.get('maxBirthNotificationContacts') ?? DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS),
});

function withStatus(query: Query, req: Request, allowed: string[]): Query {
  const status = str(req.query.status);
  if (!status) return query;
  if (!allowed.includes(status)) throw new DomainError('invalid', 'Geçersiz durum filtresi');
  return query.where('status', '==', status);
}

route(adminRouter, getAdminUsers, async ({ req }) => {
  const search = str(req.query.search);
  let query: Query = db().collection(COLLECTIONS.users);
  if (search.length >= 2) query = query.where('searchKeys', 'array-contains', lookupKey(search));
  const page = await listPage(COLLECTIONS.users, query, req.query, (doc) => ({
    id: doc.id,
    fullName: text(doc, 'fullName'),
    email: text(doc, 'email'),
    ...limitsOf(doc),
    createdAt: iso(doc.get('createdAt')),
    pausedAt: iso(doc.get('pausedAt')),
    deletionRequestedAt: iso(doc.get('deletionRequestedAt')),
    // written by her own requests (sessions/activity.ts), so the list reads nothing more for it
    lastActiveAt: iso(doc.get('lastActiveAt')),
  }));
  // The page's games in one query per 30 users ('in' takes at most 30 values), not one per user.
  const ids = page.rows.map((user) => user.id);
  const chunks = Array.from({ length: Math.ceil(ids.length / 30) }, (_, index) => ids.slice(index * 30, index * 30 + 30));
  const [games, deletedAccounts] = await Promise.all([
    Promise.all(chunks.map((chunk) => db().collection(COLLECTIONS.games).where('userId', 'in', chunk).get())).then((snapshots) =>
      snapshots.flatMap((snapshot) => snapshot.docs),
    ),
    deletedAccountsSummary(),
  ]);
  const users = page.rows.map((user) => {
    const owned = games.filter((game) => game.get('userId') === user.id);
    const pick = (type: string): AdminGameLink[] =>
      owned
        .filter((game) => game.get('type') === type)
        .map((game) => ({ id: game.id, title: text(game, 'title'), status: text(game, 'status'), token: text(game, 'token') }));
    return { ...user, genderGames: pick('gender'), nameGames: pick('name'), birthDateGames: pick('birthdate') };
  });
  return { users, total: page.total, nextCursor: page.nextCursor, deletedAccounts };
});

route(adminRouter, getAdminUserBabyCounts, async ({ params: { id } }) => {
  const profile = await db().collection(COLLECTIONS.users).doc(id).get();
  if (!profile.exists) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
  // the profile is read for the 404 anyway: whether a birth date is set costs no further read
  return { userId: id, hasBirthDate: Boolean(profile.get('babyBirthDate')), ...(await babyCounts(id)) };
});

/** How many accounts their owners deleted and when the last one was: one document deletion keeps up (ADR 0030). */
async function deletedAccountsSummary() {
  const stats = await deletedAccountsRef().get();
  return { total: Number(stats.get('total') ?? 0), lastDeletedAt: iso(stats.get('lastDeletedAt')) };
}

/** New limits apply at once: every check reads them from the profile when it runs. */
route(adminRouter, updateUserLimits, async ({ req, params, body: limits }) => {
  const ref = db().collection(COLLECTIONS.users).doc(params.id);
  const before = await ref.get();
  if (!before.exists) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
  await ref.update({ ...limits, updatedAt: FieldValue.serverTimestamp() });
  // The participant limit applies at once to the user's running games too.
  const games = await db().collection(COLLECTIONS.games).where('userId', '==', ref.id).where('status', '==', 'active').get();
  await Promise.all(games.docs.map((game) => game.ref.update({ maxParticipants: limits.maxGameParticipants })));
  await audit(
    req.admin!,
    'user.limits.update',
    { type: 'user', id: ref.id },
    {
      from: limitsOf(before),
      to: limits,
    },
  );
  return { id: ref.id, ...limits };
});

route(adminRouter, getAdminServiceRequests, async ({ req }) => {
  const query = withStatus(db().collection(COLLECTIONS.serviceRequests), req, ['pending', 'answered']);
  const page = await listPage(COLLECTIONS.serviceRequests, query, req.query, (doc) => ({ ...toServiceRequest(doc), userId: text(doc, 'userId') }));
  const owners = await Promise.all([...new Set(page.rows.map((row) => row.userId))].map((id) => db().collection(COLLECTIONS.users).doc(id).get()));
  const names = new Map(owners.map((owner) => [owner.id, String(owner.get('fullName') ?? '')]));
  return {
    serviceRequests: page.rows.map((row) => ({ ...row, userFullName: names.get(row.userId) ?? '' })),
    total: page.total,
    nextCursor: page.nextCursor,
  };
});

route(adminRouter, respondToServiceRequest, async ({ req, params, body: { response } }) => {
  const ref = db().collection(COLLECTIONS.serviceRequests).doc(params.id);
  const request = await ref.get();
  if (!request.exists) throw new DomainError('not-found', 'Talep bulunamadı');
  const owner = await db()
    .collection(COLLECTIONS.users)
    .doc(String(request.get('userId')))
    .get();
  await ref.update({ status: 'answered', response, respondedAt: FieldValue.serverTimestamp(), respondedBy: req.admin!.uid });
  const email = String(owner.get('email') ?? '');
  if (email) {
    const name = String(owner.get('fullName') ?? '');
    await queue({
      channel: 'email',
      kind: 'service_request_reply',
      to: { email, name },
      ...replyEmail(name, `"${String(request.get('category'))}" talebiniz`, response),
      context: { userId: owner.id },
    });
  }
  await audit(req.admin!, 'service_request.respond', { type: 'serviceRequest', id: ref.id });
  return { ...toServiceRequest(await ref.get()), message: 'Yanıt gönderildi' };
});

route(adminRouter, getAdminContactMessages, async ({ req }) => {
  let query = withStatus(db().collection(COLLECTIONS.contactMessages), req, ['pending', 'responded', 'read']);
  const search = str(req.query.search);
  if (search.includes('@')) query = query.where('email', '==', foldEmail(search));
  const page = await listPage(COLLECTIONS.contactMessages, query, req.query, (doc) => ({
    id: doc.id,
    firstName: text(doc, 'firstName'),
    lastName: text(doc, 'lastName'),
    email: text(doc, 'email'),
    phone: text(doc, 'phone'),
    subject: text(doc, 'subject'),
    message: text(doc, 'message'),
    status: text(doc, 'status') || 'pending',
    response: text(doc, 'response'),
    createdAt: iso(doc.get('createdAt')),
  }));
  return { contactMessages: page.rows, total: page.total, nextCursor: page.nextCursor };
});

route(adminRouter, respondToContactMessage, async ({ req, params, body: { response } }) => {
  const ref = db().collection(COLLECTIONS.contactMessages).doc(params.id);
  const message = await ref.get();
  if (!message.exists) throw new DomainError('not-found', 'Mesaj bulunamadı');
  const name = `${text(message as QueryDocumentSnapshot, 'firstName')} ${text(message as QueryDocumentSnapshot, 'lastName')}`.trim();
  await ref.update({ status: 'responded', response, respondedAt: FieldValue.serverTimestamp(), respondedBy: req.admin!.uid });
  await queue({
    channel: 'email',
    kind: 'contact_reply',
    to: { email: String(message.get('email')), name },
    ...replyEmail(name, `"${String(message.get('subject'))}" konulu mesajınız`, response),
    context: { userId: String(message.get('userId') ?? '') },
  });
  await audit(req.admin!, 'contact_message.respond', { type: 'contactMessage', id: ref.id });
  return { id: ref.id, status: 'responded' as const, response, message: 'Yanıt gönderildi' };
});

route(adminRouter, markContactMessageRead, async ({ req, params }) => {
  const ref = db().collection(COLLECTIONS.contactMessages).doc(params.id);
  const message = await ref.get();
  if (!message.exists) throw new DomainError('not-found', 'Mesaj bulunamadı');
  const status = String(message.get('status') ?? '');
  if (status === 'pending') await ref.update({ status: 'read' });
  await audit(req.admin!, 'contact_message.read', { type: 'contactMessage', id: ref.id });
  return { id: ref.id, status: status === 'pending' ? 'read' : status };
});

/** One page of a delivery log (SMS, e-mail, push), filtered by status and, where it has one, by its address field. */
function deliveryLog<Field extends string>(collection: string, fields: readonly Field[], searchField?: Field) {
  return async (req: Request) => {
    let query = withStatus(db().collection(collection), req, Object.keys(LOG_STATUS_LABELS));
    const search = str(req.query.search);
    if (search && searchField) query = query.where(searchField, '==', searchField === 'email' ? foldEmail(search) : search);
    return listPage(collection, query, req.query, (doc) => ({
      id: doc.id,
      messageId: text(doc, 'messageId') || doc.id,
      ...(Object.fromEntries(fields.map((field) => [field, text(doc, field)])) as Record<Field, string>),
      createdAt: iso(doc.get('createdAt')),
    }));
  };
}

const smsLogPage = deliveryLog(
  COLLECTIONS.smsLogs,
  ['gameType', 'gameTitle', 'status', 'participantName', 'phoneNumber', 'message', 'orderId', 'errorMessage'],
  'phoneNumber',
);
route(adminRouter, getSmsLogs, async ({ req }) => {
  const page = await smsLogPage(req);
  return { smsLogs: page.rows, total: page.total, nextCursor: page.nextCursor };
});

const emailLogPage = deliveryLog(
  COLLECTIONS.emailLogs,
  ['gameType', 'gameTitle', 'status', 'participantName', 'email', 'subject', 'message', 'orderId', 'errorMessage'],
  'email',
);
route(adminRouter, getEmailLogs, async ({ req }) => {
  const page = await emailLogPage(req);
  return { emailLogs: page.rows, total: page.total, nextCursor: page.nextCursor };
});

const pushLogPage = deliveryLog(COLLECTIONS.pushLogs, ['deviceToken', 'title', 'body', 'status', 'errorMessage']);
route(adminRouter, getPushLogs, async ({ req }) => {
  const page = await pushLogPage(req);
  return { pushLogs: page.rows, total: page.total, nextCursor: page.nextCursor };
});

route(adminRouter, resendOutboxMessage, async ({ req, params }) => {
  const ref = db().collection(COLLECTIONS.outbox).doc(params.id);
  const message = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new DomainError('not-found', 'İleti bulunamadı');
    if (!['failed', 'held', 'ambiguous'].includes(String(snapshot.get('status'))))
      throw new DomainError('conflict', 'Yalnızca gönderilemeyen veya bekletilen bir ileti yeniden gönderilebilir');
    const now = Timestamp.now();
    tx.update(ref, {
      status: 'retry',
      nextAttemptAt: now,
      firstAttemptAt: now,
      attempts: 0,
      failure: FieldValue.delete(),
      delivery: FieldValue.delete(),
      lastError: '',
      resentBy: req.admin!.uid,
    });
    return snapshot.data() as StoredMessage;
  });
  await writeDeliveryLog(ref.id, message, { status: 'pending', errorMessage: 'Yönetici yeniden gönderdi' });
  await audit(req.admin!, 'outbox.resend', { type: 'outbox', id: ref.id });
  return { id: ref.id, message: 'İleti yeniden gönderim sırasına alındı' };
});

route(adminRouter, getExpoTokens, async ({ req }) => {
  let query: Query = db().collection(COLLECTIONS.expoTokens);
  const userId = str(req.query.search);
  if (userId) query = query.where('userId', '==', userId);
  const page = await listPage(COLLECTIONS.expoTokens, query, req.query, (doc) => ({
    id: doc.id,
    userId: text(doc, 'userId'),
    expoToken: text(doc, 'expoToken'),
    deviceInfo: text(doc, 'deviceInfo'),
    isActive: doc.get('isActive') === true,
    lastUsedAt: iso(doc.get('lastUsedAt')),
    createdAt: iso(doc.get('createdAt')),
  }));
  return { expoTokens: page.rows, total: page.total, nextCursor: page.nextCursor };
});

route(adminRouter, sendTestEmailEndpoint, async ({ req, body: input }) => {
  const result = await sendTestEmail(input.recipientEmail, input.subject, input.message);
  await audit(
    req.admin!,
    'email.test',
    { type: 'email', id: foldEmail(input.recipientEmail) },
    { subject: input.subject, outcome: result.ok ? 'sent' : result.reason },
  );
  if (!result.ok) throw new DomainError('provider-failed', ADMIN_MESSAGES.emailFailed);
  return { message: `Test e-postası ${input.recipientEmail} adresine gönderildi.` };
});

route(adminRouter, getAdminAccounts, async () => {
  const snapshot = await db().collection(COLLECTIONS.adminUsers).get();
  const adminUsers: AdminAccount[] = snapshot.docs
    .map((doc) => ({
      id: doc.id,
      username: text(doc, 'username'),
      fullName: text(doc, 'fullName'),
      email: text(doc, 'email'),
      role: text(doc, 'role') as AdminRole,
      isActive: doc.get('isActive') === true,
      totpEnabled: doc.get('totpEnabled') === true,
      createdAt: iso(doc.get('createdAt')),
    }))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return { adminUsers };
});

route(adminRouter, createAdminEndpoint, async ({ req, body: input }) => {
  await assertUncommonPassword(input.password);
  let uid: string;
  try {
    uid = await createAdminAccount(input);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'admin/username-taken') throw new DomainError('conflict', 'Bu kullanıcı adı zaten kullanılıyor');
    if (code === 'auth/email-already-exists') throw new DomainError('conflict', 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.');
    throw new DomainError('invalid', ADMIN_MESSAGES.createFailed);
  }
  await audit(req.admin!, 'admin.create', { type: 'adminUser', id: uid }, { username: input.username, role: input.role });
  await notifySecurityEvent({ email: foldEmail(input.email), name: input.fullName }, 'admin_created', uid, input.role);
  return {
    id: uid,
    username: input.username.toLowerCase(),
    fullName: input.fullName,
    email: foldEmail(input.email),
    role: input.role,
    isActive: true,
    totpEnabled: false,
  };
});

/** Only a super_admin changes roles or deactivates an admin; nobody demotes or deactivates themselves. */
route(adminRouter, updateAdminAccount, async ({ req, params: { id }, body }) => {
  if (id === req.admin!.uid) throw new DomainError('invalid', 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz');
  const ref = db().collection(COLLECTIONS.adminUsers).doc(id);
  const record = await ref.get();
  if (!record.exists) throw new DomainError('not-found', ADMIN_MESSAGES.adminNotFound);
  const changes: { role?: AdminRole; isActive?: boolean } = {};
  if (body.role !== undefined) changes.role = body.role;
  if (body.isActive !== undefined) changes.isActive = body.isActive;
  await ref.update(changes);
  if (changes.role) await getAuth().setCustomUserClaims(id, { role: changes.role });
  if (changes.isActive === false || changes.role) await endAdminSessions(id);
  await audit(req.admin!, 'admin.update', { type: 'adminUser', id }, changes);
  const owner = { email: String(record.get('email') ?? ''), name: String(record.get('fullName') ?? '') };
  if (changes.role && changes.role !== record.get('role')) await notifySecurityEvent(owner, 'admin_role_changed', id, changes.role);
  if (changes.isActive === false && record.get('isActive') === true) await notifySecurityEvent(owner, 'admin_deactivated', id);
  return { id, ...changes };
});

route(adminRouter, getAuditLog, async ({ req }) => {
  const page = await listPage(COLLECTIONS.auditLog, db().collection(COLLECTIONS.auditLog), req.query, (doc) => ({
    id: doc.id,
    adminUsername: text(doc, 'adminUsername'),
    adminRole: text(doc, 'adminRole'),
    action: text(doc, 'action'),
    targetType: text(doc, 'targetType'),
    targetId: text(doc, 'targetId'),
    details: JSON.stringify(doc.get('details') ?? {}),
    createdAt: iso(doc.get('createdAt')),
  }));
  return { auditLog: page.rows, total: page.total, nextCursor: page.nextCursor };
});

// ---- the second factor (ADR 0016) ----

/** A new authenticator secret for the signed-in operator, with its QR code; login is unchanged until it is enabled. */
route(adminRouter, startAdminTotp, async ({ req, res }) => {
  res.set('Cache-Control', 'no-store');
  if (req.admin!.totpEnabled) throw new DomainError('conflict', ADMIN_MESSAGES.totpAlreadyOn);
  return startTotpSetup(req.admin!.uid, req.admin!.username);
});

route(adminRouter, enableAdminTotp, async ({ req, body: { code } }) => {
  await enableTotp(req.admin!.uid, code);
  await audit(req.admin!, 'admin.totp.enable', { type: 'adminUser', id: req.admin!.uid });
  const record = await db().collection(COLLECTIONS.adminUsers).doc(req.admin!.uid).get();
  await notifySecurityEvent({ email: String(record.get('email') ?? ''), name: String(record.get('fullName') ?? '') }, 'admin_totp_enabled', req.admin!.uid);
  return { message: ADMIN_MESSAGES.totpEnabled };
});

route(adminRouter, resetAdminTotp, async ({ req, params: { id } }) => {
  if (id === req.admin!.uid) throw new DomainError('invalid', ADMIN_MESSAGES.totpResetSelf);
  const record = await db().collection(COLLECTIONS.adminUsers).doc(id).get();
  if (!record.exists) throw new DomainError('not-found', ADMIN_MESSAGES.adminNotFound);
  if (!(await resetTotp(id))) throw new DomainError('conflict', ADMIN_MESSAGES.totpNotOn);
  await endAdminSessions(id);
  await audit(req.admin!, 'admin.totp.reset', { type: 'adminUser', id });
  await notifySecurityEvent({ email: String(record.get('email') ?? ''), name: String(record.get('fullName') ?? '') }, 'admin_totp_reset', id);
  return { id, message: ADMIN_MESSAGES.totpReset };
});
