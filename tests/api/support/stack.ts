import { Agent, fetch as fetchFrom } from 'undici';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { useEmulators } from '../../../scripts/lib/emulator-env';
import { COLLECTIONS } from '@bebek/common/model';
import { listDocuments } from '../../../scripts/lib/firestore-rest';
import { PROJECT_ID, urls } from '../../../scripts/lib/ports';
import { inject } from 'vitest';
import { waitForMessagesBut } from './outbox';

/** firebase-admin pointed at the running emulators: the tests' view of the real data. */
export function admin() {
  useEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return { db: getFirestore(), auth: getAuth() };
}

export const APP_URL = urls.app;
export const SINKS_URL = urls.sinks;

export async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${APP_URL}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: response.status, body, headers: response.headers };
}

const agents = new Map<string, Agent>();

/**
 * The api as a client at another address: the request leaves from that local address (any of
 * 127.0.0.0/8 reaches the stack), so Hosting sees a different client, as it would in production.
 * Forwarding headers cannot do this (ADR 0016: the api keys limits on the address the front end reports).
 */
export async function apiFrom(address: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)) throw new Error(`apiFrom: ${address} is not a loopback address`);
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address });
    agents.set(address, agent);
  }
  const response = await fetchFrom(`${APP_URL}${path}`, { ...(init as Parameters<typeof fetchFrom>[1]), dispatcher: agent });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: response.status, body, headers: response.headers as unknown as Headers };
}

/** A loopback address of its own for an honest one-off client (127.1–254.x.x, never the default 127.0.0.1). */
export const randomClient = () => `127.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/** What a read returned, for the failure message: Firestore snapshots by their data, anything else as JSON. */
function describe(value: unknown): string {
  if (value && typeof value === 'object') {
    if ('docs' in value) return `${(value as unknown as { size: number }).size} documents`;
    if ('data' in value && typeof value.data === 'function') return `document ${JSON.stringify((value as { data(): unknown }).data() ?? null)}`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Reads until `accept` holds, and fails the test when it still does not after `timeoutMs`: a
 * state that never arrives is a failure, not a value to carry on with.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) {
      throw new Error(`eventually(): the expected state did not arrive within ${timeoutMs} ms; last read: ${describe(value).slice(0, 500)}`);
    }
    await new Promise((done) => setTimeout(done, 200));
    value = await read();
  }
  return value;
}

/** Left out of "writes nothing": counting refused attempts is how a rate limiter works, not anyone's data. */
const RATE_LIMIT_COUNTERS = `${COLLECTIONS.rateLimits}/`;

async function documentVersions(): Promise<Map<string, string>> {
  const documents = await listDocuments();
  return new Map(documents.filter((document) => !document.path.startsWith(RATE_LIMIT_COUNTERS)).map((document) => [document.path, document.updateTime]));
}

/**
 * What the database holds now, every document by its path and update time (Firestore's REST list),
 * to compare with later: `changes()` names each document added, changed or removed since. A call
 * that must write nothing is checked exactly and at once: a refused call has answered after
 * anything it would have written. Work queued earlier (the outbox's deliveries) is waited for
 * before this, by the test that queued it (outboxSettled).
 */
export async function storedDocuments(): Promise<{ changes(): Promise<string[]> }> {
  const before = await documentVersions();
  return {
    async changes() {
      const now = await documentVersions();
      const changes: string[] = [];
      for (const [path, updated] of now) {
        if (!before.has(path)) changes.push(`added ${path}`);
        else if (before.get(path) !== updated) changes.push(`changed ${path}`);
      }
      for (const path of before.keys()) if (!now.has(path)) changes.push(`removed ${path}`);
      return changes.sort();
    },
  };
}

/**
 * Waits for the messages this file's earlier calls queued (e-mails, security notices, pushes) to be
 * delivered and logged by the outbox's trigger, each to a settled state (support/outbox.ts): every
 * message but the baseline's (the file started from it) is the file's own. Nothing else is waited for.
 */
export async function outboxSettled(timeoutMs = 20_000): Promise<void> {
  const inFlight = await waitForMessagesBut(admin().db, new Set(inject('baseline').messages), timeoutMs);
  if (inFlight.length > 0) throw new Error(`outboxSettled(): still in flight after ${timeoutMs} ms: ${inFlight.slice(0, 10).join(', ')}`);
}

/**
 * The api's rate limits count in fixed windows (functions/src/rate-limits/): a test that counts
 * up to a limit waits for a fresh window when the current one ends within `neededMs`, so its count
 * is not split in two (a run that crosses the top of the hour would otherwise see no 429).
 */
export async function awayFromWindowEdge(windowMs: number, neededMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((done) => setTimeout(done, left + 50));
}
