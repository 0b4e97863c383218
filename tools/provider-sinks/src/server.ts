import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderIndex, renderMessage } from './page.js';

/** The human page shows this many messages, newest first: a whole test run's hundreds would make a page no browser can draw. */
const INDEX_PAGE_SIZE = 50;

/**
 * Local fakes of Netgsm (SMS, REST v2), SendGrid (v3 mail send) and Expo push. They accept exactly
 * the providers' wire formats, answer as the real services do, keep what was sent, and show it on a
 * page. Tests can make them fail on purpose through /api/faults.
 */
export type Provider = 'netgsm' | 'sendgrid' | 'expo';

export interface SinkMessage {
  id: string;
  provider: Provider;
  receivedAt: string;
  to: string;
  toName?: string;
  from?: string;
  header?: string;
  subject?: string;
  text: string;
  html?: string;
  title?: string;
  customArgs?: Record<string, string>;
  encoding?: string;
  iysfilter?: string;
  /** When the sink's clock was moved (POST /api/clock): the real time it arrived too. */
  receivedRealAt?: string;
  /** Netgsm: the job id answered for it, and its delivery-report status (1 delivered, 3 wrong or restricted number). */
  jobid?: string;
  status?: number;
}

/**
 * A fault on purpose. Counted faults (the first kinds) hit the next `count` requests of the provider's
 * `endpoint` ('send' unless given); standing faults last until cleared (DELETE /api/faults) or until
 * `until` on the sink's clock:
 * - status: answer with that HTTP status (a 5xx, or 429 with SendGrid's rate-limit headers);
 * - netgsm-code: Netgsm's 406 with that code;
 * - timeout: hold the request and never answer, before the provider took the message (nothing kept);
 * - timeout-after: take the message (kept, and in Netgsm's report), then never answer;
 * - reset: drop the connection after reading the request, before taking the message;
 * - reset-after: take the message, then drop the connection;
 * - outage (standing): every request of the provider, reports included, gets 503;
 * - bad-credentials (standing): the provider refuses our credentials (Netgsm 30, SendGrid 401), as after a rotated key;
 * - unknown-number (standing, Netgsm): the number takes the SMS, and the report says status 3 (wrong number);
 * - random (standing): each send request gets, with probability `rate`, one of `modes` (seeded, so a run repeats).
 */
export type FaultMode =
  'status' | 'netgsm-code' | 'timeout' | 'timeout-after' | 'reset' | 'reset-after' | 'outage' | 'bad-credentials' | 'unknown-number' | 'random';
export type CountedMode = 'status' | 'netgsm-code' | 'timeout' | 'timeout-after' | 'reset' | 'reset-after';
export interface CountedFault {
  mode: CountedMode;
  status?: number;
  code?: string;
}
/**
 * Every passing fault a provider's send can meet, for a `random` fault to draw from: its 5xx and
 * 429, a timeout and a reset, each before and after the provider took the message. Netgsm adds its
 * own code 85 (too many messages to one number) to these.
 */
export const TRANSIENT_FAULTS: readonly CountedFault[] = [
  { mode: 'status', status: 500 },
  { mode: 'status', status: 503 },
  { mode: 'status', status: 429 },
  { mode: 'timeout' },
  { mode: 'timeout-after' },
  { mode: 'reset' },
  { mode: 'reset-after' },
];
export const NETGSM_TRANSIENT_FAULTS: readonly CountedFault[] = [...TRANSIENT_FAULTS, { mode: 'netgsm-code', code: '85' }];
const COUNTED: readonly FaultMode[] = ['status', 'netgsm-code', 'timeout', 'timeout-after', 'reset', 'reset-after'];
const STANDING: readonly FaultMode[] = ['outage', 'bad-credentials', 'unknown-number', 'random'];

export interface Fault {
  provider: Provider;
  mode: FaultMode;
  status?: number;
  code?: string;
  count?: number;
  endpoint?: 'send' | 'report';
  /** unknown-number: the 10-digit number Netgsm reports as wrong. */
  number?: string;
  /** random: the chance per request, the kinds to draw from (each a counted fault: its mode, status or code), the seed. */
  rate?: number;
  modes?: readonly CountedFault[];
  seed?: number;
  /** A standing fault ends at this moment of the sink's clock (ISO), e.g. an outage of one hour. */
  until?: string;
}

