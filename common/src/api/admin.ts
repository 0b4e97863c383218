import type {
  AdminAccount,
  AdminContactMessage,
  AdminIdentity,
  AdminLoginResponse,
  AdminPageInfo,
  AdminServiceRequest,
  AdminUserBabyCounts,
  AdminUserBirthNotification,
  AdminUserRow,
  AuditLogRow,
  DeletedAccountsSummary,
  EmailLogRow,
  ExpoTokenRow,
  LogSearchMatch,
  PushLogRow,
  ServiceRequest,
  SmsLogRow,
  UserLimits,
} from '../types';
import type { AdminRole } from '../model';
import { endpoint } from './endpoint';

/**
 * The admin panel's calls (spec part 2 §7 'Admin calls', plus the session's and the super_admin's
 * own). Every answer is cached under a key that starts with 'admin', apart from the parents' keys.
 */
const schemas = () => import('../schemas/admin');

/** The paging of every admin table (functions/src/admin/list.ts): rows per page (25, at most 100) and the last row's id. */
const PAGING = ['pageSize', 'cursor'] as const;

// ---- the session ----------------------------------------------------------------------------

export const adminLogin = endpoint<AdminLoginResponse>()({
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
  body: () => schemas().then((admin) => admin.adminLoginSchema),
});

/** A new token for the panel; the credential is the httpOnly session cookie login set (ADR 0013), no Bearer token. */
export const refreshAdminSession = endpoint<{ token: string }>()({
  method: 'POST',
  path: '/api/admin/refresh',
  access: 'public',
});

/** Ends every session of the operator, on every device. */
export const adminLogout = endpoint<{ message: string }>()({
  method: 'POST',
  path: '/api/admin/logout',
  access: 'admin',
});

export const getAdminMe = endpoint<AdminIdentity>()({
  method: 'GET',
  path: '/api/admin/me',
  access: 'admin',
  queryKey: () => ['admin', 'me'],
});

// ---- the tables -----------------------------------------------------------------------------

/**
 * Parents, searched by name, e-mail or phone (operatorSearch in common/src/search.ts: a name of two
 * characters or more, the whole address, a number written any usual way), with their games, pause
 * and last activity; and how many accounts were deleted (a count and a time, nothing about the people).
 */
export const getAdminUsers = endpoint<AdminPageInfo & { users: AdminUserRow[]; deletedAccounts: DeletedAccountsSummary }>()({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  query: ['search', ...PAGING],
  queryKey: () => ['admin', 'users'],
});

/**
 * One parent's baby data as the operator may see it (issue 25, ADR 0032): how many growth entries
 * and vaccine marks the account holds, counts only; nothing of the baby itself. Asked for one user
 * at a time, so the list reads nothing more per row.
 */
export const getAdminUserBabyCounts = endpoint<AdminUserBabyCounts>()({
  method: 'GET',
  path: '/api/admin/users/:id/baby',
  access: 'admin',
  notFound: { id: 'Kullanıcı bulunamadı' },
  queryKey: ({ id }) => ['admin', 'users', id, 'baby'],
});

/**
 * One parent's birth announcement as the operator's user detail shows it (ADR 0054): when it went,
 * and each contact's latest SMS and e-mail with its state, why it failed and whether the outbox
 * resend may take it. Asked for one user at a time, when her row is opened.
 */
export const getAdminUserBirthNotification = endpoint<AdminUserBirthNotification>()({
  method: 'GET',
  path: '/api/admin/users/:id/birth-notification',
  access: 'admin',
  notFound: { id: 'Kullanıcı bulunamadı' },
  queryKey: ({ id }) => ['admin', 'users', id, 'birth-notification'],
});

/** status: pending or answered. */
export const getAdminServiceRequests = endpoint<AdminPageInfo & { serviceRequests: AdminServiceRequest[] }>()({
  method: 'GET',
  path: '/api/admin/service-requests',
  access: 'admin',
  query: ['status', ...PAGING],
  queryKey: () => ['admin', 'service-requests'],
});

