/**
 * The whole emulator in one call: gRPC Firestore, control API, and optionally persistence and the
 * Cloud Functions trigger bridge. Used by main.ts and, in-process, by the conformance tests.
 */
import { startControlServer } from './control.js';
import { IndexRegistry } from './indexes.js';
import { Metrics } from './metrics.js';
import { PersistentFile } from './persistence.js';
import { startFirestoreServer, type RunningFirestoreServer } from './server.js';
import { DocumentStore } from './store.js';
import { TriggerBridge } from './triggers.js';

export interface EmulatorOptions {
  /** gRPC port; 0 picks a free one. */
  port: number;
  /** Control API port; 0 picks a free one; null: no control API. */
  controlPort: number | null;
  host?: string;
  /** Load at start, save after writes and on stop. */
  dataFile?: string;
  /** Functions emulator base URL for Firestore triggers. */
  functionsUrl?: string;
  /** The project whose documents fire triggers, and whose indexes `indexesFile` declares. */
  project?: string;
  /** firestore.indexes.json of `project`'s (default) database, read again when it changes. Other databases have only automatic indexes. */
  indexesFile?: string;
  /** Injected latency per RPC in ms (the bench's latency model); 0 or unset: none. */
  latencyMs?: number;
  log?: (line: string) => void;
}

export interface RunningEmulator {
  /** `host:port`, the value for FIRESTORE_EMULATOR_HOST. */
  address: string;
  port: number;
  /** `http://host:port` of the control API, if any. */
  controlUrl: string | undefined;
  firestore: RunningFirestoreServer;
  store: DocumentStore;
  indexes: IndexRegistry;
  metrics: Metrics;
  persistence: PersistentFile | undefined;
  triggers: TriggerBridge | undefined;
  /** Saves pending data synchronously (safe in a signal handler). */
  flushSync(): void;
  stop(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const store = new DocumentStore();

  let persistence: PersistentFile | undefined;
  if (options.dataFile) {
    persistence = new PersistentFile(store, options.dataFile, { log });
    const loaded = persistence.start();
    log(`[firestore] data file ${options.dataFile}: ${loaded} documents loaded`);
  }

  const indexes = new IndexRegistry();
  if (options.indexesFile) indexes.watchFile(`projects/${options.project ?? 'demo-bebek'}/databases/(default)`, options.indexesFile);
  const metrics = new Metrics();
  metrics.latencyMs = options.latencyMs ?? 0;

  const firestore = await startFirestoreServer({ port: options.port, host, store, indexes, metrics });
  const control = options.controlPort === null ? undefined : await startControlServer({ port: options.controlPort, host, store, indexes, metrics, log });

  let triggers: TriggerBridge | undefined;
  if (options.functionsUrl) {
    triggers = new TriggerBridge({ functionsUrl: options.functionsUrl, project: options.project ?? 'demo-bebek', log });
    triggers.start(store);
  }

  return {
    address: `${host}:${firestore.port}`,
    port: firestore.port,
    controlUrl: control ? `http://${host}:${control.port}` : undefined,
    firestore,
    store,
    indexes,
    metrics,
    persistence,
    triggers,
    flushSync: () => persistence?.flushSync(),
    stop: async () => {
      triggers?.stop();
      await Promise.all([firestore.stop(), control?.stop()]);
      persistence?.stop();
    },
  };
}
