/**
 * The processes the production-terms bench runs beside the local stack: the api in a Node process
 * of its own (as a Cloud Functions instance), a Firestore with per-RPC metrics and an injected
 * latency (the latency model), and a proxy in front of the Auth emulator that counts the api's
 * calls to Auth (and delays them like the Firestore calls).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { firestoreFile } from '../../scripts/lib/deployment';
import { startGoogleFirestore } from '../../scripts/lib/google-firestore';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/ports';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The machine is shared (other checkouts run stacks, browsers and builds): the bench's own
 * processes get a higher priority, as a function instance has its CPU to itself. Only possible
 * with the right to raise priorities; without it the figures just carry more noise.
 */
export function prioritise(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, -10);
  } catch {
    // not allowed here: measured at normal priority
  }
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, HOST, done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The functions' settings as the local stack gives them (functions/.env.local and .secret.local, written by npm start). */
export function functionsEnv(): Record<string, string> {
  const read = (file: string) =>
    Object.fromEntries(
      readFileSync(resolve(ROOT, 'functions', file), 'utf8')
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  return { ...read('.env.local'), ...read('.secret.local'), GCLOUD_PROJECT: PROJECT_ID, FIRESTORE_ENABLE_TRACING: 'off' };
}

export interface ChildReady {
  port: number;
  loadMs: number;
  sinceProcessStartMs: number;
  imported: Array<{ name: string; ms: number }>;
}

export interface ApiProcess {
  url: string;
  ready: ChildReady;
  /** CPU time this process has used so far, ms. */
  cpuMs(): Promise<number>;
  stop(): void;
}

/** Starts the built api (functions/lib/index.js), or with `bare` the least app answering the same request. */
export async function startApi(options: { bare?: boolean; env?: Record<string, string> } = {}): Promise<ApiProcess> {
  const entry = options.bare ? resolve(ROOT, 'bench', 'harness', 'bare-api.cjs') : resolve(ROOT, 'functions', 'lib', 'index.js');
  const child: ChildProcess = spawn(process.execPath, [resolve(ROOT, 'bench', 'harness', 'api-child.cjs'), entry], {
    cwd: resolve(ROOT, 'functions'),
    env: { ...process.env, ...functionsEnv(), FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  prioritise(child.pid);
  const ready = await new Promise<ChildReady>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the api process exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => done(JSON.parse(line) as ChildReady));
  });
  const url = `http://${HOST}:${ready.port}`;
  return {
    url,
    ready,
    cpuMs: async () => {
      const { user, system } = (await (await fetch(`${url}/__bench/cpu`)).json()) as { user: number; system: number };
      return (user + system) / 1000;
    },
    stop: () => child.kill(),
  };
}

export type { RpcRecord } from '../../tools/firestore-checks/src/checks.js';
import type { RpcRecord } from '../../tools/firestore-checks/src/checks.js';

export interface BenchFirestore {
  host: string;
  setLatency(ms: number): Promise<void>;
  resetMetrics(): Promise<void>;
  rpcs(): Promise<RpcRecord[]>;
  stop(): Promise<void>;
}

/**
 * A Firestore of the bench's own: Google's emulator (the stack's jar and Java) with
 * tools/firestore-checks in front, in a process of its own, with the app's indexes, the per-RPC
 * bill and the injected latency (its control API).
 */
export async function startFirestore(): Promise<BenchFirestore> {
  const google = await startGoogleFirestore();
  prioritise(google.pid);
  const port = await freePort();
  const controlPort = await freePort();
  // One process (node with tsx's loader), so that its priority is the checks'.
  const indexes = firestoreFile('indexes');
  const args = [
    'tools/firestore-checks/src/main.ts',
    '--target',
    google.host,
    '--port',
    String(port),
    '--control-port',
    String(controlPort),
    '--indexes',
    indexes,
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  prioritise(child.pid);
  const control = `http://${HOST}:${controlPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${control}/metrics`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the bench Firestore checks did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    host: `${HOST}:${port}`,
    setLatency: async (ms) => {
      await fetch(`${control}/latency`, { method: 'PUT', body: JSON.stringify({ ms }) });
    },
    resetMetrics: async () => {
      await fetch(`${control}/metrics`, { method: 'DELETE' });
    },
    rpcs: async () => ((await (await fetch(`${control}/metrics`)).json()) as { rpcs: RpcRecord[] }).rpcs,
    stop: async () => {
      child.kill('SIGINT');
      await new Promise((done) => child.once('exit', done));
      await google.stop();
    },
  };
}

export interface AuthProxy {
  host: string;
  /** Calls to Auth since the last reset, by path. */
  calls(): string[];
  reset(): void;
  latencyMs: number;
  stop(): Promise<void>;
}

/** Forwards to the Auth emulator, counting each call and delaying its answer by `latencyMs`. */
export async function startAuthProxy(): Promise<AuthProxy> {
  const seen: string[] = [];
  const proxy: AuthProxy = {
    host: '',
    calls: () => [...seen],
    reset: () => void seen.splice(0),
    latencyMs: 0,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const upstream = httpRequest({ host: HOST, port: PORTS.auth, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const forward = () => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      };
      if (proxy.latencyMs > 0) setTimeout(forward, proxy.latencyMs);
      else forward();
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, HOST, done));
  proxy.host = `${HOST}:${port}`;
  return proxy;
}
