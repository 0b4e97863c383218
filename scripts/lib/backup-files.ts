import { urls } from './ports';

/**
 * What `npm run backup` writes next to the data, so a restore knows what it is reading. Version 2:
 * the folder is an export of the emulator suite as `firebase emulators:export` writes it
 * (firestore_export/ from Google's Firestore emulator, auth_export/, firebase-export-metadata.json),
 * so `--import` takes it as it is. Version 1 held the Node emulator's firestore.json.
 */
export const BACKUP_FORMAT = 'bebek-local-backup/2';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  project: string;
  createdAt: string;
  /** Firestore documents when the backup was taken (Firestore's REST count). */
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
