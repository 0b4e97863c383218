import { toNetgsmNumber } from './phone';
import { networkFailure } from './network';

/**
 * Netgsm SMS over REST v2 (never the old GET API, which puts the password in the URL).
 * Answers are mapped so that nothing unknown counts as sent, permanent errors are never
 * retried, and a timeout is ambiguous (the SMS may have gone out).
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
  | { outcome: 'retryable'; code: string; reason: string; minDelayMs: number }
  | { outcome: 'ambiguous'; reason: string };

const PERMANENT: Record<string, string> = {
  '20': 'Mesaj metni hatalı veya çok uzun',
  '30': 'Geçersiz kullanıcı bilgisi, API yetkisi yok veya IP izni yok',
  '40': 'Mesaj başlığı (gönderici adı) tanımlı değil',
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
  if (PERMANENT[code]) return { outcome: 'permanent', code, reason: PERMANENT[code] };
  return { outcome: 'permanent', code: code || String(status), reason: description || `Beklenmeyen yanıt (HTTP ${status})` };
}

export async function sendNetgsmSms(config: NetgsmConfig, sms: { phone: string; message: string }): Promise<NetgsmResult> {
  const body = { msgheader: config.msgheader, encoding: 'TR', iysfilter: '0', messages: [{ msg: sms.message, no: toNetgsmNumber(sms.phone) }] };
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/sms/rest/v2/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${config.usercode}:${config.password}`).toString('base64')}` },
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
