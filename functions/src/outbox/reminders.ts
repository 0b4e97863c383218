import { createHash } from 'node:crypto';

/**
 * What the schedules' opt-in reminders share (the care calendar's, issue 18; the vaccines', issue
 * 25): the outbox id a reminder is queued once under, the parent's first name, the devices a push
 * goes to (outbox/data.ts `activePushTokens`), and working through the
 * parents a few at a time.
 */

/** `prefix_` and a hash of the parts: one id per parent, event and recipient, so a reminder is queued once (queueOnce). */
export function reminderOutboxId(prefix: string, ...parts: Array<string | number>): string {
  return `${prefix}_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40)}`;
}

export function firstNameOf(fullName: unknown): string {
  return (
    String(fullName ?? '')
      .trim()
      .split(/\s+/)[0] ?? ''
  );
}

/** Parents whose reminders are worked out at the same time. */
const PARENTS_AT_ONCE = 20;

/** A few parents at a time: the run stays short with many parents, without a flood of parallel reads. Answers the sum of the counts. */
export async function inGroups<T>(items: readonly T[], remind: (item: T) => Promise<number>): Promise<number> {
  let total = 0;
  for (let start = 0; start < items.length; start += PARENTS_AT_ONCE) {
    const counts = await Promise.all(items.slice(start, start + PARENTS_AT_ONCE).map(remind));
    total += counts.reduce((sum, count) => sum + count, 0);
  }
  return total;
}
