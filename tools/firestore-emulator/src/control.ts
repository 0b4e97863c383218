/**
 * The control API (plain HTTP on its own port), mirroring what Google's emulator offers where a
 * counterpart exists:
 *
 *   GET    /healthz                                                    -> {"ok":true,...}
 *   DELETE /emulator/v1/projects/{p}/databases/{d}/documents           clear that database
 *   GET    /emulator/v1/projects/{p}/databases/{d}/documents:export    snapshot JSON (backups)
 *   POST   /emulator/v1/projects/{p}/databases/{d}/documents:import    replace that database's data
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FirestoreError } from './errors.js';
import { fromSnapshot, toSnapshot } from './persistence.js';
import { parseName } from './paths.js';
import type { DocumentStore } from './store.js';

const DOCUMENTS = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents(:export|:import)?$/;
const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

export interface ControlServerOptions {
  port: number;
  host?: string;
  store: DocumentStore;
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
    send(response, 200, { ok: true, documents: options.store.size });
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
