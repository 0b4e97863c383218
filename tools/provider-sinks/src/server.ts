import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderIndex, renderMessage } from './page.js';

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
}

export interface Fault {
  provider: Provider;
  /** status: answer with it; timeout: never answer; reset: drop the connection after reading the request; netgsm-code: a Netgsm error code. */
  mode: 'status' | 'timeout' | 'reset' | 'netgsm-code';
  status?: number;
  code?: string;
  count: number;
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

export function createSinkServer(options: { port?: number; host?: string; dataFile?: string } & SinkCredentials = {}): Promise<SinkServer> {
  let stored: SinkMessage[] = [];
  if (options.dataFile && existsSync(options.dataFile)) {
    try {
      stored = JSON.parse(readFileSync(options.dataFile, 'utf8')) as SinkMessage[];
    } catch {
      stored = [];
    }
  }
  let faults: Fault[] = [];
  const save = () => {
    if (!options.dataFile) return;
    const temporary = `${options.dataFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, options.dataFile);
  };
  const keep = (message: Omit<SinkMessage, 'id' | 'receivedAt'>): SinkMessage => {
    const full = { ...message, id: randomUUID(), receivedAt: new Date().toISOString() };
    stored.push(full);
    save();
    return full;
  };
  const takeFault = (provider: Provider): Fault | undefined => {
    const fault = faults.find((entry) => entry.provider === provider && entry.count > 0);
    if (fault) fault.count -= 1;
    faults = faults.filter((entry) => entry.count > 0);
    return fault;
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
    const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [usercode, password] = auth ? Buffer.from(auth, 'base64').toString('utf8').split(':') : [];
    const expected = options.netgsm ?? {};
    if (!usercode || !password || (expected.usercode && usercode !== expected.usercode) || (expected.password && password !== expected.password)) {
      return json(res, 406, { code: '30', jobid: null, description: 'Geçersiz kullanıcı adı, şifre veya API erişim izni yok' });
    }
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
      keep({
        provider: 'netgsm',
        to: message.no,
        text: message.msg,
        header,
        encoding: String(payload.encoding ?? ''),
        iysfilter: String(payload.iysfilter ?? ''),
      });
    }
    return json(res, 200, { code: '00', jobid, description: 'queued' });
  }

  async function sendgrid(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const fault = takeFault('sendgrid');
    if (fault?.mode === 'timeout') return hold(res);
    if (fault?.mode === 'reset') return void res.socket?.destroy();
    if (fault?.mode === 'status') {
      const status = fault.status ?? 500;
      const headers: Record<string, string> =
        status === 429 ? { 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60) } : {};
      return json(res, status, { errors: [{ field: null, message: status >= 500 ? 'Internal server error' : 'Request failed' }] }, headers);
    }
    const apiKey = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!apiKey || (options.sendgrid?.apiKey && apiKey !== options.sendgrid.apiKey))
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
    res.writeHead(202, { 'x-message-id': randomUUID().replace(/-/g, '').slice(0, 22) });
    res.end();
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
        if (req.method === 'POST' && url.pathname === '/sms/rest/v2/report') return json(res, 200, { code: '00', jobs: [] });
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
        if (url.pathname === '/api/faults') {
          if (req.method === 'DELETE') {
            faults = [];
            return json(res, 200, { ok: true });
          }
          if (req.method === 'POST') {
            const fault = parseJson(body) as Fault | undefined;
            if (!fault || !['netgsm', 'sendgrid', 'expo'].includes(fault.provider) || !['status', 'timeout', 'reset', 'netgsm-code'].includes(fault.mode))
              return json(res, 400, { message: 'invalid fault' });
            faults.push({ ...fault, count: Math.max(1, Number(fault.count) || 1) });
            return json(res, 201, { ok: true });
          }
          return json(res, 200, faults);
        }
        if (req.method === 'GET' && url.pathname === '/') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(renderIndex([...stored].reverse()));
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
