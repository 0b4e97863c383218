import { writeDeliveryLog, type OutboxMessage } from './data';

/**
 * The SMS, e-mail and push logs of spec part 2 §3 are written by data.ts (`writeDeliveryLog`), one
 * entry per outbox message, as the message moves.
 */

/** Pressing send again for the same birth: nothing is sent, and the attempt is logged as 'duplicate'. */
export async function writeDuplicateLog(messageId: string, message: OutboxMessage): Promise<void> {
  const logId = `${messageId}_dup_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await writeDeliveryLog(messageId, message, { status: 'duplicate', errorMessage: 'Bu doğum için bildirim daha önce gönderildi; tekrar gönderilmedi.' }, logId);
}
