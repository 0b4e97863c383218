import { getAuth } from 'firebase-admin/auth';
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { LOG_STATUS_LABELS } from '@bebek/common/delivery';
import { COLLECTIONS, type AdminRole } from '@bebek/common/model';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { operatorSearch, type OperatorSearch } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { AdminAccount, AdminGameLink } from '@bebek/common/types';
import { notifySecurityEvent } from '../accounts/securityNotice';
import { babyCounts } from '../baby/service';
import { readGamesOf, setParticipantLimitOfActiveGames } from '../games/data';
import { DomainError } from '../lib/errors';
import { verifyPassword } from '../lib/identity';
import { assertUncommonPassword } from '../lib/passwords';
import { replyEmail } from '../mail/templates';
import { OPERATOR_RESENDABLE, requeueMessage, writeDeliveryLog, type OutboxStatus, type StoredMessage } from '../outbox/data';
import { queue } from '../outbox/policy';
import { sendTestEmail } from '../outbox/providers';
import { operatorView } from '../birth-notification/service';
import { readProfile } from '../profile/data';
import * as serviceRequestsData from '../service-requests/data';
import { toServiceRequest } from '../service-requests/service';
import { endAdminSessions } from '../sessions/end';
import type { SessionRecord } from '../sessions/data';
import { storedSessionVersion } from '../sessions/tokens';
import { createAdminAccount } from './accounts';
import { audit } from './audit';
import { ADMIN_SESSION_EXPIRED, type AdminIdentity } from './authenticate';
import * as data from './data';
import { iso, listPage } from './list';
import { auditNames, parentsMatching, withParents } from './names';
import { admitLoginAttempt, clearLoginAttempts } from './loginGuard';
import { enableTotp, resetTotp, startTotpSetup, verifyTotp } from './totp';

/**
 * The operators' panel's rules (ADR 0016): login and its second factor, the parents' list and
 * limits, the answers to service requests and contact messages, the delivery logs and the outbox,
 * the operators' own accounts; every change audited. No HTTP and no Firestore here: router.ts
 * answers, data.ts stores.
 */

/** A table's page filter from the query string, as typed (trimmed, at most 200 characters). */
const str = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
const text = (doc: DocumentSnapshot, field: string) => String(doc.get(field) ?? '');

/** What a table's request asks: its filters and its page. */
export type TableQuery = Record<string, unknown> & { cursor?: unknown; pageSize?: unknown };

function statusFilter(query: TableQuery, allowed: string[]): data.Filters {
  const status = str(query.status);
  if (!status) return [];
  if (!allowed.includes(status)) throw new DomainError('invalid', 'Geçersiz durum filtresi');
  return [['status', '==', status]];
}

// ---- login and the session

/**
 * Username and password, then the authenticator's code once the operator has enabled it; an
 * inactive admin cannot log in. Every attempt is counted first per username at its source (the
 * client's address, from the router): admin/loginGuard.ts, growing delays after 5 failures there and
 * only there, so nobody locks an operator out by knowing the username (ADR 0064). Answers who logged
 * in, with the session version the session is issued at.
 */
export async function logIn(username: string, password: string, totpCode: string | undefined, source: string) {
  const guard = { username, source };
  await admitLoginAttempt(guard);
  const record = await data.readAdminByUsername(username.toLowerCase());
  if (!record || record.get('isActive') !== true) throw new DomainError('unauthenticated', ADMIN_MESSAGES.loginFailed);
  const uid = await verifyPassword(String(record.get('email')), password);
  if (uid !== record.id) throw new DomainError('unauthenticated', ADMIN_MESSAGES.loginFailed);
  if (record.get('totpEnabled') === true) {
    // The password was right: the panel now asks for the code (the field's error names it).
    if (!totpCode) throw new DomainError('unauthenticated', ADMIN_MESSAGES.totpRequired, { totpCode: ADMIN_MESSAGES.totpRequired });
    if (!(await verifyTotp(uid, totpCode))) throw new DomainError('unauthenticated', ADMIN_MESSAGES.totpWrong, { totpCode: ADMIN_MESSAGES.totpWrong });
  }
  await clearLoginAttempts(guard);
  const role = String(record.get('role')) as AdminRole;
  const user = await getAuth().getUser(uid);
  if (user.customClaims?.role !== role) await getAuth().setCustomUserClaims(uid, { role });
  return {
    version: storedSessionVersion(record.get('sessionVersion')),
    admin: { id: uid, username: String(record.get('username')), fullName: String(record.get('fullName')), role },
  };
}

