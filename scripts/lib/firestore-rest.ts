/**
 * The local Firestore through Firebase's own interfaces, never a port of ours: Firestore's REST API
 * as Google's emulator serves it (a kindless query over every collection lists and counts every
 * document), and the emulator's own endpoints to clear the database and to export and import it
 * (the ones firebase-tools' emulator hub calls for `emulators:export` and `--import`). Used by the
 * API tests and by `npm run backup` / `npm run restore`.
 *
 * `Authorization: Bearer owner` is the emulator's administrator credential: security rules
 * (firestore.rules denies every client) do not apply to it, as they do not to the Admin SDK.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { HOST, PORTS, PROJECT_ID } from './ports';

const EMULATOR = `http://${HOST}:${PORTS.firestore}`;
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
const DOCUMENTS = `${DATABASE}/documents`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
/** The name firebase-tools gives the Firestore part of an export (hubExport.js), so a folder of ours is one `--import` reads. */
export const FIRESTORE_EXPORT_NAME = 'firestore_export';
/** The file an export's import starts from: the emulator's import takes its path. */
export const exportMetadataFile = (folder: string, name = FIRESTORE_EXPORT_NAME) => `${folder}/${name}/${name}.overall_export_metadata`;

/** A document as Firestore's REST API answers it: its full name, its update time, and its fields in REST form when asked for. */
export interface RestDocument {
  /** The path below the database's documents, e.g. `users/abc/checklistItems/xyz`. */
  path: string;
  createTime: string;
  updateTime: string;
  fields?: Record<string, unknown>;
}

async function call(path: string, init: RequestInit, what: string): Promise<Response> {
  const response = await fetch(`${EMULATOR}${path}`, { ...init, headers: { ...OWNER, ...init.headers } });
  if (!response.ok) throw new Error(`${what}: Firestore emulator answered ${response.status} ${await response.text()}`);
  return response;
}

const everyCollection = { from: [{ allDescendants: true }] };

/**
 * Every document of the database, in every collection and subcollection: a kindless query (no
 * collection id, all descendants of the root) through `:runQuery`. Without `fields` only the
 * names are asked for (a field mask of `__name__`); each still comes with its update time.
 */
export async function listDocuments(options: { fields?: boolean } = {}): Promise<RestDocument[]> {
  const structuredQuery = options.fields ? everyCollection : { ...everyCollection, select: { fields: [{ fieldPath: '__name__' }] } };
  const response = await call(`/v1/${DOCUMENTS}:runQuery`, { method: 'POST', body: JSON.stringify({ structuredQuery }) }, 'listing the documents');
  const answers = (await response.json()) as Array<{ document?: { name: string; createTime: string; updateTime: string; fields?: Record<string, unknown> } }>;
  const prefix = `${DOCUMENTS}/`;
  return answers.flatMap(({ document }) =>
    document ? [{ path: document.name.slice(prefix.length), createTime: document.createTime, updateTime: document.updateTime, fields: document.fields }] : [],
  );
}

/** How many documents the database holds: a count aggregation over the same kindless query. */
export async function countDocuments(): Promise<number> {
  const body = { structuredAggregationQuery: { structuredQuery: everyCollection, aggregations: [{ count: {}, alias: 'documents' }] } };
  const response = await call(`/v1/${DOCUMENTS}:runAggregationQuery`, { method: 'POST', body: JSON.stringify(body) }, 'counting the documents');
  const [answer] = (await response.json()) as Array<{ result?: { aggregateFields?: { documents?: { integerValue?: string } } } }>;
  return Number(answer?.result?.aggregateFields?.documents?.integerValue ?? 0);
}

/** Deletes every document of the database (the emulator's clear endpoint; no trigger fires). */
export async function clearDocuments(): Promise<void> {
  await call(`/emulator/v1/${DOCUMENTS}`, { method: 'DELETE' }, 'clearing the database');
}

/**
 * Writes the database to `folder`/firestore_export, in the format `firebase emulators:export`
 * writes (the emulator's own export, as firebase-tools' hub asks for it); answers the metadata
 * file an import starts from. The emulator writes it itself: it runs on this machine.
 */
export async function exportDocuments(folder: string): Promise<string> {
  const directory = resolve(folder);
  mkdirSync(directory, { recursive: true });
  const body = { database: DATABASE, export_directory: directory, export_name: FIRESTORE_EXPORT_NAME };
  await call(`/emulator/v1/projects/${PROJECT_ID}:export`, { method: 'POST', body: JSON.stringify(body) }, 'the export');
  return exportMetadataFile(directory);
}

/**
 * Loads an export into the running emulator (the emulator's import endpoint, which takes the
 * export's overall metadata file). It adds to what is there, so callers clear first. An import
 * is not a write: no Firestore trigger fires, so no message is sent again.
 */
export async function importDocuments(metadataFile: string): Promise<void> {
  const body = { database: DATABASE, export_directory: resolve(metadataFile) };
  await call(`/emulator/v1/projects/${PROJECT_ID}:import`, { method: 'POST', body: JSON.stringify(body) }, 'the import');
}

/** Replaces the database with an export: cleared, then imported. */
export async function replaceDocuments(metadataFile: string): Promise<void> {
  await clearDocuments();
  await importDocuments(metadataFile);
}
