import { securityEventEmail, type SecurityEvent } from '../mail/templates';
import { queue } from '../outbox/policy';

/**
 * Tells an account's owner, by e-mail through the outbox, that something changed its security: a
 * new password, a new sign-in address, a new operator account, a role change (ADR 0016). The
 * e-mail carries no link that signs anyone in.
 */
export async function notifySecurityEvent(to: { email: string; name: string }, event: SecurityEvent, userId: string, detail = ''): Promise<void> {
  if (!to.email) return;
  await queue({ channel: 'email', kind: 'security_notice', to, ...securityEventEmail(to.name, event, detail), context: { userId } });
}
