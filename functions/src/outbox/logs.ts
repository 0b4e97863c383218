import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { LogStatus } from '@bebek/common/delivery';
import { COLLECTIONS, db } from '../lib/firestore';
import type { OutboxMessage } from './message';

/**
 * The SMS, e-mail and push logs of spec part 2 §3, one entry per outbox message (its id), kept up to
 * date as the message moves (sending, held, sent, delivered, failed, cancelled), so the admin panel
 * shows what the parent sees. `messageId` lets an operator resend a failed one.
 */
export type { LogStatus };

const REDACTED = '[Gizli içerik: şifre sıfırlama bağlantısı kayda alınmadı]';

export async function writeDeliveryLog(
  messageId: string,
  message: OutboxMessage & { createdAt?: Timestamp },
  outcome: { status: LogStatus; orderId?: string; errorMessage?: string },
  logId = messageId,
): Promise<void> {
  const shown = message.sensitive ? REDACTED : message.text;
  const common = {
    messageId,
    kind: message.kind,
    gameType: message.context?.gameType ?? '',
    gameTitle: message.context?.gameTitle ?? '',
    participantName: message.context?.participantName ?? message.to.name ?? '',
    userId: message.context?.userId ?? '',
    status: outcome.status,
    orderId: outcome.orderId ?? '',
    errorMessage: outcome.errorMessage ?? '',
    // the message's own time: the entry keeps its place in the list while its status changes
    createdAt: logId === messageId && message.createdAt ? message.createdAt : FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (message.channel === 'sms') {
    await db()
      .collection(COLLECTIONS.smsLogs)
      .doc(logId)
      .set({ ...common, phoneNumber: message.to.phone, message: shown });
  } else if (message.channel === 'email') {
    await db()
      .collection(COLLECTIONS.emailLogs)
      .doc(logId)
      .set({ ...common, email: message.to.email, subject: message.subject, message: shown });
  } else {
    await db()
      .collection(COLLECTIONS.pushLogs)
      .doc(logId)
      .set({ ...common, deviceToken: message.to.expoToken, title: message.title, body: message.text });
  }
}

/** Pressing send again for the same birth: nothing is sent, and the attempt is logged as 'duplicate'. */
export async function writeDuplicateLog(messageId: string, message: OutboxMessage): Promise<void> {
  const logId = `${messageId}_dup_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await writeDeliveryLog(messageId, message, { status: 'duplicate', errorMessage: 'Bu doğum için bildirim daha önce gönderildi; tekrar gönderilmedi.' }, logId);
}
