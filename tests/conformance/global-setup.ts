import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    firestoreEmulatorControl: string | undefined;
  }
}

/**
 * Uses the emulator named by FIRESTORE_EMULATOR_HOST when it is set (that is how the suite runs
 * against Google's emulator); otherwise starts the Node emulator in this process on free ports and
 * stops it after the run.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (host) {
    project.provide('firestoreEmulatorHost', host);
    project.provide('firestoreEmulatorControl', process.env.FIRESTORE_EMULATOR_CONTROL);
    return undefined;
  }
  const { startEmulator } = await import('../../tools/firestore-emulator/src/emulator.js');
  const emulator = await startEmulator({ port: 0, controlPort: 0, log: () => {} });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  process.env.FIRESTORE_EMULATOR_CONTROL = emulator.controlUrl;
  project.provide('firestoreEmulatorHost', emulator.address);
  project.provide('firestoreEmulatorControl', emulator.controlUrl);
  return async () => {
    await emulator.stop();
  };
}
