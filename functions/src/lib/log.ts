import { CONTACT_EMAIL_PATTERN } from '@bebek/common/schemas/fields';
import { logger } from 'firebase-functions';

/**
 * The loosest e-mail rule (only an '@'), unanchored: a provider's text may echo an address the
 * validators would refuse, and it must be hidden all the same.
 */
const EMAIL_ANYWHERE = new RegExp(CONTACT_EMAIL_PATTERN.source.replace(/^\^|\$$/g, ''), 'g');

/**
 * A reason as logs may carry it: never a phone number or an address in full (a provider's error
 * text might echo one), never more than a line.
 */
export function safeReason(reason: string): string {
  return reason
    .replace(EMAIL_ANYWHERE, '[e-posta]')
    .replace(/\+?\d[\d\s()-]{6,}\d/g, '[numara]')
    .slice(0, 300);
}

/**
 * Named log helpers: structured, and never given secrets or message bodies. Error-level lines carry
 * an `alert` field an operator's log-based alert in Cloud Logging matches (ADR 0015):
 * `severity>=ERROR AND jsonPayload.alert=~"^outbox_|^abuse_"`.
 */
export const log = {
  requestFailed(route: string, error: unknown) {
    logger.error('request failed', { route, error: error instanceof Error ? error.message : String(error) });
  },
  /** A transaction aborted after the SDK's attempts: requests waited on one document's locks (ADR 0021). */
  contention(route: string, error: unknown) {
    logger.error('request aborted: lock contention', { alert: 'contention', route, error: error instanceof Error ? error.message : String(error) });
  },
  outboxDelivered(messageId: string, channel: string) {
    logger.info('outbox message delivered', { messageId, channel });
  },
  outboxScheduledRun(picked: number) {
    logger.info('outbox retry run', { picked });
  },
  /** A message ended failed: it will not be sent unless a person resends it. */
  outboxFailed(messageId: string, channel: string, kind: string, failure: string, reason: string) {
    logger.error('outbox message failed', { alert: 'outbox_failed', messageId, channel, kind, failure, reason: safeReason(reason) });
  },
  /** Our own configuration refused a message (credentials, sender): it waits for the fix. */
  outboxHeld(messageId: string, channel: string, kind: string, reason: string) {
    logger.error('outbox message held: provider configuration', { alert: 'outbox_held', messageId, channel, kind, reason: safeReason(reason) });
  },
  /** A held channel works again: its held messages go out. */
  outboxReleased(channel: string, count: number) {
    logger.info('outbox held messages released', { channel, count });
  },
  /** A timeout or reset after sending: resolved through the delivery report before anything is resent. */
  outboxUnresolved(messageId: string, channel: string, reason: string) {
    logger.warn('outbox message unresolved', { messageId, channel, reason: safeReason(reason) });
  },
  /** Pumping refused (many accounts to one number, an account past its limits). */
  abuseRefused(rule: string, userId: string, detail: Record<string, string | number> = {}) {
    logger.error('birth announcement refused: unusual volume', { alert: `abuse_${rule}`, userId, ...detail });
  },
  /** The sending policy refused a parent's messages past the account's cap of the day (ADR 0024): a family never gets here. */
  sendingRefused(rule: string, userId: string, detail: Record<string, string | number> = {}) {
    logger.error('messages refused: daily cap of the account', { alert: `abuse_${rule}`, userId, ...detail });
  },
  /**
   * Messages to others from an account that has proven no address wait for its proof (ADR 0049): a
   * warning, not an alert (an attacker's free account makes these too); an operator finds them in the
   * SMS and e-mail logs as 'awaiting_proof'.
   */
  sendingHeldForProof(userId: string, messages: number) {
    logger.warn('messages to others wait for the sender’s proof', { event: 'held_for_proof', userId, messages });
  },
  /** The sender proved an address: what waited for it went. */
  sendingReleasedAfterProof(userId: string, released: number) {
    logger.info('messages released after the sender’s proof', { event: 'released_after_proof', userId, released });
  },
  /** A phone-verification code: sent, or refused (no code in the line, ever). */
  phoneCode(event: 'sent' | 'wrong' | 'locked' | 'verified', userId: string, detail: Record<string, string | number> = {}) {
    logger.info('phone verification', { event: `phone_code_${event}`, userId, ...detail });
  },
  /** The product's SMS of the day passed the global budget: announcements wait, other SMS are refused (ADR 0024). */
  smsBudgetCrossed(detail: { day: string; budget: number; held: number; refused: number; kind: string; userId: string }) {
    logger.error('SMS budget of the day reached: announcements held, other SMS refused', { alert: 'outbox_sms_budget', ...detail });
  },
  /** A parent's last activity could not be written (sessions/activity.ts); her request was answered anyway. */
  activityNotRecorded(userId: string, error: unknown) {
    logger.warn('last activity not recorded', { userId, error: error instanceof Error ? error.message : String(error) });
  },
  /**
   * A call to an App Check endpoint came without a valid token (ADR 0042): refused while App Check is
   * enforced (an error line: a surge means an attack, or that the web or the native app lost its provider),
   * let through and counted while it is monitored. Never the token itself.
   */
  appCheckUnverified(route: string, reason: 'missing' | 'invalid', mode: 'enforce' | 'monitor') {
    if (mode === 'enforce') logger.error('App Check: call refused', { alert: 'app_check_refused', route, reason });
    else logger.warn('App Check: unverified call let through (monitor)', { route, reason });
  },
  /**
   * Firebase Auth would not sign the session's custom token: in production the functions' service
   * account lacks the Service Account Token Creator role on itself (docs/operations/deploy.md), and
   * nobody can sign in until it has it.
   */
  sessionSigningFailed(error: unknown) {
    logger.error('session token could not be signed: sign-in is down', {
      alert: 'session_signing',
      error: error instanceof Error ? error.message : String(error),
    });
  },
  /** Announcements held for the budget went, as far as the day's budget allowed. */
  smsBudgetReleased(day: string, released: number, stillHeld: number) {
    logger.info('announcements held for the SMS budget released', { day, released, stillHeld });
  },
};