/**
 * The role a remembered browser's session is renewed with: its operator still active, at the
 * session's version. Otherwise `forget` ends the browser's session and the refresh is refused.
 */
export async function renewalRole(session: SessionRecord | undefined, forget: () => Promise<void>): Promise<string> {
  const record = session ? await data.readAdmin(session.uid) : undefined;
  if (!session || !record?.exists || record.get('isActive') !== true || storedSessionVersion(record.get('sessionVersion')) !== session.version) {
    if (session) await forget();
    throw new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED);
  }
  return String(record.get('role'));
}

// ---- the parents

/** A parent's limits as stored, the defaults where none was set (an account made before limits were kept). */
const limitsOf = (doc: DocumentSnapshot) => ({
  maxGameParticipants: Number(doc.get('maxGameParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS),
  maxBirthNotificationContacts: Number(doc.get('maxBirthNotificationContacts') ?? DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS),
});

/** The profile filter of a search: the whole address or a name's longest word (`searchKeys`), or the number (`phoneKey`). */
function profileFilter(search: OperatorSearch): data.Filters {
  if (search.kind === 'email') return [['searchKeys', 'array-contains', search.email]];
  if (search.kind === 'phone') return [['phoneKey', '==', search.phone]];
  if (search.kind === 'name') return [['searchKeys', 'array-contains', search.key]];
  return [];
}

export async function listUsers(query: TableQuery) {
  const page = await listPage(COLLECTIONS.users, profileFilter(operatorSearch(str(query.search))), query, (doc) => ({
    id: doc.id,
    fullName: text(doc, 'fullName'),
    email: text(doc, 'email'),
    phone: text(doc, 'phone'),
    ...limitsOf(doc),
    createdAt: iso(doc.get('createdAt')),
    pausedAt: iso(doc.get('pausedAt')),
    deletionRequestedAt: iso(doc.get('deletionRequestedAt')),
    // written by her own requests (sessions/activity.ts), so the list reads nothing more for it
    lastActiveAt: iso(doc.get('lastActiveAt')),
  }));
  // The page's games in one query per 30 users (games/data.ts readGamesOf), not one per user.
  const [games, deletedAccounts] = await Promise.all([readGamesOf(page.rows.map((user) => user.id)), deletedAccountsSummary()]);
  const users = page.rows.map((user) => {
    const owned = games.filter((game) => game.get('userId') === user.id);
    const pick = (type: string): AdminGameLink[] =>
      owned
        .filter((game) => game.get('type') === type)
        .map((game) => ({ id: game.id, title: text(game, 'title'), status: text(game, 'status'), token: text(game, 'token') }));
    return { ...user, genderGames: pick('gender'), nameGames: pick('name'), birthDateGames: pick('birthdate') };
  });
  return { users, total: page.total, nextCursor: page.nextCursor, deletedAccounts };
}

/** How many accounts their owners deleted and when the last one was: one document deletion keeps up (ADR 0030). */
async function deletedAccountsSummary() {
  const stats = await data.readDeletedAccountsStats();
  return { total: Number(stats.get('total') ?? 0), lastDeletedAt: iso(stats.get('lastDeletedAt')) };
}

export async function userBabyCounts(id: string) {
  const profile = await readProfile(id);
  if (!profile.exists) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
  // the profile is read for the 404 anyway: whether a birth date is set costs no further read
  return { userId: id, hasBirthDate: Boolean(profile.get('babyBirthDate')), ...(await babyCounts(id)) };
}

/** Her birth announcement and each contact's latest messages, for the user detail (ADR 0054). */
export async function userBirthNotification(id: string) {
  const profile = await readProfile(id);
  if (!profile.exists) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
  return { userId: id, maxContacts: limitsOf(profile).maxBirthNotificationContacts, ...(await operatorView(id)) };
}

/** New limits apply at once: every check reads them from the profile when it runs. */
export async function changeUserLimits(admin: AdminIdentity, id: string, limits: { maxGameParticipants: number; maxBirthNotificationContacts: number }) {
  const before = await readProfile(id);
  if (!before.exists) throw new DomainError('not-found', 'Kullanıcı bulunamadı');
  await data.saveUserLimits(id, limits);
  // The participant limit applies at once to the user's running games too.
  await setParticipantLimitOfActiveGames(id, limits.maxGameParticipants);
  await audit(admin, 'user.limits.update', { type: 'user', id }, { from: limitsOf(before), to: limits });
  return { id, ...limits };
}

// ---- service requests and contact messages

export async function listServiceRequests(query: TableQuery) {
  const filters = statusFilter(query, ['pending', 'answered']);
  const page = await listPage(COLLECTIONS.serviceRequests, filters, query, (doc) => ({ ...toServiceRequest(doc), userId: text(doc, 'userId') }));
  const owners = await Promise.all([...new Set(page.rows.map((row) => row.userId))].map((id) => readProfile(id)));
  const names = new Map(owners.map((owner) => [owner.id, String(owner.get('fullName') ?? '')]));
  return {
    serviceRequests: page.rows.map((row) => ({ ...row, userFullName: names.get(row.userId) ?? '' })),
    total: page.total,
    nextCursor: page.nextCursor,
  };
}

export async function answerServiceRequest(admin: AdminIdentity, id: string, response: string) {
  const request = await serviceRequestsData.readRequest(id);
  if (!request.exists) throw new DomainError('not-found', 'Talep bulunamadı');
  const owner = await readProfile(String(request.get('userId')));
  await serviceRequestsData.saveResponse(id, response, admin.uid);
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
  await audit(admin, 'service_request.respond', { type: 'serviceRequest', id });
  return { ...toServiceRequest(await serviceRequestsData.readRequest(id)), message: 'Yanıt gönderildi' };
}

export async function listContactMessages(query: TableQuery) {
  const filters = [...statusFilter(query, ['pending', 'responded', 'read'])];
  const search = str(query.search);
  if (search.includes('@')) filters.push(['email', '==', foldEmail(search)]);
  const page = await listPage(COLLECTIONS.contactMessages, filters, query, (doc) => ({
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
}

export async function answerContactMessage(admin: AdminIdentity, id: string, response: string) {
  const message = await data.readContactMessage(id);
  if (!message.exists) throw new DomainError('not-found', 'Mesaj bulunamadı');
  const name = `${text(message, 'firstName')} ${text(message, 'lastName')}`.trim();
  await data.saveContactResponse(id, response, admin.uid);
  await queue({
    channel: 'email',
    kind: 'contact_reply',
    to: { email: String(message.get('email')), name },
    ...replyEmail(name, `"${String(message.get('subject'))}" konulu mesajınız`, response),
    context: { userId: String(message.get('userId') ?? '') },
  });
  await audit(admin, 'contact_message.respond', { type: 'contactMessage', id });
  return { id, status: 'responded' as const, response, message: 'Yanıt gönderildi' };
}

export async function markContactMessageRead(admin: AdminIdentity, id: string) {
  const message = await data.readContactMessage(id);
  if (!message.exists) throw new DomainError('not-found', 'Mesaj bulunamadı');
  const status = String(message.get('status') ?? '');
  if (status === 'pending') await data.markContactMessageRead(id);
  await audit(admin, 'contact_message.read', { type: 'contactMessage', id });
  return { id, status: status === 'pending' ? 'read' : status };
}

// ---- deliveries: the logs, the outbox, devices, a test e-mail

/**
 * One page of a delivery log (SMS, e-mail, push), filtered by status and searched (ADR 0054): by
 * the parent the messages were sent for (her name, e-mail or phone: the parents are found first,
 * then their messages by `userId`, as every entry has carried it since the first log) or, where
 * the log has one, by the recipient's address field: one query whose alternatives each have an
 * index. A search that names nobody reads no log at all. Every row names its parent.
 */
function deliveryLog<Field extends string>(collection: string, fields: readonly Field[], recipient?: { field: Field; kind: 'phone' | 'email' }) {
  return async (query: TableQuery) => {
    const filters = [...statusFilter(query, Object.keys(LOG_STATUS_LABELS))];
    const search = operatorSearch(str(query.search));
    const matched = await parentsMatching(search);
    const alternatives: data.Filters[] = [];
    if (matched.parents.length) alternatives.push([['userId', 'in', matched.parents.map((parent) => parent.id)]]);
    const address = search.kind === 'phone' ? search.phone : search.kind === 'email' ? search.email : '';
    if (recipient && search.kind === recipient.kind) alternatives.push([[recipient.field, '==', address]]);
    if (search.kind !== 'none' && alternatives.length === 0) return { rows: [], total: 0, nextCursor: null, matched };
    const page = await listPage(
      collection,
      filters,
      query,
      (doc) => ({
        id: doc.id,
        messageId: text(doc, 'messageId') || doc.id,
        ...(Object.fromEntries(fields.map((field) => [field, text(doc, field)])) as Record<Field, string>),
        userId: text(doc, 'userId'),
        createdAt: iso(doc.get('createdAt')),
      }),
      alternatives,
    );
    return { ...page, rows: await withParents(page.rows, matched.parents), matched };
  };
}

export const smsLogPage = deliveryLog(
  COLLECTIONS.smsLogs,
  ['gameType', 'gameTitle', 'status', 'participantName', 'phoneNumber', 'message', 'orderId', 'errorMessage'],
  { field: 'phoneNumber', kind: 'phone' },
);
export const emailLogPage = deliveryLog(
  COLLECTIONS.emailLogs,
  ['gameType', 'gameTitle', 'status', 'participantName', 'email', 'subject', 'message', 'orderId', 'errorMessage'],
  { field: 'email', kind: 'email' },
);
export const pushLogPage = deliveryLog(COLLECTIONS.pushLogs, ['deviceToken', 'title', 'body', 'status', 'errorMessage']);

/** Only a message that could not be sent, or was held, goes back to the queue. */
export async function resendMessage(admin: AdminIdentity, id: string) {
  const message = (await requeueMessage(id, admin.uid, (status) => {
    if (status === undefined) throw new DomainError('not-found', 'İleti bulunamadı');
    if (!OPERATOR_RESENDABLE.includes(status as OutboxStatus))
      throw new DomainError('conflict', 'Yalnızca gönderilemeyen veya bekletilen bir ileti yeniden gönderilebilir');
  })) as StoredMessage;
  await writeDeliveryLog(id, message, { status: 'pending', errorMessage: 'Yönetici yeniden gönderdi' });
  await audit(admin, 'outbox.resend', { type: 'outbox', id });
  return { id, message: 'İleti yeniden gönderim sırasına alındı' };
}

export async function listDevices(query: TableQuery) {
  const userId = str(query.search);
  const page = await listPage(COLLECTIONS.expoTokens, userId ? [['userId', '==', userId]] : [], query, (doc) => ({
    id: doc.id,
    userId: text(doc, 'userId'),
    expoToken: text(doc, 'expoToken'),
    deviceInfo: text(doc, 'deviceInfo'),
    isActive: doc.get('isActive') === true,
    lastUsedAt: iso(doc.get('lastUsedAt')),
    createdAt: iso(doc.get('createdAt')),
  }));
  return { expoTokens: page.rows, total: page.total, nextCursor: page.nextCursor };
}

export async function sendTestMessage(admin: AdminIdentity, input: { recipientEmail: string; subject: string; message: string }) {
  const result = await sendTestEmail(input.recipientEmail, input.subject, input.message);
  await audit(
    admin,
    'email.test',
    { type: 'email', id: foldEmail(input.recipientEmail) },
    { subject: input.subject, outcome: result.ok ? 'sent' : result.reason },
  );
  if (!result.ok) throw new DomainError('provider-failed', ADMIN_MESSAGES.emailFailed);
  return { message: `Test e-postası ${input.recipientEmail} adresine gönderildi.` };
}

// ---- the operators' accounts

export async function listAdmins() {
  const records = await data.readAdmins();
  const adminUsers: AdminAccount[] = records
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
}

export async function addAdmin(admin: AdminIdentity, input: { username: string; password: string; fullName: string; email: string; role: AdminRole }) {
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
  await audit(admin, 'admin.create', { type: 'adminUser', id: uid }, { username: input.username, role: input.role });
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
}

/** Only a super_admin changes roles or deactivates an admin; nobody demotes or deactivates themselves. */
export async function changeAdmin(admin: AdminIdentity, id: string, body: { role?: AdminRole; isActive?: boolean }) {
  if (id === admin.uid) throw new DomainError('invalid', 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz');
  const record = await data.readAdmin(id);
  if (!record.exists) throw new DomainError('not-found', ADMIN_MESSAGES.adminNotFound);
  const changes: { role?: AdminRole; isActive?: boolean } = {};
  if (body.role !== undefined) changes.role = body.role;
  if (body.isActive !== undefined) changes.isActive = body.isActive;
  await data.updateAdminRecord(id, changes);
  if (changes.role) await getAuth().setCustomUserClaims(id, { role: changes.role });
  if (changes.isActive === false || changes.role) await endAdminSessions(id);
  await audit(admin, 'admin.update', { type: 'adminUser', id }, changes);
  const owner = { email: String(record.get('email') ?? ''), name: String(record.get('fullName') ?? '') };
  if (changes.role && changes.role !== record.get('role')) await notifySecurityEvent(owner, 'admin_role_changed', id, changes.role);
  if (changes.isActive === false && record.get('isActive') === true) await notifySecurityEvent(owner, 'admin_deactivated', id);
  return { id, ...changes };
}

/** Who did what to which record, by name (names.ts: read with the page, from the records as they are now). */
export async function listAuditLog(query: TableQuery) {
  const page = await listPage(COLLECTIONS.auditLog, [], query, (doc: QueryDocumentSnapshot) => ({
    id: doc.id,
    adminId: text(doc, 'adminId'),
    adminUsername: text(doc, 'adminUsername'),
    adminRole: text(doc, 'adminRole'),
    action: text(doc, 'action'),
    targetType: text(doc, 'targetType'),
    targetId: text(doc, 'targetId'),
    details: JSON.stringify(doc.get('details') ?? {}),
    createdAt: iso(doc.get('createdAt')),
  }));
  const names = await auditNames(page.rows);
  return { auditLog: page.rows.map((row, index) => ({ ...row, ...names[index]! })), total: page.total, nextCursor: page.nextCursor };
}

// ---- the second factor (ADR 0016)

/** A new authenticator secret for the signed-in operator, with its QR code; login is unchanged until it is enabled. */
export async function startSecondFactor(admin: AdminIdentity) {
  if (admin.totpEnabled) throw new DomainError('conflict', ADMIN_MESSAGES.totpAlreadyOn);
  return startTotpSetup(admin.uid, admin.username);
}

export async function enableSecondFactor(admin: AdminIdentity, code: string) {
  await enableTotp(admin.uid, code);
  await audit(admin, 'admin.totp.enable', { type: 'adminUser', id: admin.uid });
  const record = await data.readAdmin(admin.uid);
  await notifySecurityEvent({ email: String(record.get('email') ?? ''), name: String(record.get('fullName') ?? '') }, 'admin_totp_enabled', admin.uid);
  return { message: ADMIN_MESSAGES.totpEnabled };
}

export async function resetSecondFactor(admin: AdminIdentity, id: string) {
  if (id === admin.uid) throw new DomainError('invalid', ADMIN_MESSAGES.totpResetSelf);
  const record = await data.readAdmin(id);
  if (!record.exists) throw new DomainError('not-found', ADMIN_MESSAGES.adminNotFound);
  if (!(await resetTotp(id))) throw new DomainError('conflict', ADMIN_MESSAGES.totpNotOn);
  await endAdminSessions(id);
  await audit(admin, 'admin.totp.reset', { type: 'adminUser', id });
  await notifySecurityEvent({ email: String(record.get('email') ?? ''), name: String(record.get('fullName') ?? '') }, 'admin_totp_reset', id);
  return { id, message: ADMIN_MESSAGES.totpReset };
}
