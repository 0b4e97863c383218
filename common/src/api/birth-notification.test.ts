import { describe, expect, it } from 'vitest';
import { getBirthNotification, saveBirthNotification, sendBirthNotification } from './birth-notification';

describe('birth-notification declarations', () => {
  it('saving the contacts and sending the notice make the birth notification stale (the dashboard reads it too)', () => {
    const birthNotification = getBirthNotification.queryKey!({});
    expect(saveBirthNotification.invalidates!({})).toEqual([birthNotification]);
    expect(sendBirthNotification.invalidates!({})).toEqual([birthNotification]);
  });

  it('validates the contacts with the shared schema', async () => {
    const contacts = await saveBirthNotification.body!();
    await expect(contacts.validate({ contacts: [] })).rejects.toThrow('En az 1 kişi eklenmelidir');
  });
});
