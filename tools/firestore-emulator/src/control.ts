/**
 * The control API (plain HTTP on its own port), mirroring what Google's emulator offers where a
 * counterpart exists:
 *
 *   GET    /healthz                                                    -> {"ok":true,"documents":N,"enforces":[...]}
 *   DELETE /emulator/v1/projects/{p}/databases/{d}/documents           clear that database
 *   GET    /emulator/v1/projects/{p}/databases/{d}/documents:export    snapshot JSON (backups)
 *   POST   /emulator/v1/projects/{p}/databases/{d}/documents:import    replace that database's data
 *   GET    /emulator/v1/projects/{p}/databases/{d}/indexes             that database's index configuration
 *   PUT    /emulator/v1/projects/{p}/databases/{d}/indexes             set it (firestore.indexes.json format)
 *   GET    /emulator/v1/metrics                                        RPCs with their timing and billed reads/writes (bench)
 *   DELETE /emulator/v1/metrics                                        start counting afresh
 *   PUT    /emulator/v1/latency                                        {"ms": N}: injected latency per RPC (bench)
 *
 * The last five are this emulator's own (Google's has no index enforcement or latency model).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FirestoreError } from './errors.js';
import { parseIndexConfig, type IndexConfig, type IndexRegistry } from './indexes.js';
import type { Metrics } from './metrics.js';
import { fromSnapshot, toSnapshot } from './persistence.js';
import { parseName } from './paths.js';
import type { DocumentStore } from './store.js';

const DOCUMENTS = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents(:export|:import)?$/;
const INDEXES = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/indexes$/;

/** What this emulator refuses as production does; the conformance suite runs its production-rule tests only where these are enforced. */
export const ENFORCES = ['indexes', 'limits'];
const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

export interface ControlServerOptions {
  port: number;
  host?: string;
  store: DocumentStore;
  indexes: IndexRegistry;
  metrics: Metrics;
  log?: (line: string) => void;
}

export interface RunningControlServer {
  port: number;
  stop(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMPORT_BYTES) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(request: IncomingMessage, response: ServerResponse, options: ControlServerOptions): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  if (path === '/healthz' && request.method === 'GET') {
    send(response, 200, { ok: true, documents: options.store.size, enforces: ENFORCES });
    return;
  }
  if (path === '/emulator/v1/metrics') {
    if (request.method === 'GET') send(response, 200, options.metrics.snapshot());
    else if (request.method === 'DELETE') {
      options.metrics.reset();
      send(response, 200, {});
    } else send(response, 405, { error: `${request.method} is not supported on ${path}` });
    return;
  }
  if (path === '/emulator/v1/latency' && request.method === 'PUT') {
    const ms = Number((JSON.parse(await readBody(request)) as { ms?: unknown }).ms);
    if (!Number.isFinite(ms) || ms < 0 || ms > 10_000) {
      send(response, 400, { error: '{"ms": N} with 0 <= N <= 10000' });
      return;
    }
    options.metrics.latencyMs = ms;
    send(response, 200, { ms });
    return;
  }
  const indexes = INDEXES.exec(path);
  if (indexes) {
    const database = indexes[1] as string;
    parseName(`${database}/documents`);
    if (request.method === 'GET') send(response, 200, toIndexJson(options.indexes.get(database)));
    else if (request.method === 'PUT') {
      options.indexes.set(database, parseIndexConfig(JSON.parse(await readBody(request))));
      send(response, 200, toIndexJson(options.indexes.get(database)));
    } else send(response, 405, { error: `${request.method} is not supported on ${path}` });
    return;
  }
  const match = DOCUMENTS.exec(path);
  if (!match) {
    send(response, 404, { error: `No route for ${request.method} ${path}` });
    return;
  }
  const database = match[1] as string;
  parseName(`${database}/documents`);
  const action = match[2] ?? '';
  if (action === '' && request.method === 'DELETE') {
    const removed = options.store.clear(database);
    options.log?.(`[firestore] cleared ${database} (${removed} documents)`);
    send(response, 200, {});
  } else if (action === ':export' && request.method === 'GET') {
    send(response, 200, toSnapshot(options.store.all().filter((document) => parseName(document.name).database === database)));
  } else if (action === ':import' && request.method === 'POST') {
    const documents = fromSnapshot(JSON.parse(await readBody(request)), database);
    options.store.replace(database, documents);
    options.log?.(`[firestore] imported ${documents.length} documents into ${database}`);
    send(response, 200, { imported: documents.length });
  } else {
    send(response, 405, { error: `${request.method} is not supported on ${path}` });
  }
}

function toIndexJson(config: IndexConfig) {
  const field = (mode: string) => (mode === 'CONTAINS' ? { arrayConfig: 'CONTAINS' } : { order: mode });
  return {
    indexes: config.indexes.map((index) => ({
      collectionGroup: index.collectionGroup,
      queryScope: index.queryScope,
      fields: index.fields.map((entry) => ({ fieldPath: entry.fieldPath, ...field(entry.mode) })),
    })),
    fieldOverrides: config.fieldOverrides.map((override) => ({
      collectionGroup: override.collectionGroup,
      fieldPath: override.fieldPath,
      indexes: override.indexes.map((entry) => ({ queryScope: entry.queryScope, ...field(entry.mode) })),
    })),
  };
}

export async function startControlServer(options: ControlServerOptions): Promise<RunningControlServer> {
  const server = createServer((request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      const status = error instanceof FirestoreError || error instanceof SyntaxError ? 400 : 500;
      if (status === 500) console.error('[firestore] control request failed:', error);
      if (!response.headersSent) send(response, status, { error: error instanceof Error ? error.message : String(error) });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
