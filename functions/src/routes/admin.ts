import { Router, type Request } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { adminLoginSchema, ADMIN_MESSAGES, createAdminSchema, limitsSchema, replySchema, testEmailSchema } from '@bebek/common/schemas/admin';
import { lookupKey } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import { createAdminAccount } from '../admin/accounts';
import { audit } from '../admin/audit';
import { authenticateAdmin, requireSuperAdmin } from '../admin/authenticate';
import { iso, listPage } from '../admin/list';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { verifyPassword } from '../lib/identity';
import { assertUncommonPassword } from '../lib/passwords';
import { limiter } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { replyEmail } from '../mail/templates';
import { enqueue } from '../outbox/message';
import { sendTestEmail } from '../outbox/providers';
import { toServiceRequest } from './serviceRequests';

export const adminRouter = Router();

const adminLoginPerIp = limiter({ name: 'admin-login-ip', windowMs: 15 * 60_000, limit: 50, skipSuccessfulRequests: true });

/** POST /api/admin/login: username and password; an inactive admin cannot log in. */
adminRouter.post('/admin/login', adminLoginPerIp, async (req, res) => {
  const { username, password } = await validateBody(adminLoginSchema, req.body);
  const found = await db().collection(COLLECTIONS.adminUsers).where('username', '==', username.toLowerCase()).limit(1).get();
  const record = found.docs[0];
  if (!record || record.get('isActive') !== true) throw new HttpError(401, ADMIN_MESSAGES.loginFailed);
  const uid = await verifyPassword(String(record.get('email')), password);
  if (uid !== record.id) throw new HttpError(401, ADMIN_MESSAGES.loginFailed);
  const role = String(record.get('role'));
  const user = await getAuth().getUser(uid);
  if (user.customClaims?.role !== role) await getAuth().setCustomUserClaims(uid, { role });
  const token = await getAuth().createCustomToken(uid, { role });
  res.json({ token, admin: { id: uid, username: record.get('username'), fullName: record.get('fullName'), role } });
});

adminRouter.use('/admin', authenticateAdmin);

adminRouter.get('/admin/me', (req, res) => {
  res.json(req.admin);
});

const text = (doc: QueryDocumentSnapshot, field: string) => String(doc.get(field) ?? '');
const str = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

function withStatus(query: Query, req: Request, allowed: string[]): Query {
  const status = str(req.query.status);
  if (!status) return query;
  if (!allowed.includes(status)) throw new HttpError(400, 'Geçersiz durum filtresi');
  return query.where('status', '==', status);
}

adminRouter.get('/admin/users', async (req, res) => {
  const search = str(req.query.search);
  let query: Query = db().collection(COLLECTIONS.users);
  if (search.length >= 2) query = query.where('searchKeys', 'array-contains', lookupKey(search));
  const page = await listPage(COLLECTIONS.users, query, req.query, (doc) => ({
    id: doc.id,
    fullName: text(doc, 'fullName'),
    email: text(doc, 'email'),
    maxGameParticipants: Number(doc.get('maxGameParticipants') ?? 10),
    maxBirthNotificationContacts: Number(doc.get('maxBirthNotificationContacts') ?? 2),
    createdAt: iso(doc.get('createdAt')),
  }));
  // The page's games in one query per 30 users ('in' takes at most 30 values), not one per user.
  const ids = page.rows.map((user) => user.id);
  const chunks = Array.from({ length: Math.ceil(ids.length / 30) }, (_, index) => ids.slice(index * 30, index * 30 + 30));
  const games = (await Promise.all(chunks.map((chunk) => db().collection(COLLECTIONS.games).where('userId', 'in', chunk).get()))).flatMap(
    (snapshot) => snapshot.docs,
  );
  const users = page.rows.map((user) => {
    const owned = games.filter((game) => game.get('userId') === user.id);
    const pick = (type: string) =>
      owned
        .filter((game) => game.get('type') === type)
        .map((game) => ({ id: game.id, title: text(game, 'title'), status: text(game, 'status'), token: text(game, 'token') }));
    return { ...user, genderGames: pick('gender'), nameGames: pick('name'), birthDateGames: pick('birthdate') };
  });
  res.json({ users, total: page.total, nextCursor: page.nextCursor });
});

/** New limits apply at once: every check reads them from the profile when it runs. */
adminRouter.patch('/admin/users/:id/limits', async (req, res) => {
  const limits = await validateBody(limitsSchema, req.body);
  const ref = db().collection(COLLECTIONS.users).doc(String(req.params.id));
  const before = await ref.get();
  if (!before.exists) throw new HttpError(404, 'Kullanıcı bulunamadı');
  await ref.update({ ...limits, updatedAt: FieldValue.serverTimestamp() });
  // The participant limit applies at once to the user's running games too.
  const games = await db().collection(COLLECTIONS.games).where('userId', '==', ref.id).where('status', '==', 'active').get();
  await Promise.all(games.docs.map((game) => game.ref.update({ maxParticipants: limits.maxGameParticipants })));
  await audit(
    req.admin!,
    'user.limits.update',
    { type: 'user', id: ref.id },
    {
      from: { maxGameParticipants: before.get('maxGameParticipants') ?? 10, maxBirthNotificationContacts: before.get('maxBirthNotificationContacts') ?? 2 },
      to: limits,
    },
  );
  res.json({ id: ref.id, ...limits });
});

