/**
 * What a deploy must consist of, stated once, apart from the code that makes it: `npm run
 * deploy:check` (scripts/lib/deploy-checks.ts) holds the functions' discovered manifest and
 * firebase.json to it, and the local stack runs from it (the schedules it invokes, the rules and
 * indexes its emulator and checks load), so what is tested here is what would be deployed.
 */
import { join, resolve } from 'node:path';
import { REGION } from './ports';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The rules and indexes every local consumer uses (the stack's Firestore emulator, the Firestore
 * checks, the rules tests, the bench). firebase.json must deploy these same files.
 */
export const FIRESTORE_FILES = { rules: 'firestore.rules', indexes: 'firestore.indexes.json' } as const;
export const firestoreFile = (name: keyof typeof FIRESTORE_FILES, root = ROOT) => join(root, FIRESTORE_FILES[name]);

/**
 * Where the production database is created (docs/operations/deploy.md): the functions' own region,
 * so that a Firestore trigger's region is the function's (firebase-tools requires the trigger's to be
 * the database's) and no request crosses regions. A multi-region database (eur3) would outlive a
 * regional outage that takes the functions down with it anyway, at about twice the price per operation.
 */
export const DATABASE_LOCATION = REGION;

const PROVIDER_SECRETS = ['EXPO_ACCESS_TOKEN', 'NETGSM_PASSWORD', 'SENDGRID_API_KEY'];

export type ExpectedFunction = { region: string; secrets: string[] } & (
  | { trigger: 'https'; concurrency: number }
  | { trigger: 'schedule'; schedule: string; timeZone: string | null }
  | { trigger: 'firestore.created'; document: string }
);

/** Every function the deploy creates, and nothing else: its trigger, region and the secrets it is given. */
export const EXPECTED_FUNCTIONS: Record<string, ExpectedFunction> = {
  // one instance serves 80 requests at once (ADR 0010): the api's own per-request work is mostly waiting on Firestore
  api: { trigger: 'https', region: REGION, secrets: PROVIDER_SECRETS, concurrency: 80 },
  deliverOutboxMessage: { trigger: 'firestore.created', document: 'outbox/{messageId}', region: REGION, secrets: PROVIDER_SECRETS },
  retryOutbox: { trigger: 'schedule', schedule: 'every 1 minutes', timeZone: null, region: REGION, secrets: PROVIDER_SECRETS },
  sweepDeletedAccounts: { trigger: 'schedule', schedule: 'every 10 minutes', timeZone: null, region: REGION, secrets: [] },
  careReminders: { trigger: 'schedule', schedule: 'every day 09:00', timeZone: 'Europe/Istanbul', region: REGION, secrets: PROVIDER_SECRETS },
};

/** The scheduled functions, which the local stack invokes as Cloud Scheduler would (ADR 0002). */
export const SCHEDULED_FUNCTIONS = Object.entries(EXPECTED_FUNCTIONS)
  .filter(([, expected]) => expected.trigger === 'schedule')
  .map(([id]) => id);
