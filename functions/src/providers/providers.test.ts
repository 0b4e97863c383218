import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSinkServer, type SinkServer } from '../../../tools/provider-sinks/src/server';
import { sendExpoPush } from './expo';
import { mapNetgsmAnswer, sendNetgsmSms } from './netgsm';
import { normalizeTurkishPhone, toNetgsmNumber } from './phone';
import { mapSendgridError, sendEmail } from './sendgrid';

let sink: SinkServer;
const fault = (body: unknown) =>
  fetch(`${sink.url}/api/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const netgsm = () => ({ baseUrl: sink.url, usercode: 'kullanici', password: 'sifre', msgheader: 'BEBEKAPP', timeoutMs: 500 });
const sendgrid = () => ({ baseUrl: `${sink.url}/`, apiKey: 'SG.test', fromEmail: 'bildirim@test.bebek', fromName: 'Test', timeoutMs: 500 });

beforeAll(async () => {
  sink = await createSinkServer({ port: 0 });
});
afterAll(async () => {
  await sink.close();
});

describe('phone numbers', () => {
  it('normalises Turkish numbers to +90 with libphonenumber and refuses garbage', () => {
    expect(normalizeTurkishPhone('0532 123 45 67')).toBe('+905321234567');
    expect(normalizeTurkishPhone('+90 (532) 123-4567')).toBe('+905321234567');
    expect(normalizeTurkishPhone('5321234567')).toBe('+905321234567');
    expect(normalizeTurkishPhone('0532 123')).toBeNull();
    expect(normalizeTurkishPhone('merhaba')).toBeNull();
    expect(toNetgsmNumber('+905321234567')).toBe('5321234567');
  });
});

describe('Netgsm REST v2 client against the sink', () => {
  it('sends with Basic auth and the documented body, and returns the job id', async () => {
    const result = await sendNetgsmSms(netgsm(), { phone: '+905321234567', message: 'Müjde!' });
    expect(result).toMatchObject({ outcome: 'sent', orderId: expect.any(String) });
    const [sent] = sink.messages().filter((message) => message.to === '5321234567');
    expect(sent).toMatchObject({ header: 'BEBEKAPP', encoding: 'TR', iysfilter: '0', text: 'Müjde!' });
  });

  it('maps codes: permanent never retried, 80/85/100/101 retried, unknown never success', () => {
    expect(mapNetgsmAnswer(406, { code: '30' })).toMatchObject({ outcome: 'permanent', code: '30' });
    expect(mapNetgsmAnswer(406, { code: '85' })).toMatchObject({ outcome: 'retryable', minDelayMs: 60_000 });
    expect(mapNetgsmAnswer(406, { code: '100' })).toMatchObject({ outcome: 'retryable' });
    expect(mapNetgsmAnswer(500, undefined)).toMatchObject({ outcome: 'retryable' });
    expect(mapNetgsmAnswer(200, { code: '99' })).toMatchObject({ outcome: 'permanent' });
    expect(mapNetgsmAnswer(200, { code: '00' })).toMatchObject({ outcome: 'permanent' });
  });

  it('records a timeout as ambiguous: the SMS may have gone out', async () => {
    await fault({ provider: 'netgsm', mode: 'timeout', count: 1 });
    expect(await sendNetgsmSms(netgsm(), { phone: '+905321234568', message: 'x' })).toMatchObject({ outcome: 'ambiguous' });
  });
});

describe('SendGrid through @sendgrid/mail against the sink', () => {
  it('sends and returns the X-Message-Id', async () => {
    const result = await sendEmail(sendgrid(), { to: 'dede@test.bebek', subject: 'Müjde', text: 'Doğdu!' });
    expect(result).toMatchObject({ outcome: 'sent', messageId: expect.any(String) });
    expect(sink.messages().find((message) => message.to === 'dede@test.bebek')).toMatchObject({ subject: 'Müjde', text: 'Doğdu!' });
  });

  it('maps 429 with its reset time and 5xx to retry, 4xx to permanent, a timeout to ambiguous', async () => {
    await fault({ provider: 'sendgrid', mode: 'status', status: 429, count: 1 });
    expect(await sendEmail(sendgrid(), { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({ outcome: 'retryable', status: 429 });
    await fault({ provider: 'sendgrid', mode: 'status', status: 503, count: 1 });
    expect(await sendEmail(sendgrid(), { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({ outcome: 'retryable', status: 503 });
    expect(mapSendgridError({ code: 400, response: { body: { errors: [{ message: 'bad' }] } } })).toMatchObject({
      outcome: 'permanent',
      status: 400,
      reason: 'bad',
    });
    await fault({ provider: 'sendgrid', mode: 'timeout', count: 1 });
    expect(await sendEmail(sendgrid(), { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({ outcome: 'ambiguous' });
  });
});

describe('Expo push against the sink', () => {
  it('returns tickets and reports DeviceNotRegistered', async () => {
    const tickets = await sendExpoPush({ baseUrl: sink.url, accessToken: '' }, [
      { token: 'ExponentPushToken[abcdefghijkl]', title: 'Yeni tahmin', body: 'Zeynep katıldı' },
      { token: 'ExponentPushToken[unregistered-device]', title: 'Yeni tahmin', body: 'x' },
    ]);
    expect(tickets.map((ticket) => ticket.outcome)).toEqual(['sent', 'unregistered']);
  });
});