adminRouter.get('/admin/service-requests', async (req, res) => {
  const query = withStatus(db().collection(COLLECTIONS.serviceRequests), req, ['pending', 'answered']);
  const page = await listPage(COLLECTIONS.serviceRequests, query, req.query, (doc) => ({ ...toServiceRequest(doc), userId: text(doc, 'userId') }));
  const owners = await Promise.all([...new Set(page.rows.map((row) => row.userId))].map((id) => db().collection(COLLECTIONS.users).doc(id).get()));
  const names = new Map(owners.map((owner) => [owner.id, String(owner.get('fullName') ?? '')]));
  res.json({
    serviceRequests: page.rows.map((row) => ({ ...row, userFullName: names.get(row.userId) ?? '' })),
    total: page.total,
    nextCursor: page.nextCursor,
  });
});

adminRouter.post('/admin/service-requests/:id/respond', async (req, res) => {
  const { response } = await validateBody(replySchema, req.body);
  const ref = db().collection(COLLECTIONS.serviceRequests).doc(String(req.params.id));
  const request = await ref.get();
  if (!request.exists) throw new HttpError(404, 'Talep bulunamadı');
  const owner = await db()
    .collection(COLLECTIONS.users)
    .doc(String(request.get('userId')))
    .get();
  await ref.update({ status: 'answered', response, respondedAt: FieldValue.serverTimestamp(), respondedBy: req.admin!.uid });
  const email = String(owner.get('email') ?? '');
  if (email) {
    const name = String(owner.get('fullName') ?? '');
    await enqueue({
      channel: 'email',
      kind: 'service_request_reply',
      to: { email, name },
      ...replyEmail(name, `"${String(request.get('category'))}" talebiniz`, response),
      context: { userId: owner.id },
    });
  }
  await audit(req.admin!, 'service_request.respond', { type: 'serviceRequest', id: ref.id });
  res.json({ ...toServiceRequest(await ref.get()), message: 'Yanıt gönderildi' });
});

adminRouter.get('/admin/contact-messages', async (req, res) => {
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
  res.json({ contactMessages: page.rows, total: page.total, nextCursor: page.nextCursor });
});

adminRouter.post('/admin/contact-messages/:id/respond', async (req, res) => {
  const { response } = await validateBody(replySchema, req.body);
  const ref = db().collection(COLLECTIONS.contactMessages).doc(String(req.params.id));
  const message = await ref.get();
  if (!message.exists) throw new HttpError(404, 'Mesaj bulunamadı');
  const name = `${text(message as QueryDocumentSnapshot, 'firstName')} ${text(message as QueryDocumentSnapshot, 'lastName')}`.trim();
  await ref.update({ status: 'responded', response, respondedAt: FieldValue.serverTimestamp(), respondedBy: req.admin!.uid });
  await enqueue({
    channel: 'email',
    kind: 'contact_reply',
    to: { email: String(message.get('email')), name },
    ...replyEmail(name, `"${String(message.get('subject'))}" konulu mesajınız`, response),
    context: { userId: String(message.get('userId') ?? '') },
  });
  await audit(req.admin!, 'contact_message.respond', { type: 'contactMessage', id: ref.id });
  res.json({ id: ref.id, status: 'responded', response, message: 'Yanıt gönderildi' });
});

adminRouter.post('/admin/contact-messages/:id/read', async (req, res) => {
  const ref = db().collection(COLLECTIONS.contactMessages).doc(String(req.params.id));
  const message = await ref.get();
  if (!message.exists) throw new HttpError(404, 'Mesaj bulunamadı');
  if (message.get('status') === 'pending') await ref.update({ status: 'read' });
  await audit(req.admin!, 'contact_message.read', { type: 'contactMessage', id: ref.id });
  res.json({ id: ref.id, status: message.get('status') === 'pending' ? 'read' : message.get('status') });
});

