/** What the app asks the outbox to send (only through the sending policy, outbox/policy.ts); the trigger and the retry schedule deliver it. */
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
  | 'care_reminder'
  | 'vaccine_reminder'
  | 'email_verification';

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