export interface SinkServer {
  url: string;
  close(): Promise<void>;
  messages(): SinkMessage[];
}

const MAX_BODY = 5 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The credentials the sinks accept, as the real services check theirs; a sink left without one accepts any non-empty value. */
export interface SinkCredentials {
  netgsm?: { usercode?: string; password?: string };
  sendgrid?: { apiKey?: string };
  expo?: { accessToken?: string };
}

/** A small seeded generator (mulberry32): the same seed draws the same faults. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Netgsm's report dates: 'dd.MM.yyyy HH:mm:ss' in Turkish time (UTC+3 all year). */
const TURKEY_OFFSET_MS = 3 * 3600_000;
export function netgsmDate(date: Date): string {
  const t = new Date(date.getTime() + TURKEY_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(t.getUTCDate())}.${two(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}
export function parseNetgsmDate(text: unknown): Date | undefined {
  const match = typeof text === 'string' ? /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const [, d, mo, y, h, mi, se] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!) - TURKEY_OFFSET_MS);
}

/** At most 10 report queries a minute, as Netgsm allows. */
export const NETGSM_REPORTS_PER_MINUTE = 10;

export function createSinkServer(options: { port?: number; host?: string; dataFile?: string; clock?: () => Date } & SinkCredentials = {}): Promise<SinkServer> {
  // tests that run the outbox on a clock of their own move the sink's with it (POST /api/clock)
  let offsetMs = 0;
  const now = () => new Date((options.clock?.() ?? new Date()).getTime() + offsetMs);
  let stored: SinkMessage[] = [];
  if (options.dataFile && existsSync(options.dataFile)) {
    try {
      stored = JSON.parse(readFileSync(options.dataFile, 'utf8')) as SinkMessage[];
    } catch {
      stored = [];
    }
  }
  let faults: Fault[] = [];
  const draws = new Map<Fault, () => number>();
  /** How many requests met each kind of fault, per provider (GET /api/faults/stats): what a run went through. */
  let faultStats: Record<string, number> = {};
  const counted = (provider: Provider, fault: Fault | undefined): Fault | undefined => {
    if (fault) {
      const name = `${provider}:${fault.mode === 'status' ? `http-${fault.status ?? 500}` : fault.mode === 'netgsm-code' ? `code-${fault.code ?? '100'}` : fault.mode}`;
      faultStats[name] = (faultStats[name] ?? 0) + 1;
    }
    return fault;
  };
  let reportWindow = { minute: -1, count: 0 };
  const save = () => {
    if (!options.dataFile) return;
    const temporary = `${options.dataFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, options.dataFile);
  };
  const keep = (message: Omit<SinkMessage, 'id' | 'receivedAt'>): SinkMessage => {
    const full = { ...message, id: randomUUID(), receivedAt: now().toISOString(), ...(offsetMs ? { receivedRealAt: new Date().toISOString() } : {}) };
    stored.push(full);
    save();
    return full;
  };
  const active = (fault: Fault) => !fault.until || now() < new Date(fault.until);
  const standing = (provider: Provider, mode: FaultMode) => faults.find((entry) => entry.provider === provider && entry.mode === mode && active(entry));
  /** The fault this request meets: a standing outage, else the next counted one, else a random draw. */
  const takeFault = (provider: Provider, endpoint: 'send' | 'report' = 'send'): Fault | undefined => {
    if (standing(provider, 'outage')) {
      faultStats[`${provider}:outage`] = (faultStats[`${provider}:outage`] ?? 0) + 1;
      return { provider, mode: 'status', status: 503 };
    }
    const fault = faults.find(
      (entry) => entry.provider === provider && COUNTED.includes(entry.mode) && (entry.endpoint ?? 'send') === endpoint && (entry.count ?? 0) > 0,
    );
    if (fault) {
      fault.count = (fault.count ?? 1) - 1;
      faults = faults.filter((entry) => !COUNTED.includes(entry.mode) || (entry.count ?? 0) > 0);
      return counted(provider, fault);
    }
    const random = endpoint === 'send' ? standing(provider, 'random') : undefined;
    if (random?.modes?.length) {
      let draw = draws.get(random);
      if (!draw) draws.set(random, (draw = seeded(random.seed ?? 1)));
      if (draw() < (random.rate ?? 0)) {
        const kind = random.modes[Math.floor(draw() * random.modes.length)]!;
        return counted(provider, { provider, ...kind });
      }
    }
    return undefined;
  };
  /** After the provider took the message: answer, or (timeout-after, reset-after) leave the client without its answer. */
  const answerAfter = (res: ServerResponse, fault: Fault | undefined, answer: () => void): Promise<void> | void => {
    if (fault?.mode === 'timeout-after') return hold(res);
    if (fault?.mode === 'reset-after') return void res.socket?.destroy();
    answer();
  };
  /** A timeout: hold the request until the client gives up (or 30 s). */
  const hold = (res: ServerResponse) =>
    new Promise<void>((done) => {
      const timer = setTimeout(() => {
        if (!res.writableEnded) res.destroy();
        done();
      }, 30_000);
      res.on('close', () => {
        clearTimeout(timer);
        done();
      });
    });

  async function netgsm(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const fault = takeFault('netgsm');
    if (fault?.mode === 'timeout') return hold(res);
    if (fault?.mode === 'reset') return void res.socket?.destroy();
    if (fault?.mode === 'status') return json(res, fault.status ?? 500, { code: '100', jobid: null, description: 'Sistem hatası' });
    if (fault?.mode === 'netgsm-code') return json(res, 406, { code: fault.code ?? '100', jobid: null, description: `Hata kodu ${fault.code ?? '100'}` });
    if (!netgsmCredentialsOk(req)) return json(res, 406, { code: '30', jobid: null, description: 'Geçersiz kullanıcı adı, şifre veya API erişim izni yok' });
    const payload = parseJson(body);
    if (!isObject(payload)) return json(res, 406, { code: '70', jobid: null, description: 'Hatalı sorgu' });
    const header = payload.msgheader;
    if (typeof header !== 'string' || !header || header.length > 11)
      return json(res, 406, { code: '40', jobid: null, description: 'Mesaj başlığı tanımlı değil' });
    const messages = payload.messages;
    if (!Array.isArray(messages) || messages.length === 0) return json(res, 406, { code: '70', jobid: null, description: 'messages eksik' });
    for (const message of messages) {
      if (!isObject(message) || typeof message.msg !== 'string' || !message.msg.trim())
        return json(res, 406, { code: '20', jobid: null, description: 'Mesaj metni hatalı' });
      if (typeof message.no !== 'string' || !/^[1-9]\d{9}$/.test(message.no))
        return json(res, 406, { code: '70', jobid: null, description: 'Numara 10 hane olmalı (0 veya +90 olmadan)' });
    }
    if (payload.iysfilter !== undefined && !['0', '11', '12'].includes(String(payload.iysfilter)))
      return json(res, 406, { code: '70', jobid: null, description: 'iysfilter geçersiz' });
    const jobid = String(Math.floor(Math.random() * 9e9) + 1e9);
    for (const message of messages as Array<{ msg: string; no: string }>) {
      const wrong = faults.some((entry) => entry.provider === 'netgsm' && entry.mode === 'unknown-number' && entry.number === message.no && active(entry));
      keep({
        provider: 'netgsm',
        to: message.no,
        text: message.msg,
        header,
        encoding: String(payload.encoding ?? ''),
        iysfilter: String(payload.iysfilter ?? ''),
        jobid,
        status: wrong ? 3 : 1,
      });
    }
    return answerAfter(res, fault, () => json(res, 200, { code: '00', jobid, description: 'queued' }));
  }

  function netgsmCredentialsOk(req: IncomingMessage): boolean {
    if (standing('netgsm', 'bad-credentials')) {
      faultStats['netgsm:bad-credentials'] = (faultStats['netgsm:bad-credentials'] ?? 0) + 1;
      return false;
    }
    const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [usercode, password] = auth ? Buffer.from(auth, 'base64').toString('utf8').split(':') : [];
    const expected = options.netgsm ?? {};
    return Boolean(usercode && password && (!expected.usercode || usercode === expected.usercode) && (!expected.password || password === expected.password));
  }

  /**
   * Netgsm's delivery report (REST v2): the SMS sent within [startdate, stopdate], or only those of
   * the given jobids, a page at a time; code 60 when there is none; code 80 past 10 queries a minute.
   */
  async function netgsmReport(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const fault = takeFault('netgsm', 'report');
    if (fault?.mode === 'timeout' || fault?.mode === 'timeout-after') return hold(res);
    if (fault?.mode === 'reset' || fault?.mode === 'reset-after') return void res.socket?.destroy();
    if (fault?.mode === 'status') return json(res, fault.status ?? 500, { code: '100', description: 'Sistem hatası' });
    if (fault?.mode === 'netgsm-code') return json(res, 406, { code: fault.code ?? '100', description: `Hata kodu ${fault.code ?? '100'}` });
    if (!netgsmCredentialsOk(req)) return json(res, 406, { code: '30', description: 'Geçersiz kullanıcı adı, şifre veya API erişim izni yok' });
    const minute = Math.floor(now().getTime() / 60_000);
    if (reportWindow.minute !== minute) reportWindow = { minute, count: 0 };
    reportWindow.count += 1;
    if (reportWindow.count > NETGSM_REPORTS_PER_MINUTE) return json(res, 406, { code: '80', description: 'Sorgulama sınırı aşıldı: dakikada 10 sorgu' });
    const payload = parseJson(body);
    if (!isObject(payload)) return json(res, 406, { code: '70', description: 'Hatalı sorgu' });
    const start = parseNetgsmDate(payload.startdate);
    const stop = parseNetgsmDate(payload.stopdate);
    const jobids = Array.isArray(payload.jobids) ? payload.jobids.map(String) : undefined;
    if (!jobids && (!start || !stop)) return json(res, 406, { code: '70', description: 'startdate ve stopdate gerekli (dd.MM.yyyy HH:mm:ss)' });
    const pageSize = Math.min(Math.max(Number(payload.pagesize ?? 100) || 100, 1), 1000);
    const pageNumber = Math.max(Number(payload.pagenumber ?? 0) || 0, 0);
    // with the clock moved by a test, a send made on the real clock (the stack's own schedule, running beside
    // the test) is found by its real time as well: one clock per sender, as production has
    const within = (at: string | undefined) => at !== undefined && (!start || new Date(at) >= start) && (!stop || new Date(at) <= stop);
    const matching = stored.filter(
      (message) =>
        message.provider === 'netgsm' && (within(message.receivedAt) || within(message.receivedRealAt)) && (!jobids || jobids.includes(message.jobid ?? '')),
    );
    const page = matching.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
    if (page.length === 0) return json(res, 406, { code: '60', description: 'Kayıt bulunamadı' });
    return json(res, 200, {
      code: '00',
      description: 'success',
      jobs: page.map((message, index) => ({
        jobid: message.jobid ?? '',
        number: `90${message.to}`,
        status: message.status ?? 1,
        operator: 10,
        msglen: 1,
        deliveredDate: message.status === 1 ? netgsmDate(new Date(message.receivedAt)) : '',
        errorCode: message.status === 3 ? 101 : 0,
        referansID: `${message.jobid ?? ''}${index}`,
      })),
    });
  }

  async function sendgrid(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const fault = takeFault('sendgrid');
    if (fault?.mode === 'timeout') return hold(res);
    if (fault?.mode === 'reset') return void res.socket?.destroy();
    if (fault?.mode === 'status') {
      const status = fault.status ?? 500;
      const headers: Record<string, string> =
        status === 429
          ? { 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(now().getTime() / 1000) + 60) }
          : {};
      return json(res, status, { errors: [{ field: null, message: status >= 500 ? 'Internal server error' : 'Request failed' }] }, headers);
    }
    const apiKey = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (standing('sendgrid', 'bad-credentials')) faultStats['sendgrid:bad-credentials'] = (faultStats['sendgrid:bad-credentials'] ?? 0) + 1;
    if (!apiKey || (options.sendgrid?.apiKey && apiKey !== options.sendgrid.apiKey) || standing('sendgrid', 'bad-credentials'))
      return json(res, 401, { errors: [{ field: null, message: 'The provided authorization grant is invalid, expired, or revoked' }] });
    const payload = parseJson(body);
    const errors: Array<{ field: string; message: string }> = [];
    if (!isObject(payload)) return json(res, 400, { errors: [{ field: null, message: 'Bad Request' }] });
    const from = payload.from;
    if (!isObject(from) || typeof from.email !== 'string') errors.push({ field: 'from.email', message: 'The from email does not contain a valid address.' });
    const personalizations = payload.personalizations;
    if (!Array.isArray(personalizations) || personalizations.length === 0)
      errors.push({ field: 'personalizations', message: 'The personalizations field is required and must have at least one personalization.' });
    const recipients: Array<{ email: string; name?: string; subject?: string; customArgs?: Record<string, string> }> = [];
    const seen = new Set<string>();
    for (const personalization of Array.isArray(personalizations) ? personalizations : []) {
      if (!isObject(personalization) || !Array.isArray(personalization.to) || personalization.to.length === 0) {
        errors.push({
          field: 'personalizations.0.to',
          message: 'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        });
        continue;
      }
      for (const to of personalization.to) {
        const email = isObject(to) && typeof to.email === 'string' ? to.email.toLowerCase() : '';
        if (!/^[^\s@]+@[^\s@]+$/.test(email)) errors.push({ field: 'personalizations.0.to.0.email', message: 'Does not contain a valid address.' });
        else if (seen.has(email))
          errors.push({ field: 'personalizations.0.to', message: 'Each email address in the personalization block should be unique between to, cc, and bcc.' });
        else {
          seen.add(email);
          recipients.push({
            email,
            name: isObject(to) && typeof to.name === 'string' ? to.name : undefined,
            subject: typeof personalization.subject === 'string' ? personalization.subject : undefined,
            customArgs: isObject(personalization.custom_args) ? (personalization.custom_args as Record<string, string>) : undefined,
          });
        }
      }
    }
    const content = Array.isArray(payload.content) ? (payload.content as Array<{ type?: string; value?: string }>) : [];
    const subject = typeof payload.subject === 'string' ? payload.subject : undefined;
    if (!subject && recipients.some((recipient) => !recipient.subject)) errors.push({ field: 'subject', message: 'The subject is required.' });
    if (!content.some((part) => typeof part.value === 'string' && part.value.length > 0))
      errors.push({ field: 'content', message: 'Unless a valid template_id is provided, the content parameter is required.' });
    if (errors.length) return json(res, 400, { errors });
    const settings = isObject(payload.mail_settings) ? payload.mail_settings : {};
    if (isObject(settings.sandbox_mode) && settings.sandbox_mode.enable === true) {
      res.writeHead(200);
      res.end();
      return;
    }
    const text = content.find((part) => part.type === 'text/plain')?.value ?? '';
    const html = content.find((part) => part.type === 'text/html')?.value;
    for (const recipient of recipients) {
      keep({
        provider: 'sendgrid',
        to: recipient.email,
        toName: recipient.name,
        from: String((from as { email: string }).email),
        subject: recipient.subject ?? subject,
        text,
        html,
        customArgs: recipient.customArgs,
      });
    }
    return answerAfter(res, fault, () => {
      res.writeHead(202, { 'x-message-id': randomUUID().replace(/-/g, '').slice(0, 22) });
      res.end();
    });
  }

  async function expo(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const fault = takeFault('expo');
    if (fault?.mode === 'timeout') return hold(res);
    if (fault?.mode === 'reset') return void res.socket?.destroy();
    if (fault?.mode === 'status') return json(res, fault.status ?? 500, { errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'An unknown error occurred.' }] });
    // Expo's access token is optional unless "enhanced push security" is on; the local stack turns it on by passing one.
    const expected = options.expo?.accessToken;
    if (expected && req.headers.authorization !== `Bearer ${expected}`)
      return json(res, 401, { errors: [{ code: 'UNAUTHORIZED', message: 'The bearer token is invalid.' }] });
    const payload = parseJson(body);
    const messages = Array.isArray(payload) ? payload : isObject(payload) ? [payload] : [];
    if (messages.length === 0 || messages.length > 100)
      return json(res, 400, { errors: [{ code: 'VALIDATION_ERROR', message: 'Between 1 and 100 messages are accepted.' }] });
    const data = messages.map((message) => {
      const to = isObject(message) && typeof message.to === 'string' ? message.to : '';
      if (!/^Expo(nent)?PushToken\[.+\]$/.test(to))
        return { status: 'error', message: `"${to}" is not a registered push notification recipient`, details: { error: 'DeviceNotRegistered' } };
      if (to.includes('unregistered'))
        return {
          status: 'error',
          message: `"${to}" is not a registered push notification recipient`,
          details: { error: 'DeviceNotRegistered', expoPushToken: to },
        };
      keep({ provider: 'expo', to, title: String((message as { title?: unknown }).title ?? ''), text: String((message as { body?: unknown }).body ?? '') });
      return { status: 'ok', id: randomUUID() };
    });
    return json(res, 200, { data });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sink');
      try {
        const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : '';
        if (req.method === 'POST' && url.pathname === '/sms/rest/v2/send') return await netgsm(req, res, body);
        if (req.method === 'POST' && url.pathname === '/sms/rest/v2/report') return await netgsmReport(req, res, body);
        if (req.method === 'POST' && url.pathname === '/v3/mail/send') return await sendgrid(req, res, body);
        if (req.method === 'POST' && url.pathname === '/--/api/v2/push/send') return await expo(req, res, body);
        if (req.method === 'POST' && url.pathname === '/--/api/v2/push/getReceipts') return json(res, 200, { data: {} });
        if (req.method === 'GET' && url.pathname === '/healthz') return json(res, 200, { ok: true });
        if (url.pathname === '/api/messages') {
          if (req.method === 'DELETE') {
            stored = [];
            save();
            return json(res, 200, { ok: true });
          }
          const provider = url.searchParams.get('provider');
          const to = url.searchParams.get('to')?.toLowerCase();
          return json(
            res,
            200,
            stored.filter((message) => (!provider || message.provider === provider) && (!to || message.to.toLowerCase() === to)),
          );
        }
        if (url.pathname === '/api/clock') {
          if (req.method === 'POST') offsetMs = Number((parseJson(body) as { offsetMs?: unknown } | undefined)?.offsetMs) || 0;
          if (req.method === 'DELETE') offsetMs = 0;
          return json(res, 200, { now: now().toISOString(), offsetMs });
        }
        if (url.pathname === '/api/faults/stats') return json(res, 200, faultStats);
        if (url.pathname === '/api/faults') {
          if (req.method === 'DELETE') {
            if (!url.searchParams.size) faultStats = {};
            // ?provider=&mode= clears those only (e.g. the credentials fixed while other faults go on)
            const provider = url.searchParams.get('provider');
            const mode = url.searchParams.get('mode');
            faults = provider || mode ? faults.filter((entry) => (provider && entry.provider !== provider) || (mode && entry.mode !== mode)) : [];
            return json(res, 200, { ok: true });
          }
          if (req.method === 'POST') {
            const fault = parseJson(body) as Fault | undefined;
            if (!fault || !['netgsm', 'sendgrid', 'expo'].includes(fault.provider) || ![...COUNTED, ...STANDING].includes(fault.mode))
              return json(res, 400, { message: 'invalid fault' });
            faults.push(COUNTED.includes(fault.mode) ? { ...fault, count: Math.max(1, Number(fault.count) || 1) } : { ...fault });
            return json(res, 201, { ok: true });
          }
          return json(res, 200, faults);
        }
        if (req.method === 'GET' && url.pathname === '/') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          // ?to=… (once or more): one person's inbox, as she reads it; without it the newest messages of everyone
          const recipients = url.searchParams.getAll('to').map((to) => to.trim().toLowerCase());
          const shown = recipients.length ? stored.filter((message) => recipients.includes(message.to.toLowerCase())) : stored;
          res.end(renderIndex([...shown].reverse().slice(0, INDEX_PAGE_SIZE), { recipients, total: shown.length }));
          return;
        }
        const single = /^\/messages\/([\w-]+)$/.exec(url.pathname);
        if (req.method === 'GET' && single) {
          const message = stored.find((entry) => entry.id === single[1]);
          res.writeHead(message ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
          res.end(message ? renderMessage(message) : 'Bulunamadı');
          return;
        }
        return json(res, 404, { message: 'not found' });
      } catch (error) {
        const status = (error as { status?: number }).status ?? 500;
        if (!res.headersSent) json(res, status, { message: String(error) });
      }
    })();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        messages: () => [...stored],
        close: () =>
          new Promise<void>((done) => {
            save();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