function logRoute(path: string, collection: string, key: string, fields: string[], searchField?: string) {
  adminRouter.get(path, async (req, res) => {
    let query = withStatus(db().collection(collection), req, ['success', 'failed', 'duplicate']);
    const search = str(req.query.search);
    if (search && searchField) query = query.where(searchField, '==', searchField === 'email' ? foldEmail(search) : search);
    const page = await listPage(collection, query, req.query, (doc) => ({
      id: doc.id,
      ...Object.fromEntries(fields.map((field) => [field, text(doc, field)])),
      createdAt: iso(doc.get('createdAt')),
    }));
    res.json({ [key]: page.rows, total: page.total, nextCursor: page.nextCursor });
  });
}
logRoute(
  '/admin/sms-logs',
  COLLECTIONS.smsLogs,
  'smsLogs',
  ['gameType', 'gameTitle', 'status', 'participantName', 'phoneNumber', 'message', 'orderId', 'errorMessage'],
  'phoneNumber',
);
logRoute(
  '/admin/email-logs',
  COLLECTIONS.emailLogs,
  'emailLogs',
  ['gameType', 'gameTitle', 'status', 'participantName', 'email', 'subject', 'message', 'orderId', 'errorMessage'],
  'email',
);
logRoute('/admin/push-logs', COLLECTIONS.pushLogs, 'pushLogs', ['deviceToken', 'title', 'body', 'status', 'errorMessage']);

adminRouter.get('/admin/expo-tokens', async (req, res) => {
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
  res.json({ expoTokens: page.rows, total: page.total, nextCursor: page.nextCursor });
});

adminRouter.post('/admin/test-email', async (req, res) => {
  const input = await validateBody(testEmailSchema, req.body);
  const result = await sendTestEmail(input.recipientEmail, input.subject, input.message);
  await audit(
    req.admin!,
    'email.test',
    { type: 'email', id: foldEmail(input.recipientEmail) },
    { subject: input.subject, outcome: result.ok ? 'sent' : result.reason },
  );
  if (!result.ok) throw new HttpError(502, ADMIN_MESSAGES.emailFailed);
  res.json({ message: `Test e-postası ${input.recipientEmail} adresine gönderildi.` });
});

adminRouter.get('/admin/admin-users', async (_req, res) => {
  const snapshot = await db().collection(COLLECTIONS.adminUsers).get();
  const adminUsers = snapshot.docs
    .map((doc) => ({
      id: doc.id,
      username: text(doc, 'username'),
      fullName: text(doc, 'fullName'),
      email: text(doc, 'email'),
      role: text(doc, 'role'),
      isActive: doc.get('isActive') === true,
      createdAt: iso(doc.get('createdAt')),
    }))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  res.json({ adminUsers });
});

adminRouter.post('/admin/create-admin', requireSuperAdmin, async (req, res) => {
  const input = await validateBody(createAdminSchema, req.body);
  await assertUncommonPassword(input.password);
  let uid: string;
  try {
    uid = await createAdminAccount(input);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'admin/username-taken') throw new HttpError(409, 'Bu kullanıcı adı zaten kullanılıyor');
    if (code === 'auth/email-already-exists') throw new HttpError(409, 'Bu email adresiyle kayıtlı bir hesap zaten var.');
    throw new HttpError(400, ADMIN_MESSAGES.createFailed);
  }
  await audit(req.admin!, 'admin.create', { type: 'adminUser', id: uid }, { username: input.username, role: input.role });
  res
    .status(201)
    .json({ id: uid, username: input.username.toLowerCase(), fullName: input.fullName, email: foldEmail(input.email), role: input.role, isActive: true });
});

/** Only a super_admin changes roles or deactivates an admin; nobody demotes or deactivates themselves. */
adminRouter.patch('/admin/admin-users/:id', requireSuperAdmin, async (req, res) => {
  const id = String(req.params.id);
  const body = (req.body ?? {}) as { role?: unknown; isActive?: unknown };
  if (id === req.admin!.uid) throw new HttpError(400, 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz');
  const ref = db().collection(COLLECTIONS.adminUsers).doc(id);
  const record = await ref.get();
  if (!record.exists) throw new HttpError(404, 'Admin bulunamadı');
  const changes: Record<string, unknown> = {};
  if (body.role !== undefined) {
    if (body.role !== 'admin' && body.role !== 'super_admin') throw new HttpError(400, 'Rol admin veya super_admin olmalıdır');
    changes.role = body.role;
  }
  if (body.isActive !== undefined) {
    if (typeof body.isActive !== 'boolean') throw new HttpError(400, 'Geçersiz durum');
    changes.isActive = body.isActive;
  }
  if (Object.keys(changes).length === 0) throw new HttpError(400, 'Değişiklik yok');
  await ref.update(changes);
  if (changes.role) await getAuth().setCustomUserClaims(id, { role: changes.role });
  if (changes.isActive === false || changes.role) await getAuth().revokeRefreshTokens(id);
  await audit(req.admin!, 'admin.update', { type: 'adminUser', id }, changes);
  res.json({ id, ...changes });
});

adminRouter.get('/admin/audit-log', requireSuperAdmin, async (req, res) => {
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
  res.json({ auditLog: page.rows, total: page.total, nextCursor: page.nextCursor });
});
