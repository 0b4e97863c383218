/**
 * Saving the documents to one JSON file and loading them back.
 *
 * The file holds every document with its create/update times and its fields in the Firestore REST
 * encoding, so types survive the round trip (integers vs doubles, timestamps with nanoseconds,
 * references, bytes, geopoints, nested maps and arrays). Writes go to a temporary file that is
 * then renamed over the old one: a crash mid-save leaves the previous file intact.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { FirestoreError, Status } from './errors.js';
import { parseDocumentName, parseName } from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { fromJsonFields, normalizeTimestamp, toJsonFields } from './values.js';

export const SNAPSHOT_FORMAT = 'firestore-emulator-snapshot/v1';

export interface SnapshotDocument {
  name: string;
  createTime: string;
  updateTime: string;
  fields: Record<string, unknown>;
}

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  savedAt: string;
  documents: SnapshotDocument[];
}

export function toSnapshot(documents: StoredDocument[]): Snapshot {
  return {
    format: SNAPSHOT_FORMAT,
    savedAt: new Date().toISOString(),
    documents: documents.map((document) => ({
      name: document.name,
      createTime: document.createTime,
      updateTime: document.updateTime,
      fields: toJsonFields(document.fields),
    })),
  };
}

/**
 * Reads a snapshot (from the data file or an import request). With `database`, names are moved
 * into that database, so a backup of one project can be restored into another.
 */
export function fromSnapshot(json: unknown, database?: string): StoredDocument[] {
  const snapshot = json as Partial<Snapshot> | null;
  if (!snapshot || typeof snapshot !== 'object' || snapshot.format !== SNAPSHOT_FORMAT || !Array.isArray(snapshot.documents)) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, `Not a ${SNAPSHOT_FORMAT} file`);
  }
  return snapshot.documents.map((document): StoredDocument => {
    if (!document || typeof document.name !== 'string') throw new FirestoreError(Status.INVALID_ARGUMENT, 'A snapshot document needs a name');
    const parsed = parseDocumentName(document.name);
    const name = database ? `${database}/documents/${parsed.segments.join('/')}` : document.name;
    if (database) parseName(name);
    return {
      name,
      fields: fromJsonFields(document.fields ?? {}),
      createTime: normalizeTimestamp(String(document.createTime)),
      updateTime: normalizeTimestamp(String(document.updateTime)),
    };
  });
}

/** The documents in `path`, or undefined if there is no such file yet. */
export function loadSnapshotFile(path: string): StoredDocument[] | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return fromSnapshot(JSON.parse(text));
}

function temporaryPath(path: string): string {
  return `${path}.tmp-${process.pid}`;
}

export function saveSnapshotFileSync(path: string, snapshot: Snapshot): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(temporaryPath(path), JSON.stringify(snapshot, null, 1));
  renameSync(temporaryPath(path), path);
}

export async function saveSnapshotFile(path: string, snapshot: Snapshot): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(temporaryPath(path), JSON.stringify(snapshot, null, 1));
  await rename(temporaryPath(path), path);
}

/**
 * Keeps a data file in step with a store: loads it at start, saves at most every `intervalMs`
 * after changes, and saves synchronously on `flushSync` (called on SIGINT/SIGTERM).
 */
export class PersistentFile {
  #store: DocumentStore;
  #path: string;
  #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #dirty = false;
  #saving: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | undefined;
  #log: (line: string) => void;

  constructor(store: DocumentStore, path: string, options: { intervalMs?: number; log?: (line: string) => void } = {}) {
    this.#store = store;
    this.#path = path;
    this.#intervalMs = options.intervalMs ?? 2000;
    this.#log = options.log ?? ((line) => console.log(line));
  }

  /** Loads the file (if it exists) into the store and starts watching for changes. Returns the number of documents loaded. */
  start(): number {
    const documents = loadSnapshotFile(this.#path);
    if (documents) this.#store.replace(undefined, documents);
    this.#unsubscribe = this.#store.onChange(() => this.#changed());
    return documents?.length ?? 0;
  }

  #changed(): void {
    this.#dirty = true;
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.save();
    }, this.#intervalMs);
    // Saving must not keep a process alive that is otherwise done; flushSync covers shutdown.
    this.#timer.unref();
  }

  /** Saves now (after any save in progress). */
  save(): Promise<void> {
    this.#saving = this.#saving.then(async () => {
      if (!this.#dirty) return;
      this.#dirty = false;
      try {
        await saveSnapshotFile(this.#path, toSnapshot(this.#store.all()));
      } catch (error) {
        this.#dirty = true;
        this.#log(`[firestore] could not save ${this.#path}: ${String(error)}`);
      }
    });
    return this.#saving;
  }

  /** Saves synchronously if anything changed: for signal handlers, where nothing async may run. */
  flushSync(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#dirty) return;
    saveSnapshotFileSync(this.#path, toSnapshot(this.#store.all()));
    this.#dirty = false;
  }

  stop(): void {
    this.flushSync();
    this.#unsubscribe?.();
  }
}
