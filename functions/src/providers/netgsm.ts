import type { DeliveryFailure } from '@bebek/common/delivery';
import { toNetgsmNumber } from './phone';
import { networkFailure } from './network';

/**
 * Netgsm SMS over REST v2 (never the old GET API, which puts the password in the URL).
 * Answers are mapped so that nothing unknown counts as sent, permanent errors are never
 * retried, our own configuration (30, 40) is told apart so the message can wait for a fix, and a
 * timeout or a connection dropped after sending is ambiguous (the SMS may have gone out): the
 * outbox resolves it through the delivery report (queryNetgsmReport) before sending again.
 */
export interface NetgsmConfig {
  baseUrl: string;
  usercode: string;
  password: string;
  msgheader: string;
  timeoutMs: number;
}

export type NetgsmResult =
  | { outcome: 'sent'; orderId: string }
  | { outcome: 'permanent'; code: string; reason: string }
  | { outcome: 'config'; code: string; reason: string }
  | { outcome: 'retryable'; code: string; reason: string; minDelayMs: number }
  | { outcome: 'ambiguous'; reason: string };

/** Our own configuration: the message is not lost, it waits for the fix (PROVIDERS.md). */
const CONFIG: Record<string, string> = {
  '30': 'Geçersiz kullanıcı bilgisi, API yetkisi yok veya IP izni yok',
  '40': 'Mesaj başlığı (gönderici adı) tanımlı değil',
};
const PERMANENT: Record<string, string> = {
  '20': 'Mesaj metni hatalı veya çok uzun',
  '50': 'Hesap İYS kontrollü gönderim yapamıyor',
  '51': 'İYS marka bilgisi bulunamadı',
  '70': 'Hatalı veya eksik parametre',
};
const RETRYABLE: Record<string, { reason: string; minDelayMs: number }> = {
  '80': { reason: 'Gönderim sınırı aşıldı', minDelayMs: 60_000 },
  '85': { reason: 'Aynı numaraya dakikada 20 den fazla iş', minDelayMs: 60_000 },
  '100': { reason: 'Netgsm sistem hatası', minDelayMs: 0 },
  '101': { reason: 'Netgsm sistem hatası', minDelayMs: 0 },
};

export function mapNetgsmAnswer(status: number, body: { code?: unknown; jobid?: unknown; description?: unknown } | undefined): NetgsmResult {
  const code = String(body?.code ?? '');
  const description = typeof body?.description === 'string' ? body.description : '';
  if (status === 200 && code === '00' && body?.jobid) return { outcome: 'sent', orderId: String(body.jobid) };
  if (RETRYABLE[code]) return { outcome: 'retryable', code, reason: RETRYABLE[code].reason, minDelayMs: RETRYABLE[code].minDelayMs };
  if (status >= 500) return { outcome: 'retryable', code: code || String(status), reason: `HTTP ${status}`, minDelayMs: 0 };
  if (CONFIG[code]) return { outcome: 'config', code, reason: CONFIG[code] };
  if (PERMANENT[code]) return { outcome: 'permanent', code, reason: PERMANENT[code] };
  return { outcome: 'permanent', code: code || String(status), reason: description || `Beklenmeyen yanıt (HTTP ${status})` };
}

const basicAuth = (config: NetgsmConfig) => `Basic ${Buffer.from(`${config.usercode}:${config.password}`).toString('base64')}`;

export async function sendNetgsmSms(config: NetgsmConfig, sms: { phone: string; message: string }): Promise<NetgsmResult> {
  const body = { msgheader: config.msgheader, encoding: 'TR', iysfilter: '0', messages: [{ msg: sms.message, no: toNetgsmNumber(sms.phone) }] };
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/sms/rest/v2/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuth(config) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const failure = networkFailure(error);
    if (!failure.mayHaveArrived) return { outcome: 'retryable', code: 'network', reason: `Bağlantı kurulamadı: ${failure.detail}`, minDelayMs: 0 };
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { outcome: 'ambiguous', reason: `Zaman aşımı (${config.timeoutMs} ms): SMS gitmiş olabilir, tekrar gönderilmedi` };
    return { outcome: 'ambiguous', reason: `Bağlantı koptu (${failure.detail}): SMS gitmiş olabilir, tekrar gönderilmedi` };
  }
  let parsed: { code?: unknown; jobid?: unknown; description?: unknown } | undefined;
  try {
    parsed = (await response.json()) as typeof parsed;
  } catch {
    parsed = undefined;
  }
  return mapNetgsmAnswer(response.status, parsed);
}

