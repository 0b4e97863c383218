import { describe, expect, it } from 'vitest';
import type { Game } from '@bebek/common/types';
import { COLLECTIONS } from '@bebek/common/model';
import { admin, api, eventually } from './support/stack';
import { sinkMessages } from './support/sinks';
import { json, registerUser, uniqueEmail } from './support/users';

describe('owner push notifications', () => {
  it('registers an Expo token and pushes to the owner when a guest answers, with a push log', async () => {
    const owner = await registerUser();
    const expoToken = `ExponentPushToken[${Date.now().toString(36)}abcdefgh]`;
    const bad = await api('/api/protected/expo-token', { method: 'POST', ...json({ expoToken: 'not-a-token' }, owner.authHeader) });
    expect(bad.status).toBe(400);
    const registered = await api('/api/protected/expo-token', { method: 'POST', ...json({ expoToken, deviceInfo: 'Pixel 7 / Android 15' }, owner.authHeader) });
    expect(registered.status).toBe(201);
    const stored = await admin().db.collection(COLLECTIONS.expoTokens).where('expoToken', '==', expoToken).get();
    expect(stored.docs[0]?.data()).toMatchObject({ userId: owner.uid, isActive: true, deviceInfo: 'Pixel 7 / Android 15' });

    const game = (await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Bildirimli oyun' }, owner.authHeader) })).body as Game;
    await api(`/api/gender-games/${game.id}/participate-guest`, {
      method: 'POST',
      ...json({ name: 'Bildiren', email: uniqueEmail(), phone: '05321112233', prediction: 'boy' }),
    });
    const pushes = await eventually(
      () => sinkMessages('expo', expoToken),
      (messages) => messages.length > 0,
    );
    expect(JSON.stringify(pushes[0])).toContain('Bildiren');
    const logs = await eventually(
      () => admin().db.collection(COLLECTIONS.pushLogs).where('deviceToken', '==', expoToken).get(),
      (snapshot) => snapshot.size > 0,
    );
    expect(logs.docs[0]?.get('status')).toBe('success');
  });
});
