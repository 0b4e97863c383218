/**
 * Firestore triggers for Cloud Functions (2nd gen) running in firebase-tools' Functions emulator.
 *
 * When Google's Firestore emulator is not part of the emulator suite, firebase-tools still loads
 * `onDocumentCreated` & co. and keeps a trigger record for each (logged as "ignored"), under the key
 * `${functionId}-${triggerGeneration}`; `POST /functions/projects/{p}/triggers/{key}` runs it. So
 * after each commit this bridge builds, for every changed document and every matching trigger,
 * the CloudEvent Google's emulator would send, and posts it there. How it finds things out:
 *
 *  - `GET /backends` lists each function's `eventTrigger` (type, database, document pattern);
 *  - a POST to a key that does not exist answers 404 "... valid functions are: k1, k2", which
 *    gives the current keys (the generation grows on every hot reload).
 *
 * Deliveries never block a commit, run in commit order per document, and are retried while the
 * Functions emulator is unreachable (it starts after this one).
 */
import { randomUUID } from 'node:crypto';
import { formatFieldPath, parseName } from './paths.js';
import type { ChangeEvent, DocumentChange, DocumentStore, StoredDocument } from './store.js';
import { sameValue, toJsonFields, type Fields } from './values.js';

const EVENT_PREFIX = 'google.cloud.firestore.document.v1.';
const AUTH_SUFFIX = '.withAuthContext';

export type ChangeKind = 'created' | 'updated' | 'deleted';

export interface FirestoreTrigger {
  /** Function ID as firebase-tools names it: `{region}-{name}`. */
  id: string;
  eventType: string;
  database: string;
  namespace: string;
  /** Document path, with wildcards (`outbox/{messageId}`, `{path=**}`) unless `exact`. */
  document: string;
  exact: boolean;
}

interface BackendTrigger {
  id?: unknown;
  eventTrigger?: {
    eventType?: unknown;
    eventFilters?: Record<string, unknown>;
    eventFilterPathPatterns?: Record<string, unknown>;
  };
}

/** The Firestore document triggers in a `GET /backends` answer. */
export function parseBackends(body: unknown): FirestoreTrigger[] {
  const backends = (body as { backends?: unknown } | null)?.backends;
  if (!Array.isArray(backends)) return [];
  const triggers: FirestoreTrigger[] = [];
  for (const backend of backends) {
    const functionTriggers = (backend as { functionTriggers?: unknown } | null)?.functionTriggers;
    if (!Array.isArray(functionTriggers)) continue;
    for (const entry of functionTriggers as BackendTrigger[]) {
      const eventType = entry.eventTrigger?.eventType;
      if (typeof entry.id !== 'string' || typeof eventType !== 'string' || !eventType.startsWith(EVENT_PREFIX)) continue;
      const filters = entry.eventTrigger?.eventFilters ?? {};
      const pattern = entry.eventTrigger?.eventFilterPathPatterns?.['document'];
      const exact = filters['document'];
      const document = typeof pattern === 'string' ? pattern : typeof exact === 'string' ? exact : undefined;
      if (document === undefined) continue;
      triggers.push({
        id: entry.id,
        eventType,
        database: typeof filters['database'] === 'string' ? filters['database'] : '(default)',
        namespace: typeof filters['namespace'] === 'string' ? filters['namespace'] : '(default)',
        document: document.replace(/^\/+|\/+$/g, ''),
        exact: typeof pattern !== 'string',
      });
    }
  }
  return triggers;
}

/**
 * Matches a document path against an Eventarc path pattern: `*` or `{name}` is one segment,
 * `**` or `{name=**}` any number of segments (as firebase-functions' PathPattern reads them).
 */
export function documentMatches(pattern: string, path: string): boolean {
  const patternSegments = pattern.split('/');
  const pathSegments = path.split('/');
  const match = (i: number, j: number): boolean => {
    if (i === patternSegments.length) return j === pathSegments.length;
    const segment = patternSegments[i] as string;
    if (segment === '**' || /^\{[^}=]+=\*\*\}$/.test(segment)) {
      for (let k = j; k <= pathSegments.length; k++) if (match(i + 1, k)) return true;
      return false;
    }
    if (j === pathSegments.length) return false;
    if (segment === '*' || /^\{[^}=]+(=\*)?\}$/.test(segment) || segment === pathSegments[j]) return match(i + 1, j + 1);
    return false;
  };
  return match(0, 0);
}

export function changeKind(change: DocumentChange): ChangeKind {
  if (!change.before) return 'created';
  if (!change.after) return 'deleted';
  return 'updated';
}

/** Does a trigger of this event type fire for this kind of change? (`written` fires for all three.) */
export function triggerWants(eventType: string, kind: ChangeKind): boolean {
  const base = eventType.endsWith(AUTH_SUFFIX) ? eventType.slice(0, -AUTH_SUFFIX.length) : eventType;
  return base === `${EVENT_PREFIX}written` || base === `${EVENT_PREFIX}${kind}`;
}

