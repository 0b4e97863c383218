import { expect } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { PROJECT_ID, REGION, urls } from '../../../scripts/lib/ports';
import { admin, eventually } from './stack';

/**
 * The second sweep of every account deletion (ADR 0019) now, not in ten minutes: each pending
 * deletion is made due and the scheduled function is run through the Functions emulator. With
 * `untilNoneLeft`, it returns once no deletion is pending.
 */
export async function runSecondSweep({ untilNoneLeft = false } = {}): Promise<void> {
  const { db } = admin();
  const due = await db.collection(COLLECTIONS.accountDeletions).get();
  await Promise.all(due.docs.map((doc) => doc.ref.update({ sweepAgainAt: new Date(Date.now() - 1000) })));
  const response = await fetch(`${urls.functions}/functions/projects/${PROJECT_ID}/triggers/${REGION}-sweepDeletedAccounts-0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
  if (untilNoneLeft)
    await eventually(
      () => db.collection(COLLECTIONS.accountDeletions).get(),
      (snapshot) => snapshot.empty,
      20_000,
    );
}
