import { describe, expect, it } from 'vitest';
import { getBirthNotification, saveBirthNotification, sendBirthCorrection, sendBirthNotification } from './birth-notification';
import { GAME_KIND_LIST, gamesOf } from './games';
import { PUBLIC_PROFILES_KEY } from './public-profile';

describe('birth-notification declarations', () => {
  it('saving the contacts and sending the notice make the birth notification stale (the dashboard reads it too)', () => {
    const birthNotification = getBirthNotification.queryKey!({});
    expect(saveBirthNotification.invalidates!({})).toEqual([birthNotification]);
  });

  it('sending and correcting make every screen that shows the games stale: the first send closes them (part 2 §4)', () => {
    for (const change of [sendBirthNotification, sendBirthCorrection]) {
      const stale = change.invalidates!({}).map((key) => JSON.stringify(key));
      for (const shown of [
        getBirthNotification.queryKey!({}),
        ...GAME_KIND_LIST.map((kind) => gamesOf[kind].list.queryKey!({})),
        ['leaderboard'],
        ['birth-date-result'],
        [...PUBLIC_PROFILES_KEY],
      ])
        expect(stale).toContain(JSON.stringify(shown));
    }
  });

  it('validates the contacts with the shared schema', async () => {
    const contacts = await saveBirthNotification.body!();
    await expect(contacts.validate({ contacts: [] })).rejects.toThrow('En az 1 kişi eklenmelidir');
  });
});
