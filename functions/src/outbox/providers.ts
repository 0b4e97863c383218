import { config } from '../config';
import { sendExpoPush } from '../providers/expo';
import { sendNetgsmSms } from '../providers/netgsm';
import { sendEmail } from '../providers/sendgrid';
import { deactivateDeviceToken, writeDeliveryLog, type OutboxMessage } from './data';
import type { DeliveryFailure } from '@bebek/common/delivery';

/**
 * What one delivery attempt came to, whatever the channel.
 * - permanent: never resend as it is; `failure` says whose it is to fix (DELIVERY_FAILURES);
 * - config: our own configuration (credentials, sender): the message waits for the fix;
 * - ambiguous: the provider may have taken it (a timeout or a reset after sending).
 */
export type ProviderOutcome =
  | { outcome: 'sent'; providerId: string }
  | { outcome: 'permanent'; reason: string; failure: DeliveryFailure }
  | { outcome: 'config'; reason: string }
  | { outcome: 'retryable'; reason: string; minDelayMs?: number }
  | { outcome: 'ambiguous'; reason: string };

export async function sendThroughProvider(messageId: string, message: OutboxMessage): Promise<ProviderOutcome> {
  const settings = config();
  if (message.channel === 'sms') {
    const result = await sendNetgsmSms(settings.netgsm, { phone: message.to.phone, message: message.text });
    switch (result.outcome) {
      case 'sent':
        return { outcome: 'sent', providerId: result.orderId };
      case 'retryable':
        return { outcome: 'retryable', reason: `Netgsm ${result.code}: ${result.reason}`, minDelayMs: result.minDelayMs };
      case 'permanent':
        return { outcome: 'permanent', reason: `Netgsm ${result.code}: ${result.reason}`, failure: 'technical' };
      case 'config':
        return { outcome: 'config', reason: `Netgsm ${result.code}: ${result.reason}` };
      default:
        return { outcome: 'ambiguous', reason: `Netgsm: ${result.reason}` };
    }
  }
  if (message.channel === 'email') {
    const result = await sendEmail(settings.sendgrid, {
      to: message.to.email,
      toName: message.to.name,
      subject: message.subject,
      text: message.text,
      html: message.html,
      customArgs: { outboxId: messageId },
    });
    switch (result.outcome) {
      case 'sent':
        return { outcome: 'sent', providerId: result.messageId };
      case 'retryable':
        return { outcome: 'retryable', reason: `SendGrid ${result.status ?? ''}: ${result.reason}`.trim(), minDelayMs: result.retryAfterMs };
      case 'permanent':
        return {
          outcome: 'permanent',
          reason: `SendGrid ${result.status}: ${result.reason}`,
          failure: result.status === 400 ? 'invalid_address' : 'technical',
        };
      case 'config':
        return { outcome: 'config', reason: `SendGrid ${result.status}: ${result.reason}` };
      default:
        return { outcome: 'ambiguous', reason: `SendGrid: ${result.reason}` };
    }
  }
  const [ticket] = await sendExpoPush(settings.expo, [{ token: message.to.expoToken, title: message.title, body: message.text, data: message.data }]);
  if (!ticket) return { outcome: 'retryable', reason: 'Expo: yanıt yok' };
  if (ticket.outcome === 'sent') return { outcome: 'sent', providerId: ticket.ticketId ?? '' };
  if (ticket.outcome === 'unregistered') {
    // DeviceNotRegistered: the app was removed from that device; stop sending to it.
    await deactivateDeviceToken(message.to.expoToken);
    return { outcome: 'permanent', reason: 'Expo: DeviceNotRegistered', failure: 'invalid_address' };
  }
  if (ticket.outcome === 'rejected') return { outcome: 'permanent', reason: `Expo: ${ticket.error ?? 'reddedildi'}`, failure: 'technical' };
  if (ticket.outcome === 'ambiguous') return { outcome: 'ambiguous', reason: `Expo: bağlantı koptu (${ticket.error ?? ''}), bildirim gitmiş olabilir` };
  return { outcome: 'retryable', reason: `Expo: ${ticket.error ?? 'bilinmeyen hata'}` };
}

/** The admin panel's test e-mail: sent at once (the operator waits for the answer) and logged. */
export async function sendTestEmail(to: string, subject: string, text: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  const message: OutboxMessage = {
    channel: 'email',
    kind: 'admin_test',
    to: { email: to, name: '' },
    subject,
    text,
    context: { gameType: 'admin_test', gameTitle: 'Test e-postası' },
  };
  const id = `test_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const outcome = await sendThroughProvider(id, message).catch((error: unknown) => ({ outcome: 'retryable' as const, reason: String(error) }));
  if (outcome.outcome === 'sent') {
    await writeDeliveryLog(id, message, { status: 'success', orderId: outcome.providerId });
    return { ok: true };
  }
  await writeDeliveryLog(id, message, { status: 'failed', errorMessage: outcome.reason });
  return { ok: false, reason: outcome.reason };
}