/** status: pending, responded or read; search: the sender's e-mail address. */
export const getAdminContactMessages = endpoint<AdminPageInfo & { contactMessages: AdminContactMessage[] }>()({
  method: 'GET',
  path: '/api/admin/contact-messages',
  access: 'admin',
  query: ['status', 'search', ...PAGING],
  queryKey: () => ['admin', 'contact-messages'],
});

/**
 * The delivery logs (ADR 0054). status: pending, held, success, delivered, failed, duplicate or
 * cancelled (LOG_STATUS_LABELS). search: the parent the messages were sent for, by her name, e-mail
 * or phone (`matched` names the parents found), or the recipient, by the number (SMS) or address
 * (e-mail) written any usual way; every row names its parent.
 */
export const getSmsLogs = endpoint<AdminPageInfo & { smsLogs: SmsLogRow[]; matched: LogSearchMatch }>()({
  method: 'GET',
  path: '/api/admin/sms-logs',
  access: 'admin',
  query: ['status', 'search', ...PAGING],
  queryKey: () => ['admin', 'sms-logs'],
});

/** status and search: as the SMS log's (the recipient by the e-mail address). */
export const getEmailLogs = endpoint<AdminPageInfo & { emailLogs: EmailLogRow[]; matched: LogSearchMatch }>()({
  method: 'GET',
  path: '/api/admin/email-logs',
  access: 'admin',
  query: ['status', 'search', ...PAGING],
  queryKey: () => ['admin', 'email-logs'],
});

/** status: success or failed; search: the parent, as the SMS log's (a push goes to her own devices). */
export const getPushLogs = endpoint<AdminPageInfo & { pushLogs: PushLogRow[]; matched: LogSearchMatch }>()({
  method: 'GET',
  path: '/api/admin/push-logs',
  access: 'admin',
  query: ['status', 'search', ...PAGING],
  queryKey: () => ['admin', 'push-logs'],
});

/** search: a user id. */
export const getExpoTokens = endpoint<AdminPageInfo & { expoTokens: ExpoTokenRow[] }>()({
  method: 'GET',
  path: '/api/admin/expo-tokens',
  access: 'admin',
  query: ['search', ...PAGING],
  queryKey: () => ['admin', 'expo-tokens'],
});

/** Every operator account, newest first (a handful: not paged). */
export const getAdminAccounts = endpoint<{ adminUsers: AdminAccount[] }>()({
  method: 'GET',
  path: '/api/admin/admin-users',
  access: 'admin',
  queryKey: () => ['admin', 'admin-users'],
});

/** Who did what and when; super_admins only. */
export const getAuditLog = endpoint<AdminPageInfo & { auditLog: AuditLogRow[] }>()({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'super_admin',
  query: PAGING,
  queryKey: () => ['admin', 'audit-log'],
});

/** Every admin change is recorded: the log the Adminler tab shows is stale after any of them. */
const auditLogKey = getAuditLog.queryKey!({});

// ---- the changes ----------------------------------------------------------------------------

/** New limits apply at once, to the parent's running games too. */
export const updateUserLimits = endpoint<UserLimits & { id: string }>()({
  method: 'PATCH',
  path: '/api/admin/users/:id/limits',
  access: 'admin',
  body: () => schemas().then((admin) => admin.limitsSchema),
  invalidates: () => [getAdminUsers.queryKey!({}), auditLogKey],
});

/** The reply goes to the parent by e-mail and the request becomes answered. */
export const respondToServiceRequest = endpoint<ServiceRequest & { message: string }>()({
  method: 'POST',
  path: '/api/admin/service-requests/:id/respond',
  access: 'admin',
  body: () => schemas().then((admin) => admin.replySchema),
  invalidates: () => [getAdminServiceRequests.queryKey!({}), auditLogKey],
});