/** The field paths that differ between two versions of a document (the event's updateMask). */
export function changedFieldPaths(before: Fields, after: Fields, prefix: string[] = []): string[] {
  const paths: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const x = before[key];
    const y = after[key];
    if (x && y && 'mapValue' in x && 'mapValue' in y) {
      paths.push(...changedFieldPaths(x.mapValue.fields, y.mapValue.fields, [...prefix, key]));
    } else if (!x || !y || !sameValue(x, y)) {
      paths.push(formatFieldPath([...prefix, key]));
    }
  }
  return paths.sort();
}

function documentJson(document: StoredDocument) {
  return { name: document.name, fields: toJsonFields(document.fields), createTime: document.createTime, updateTime: document.updateTime };
}

export interface FirestoreCloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  data: {
    value?: ReturnType<typeof documentJson>;
    oldValue?: ReturnType<typeof documentJson>;
    updateMask?: { fieldPaths: string[] };
  };
  project: string;
  database: string;
  namespace: string;
  document: string;
  location: string;
  authtype?: string;
}

/**
 * A structured-mode CloudEvent with a JSON payload (google.events.cloud.firestore.v1.DocumentEventData
 * in proto3 JSON): what firebase-functions' `createSnapshot`/`createBeforeSnapshot` read when
 * `datacontenttype` is `application/json`, and the attributes `makeParams` and `event.document` use.
 */
export function buildCloudEvent(input: { eventType: string; change: DocumentChange; time: string; id?: string; location?: string }): FirestoreCloudEvent {
  const { change } = input;
  const name = parseName(change.name);
  const document = name.segments.join('/');
  const data: FirestoreCloudEvent['data'] = {};
  if (change.after) data.value = documentJson(change.after);
  if (change.before) data.oldValue = documentJson(change.before);
  if (change.before && change.after) data.updateMask = { fieldPaths: changedFieldPaths(change.before.fields, change.after.fields) };
  const event: FirestoreCloudEvent = {
    specversion: '1.0',
    id: input.id ?? randomUUID(),
    source: `//firestore.googleapis.com/projects/${name.project}/databases/${name.databaseId}`,
    type: input.eventType,
    subject: `documents/${document}`,
    time: input.time,
    datacontenttype: 'application/json',
    data,
    project: name.project,
    database: name.databaseId,
    namespace: '(default)',
    document,
    location: input.location ?? 'nam5',
  };
  // Writes through the emulator carry no end-user identity.
  if (input.eventType.endsWith(AUTH_SUFFIX)) event.authtype = 'unknown';
  return event;
}

