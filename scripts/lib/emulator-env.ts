import { HOST, PORTS, PROJECT_ID } from './ports';

/** Environment that points firebase-admin in a script or test at the local emulators (Firestore through tools/firestore-checks). */
export function useEmulators(): void {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestoreChecks}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
}
