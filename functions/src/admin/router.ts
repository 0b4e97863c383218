import { Router } from 'express';
import {
  adminLogin,
  adminLogout,
  createAdminAccount,
  enableAdminTotp,
  resetAdminTotp,
  startAdminTotp,
  getAdminAccounts,
  getAdminContactMessages,
  getAdminMe,
  getAdminServiceRequests,
  getAdminUserBabyCounts,
  getAdminUserBirthNotification,
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
  sendTestEmail,
  updateAdminAccount,
  updateUserLimits,
} from '@bebek/common/api/admin';
import { route } from '../http/contract';
import { clientIp, limiter } from '../http/limits';
import { browserSession, clearBrowserCache, forgetBrowser, rememberBrowser } from '../http/browser-sessions';
import { endAdminSessions } from '../sessions/end';
import { issueSessionToken } from '../sessions/tokens';
import * as admin from './service';

export const adminRouter = Router();

/**
 * A flood cap only (ADR 0064): the guesses are slowed per username and source (admin/loginGuard.ts).
 * The product's rule is that no refusal rests on the client address alone (many people share one),
 * so the address's own limit is set far above what the operators behind one address ever send, and
 * counts every attempt, successful ones too, as it only has to stop a flood from one machine.
 */
const adminLoginFloodPerIp = limiter({ name: 'admin-login-flood-ip', windowMs: 15 * 60_000, limit: 1000 });

/** Username, password and, once enabled, the authenticator's code (admin/service.ts), counted per username at the client's address. */
route(adminRouter, adminLogin, adminLoginFloodPerIp, async ({ req, res, body: { username, password, totpCode } }) => {
  const { version, admin: operator } = await admin.logIn(username, password, totpCode, clientIp(req));
  const uid = operator.id;
  const [token] = await Promise.all([issueSessionToken(uid, version, { role: operator.role }), rememberBrowser(req, res, { uid, kind: 'admin', version })]);
  return { token, admin: operator };
});

const adminRefreshPerIp = limiter({ name: 'admin-refresh-ip', windowMs: 15 * 60_000, limit: 300 });

/** As /api/auth/refresh, for the admin panel's part of the session cookie. */
route(adminRouter, refreshAdminSession, adminRefreshPerIp, async ({ req, res }) => {
  const session = await browserSession(req, res, 'admin');
  const role = await admin.renewalRole(session, () => forgetBrowser(req, res, 'admin'));
  return { token: await issueSessionToken(session!.uid, session!.version, { role }) };
});

/** Ends every session of this operator, on every device. */
route(adminRouter, adminLogout, async ({ req, res }) => {
  await forgetBrowser(req, res, 'admin');
  clearBrowserCache(res);
  await endAdminSessions(req.admin!.uid);
  return { message: 'Başarıyla çıkış yapıldı' };
});

route(adminRouter, getAdminMe, async ({ req }) => req.admin!);

route(adminRouter, getAdminUsers, async ({ req }) => admin.listUsers(req.query));
route(adminRouter, getAdminUserBabyCounts, async ({ params: { id } }) => admin.userBabyCounts(id));
route(adminRouter, getAdminUserBirthNotification, async ({ params: { id } }) => admin.userBirthNotification(id));
route(adminRouter, updateUserLimits, async ({ req, params, body: limits }) => admin.changeUserLimits(req.admin!, params.id, limits));

route(adminRouter, getAdminServiceRequests, async ({ req }) => admin.listServiceRequests(req.query));
route(adminRouter, respondToServiceRequest, async ({ req, params, body: { response } }) => admin.answerServiceRequest(req.admin!, params.id, response));

route(adminRouter, getAdminContactMessages, async ({ req }) => admin.listContactMessages(req.query));
route(adminRouter, respondToContactMessage, async ({ req, params, body: { response } }) => admin.answerContactMessage(req.admin!, params.id, response));
route(adminRouter, markContactMessageRead, async ({ req, params }) => admin.markContactMessageRead(req.admin!, params.id));

route(adminRouter, getSmsLogs, async ({ req }) => {
  const page = await admin.smsLogPage(req.query);
  return { smsLogs: page.rows, total: page.total, nextCursor: page.nextCursor, matched: page.matched };
});
route(adminRouter, getEmailLogs, async ({ req }) => {
  const page = await admin.emailLogPage(req.query);
  return { emailLogs: page.rows, total: page.total, nextCursor: page.nextCursor, matched: page.matched };
});
route(adminRouter, getPushLogs, async ({ req }) => {
  const page = await admin.pushLogPage(req.query);
  return { pushLogs: page.rows, total: page.total, nextCursor: page.nextCursor, matched: page.matched };
});
route(adminRouter, resendOutboxMessage, async ({ req, params }) => admin.resendMessage(req.admin!, params.id));
route(adminRouter, getExpoTokens, async ({ req }) => admin.listDevices(req.query));
route(adminRouter, sendTestEmail, async ({ req, body: input }) => admin.sendTestMessage(req.admin!, input));

route(adminRouter, getAdminAccounts, async () => admin.listAdmins());
route(adminRouter, createAdminAccount, async ({ req, body: input }) => admin.addAdmin(req.admin!, input));
route(adminRouter, updateAdminAccount, async ({ req, params: { id }, body }) => admin.changeAdmin(req.admin!, id, body));
route(adminRouter, getAuditLog, async ({ req }) => admin.listAuditLog(req.query));

// ---- the second factor (ADR 0016) ----

route(adminRouter, startAdminTotp, async ({ req, res }) => {
  res.set('Cache-Control', 'no-store');
  return admin.startSecondFactor(req.admin!);
});
route(adminRouter, enableAdminTotp, async ({ req, body: { code } }) => admin.enableSecondFactor(req.admin!, code));
route(adminRouter, resetAdminTotp, async ({ req, params: { id } }) => admin.resetSecondFactor(req.admin!, id));
