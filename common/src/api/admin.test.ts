import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../schemas/admin-messages';
import * as admin from './admin';
import type { AnyEndpoint } from './endpoint';

const declarations = Object.values(admin) as AnyEndpoint[];
const reads = declarations.filter((declaration) => declaration.method === 'GET');
const changes = declarations.filter((declaration) => declaration.method !== 'GET');
const keyOf = (declaration: AnyEndpoint) => JSON.stringify(declaration.queryKey!({}));

describe('the admin declarations', () => {
  it('declare each admin route once, under /api/admin', () => {
    const routes = declarations.map((declaration) => `${declaration.method} ${declaration.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.every((route) => / \/api\/admin\//.test(route))).toBe(true);
    expect(routes).toHaveLength(26); // with the second factor's setup, enable and reset (ADR 0016), the operator's resend (ADR 0015), a user's baby counts (ADR 0032) and her announcement's deliveries (ADR 0054)
  });

  it('send no token only to login and refresh; only super_admins read the audit log and create or change admins', () => {
    expect(declarations.filter((declaration) => declaration.access === 'public').map((declaration) => declaration.path)).toEqual([
      '/api/admin/login',
      '/api/admin/refresh',
    ]);
    expect(
      declarations.filter((declaration) => declaration.access === 'super_admin').map((declaration) => `${declaration.method} ${declaration.path}`),
    ).toEqual(['GET /api/admin/audit-log', 'POST /api/admin/create-admin', 'PATCH /api/admin/admin-users/:id', 'POST /api/admin/admin-users/:id/totp-reset']);
  });

  it('cache every list under one key of its own, apart from the parents’ keys', () => {
    const keys = reads.map(keyOf);
    expect(new Set(keys).size).toBe(reads.length);
    expect(reads.every((read) => read.queryKey!({})[0] === 'admin')).toBe(true);
  });

  it('make stale only lists that are declared, and the audit log after every recorded change', () => {
    const known = new Set(reads.map(keyOf));
    for (const change of changes.filter((declaration) => declaration.invalidates)) {
      const stale = change.invalidates!({ id: 'x' }).map((key) => JSON.stringify(key));
      expect(
        stale.every((key) => known.has(key)),
        change.path,
      ).toBe(true);
      expect(stale, change.path).toContain(keyOf(admin.getAuditLog));
    }
    expect(admin.updateUserLimits.invalidates!({ id: 'x' })).toContainEqual(admin.getAdminUsers.queryKey!({}));
    expect(admin.createAdminAccount.invalidates!({})).toContainEqual(admin.getAdminAccounts.queryKey!({}));
    expect(admin.updateAdminAccount.invalidates!({ id: 'x' })).toContainEqual(admin.getAdminAccounts.queryKey!({}));
    expect(admin.respondToServiceRequest.invalidates!({ id: 'x' })).toContainEqual(admin.getAdminServiceRequests.queryKey!({}));
    expect(admin.respondToContactMessage.invalidates!({ id: 'x' })).toContainEqual(admin.getAdminContactMessages.queryKey!({}));
  });

  it('declare the paging of every paged table', () => {
    for (const read of [
      admin.getAdminUsers,
      admin.getAdminServiceRequests,
      admin.getAdminContactMessages,
      admin.getSmsLogs,
      admin.getEmailLogs,
      admin.getPushLogs,
      admin.getExpoTokens,
      admin.getAuditLog,
    ])
      expect(read.query, read.path).toEqual(expect.arrayContaining(['pageSize', 'cursor']));
  });

  it('load the shared schemas: a role change refuses a bad role, a flag sent as text and an empty change in Turkish', async () => {
    const schema = await admin.updateAdminAccount.body!();
    await expect(schema.validate({ role: 'root' })).rejects.toThrow(ADMIN_MESSAGES.roleInvalid);
    await expect(schema.validate({ isActive: 'false' })).rejects.toThrow(ADMIN_MESSAGES.activeInvalid);
    await expect(schema.validate({ isActive: null })).rejects.toThrow(ADMIN_MESSAGES.activeInvalid);
    await expect(schema.validate({})).rejects.toThrow(ADMIN_MESSAGES.noChange);
    await expect(schema.validate({ role: 'super_admin', isActive: false })).resolves.toEqual({ role: 'super_admin', isActive: false });
    expect(await admin.adminLogin.body!()).toBeDefined();
    expect(changes.filter((change) => change.body).map((change) => change.path)).toHaveLength(8); // with the second factor's code
  });
});
