import type { Firestore } from 'firebase-admin/firestore';
import { replaceDocuments } from '../../../scripts/lib/firestore-rest';
import { deleteAuthUsersExcept } from '../../support/auth-users';
import { waitForMessagesBut } from './outbox';
import { clearFaults, setSinkClock } from './sinks';

/** What every API test file starts from (global-setup.ts takes it once, when the stack's outbox has settled). */
export interface Baseline {
  /** The Firestore export's overall metadata file. */
  documents: string;
  /** The outbox messages of the baseline: every other one a file finds is its own. */
  messages: string[];
  /** The Auth users of the baseline (the demo accounts): every other one a file finds is its own. */
  authUsers: string[];
}

/**
 * How long a file's own deliveries may take to finish once its last test ends. A delivery ends
 * within the providers' timeout (5 s locally) once the trigger has it; the rest is the Functions
 * emulator's start of a trigger on a busy machine.
 */
const OWN_DELIVERIES_MS = 60_000;

/**
 * Puts the stack at the suite's baseline before a test file (ADR 0023, 0037): the provider sinks
 * lose their injected faults and moved clock (what they received stays: every test mails its own
 * addresses), then the database is cleared and the baseline export imported. Nothing is waited
 * for: the file before removed what it made (removeWhatTheFileMade).
 */
export async function startFromBaseline(baseline: Baseline): Promise<void> {
  await clearFaults();
  await setSinkClock(0);
  await replaceDocuments(baseline.documents);
}

/**
 * After a file's last test: its own outbox messages (those not in the baseline) are delivered or
 * cancelled and logged, so no trigger of its writes into the next file's data, and its Auth users
 * (those not in the baseline) are removed. A message of its own still under way after
 * OWN_DELIVERIES_MS fails the file, naming it.
 */
export async function removeWhatTheFileMade(baseline: Baseline, db: Firestore): Promise<void> {
  const inFlight = await waitForMessagesBut(db, new Set(baseline.messages), OWN_DELIVERIES_MS);
  await deleteAuthUsersExcept(new Set(baseline.authUsers));
  if (inFlight.length > 0) {
    throw new Error(
      `${inFlight.length} outbox messages this file queued are still under way ${OWN_DELIVERIES_MS / 1000} s after its last test: ${inFlight.slice(0, 5).join(', ')}`,
    );
  }
}
