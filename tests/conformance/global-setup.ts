import type { TestProject } from 'vitest/node';
import { startGoogleFirestore } from '../../scripts/lib/google-firestore';
import { startChecks } from '../../tools/firestore-checks/src/checks.js';
import { conformanceIndexes } from './indexes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The checks in front of Google's emulator: what the suite's clients talk to. */
    firestoreEmulatorHost: string;
    /** Google's emulator itself. */
    googleFirestoreHost: string;
    /** Suffix of this run's collection names. */
    run: string;
  }
}

/**
 * Starts Google's Firestore emulator (or uses the one FIRESTORE_EMULATOR_HOST names) and the
 * checks in front of it, with this run's indexes declared.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = Math.random().toString(36).slice(2, 8);
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  const google = given ? undefined : await startGoogleFirestore();
  const target = given ?? (google?.host as string);
  const checks = await startChecks({ target, indexes: conformanceIndexes((base) => `${base}-${run}`) });
  console.log(`conformance: ${google?.description ?? `the emulator at ${target}`}, with the checks in front on ${checks.host}`);
  project.provide('firestoreEmulatorHost', checks.host);
  project.provide('googleFirestoreHost', target);
  project.provide('run', run);
  return async () => {
    await checks.stop();
    await google?.stop();
  };
}
