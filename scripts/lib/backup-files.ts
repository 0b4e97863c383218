import { urls } from './ports';

/** What `npm run backup` writes next to the data, so a restore knows what it is reading. */
export const BACKUP_FORMAT = 'bebek-local-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  project: string;
  createdAt: string;
  /** Which Firestore emulator the data came from: ours keeps firestore.json, Google's a firestore_export/ folder. */
  firestore: 'node' | 'google';
  /** Documents in firestore.json; -1 for Google's emulator, whose export is opaque. */
  documents: number;
  users: number;
}

/** Names of the emulators the hub reports as running; empty when the stack is not up. */
export async function runningEmulators(): Promise<string[]> {
  try {
    const response = await fetch(`${urls.hub}/emulators`);
    return response.ok ? Object.keys((await response.json()) as Record<string, unknown>) : [];
  } catch {
    return [];
  }
}