/** One line of Netgsm's delivery report. */
export interface NetgsmReportJob {
  jobid: string;
  /** The number as the report gives it; compare the last 10 digits. */
  number: string;
  status: number;
}

export type NetgsmReportResult =
  | { outcome: 'ok'; jobs: NetgsmReportJob[] }
  /** 80: more than 10 queries this minute; try in the next. */
  | { outcome: 'limited' }
  | { outcome: 'config'; code: string; reason: string }
  | { outcome: 'failed'; reason: string };

/**
 * Delivery-report statuses (netgsm-sms-js enums): what each means for the message.
 * delivered: it reached the phone (13, a duplicate, means an earlier copy went out);
 * waiting: not settled yet; undeliverable: it never will, with the reason the parent reads.
 */
export function reportStatus(status: number): { state: 'delivered' } | { state: 'waiting' } | { state: 'undeliverable'; reason: DeliveryFailure } {
  if (status === 1 || status === 13) return { state: 'delivered' };
  if (status === 0) return { state: 'waiting' };
  if (status === 3) return { state: 'undeliverable', reason: 'wrong_number' };
  if (status === 2) return { state: 'undeliverable', reason: 'expired' };
  if (status === 14 || status === 15) return { state: 'undeliverable', reason: 'blocked' };
  return { state: 'undeliverable', reason: 'operator' };
}

export const REPORT_PAGE_SIZE = 100;

/** Netgsm's date format for reports: 'dd.MM.yyyy HH:mm:ss', Turkish time (UTC+3 all year since 2016). */
export function netgsmDate(date: Date): string {
  const t = new Date(date.getTime() + 3 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(t.getUTCDate())}.${two(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}

/**
 * POST /sms/rest/v2/report: the SMS of a time window, or of the given job ids, one page. The caller
 * keeps to Netgsm's 10 queries a minute (outbox/report.ts); code 60 (no record) is an empty answer.
 */
export async function queryNetgsmReport(
  config: NetgsmConfig,
  query: { start: Date; stop: Date; jobids?: string[]; page?: number },
): Promise<NetgsmReportResult> {
  const body = {
    startdate: netgsmDate(query.start),
    stopdate: netgsmDate(query.stop),
    ...(query.jobids ? { jobids: query.jobids } : {}),
    pagenumber: query.page ?? 0,
    pagesize: REPORT_PAGE_SIZE,
  };
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/sms/rest/v2/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuth(config) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    return { outcome: 'failed', reason: `Rapor alınamadı: ${networkFailure(error).detail}` };
  }
  const answer = (await response.json().catch(() => undefined)) as { code?: unknown; jobs?: unknown } | undefined;
  const code = String(answer?.code ?? '');
  if (code === '60') return { outcome: 'ok', jobs: [] };
  if (code === '80') return { outcome: 'limited' };
  if (CONFIG[code]) return { outcome: 'config', code, reason: CONFIG[code] };
  if (response.status !== 200 || code !== '00' || !Array.isArray(answer?.jobs))
    return { outcome: 'failed', reason: `Rapor alınamadı (HTTP ${response.status}${code ? `, kod ${code}` : ''})` };
  const jobs = (answer.jobs as Array<Record<string, unknown>>).map((job) => ({
    jobid: String(job.jobid ?? ''),
    number: String(job.number ?? ''),
    status: Number(job.status ?? -1),
  }));
  return { outcome: 'ok', jobs };
}

/** The same phone, however the report writes it ('90532…', '532…', '+90532…'). */
export function sameNumber(a: string, b: string): boolean {
  const tail = (value: string) => value.replace(/\D/g, '').slice(-10);
  return tail(a).length === 10 && tail(a) === tail(b);
}
