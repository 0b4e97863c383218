import type { Firestore } from 'firebase-admin/firestore';
import { replaceDocuments } from '../../../scripts/lib/firestore-rest';
import { waitForOutbox } from './outbox';
import { clearFaults, setSinkClock } from './sinks';

/**
 * How long a file boundary waits for the previous file's messages to settle. A delivery ends within
 * the providers' timeout (5 s locally) once the trigger has it; the rest is the Functions
 * emulator's start of a trigger on a busy machine.
 */
const BOUNDARY_WAIT_MS = 30_000;

/**
 * Puts the stack back to the suite's baseline before a test file (ADR 0023): the previous file's
 * outbox deliveries finish first (a trigger still running would write its log into the new
 * data), the provider sinks lose their injected faults and moved clock (what they received stays:
 * every test mails its own addresses), then the database is cleared and the baseline export
 * imported. Auth users stay: every file registers its own.
 */
export async function startFromBaseline(baseline: string, db: Firestore, before: string): Promise<void> {
  const inFlight = await waitForOutbox(db, BOUNDARY_WAIT_MS);
  if (inFlight.length > 0) {
    console.warn(
      `[api tests] before ${before}: ${inFlight.length} outbox messages still in flight after ${BOUNDARY_WAIT_MS / 1000} s ` +
        `(${inFlight.slice(0, 5).join(', ')}); a late write of theirs may land in the next data`,
    );
  }
  await clearFaults();
  await setSinkClock(0);
  await replaceDocuments(baseline);
}
