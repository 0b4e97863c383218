import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { TestProject } from 'vitest/node';
import { useEmulators } from '../../scripts/lib/emulator-env';
import { exportDocuments } from '../../scripts/lib/firestore-rest';
import { PROJECT_ID } from '../../scripts/lib/ports';
import { COLLECTIONS } from '@bebek/common/model';
import { authUserIds } from '../support/auth-users';
import { startFromBaseline, type Baseline } from './support/baseline';
import { waitForOutbox } from './support/outbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What every test file starts from: the Firestore export, and the outbox messages and Auth users in it. */
    baseline: Baseline;
  }
}

/** An Admin SDK app of its own, deleted after use: the main process must not keep its channels open. */
async function withDatabase<T>(use: (db: ReturnType<typeof getFirestore>) => Promise<T>): Promise<T> {
  useEmulators();
  const app = initializeApp({ projectId: PROJECT_ID }, `api-baseline-${Date.now()}`);
  try {
    return await use(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/**
 * The baseline of the API tests (ADR 0023, 0037): the stack's data as the suite finds it (on `npm test`'s
 * fresh stack, the seeded demo data), exported once its outbox has settled, with the ids of its outbox
 * messages and of its Auth users. tests/api/setup.ts puts it back before each file and removes what the
 * file made after it; at the end the data is put back once more, so the suites that follow (and a
 * developer's own stack) find it as it was.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'bebek-api-baseline-'));
  const baseline = await withDatabase(async (db) => {
    const inFlight = await waitForOutbox(db, 30_000);
    if (inFlight.length > 0) throw new Error(`the stack's outbox does not settle (${inFlight.slice(0, 5).join(', ')}): no baseline to start the tests from`);
    const messages = (await db.collection(COLLECTIONS.outbox).select().get()).docs.map((message) => message.id);
    return { documents: await exportDocuments(folder), messages, authUsers: await authUserIds() };
  });
  project.provide('baseline', baseline);
  return async () => {
    try {
      await startFromBaseline(baseline);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
