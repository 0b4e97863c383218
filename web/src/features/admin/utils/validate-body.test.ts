import { describe, expect, it } from 'vitest';
import { adminLogin, createAdminAccount, updateUserLimits } from '@bebek/common/api/admin';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { checkBody } from './validate-body';

describe('checkBody', () => {
  it('gives the spec’s message for an empty login, once, for the first field', async () => {
    expect(await checkBody(adminLogin, { username: ' ', password: '' })).toEqual({ ok: false, message: ADMIN_MESSAGES.loginRequired, field: 'username' });
  });

  it('gives the body as the server reads it: trimmed, without fields the schema does not know', async () => {
    const checked = await checkBody(createAdminAccount, {
      username: ' gece ',
      password: 'Gece-Operator-1',
      fullName: ' Gece Operatörü ',
      email: 'op@example.com',
      role: 'admin',
      isActive: false,
    });
    expect(checked).toEqual({
      ok: true,
      body: { username: 'gece', password: 'Gece-Operator-1', fullName: 'Gece Operatörü', email: 'op@example.com', role: 'admin' },
    });
  });

  it('says which field is wrong', async () => {
    expect(await checkBody(updateUserLimits, { maxGameParticipants: 10, maxBirthNotificationContacts: 0 })).toEqual({
      ok: false,
      message: ADMIN_MESSAGES.limitInvalid,
      field: 'maxBirthNotificationContacts',
    });
    expect(await checkBody(createAdminAccount, { username: 'gece', password: '', fullName: '', email: '', role: 'admin' })).toMatchObject({
      message: ADMIN_MESSAGES.allFieldsRequired,
      field: 'password',
    });
  });
});
