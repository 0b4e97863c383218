import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';

/** What the app asks the outbox to send; the trigger and the retry schedule deliver it. */
export type OutboxKind =
  | 'email_change'
  | 'security_notice'
  | 'password_reset'
  | 'birth_notification'
  | 'service_request_reply'
  | 'contact_reply'
  | 'admin_test'
  | 'game_answer'
  | 'game_result'
  | 'game_invite'
  | 'test'
  | 'care_reminder';

interface Common {
  kind: OutboxKind;
  /** Shown in the SMS/e-mail logs (spec part 2 §3): which game or event this belongs to. */
  context?: { gameType?: string; gameTitle?: string; participantName?: string; userId?: string; birthKey?: string };
  /** Never copy the text into the logs (e.g. a password-reset link). */
  sensitive?: boolean;
}
export type OutboxMessage =
  | (Common & { channel: 'email'; to: { email: string; name: string }; subject: string; text: string; html?: string })
  | (Common & { channel: 'sms'; to: { phone: string; name: string }; text: string })
  | (Common & { channel: 'push'; to: { expoToken: string; name: string }; title: string; text: string; data?: Record<string, string> });

function outboxDoc(message: OutboxMessage) {
  return { ...message, status: 'pending', attempts: 0, createdAt: FieldValue.serverTimestamp(), nextAttemptAt: new Date() };
}

export async function enqueue(message: OutboxMessage): Promise<string> {
  const ref = db().collection(COLLECTIONS.outbox).doc();
  await ref.set(outboxDoc(message));
  return ref.id;
}

/** Adds the message to a batch or transaction, so it is sent only if the rest is written. */
export function enqueueIn(writer: WriteBatch | Transaction, message: OutboxMessage, id?: string): string {
  const collection = db().collection(COLLECTIONS.outbox);
  const ref = id ? collection.doc(id) : collection.doc();
  writer.create(ref, outboxDoc(message));
  return ref.id;
}
