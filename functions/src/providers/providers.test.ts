import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSinkServer, type SinkServer } from '../../../tools/provider-sinks/src/server';
import { sendExpoPush } from './expo';
import { mapNetgsmAnswer, queryNetgsmReport, reportStatus, sameNumber, sendNetgsmSms } from './netgsm';
import { classifyPhone, maskPhone, normalizeTurkishPhone, toNetgsmNumber } from './phone';
import { mapSendgridError, sendEmail } from './sendgrid';

let sink: SinkServer;
const fault = (body: unknown) =>
  fetch(`${sink.url}/api/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const netgsm = () => ({ baseUrl: sink.url, usercode: 'kullanici', password: 'sifre', msgheader: 'BEBEKAPP', timeoutMs: 500 });
const sendgrid = () => ({ baseUrl: `${sink.url}/`, apiKey: 'SG.test', fromEmail: 'bildirim@test.bebek', fromName: 'Test', timeoutMs: 500 });

/** A loopback address nothing listens on: the connection is refused before any byte is sent. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

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

  it("tells Turkish mobiles from landlines, premium, toll-free and shared-cost numbers, and numbers abroad, by libphonenumber's type", () => {
    expect(classifyPhone('0532 123 45 67')).toEqual({ e164: '+905321234567', kind: 'tr_mobile' });
    expect(classifyPhone('0505 123 45 67')?.kind).toBe('tr_mobile');
    expect(classifyPhone('0212 123 45 67')?.kind).toBe('tr_other');
    expect(classifyPhone('0900 123 45 67')?.kind).toBe('tr_other');
    expect(classifyPhone('0800 123 45 67')?.kind).toBe('tr_other');
    expect(classifyPhone('0850 123 45 67')?.kind).toBe('tr_other');
    expect(classifyPhone('+49 151 12345678')).toEqual({ e164: '+4915112345678', kind: 'abroad' });
    expect(classifyPhone('0532 123')).toBeNull();
    expect(maskPhone('+905321234567')).toBe('…67');
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
    expect(mapNetgsmAnswer(406, { code: '30' })).toMatchObject({ outcome: 'config', code: '30' });
    expect(mapNetgsmAnswer(406, { code: '40' })).toMatchObject({ outcome: 'config', code: '40' });
    expect(mapNetgsmAnswer(406, { code: '70' })).toMatchObject({ outcome: 'permanent', code: '70' });
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

  it('records a connection dropped after sending as ambiguous, and retries only when no connection was made', async () => {
    await fault({ provider: 'netgsm', mode: 'reset', count: 1 });
    expect(await sendNetgsmSms(netgsm(), { phone: '+905321234568', message: 'x' })).toMatchObject({ outcome: 'ambiguous' });
    expect(await sendNetgsmSms({ ...netgsm(), baseUrl: await closedPortUrl() }, { phone: '+905321234568', message: 'x' })).toMatchObject({
      outcome: 'retryable',
      code: 'network',
    });
  });
});

describe("Netgsm's delivery report against the sink", () => {
  const window = () => ({ start: new Date(Date.now() - 60_000), stop: new Date(Date.now() + 60_000) });

  it('shows an SMS taken before the answer timed out, and not one that timed out before it was taken', async () => {
    await fault({ provider: 'netgsm', mode: 'timeout-after', count: 1 });
    expect(await sendNetgsmSms(netgsm(), { phone: '+905321110001', message: 'x' })).toMatchObject({ outcome: 'ambiguous' });
    await fault({ provider: 'netgsm', mode: 'timeout', count: 1 });
    expect(await sendNetgsmSms(netgsm(), { phone: '+905321110002', message: 'x' })).toMatchObject({ outcome: 'ambiguous' });
    const report = await queryNetgsmReport(netgsm(), window());
    expect(report.outcome).toBe('ok');
    const jobs = report.outcome === 'ok' ? report.jobs : [];
    expect(jobs.some((job) => sameNumber(job.number, '5321110001'))).toBe(true);
    expect(jobs.some((job) => sameNumber(job.number, '5321110002'))).toBe(false);
  });

  it('reports a wrong number with status 3, a delivered one with 1, and looks jobs up by id', async () => {
    await fault({ provider: 'netgsm', mode: 'unknown-number', number: '5320000009' });
    const wrong = await sendNetgsmSms(netgsm(), { phone: '+905320000009', message: 'x' });
    const right = await sendNetgsmSms(netgsm(), { phone: '+905321110003', message: 'x' });
    const ids = [wrong, right].map((result) => (result.outcome === 'sent' ? result.orderId : ''));
    const report = await queryNetgsmReport(netgsm(), { ...window(), jobids: ids });
    const jobs = report.outcome === 'ok' ? report.jobs : [];
    expect(reportStatus(jobs.find((job) => job.jobid === ids[0])!.status)).toEqual({ state: 'undeliverable', reason: 'wrong_number' });
    expect(reportStatus(jobs.find((job) => job.jobid === ids[1])!.status)).toEqual({ state: 'delivered' });
    expect(reportStatus(13)).toEqual({ state: 'delivered' });
    await fetch(`${sink.url}/api/faults?provider=netgsm&mode=unknown-number`, { method: 'DELETE' });
  });

  it('answers code 60 as no record, and 80 past 10 queries a minute', async () => {
    const limited = await createSinkServer({ port: 0, clock: () => new Date('2027-01-01T10:00:30Z') });
    try {
      const config = { ...netgsm(), baseUrl: limited.url };
      const empty = { start: new Date('2027-01-01T09:00:00Z'), stop: new Date('2027-01-01T09:01:00Z') };
      const answers = [];
      for (let i = 0; i < 11; i += 1) answers.push((await queryNetgsmReport(config, empty)).outcome);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill('ok'));
      expect(answers[10]).toBe('limited');
    } finally {
      await limited.close();
    }
  });

  it('keeps standing faults until cleared: an outage, and credentials refused until fixed', async () => {
    await fault({ provider: 'netgsm', mode: 'outage' });
    expect(await sendNetgsmSms(netgsm(), { phone: '+905321110004', message: 'x' })).toMatchObject({ outcome: 'retryable' });
    expect(await queryNetgsmReport(netgsm(), window())).toMatchObject({ outcome: 'failed' });
    await fetch(`${sink.url}/api/faults?provider=netgsm&mode=outage`, { method: 'DELETE' });
    await fault({ provider: 'sendgrid', mode: 'bad-credentials' });
    expect(await sendEmail(sendgrid(), { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({ outcome: 'config', status: 401 });
    await fetch(`${sink.url}/api/faults?provider=sendgrid&mode=bad-credentials`, { method: 'DELETE' });
    expect(await sendEmail(sendgrid(), { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({ outcome: 'sent' });
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

  it('records a dropped connection as ambiguous and a refused one as retryable', async () => {
    await fault({ provider: 'sendgrid', mode: 'reset', count: 1 });
    expect(await sendEmail(sendgrid(), { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({ outcome: 'ambiguous' });
    expect(await sendEmail({ ...sendgrid(), baseUrl: `${await closedPortUrl()}/` }, { to: 'a@test.bebek', subject: 's', text: 't' })).toMatchObject({
      outcome: 'retryable',
    });
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

  it('never resends a push that may have reached Expo; retries 5xx and refused connections', async () => {
    const push = [{ token: 'ExponentPushToken[abcdefghijkl]', title: 'Yeni tahmin', body: 'x' }];
    await fault({ provider: 'expo', mode: 'reset', count: 1 });
    expect((await sendExpoPush({ baseUrl: sink.url, accessToken: '' }, push))[0]).toMatchObject({ outcome: 'ambiguous' });
    await fault({ provider: 'expo', mode: 'status', status: 503, count: 1 });
    expect((await sendExpoPush({ baseUrl: sink.url, accessToken: '' }, push))[0]).toMatchObject({ outcome: 'failed' });
    expect((await sendExpoPush({ baseUrl: await closedPortUrl(), accessToken: '' }, push))[0]).toMatchObject({ outcome: 'failed' });
  });
});

describe('the sinks check credentials as the real services do', () => {
  it('refuses a wrong Netgsm password, SendGrid key or Expo token', async () => {
    const strict = await createSinkServer({
      port: 0,
      netgsm: { usercode: 'kullanici', password: 'dogru-sifre' },
      sendgrid: { apiKey: 'SG.dogru' },
      expo: { accessToken: 'dogru-jeton' },
    });
    try {
      const sms = { phone: '+905321234569', message: 'x' };
      expect(await sendNetgsmSms({ ...netgsm(), baseUrl: strict.url, password: 'yanlis' }, sms)).toMatchObject({ outcome: 'config', code: '30' });
      expect(await sendNetgsmSms({ ...netgsm(), baseUrl: strict.url, password: 'dogru-sifre' }, sms)).toMatchObject({ outcome: 'sent' });
      const mail = { to: 'a@test.bebek', subject: 's', text: 't' };
      expect(await sendEmail({ ...sendgrid(), baseUrl: `${strict.url}/`, apiKey: 'SG.yanlis' }, mail)).toMatchObject({ outcome: 'config', status: 401 });
      expect(await sendEmail({ ...sendgrid(), baseUrl: `${strict.url}/`, apiKey: 'SG.dogru' }, mail)).toMatchObject({ outcome: 'sent' });
      const push = [{ token: 'ExponentPushToken[abcdefghijkl]', title: 't', body: 'b' }];
      expect((await sendExpoPush({ baseUrl: strict.url, accessToken: 'yanlis' }, push))[0]).toMatchObject({ outcome: 'failed' });
      expect((await sendExpoPush({ baseUrl: strict.url, accessToken: 'dogru-jeton' }, push))[0]).toMatchObject({ outcome: 'sent' });
      expect(strict.messages()).toHaveLength(3);
    } finally {
      await strict.close();
    }
  });
});
