import { Client } from '@sendgrid/client';
import sgMail from '@sendgrid/mail';
import { networkFailure } from './network';

/** SendGrid v3 mail send through @sendgrid/mail, pointed at the configured base URL (the local sink in the local stack). */
export interface SendgridConfig {
  baseUrl: string;
  apiKey: string;
  fromEmail: string;
  fromName: string;
  timeoutMs: number;
}

export type SendgridResult =
  | { outcome: 'sent'; messageId: string }
  | { outcome: 'permanent'; status: number; reason: string }
  /** 401, 403: our key or our sender; the mail waits for the fix (PROVIDERS.md). */
  | { outcome: 'config'; status: number; reason: string }
  | { outcome: 'retryable'; status?: number; reason: string; retryAfterMs?: number }
  | { outcome: 'ambiguous'; reason: string };

let configuredFor: string | undefined;

function configure(config: SendgridConfig): void {
  const key = `${config.baseUrl}|${config.apiKey}|${config.timeoutMs}`;
  if (configuredFor === key) return;
  const client = new Client();
  client.setApiKey(config.apiKey); // setApiKey resets the default request, so the base URL comes after it
  client.setDefaultRequest('baseUrl', config.baseUrl);
  sgMail.setClient(client);
  sgMail.setTimeout(config.timeoutMs);
  configuredFor = key;
}

interface SendgridError {
  code?: number | string;
  message?: string;
  response?: { headers?: Record<string, string>; body?: { errors?: Array<{ message?: string }> } | string };
}

export function mapSendgridError(error: SendgridError, now = Date.now()): SendgridResult {
  const status = typeof error.code === 'number' ? error.code : undefined;
  if (status === undefined) {
    const failure = networkFailure(error);
    if (!failure.mayHaveArrived) return { outcome: 'retryable', reason: `Bağlantı kurulamadı: ${failure.detail}` };
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message ?? ''))
      return { outcome: 'ambiguous', reason: 'Zaman aşımı: e-posta gitmiş olabilir' };
    return { outcome: 'ambiguous', reason: `Bağlantı koptu (${failure.detail}): e-posta gitmiş olabilir` };
  }
  const body = error.response?.body;
  const detail = typeof body === 'object' && body?.errors?.length ? body.errors.map((item) => item.message).join('; ') : (error.message ?? '');
  if (status === 429) {
    const reset = Number(error.response?.headers?.['x-ratelimit-reset']);
    return {
      outcome: 'retryable',
      status,
      reason: 'SendGrid hız sınırı',
      retryAfterMs: Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : 60_000,
    };
  }
  if (status >= 500) return { outcome: 'retryable', status, reason: detail || `HTTP ${status}` };
  if (status === 401 || status === 403)
    return { outcome: 'config', status, reason: status === 401 ? 'SendGrid API anahtarı geçersiz' : 'Gönderici doğrulanmamış veya erişim engellendi' };
  return { outcome: 'permanent', status, reason: detail || `HTTP ${status}` };
}

export async function sendEmail(
  config: SendgridConfig,
  mail: { to: string; toName?: string; subject: string; text: string; html?: string; customArgs?: Record<string, string> },
): Promise<SendgridResult> {
  configure(config);
  try {
    const [response] = await sgMail.send({
      to: { email: mail.to, name: mail.toName || undefined },
      from: { email: config.fromEmail, name: config.fromName },
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.customArgs ? { customArgs: mail.customArgs } : {}),
    });
    const headers = response.headers as Record<string, string | undefined>;
    if (response.statusCode === 202 || response.statusCode === 200) return { outcome: 'sent', messageId: headers['x-message-id'] ?? '' };
    return { outcome: 'permanent', status: response.statusCode, reason: `Beklenmeyen yanıt (HTTP ${response.statusCode})` };
  } catch (error) {
    return mapSendgridError(error as SendgridError);
  }
}
