import { log } from '../lib/log';
import { dueMessageIds, followProbe, heldDue, stuckMessageIds, type MessageSnapshot } from './data';
import { deliverMessage, HOLD_PROBE_MS, LEASE_MS, releaseStuck } from './deliver';
import { releaseHeldForBudget } from './policy';
import { checkReports } from './report';

/**
 * Held messages (our own configuration refused them): the oldest due one of each channel is tried;
 * if it goes, the configuration was fixed and every other held message of that channel is released
 * to go now (with a fresh 24-hour retry window); if not, the others wait for the next probe.
 */
async function probeHeld(now: Date): Promise<void> {
  const held = await heldDue(now);
  const byChannel = new Map<string, MessageSnapshot[]>();
  for (const doc of held) byChannel.set(String(doc.get('channel')), [...(byChannel.get(String(doc.get('channel'))) ?? []), doc]);
  for (const [channel, docs] of byChannel) {
    const [probe, ...rest] = docs;
    const fixed = await deliverMessage(probe!, 'schedule', now);
    await followProbe(
      rest.map((doc) => doc.id),
      fixed ? { reopenAt: now } : { probeAgainAt: new Date(now.getTime() + HOLD_PROBE_MS) },
    );
    if (fixed) log.outboxReleased(channel, rest.length + 1);
  }
}

/**
 * The retry schedule (every minute): releases messages stuck in 'sending', reads Netgsm's delivery
 * report (unresolved SMS, SMS on their way), probes held channels, then delivers every pending or
 * retry message that is due. `now` is a parameter so tests and the bench run it on their own clock.
 */
export async function retryPendingMessages(now = new Date()): Promise<number> {
  const stuck = await stuckMessageIds(new Date(now.getTime() - LEASE_MS));
  for (const id of stuck) await releaseStuck(id, now);

  await checkReports(now);
  await probeHeld(now);
  // announcements held for the day's SMS budget go as far as the budget now allows (ADR 0024)
  await releaseHeldForBudget(now);

  const due = await dueMessageIds(now);
  let delivered = 0;
  // a few at a time: a provider that hangs until its timeout does not hold the whole run up
  const ids = [...due];
  const workers = Array.from({ length: 8 }, async () => {
    for (let id = ids.shift(); id; id = ids.shift()) if (await deliverMessage({ id }, 'schedule', now)) delivered += 1;
  });
  await Promise.all(workers);
  log.outboxScheduledRun(due.length);
  return delivered;
}
