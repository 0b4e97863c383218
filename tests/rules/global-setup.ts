import type { TestProject } from 'vitest/node';
import { startGoogleFirestore } from '../../scripts/lib/google-firestore';

declare module 'vitest' {
  export interface ProvidedContext {
    rulesEmulator: { host: string; port: number };
  }
}

/** One Google Firestore emulator of this run's own, stopped after it; a missing emulator or Java fails the run. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startGoogleFirestore();
  console.log(`firestore.rules: ${emulator.description}, on ${emulator.host}`);
  const [host = '127.0.0.1', port = ''] = emulator.host.split(':');
  project.provide('rulesEmulator', { host, port: Number(port) });
  return () => emulator.stop();
}
