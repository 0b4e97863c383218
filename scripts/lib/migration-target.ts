import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { useEmulators } from './emulator-env';
import { PROJECT_ID } from './ports';

/**
 * The command line every migration takes: `--project <id>` runs it on that real project, otherwise on
 * the local stack's emulators; `--dry-run` counts without writing. `what` says what it does, for the
 * first line it prints.
 */
export function migrationTarget(what: string): { db: Firestore; dryRun: boolean } {
  const { values } = parseArgs({ options: { project: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
  if (values.project && values.project !== PROJECT_ID) {
    process.env.GCLOUD_PROJECT = values.project;
    console.log(`${what} in the real project ${values.project}`);
  } else {
    useEmulators();
    console.log(`${what} in the local stack (start it first with npm start)`);
  }
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return { db: getFirestore(), dryRun: values['dry-run'] };
}

/**
 * Runs a migration's `main` when the file is the command itself (not imported by a test): exit 0 when
 * it finished, 1 with its message when it failed.
 */
export function runAsCommand(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
