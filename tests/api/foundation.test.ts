import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';
import { COLLECTIONS } from '@bebek/common/model';
import { PROJECT_ID, REGION, urls } from '../../scripts/lib/ports';
import { admin, api, eventually, SINKS_URL } from './support/stack';

describe('the api function behind the hosting rewrite', () => {
  it('serves the service categories from Firestore', async () => {
    const { status, body } = await api('/api/service-categories');
    expect(status).toBe(200);
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Bebek Odası Dekorasyonu', description: expect.any(String), id: expect.any(String) }),
        expect.objectContaining({ name: 'Diğer Hizmetler' }),
      ]),
    );
    expect(body).toHaveLength(4);
  });

  it('answers malformed JSON with a 400 and a Turkish JSON message', async () => {
    const { status, body } = await api('/api/service-categories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken": ' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'İstek gövdesi geçerli bir JSON değil.' });
  });

  it('answers an unknown route with a 404 JSON message', async () => {
    const { status, body } = await api('/api/no-such-route');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'İstenen adres bulunamadı.' });
  });

  it('refuses a body over the limit with 413 before parsing it', async () => {
    const huge = JSON.stringify({ text: 'a'.repeat(API_BODY_LIMIT_BYTES + 10) });
    const { status, body } = await api('/api/service-categories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'İstek gövdesi çok büyük.' });
  });

  it('never answers a 5xx to odd methods and bodies', async () => {
    for (const init of [
      { method: 'DELETE' },
      { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'merhaba' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' },
    ]) {
      const { status } = await api('/api/service-categories', init);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('triggers and schedules in the local stack', () => {
  const email = (subject: string) => ({
    channel: 'email',
    kind: 'test',
    to: { email: `outbox-${Date.now()}@test.bebek`, name: 'Test' },
    subject,
    text: 'Yerel yığın denemesi',
    attempts: 0,
    createdAt: new Date(),
  });

  it('runs the outbox trigger when a message document is created', async () => {
    const { db } = admin();
    const ref = db.collection(COLLECTIONS.outbox).doc();
    await ref.set({ ...email('Tetikleyici denemesi'), status: 'pending', nextAttemptAt: new Date() });
    const snapshot = await eventually(
      () => ref.get(),
      (doc) => doc.get('status') === 'done',
      15_000,
    );
    expect(snapshot.get('status')).toBe('done');
    expect(snapshot.get('claimedBy')).toBe('trigger');
    expect(snapshot.get('attempts')).toBe(1);
  });

  it('runs the scheduled retry when the local scheduler invokes it', async () => {
    const { db } = admin();
    const ref = db.collection(COLLECTIONS.outbox).doc();
    await ref.set({ ...email('Zamanlayıcı denemesi'), status: 'retry', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) });
    // The trigger only claims pending messages: a message waiting for a retry is the schedule's.
    await new Promise((done) => setTimeout(done, 1500));
    expect((await ref.get()).get('status')).toBe('retry');

    const response = await fetch(`${urls.functions}/functions/projects/${PROJECT_ID}/triggers/${REGION}-retryOutbox-0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const snapshot = await eventually(
      () => ref.get(),
      (doc) => doc.get('status') === 'done',
      10_000,
    );
    expect(snapshot.get('claimedBy')).toBe('schedule');
    expect(snapshot.get('attempts')).toBe(2);
  });
});

describe('the local provider sinks', () => {
  it('serve their page', async () => {
    const response = await fetch(`${SINKS_URL}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});