/** The reply goes to the sender by e-mail and the message becomes responded. */
export const respondToContactMessage = endpoint<{ id: string; status: 'responded'; response: string; message: string }>()({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/respond',
  access: 'admin',
  body: () => schemas().then((admin) => admin.replySchema),
  invalidates: () => [getAdminContactMessages.queryKey!({}), auditLogKey],
});

/** A pending message becomes read; a message already answered keeps its status. */
export const markContactMessageRead = endpoint<{ id: string; status: string }>()({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/read',
  access: 'admin',
  invalidates: () => [getAdminContactMessages.queryKey!({}), auditLogKey],
});

/** Sent at once, not through the outbox: the answer says whether the provider took it, and the e-mail log shows it. */
export const sendTestEmail = endpoint<{ message: string }>()({
  method: 'POST',
  path: '/api/admin/test-email',
  access: 'admin',
  body: () => schemas().then((admin) => admin.testEmailSchema),
  invalidates: () => [getEmailLogs.queryKey!({}), auditLogKey],
});

export const createAdminAccount = endpoint<Omit<AdminAccount, 'createdAt'>>()({
  method: 'POST',
  path: '/api/admin/create-admin',
  access: 'super_admin',
  status: 201,
  body: () => schemas().then((admin) => admin.createAdminSchema),
  invalidates: () => [getAdminAccounts.queryKey!({}), auditLogKey],
});

/** A role change or a deactivation; it ends every session of that operator. Nobody changes their own. */
export const updateAdminAccount = endpoint<{ id: string; role?: AdminRole; isActive?: boolean }>()({
  method: 'PATCH',
  path: '/api/admin/admin-users/:id',
  access: 'super_admin',
  body: () => schemas().then((admin) => admin.adminUpdateSchema),
  invalidates: () => [getAdminAccounts.queryKey!({}), auditLogKey],
});

/**
 * Sends a failed message again (or a held one now): the outbox message goes back to its queue with
 * a fresh 24-hour retry window, and the schedule sends it within a minute. Its log entry shows it.
 */
export const resendOutboxMessage = endpoint<{ id: string; message: string }>()({
  method: 'POST',
  path: '/api/admin/outbox/:id/resend',
  access: 'admin',
  // the users' keys too: a user detail shows her announcement's messages (ADR 0054)
  invalidates: () => [getSmsLogs.queryKey!({}), getEmailLogs.queryKey!({}), getPushLogs.queryKey!({}), getAdminUsers.queryKey!({}), auditLogKey],
});

// ---- the second factor (ADR 0016) -------------------------------------------------------------

/**
 * An operator who lost the authenticator: a super_admin turns their second factor off, which ends
 * their sessions; they sign in with the password and set it up again. Nobody resets their own.
 */
export const resetAdminTotp = endpoint<{ id: string; message: string }>()({
  method: 'POST',
  path: '/api/admin/admin-users/:id/totp-reset',
  access: 'super_admin',
  invalidates: () => [getAdminAccounts.queryKey!({}), auditLogKey],
});

/**
 * Starts setting up an authenticator app: a new secret, its otpauth URL and the QR code as SVG,
 * drawn on the server. Refused while a factor is on: a stolen session must not move it to another
 * device (a super_admin resets it instead).
 */
export const startAdminTotp = endpoint<{ otpauthUrl: string; secret: string; qrSvg: string }>()({
  method: 'POST',
  path: '/api/admin/totp/setup',
  access: 'admin',
});

/** Enables the second factor with a code from the app just set up; from then on login asks for a code. */
export const enableAdminTotp = endpoint<{ message: string }>()({
  method: 'POST',
  path: '/api/admin/totp/enable',
  access: 'admin',
  body: () => schemas().then((admin) => admin.adminTotpCodeSchema),
  // the panel's identity shows the factor on; enabling it is an audited change
  invalidates: () => [getAdminMe.queryKey!({}), getAuditLog.queryKey!({})],
});