/** From a 404 body "Function x does not exist, valid functions are: a-0, b-1", the keys. */
export function parseValidKeys(body: string): string[] | undefined {
  const marker = 'valid functions are:';
  const at = body.indexOf(marker);
  if (at < 0) return undefined;
  return body
    .slice(at + marker.length)
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** The key of the newest generation of `id` among `keys` (`${id}-${generation}`). */
export function currentKey(id: string, keys: string[]): string | undefined {
  let best: { key: string; generation: number } | undefined;
  for (const key of keys) {
    if (!key.startsWith(`${id}-`)) continue;
    const generation = Number(key.slice(id.length + 1));
    if (Number.isInteger(generation) && (!best || generation > best.generation)) best = { key, generation };
  }
  return best?.key;
}

export interface TriggerBridgeOptions {
  /** e.g. http://127.0.0.1:5001 */
  functionsUrl: string;
  /** Only documents of this project fire triggers (the Functions emulator serves one project). */
  project: string;
  pollIntervalMs?: number;
  /** Waits between attempts while the Functions emulator is unreachable. */
  retryDelaysMs?: number[];
  /** How long one function may run before the delivery is given up. */
  deliveryTimeoutMs?: number;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class TriggerBridge {
  #options: Required<Omit<TriggerBridgeOptions, 'log'>> & { log: (line: string) => void };
  #triggers: FirestoreTrigger[] = [];
  #keys: string[] = [];
  #fetchedAt = 0;
  #refreshing: Promise<boolean> | undefined;
  #reachable: boolean | undefined;
  #queues = new Map<string, Promise<void>>();
  #pending = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(options: TriggerBridgeOptions) {
    this.#options = {
      pollIntervalMs: 3000,
      retryDelaysMs: [250, 500, 1000, 2000, 4000, 8000],
      deliveryTimeoutMs: 120_000,
      log: (line) => console.log(line),
      ...options,
      functionsUrl: options.functionsUrl.replace(/\/+$/, ''),
    };
  }

  get triggers(): readonly FirestoreTrigger[] {
    return this.#triggers;
  }

  /** Subscribes to the store's commits and starts polling the Functions emulator. */
  start(store: DocumentStore): void {
    this.#unsubscribe = store.onChange((event) => this.onChange(event));
    const poll = () => {
      void this.refresh().finally(() => {
        if (this.#unsubscribe) this.#timer = setTimeout(poll, this.#options.pollIntervalMs).unref();
      });
    };
    poll();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    if (this.#timer) clearTimeout(this.#timer);
  }

  /** Resolves once every queued delivery has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  /** Queues deliveries for a commit. Synchronous: the commit that caused it is never delayed. */
  onChange(event: ChangeEvent): void {
    if (event.origin !== 'write') return; // clearing or importing data is not a document write
    for (const change of event.changes) {
      if (parseName(change.name).project !== this.#options.project) continue;
      const previous = this.#queues.get(change.name) ?? Promise.resolve();
      const next = previous
        .then(() => this.#deliver(change, event.time))
        .catch((error: unknown) => this.#options.log(`[firestore] trigger delivery failed: ${String(error)}`));
      this.#queues.set(change.name, next);
      this.#pending.add(next);
      void next.finally(() => {
        this.#pending.delete(next);
        if (this.#queues.get(change.name) === next) this.#queues.delete(change.name);
      });
    }
  }

  /** Reloads the trigger list and the current trigger keys. Returns false if the Functions emulator did not answer. */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#load().finally(() => (this.#refreshing = undefined));
    return this.#refreshing;
  }

  async #load(): Promise<boolean> {
    try {
      const response = await fetch(`${this.#options.functionsUrl}/backends`, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`GET /backends answered ${response.status}`);
      const triggers = parseBackends(await response.json());
      const keys = triggers.length > 0 ? await this.#probeKeys() : [];
      const before = JSON.stringify(this.#triggers);
      this.#triggers = triggers;
      this.#keys = keys;
      this.#fetchedAt = Date.now();
      if (JSON.stringify(triggers) !== before || this.#reachable !== true) {
        this.#options.log(
          `[firestore] ${triggers.length} Firestore trigger(s) in the Functions emulator${triggers.length ? `: ${triggers.map((t) => `${t.id} (${t.eventType.slice(EVENT_PREFIX.length)} ${t.document})`).join(', ')}` : ''}`,
        );
      }
      this.#reachable = true;
      return true;
    } catch (error) {
      if (this.#reachable !== false)
        this.#options.log(`[firestore] Functions emulator not reachable at ${this.#options.functionsUrl} yet (${String((error as Error).cause ?? error)})`);
      this.#reachable = false;
      return false;
    }
  }

  /** Asks for a key that cannot exist: the 404 lists the ones that do. */
  async #probeKeys(): Promise<string[]> {
    const response = await fetch(`${this.#options.functionsUrl}/functions/projects/${this.#options.project}/triggers/__firestore-emulator-key-probe__`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5000),
    });
    return parseValidKeys(await response.text()) ?? [];
  }

  async #currentTriggers(): Promise<FirestoreTrigger[]> {
    const delays = this.#options.retryDelaysMs;
    for (let attempt = 0; ; attempt++) {
      if (Date.now() - this.#fetchedAt < 1000 && this.#reachable) return this.#triggers;
      if (await this.refresh()) return this.#triggers;
      const delay = delays[attempt];
      if (delay === undefined) throw new Error(`the Functions emulator at ${this.#options.functionsUrl} is not reachable`);
      await sleep(delay);
    }
  }

  async #deliver(change: DocumentChange, time: string): Promise<void> {
    const kind = changeKind(change);
    const name = parseName(change.name);
    const path = name.segments.join('/');
    const triggers = (await this.#currentTriggers()).filter(
      (trigger) =>
        trigger.database === name.databaseId &&
        triggerWants(trigger.eventType, kind) &&
        (trigger.exact ? trigger.document === path : documentMatches(trigger.document, path)),
    );
    for (const trigger of triggers) {
      await this.#post(trigger, buildCloudEvent({ eventType: trigger.eventType, change, time }), kind, path);
    }
  }

  async #post(trigger: FirestoreTrigger, event: FirestoreCloudEvent, kind: ChangeKind, path: string): Promise<void> {
    const body = JSON.stringify(event);
    const delays = this.#options.retryDelaysMs;
    for (let attempt = 0; ; attempt++) {
      const key = currentKey(trigger.id, this.#keys) ?? `${trigger.id}-0`;
      const started = Date.now();
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${this.#options.functionsUrl}/functions/projects/${this.#options.project}/triggers/${key}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(this.#options.deliveryTimeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          this.#options.log(`[firestore] trigger ${trigger.id} (${kind} ${path}) not delivered: ${String((error as Error).cause ?? error)}`);
          return;
        }
        await sleep(delay);
        continue;
      }
      // 404: the key is stale (the generation grows on each hot reload); the body lists the current ones.
      if (status === 404 && attempt < delays.length) {
        const keys = parseValidKeys(text);
        if (keys) this.#keys = keys;
        const fresh = currentKey(trigger.id, this.#keys);
        if (fresh && fresh !== key) continue;
      }
      // 204: background triggers are disabled while the functions reload; wait, then learn the new keys.
      if (status === 204 && attempt < delays.length) {
        await sleep(delays[attempt] ?? 1000);
        await this.refresh();
        continue;
      }
      this.#options.log(
        `[firestore] trigger ${trigger.id} (${kind} ${path}) -> ${status} in ${Date.now() - started} ms${status >= 300 ? `: ${text.slice(0, 200)}` : ''}`,
      );
      return;
    }
  }
}
