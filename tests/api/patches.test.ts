/**
 * What the local emulators must do as the platform does for the api's own behaviour to show: each
 * test is the evidence that keeps a part of patches/firebase-tools+15.34.2.patch or of
 * functions/src/http/platformBodyParser.ts (docs/decisions/0022-patches-reviewed.md says which part
 * each test keeps and how it failed without it):
 * - a function serves requests with its declared concurrency (ADR 0010): a family's burst is answered
 *   in seconds instead of each request loading the function in a process of its own;
 * - an answer given before the request body has all arrived (413 on a declared length, 415 on a
 *   charset) closes the connection, so a keep-alive client's next request goes out on a new one;
 * - neither a refused nor an abandoned upload fails the other requests the function is serving.
 * The oversized, chunked and lying bodies themselves are in bodies.test.ts, the client address in
 * abuse.test.ts.
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Game } from '@bebek/common/types';
import { API_TARGETS, contactBody as contact, oversizedContact as oversized, parsedBody, TOO_LARGE } from './support/raw-http';
import { api, apiFrom } from './support/stack';
import { json, registerUser } from './support/users';
const UNSUPPORTED_ENCODING = { message: 'Desteklenmeyen karakter kodlaması.' };

interface Exchange {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  agent?: Agent | false;
  /** Send this much of the body, then leave (close the connection without finishing it). */
  abandonAfterBytes?: number;
  /** Send the body but its last byte, and that only once the answer has come (a body still arriving when it is answered). */
  endAfterAnswer?: boolean;
  timeoutMs?: number;
}
interface Answer {
  status: number;
  body: unknown;
  /** The answer's Connection header ('' when none). */
  connection: string;
  /** The request went out on a connection an earlier request had used. */
  reusedSocket: boolean;
  ms: number;
}
/** What a request got: its answer, 'no answer' (timed out), 'abandoned' (by the test), or the error that ended it unanswered. */
type Outcome = Answer | 'no answer' | 'abandoned' | `error ${string}`;

/** One request with full control of its connection and body. */
function exchange(
  url: string,
  { method = 'POST', headers = {}, body, agent = false, abandonAfterBytes, endAfterAnswer = false, timeoutMs = 10_000 }: Exchange,
): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let answered = false;
    const outgoing = request(url, { method, headers, agent }, (response: IncomingMessage) => {
      answered = true;
      if (endAfterAnswer) outgoing.end(heldBack);
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        clearTimeout(timer);
        const connection = String(response.headers.connection ?? '');
        const body = parsedBody(Buffer.concat(parts).toString('utf8'));
        resolve({ status: response.statusCode ?? 0, body, connection, reusedSocket: outgoing.reusedSocket, ms: Date.now() - started });
      });
    });
    // Once answered, the rest of a large body may meet a closed connection: that is allowed. Before
    // the answer, an error is the request's outcome (a reset keep-alive connection shows here).
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      clearTimeout(timer);
      resolve(`error ${error.code ?? error.message}`);
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve('no answer');
    }, timeoutMs);
    if (abandonAfterBytes !== undefined && body !== undefined) {
      outgoing.write(Buffer.from(body).subarray(0, abandonAfterBytes), () => {
        setTimeout(() => {
          clearTimeout(timer);
          answered = true;
          outgoing.destroy();
          resolve('abandoned');
        }, 100);
      });
      return;
    }
    const bytes = Buffer.from(body ?? '');
    const heldBack = bytes.subarray(bytes.length - 1);
    if (endAfterAnswer) {
      outgoing.write(bytes.subarray(0, bytes.length - 1));
      return;
    }
    outgoing.end(body);
  });
}

const declared = (body: string, type = 'application/json') => ({ 'content-type': type, 'content-length': String(Buffer.byteLength(body)) });
const outcomeOf = (outcome: Outcome) => (typeof outcome === 'string' ? outcome : { status: outcome.status, body: outcome.body });

describe('the api function serves requests with its declared concurrency (ADR 0010)', () => {
  // One worker per request (the stock emulator) started 50 Node processes, each loading the function:
  // on this project's shared 2-core machines the burst was not answered within 120 s. With the
  // function's concurrency it took 6–16 s at load averages of 10–19; the bound leaves room for that.
  it('50 guests opening one game link at once are each answered within 30 s', async () => {
    const owner = await registerUser();
    const created = await api('/api/protected/gender-games', { method: 'POST', ...json({ title: 'Aile toplanıyor' }, owner.authHeader) });
    expect(created.status).toBe(201);
    const game = created.body as Game;
    const timed = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const started = Date.now();
        const answer = await apiFrom(`127.88.${Math.floor(index / 200)}.${(index % 200) + 1}`, `/api/gender-games/${game.token}`);
        return { status: answer.status, ms: Date.now() - started };
      }),
    );
    const times = timed.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(`50 guests at once: p50 ${times[24]} ms, p95 ${times[47]} ms, slowest ${times[49]} ms`);
    expect(timed.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(times[49]).toBeLessThan(30_000);
  }, 240_000);
});

describe.each(Object.entries(API_TARGETS))('early refusals close the connection, %s', (_where, base) => {
  const TRIES = 32;

  it(`${TRIES} times: an oversized upload refused while it is still arriving says Connection: close, and the next request on the same keep-alive agent goes out on a new connection and is served`, async () => {
    const outcomes: unknown[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await exchange(`${base}/contact`, { agent, headers: declared(oversized), body: oversized, endAfterAnswer: true });
        const next = await exchange(`${base}/service-categories`, { method: 'GET', agent, timeoutMs: 5_000 });
        outcomes.push({
          refused: typeof refused === 'string' ? refused : { status: refused.status, body: refused.body, connection: refused.connection },
          next: typeof next === 'string' ? next : { status: next.status, reusedSocket: next.reusedSocket },
        });
      } finally {
        agent.destroy();
      }
    }
    const expected = { refused: { status: 413, body: TOO_LARGE, connection: 'close' }, next: { status: 200, reusedSocket: false } };
    expect(outcomes).toEqual(Array(TRIES).fill(expected));
  }, 180_000);

  it(`${TRIES} times: a refused oversized upload sent whole, then a request on the same keep-alive agent, which is served (on a new connection when the answer said close)`, async () => {
    const outcomes: unknown[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await exchange(`${base}/contact`, { agent, headers: declared(oversized), body: oversized });
        const next = await exchange(`${base}/service-categories`, { method: 'GET', agent, timeoutMs: 5_000 });
        // Whether the body had all arrived before the answer depends on timing; either way the next request is served.
        const closed = typeof refused !== 'string' && refused.connection === 'close';
        outcomes.push({
          refused: typeof refused === 'string' ? refused : { status: refused.status, body: refused.body },
          next: typeof next === 'string' ? next : { status: next.status, onTheClosedConnection: closed && next.reusedSocket },
        });
      } finally {
        agent.destroy();
      }
    }
    const expected = { refused: { status: 413, body: TOO_LARGE }, next: { status: 200, onTheClosedConnection: false } };
    expect(outcomes).toEqual(Array(TRIES).fill(expected));
  }, 180_000);

  it('a JSON body in a charset the api does not read is refused 415 while it is still arriving, and the connection is closed too', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await exchange(`${base}/contact`, {
        agent,
        headers: { 'content-type': 'application/json; charset=iso-8859-9', 'transfer-encoding': 'chunked' },
        body: contact('x'.repeat(1_000)),
        endAfterAnswer: true,
      });
      expect(typeof refused === 'string' ? refused : { status: refused.status, body: refused.body, connection: refused.connection }).toEqual({
        status: 415,
        body: UNSUPPORTED_ENCODING,
        connection: 'close',
      });
      const next = await exchange(`${base}/service-categories`, { method: 'GET', agent, timeoutMs: 5_000 });
      expect(typeof next === 'string' ? next : { status: next.status, reusedSocket: next.reusedSocket }).toEqual({ status: 200, reusedSocket: false });
    } finally {
      agent.destroy();
    }
  });

  it('an answer after the whole body was read keeps the connection for the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const invalid = JSON.stringify({ firstName: '', email: 'değil', subject: '', message: '' });
      const refused = await exchange(`${base}/contact`, { agent, headers: declared(invalid), body: invalid });
      expect(refused).toMatchObject({ status: 400 });
      expect((refused as Answer).connection).not.toBe('close');
      const next = await exchange(`${base}/service-categories`, { method: 'GET', agent, timeoutMs: 5_000 });
      expect(typeof next === 'string' ? next : { status: next.status, reusedSocket: next.reusedSocket }).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });
});

describe.each(Object.entries(API_TARGETS))('uploads the api refuses or the client abandons, %s (ADR 0009)', (_where, base) => {
  it('refused and abandoned uploads fail none of the requests served beside them', async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 10 });
    try {
      // Requests kept in flight for the whole time the uploads come and go.
      const until = Date.now() + 3_000;
      const readers = Array.from({ length: 10 }, async () => {
        const statuses: Array<number | string> = [];
        while (Date.now() < until) {
          const answer = await exchange(`${base}/service-categories`, { method: 'GET', agent: keepAlive });
          statuses.push(typeof answer === 'string' ? answer : answer.status);
        }
        return statuses;
      });
      const uploads = Array.from({ length: 6 }, async (_, index) => {
        await new Promise((done) => setTimeout(done, 200 + index * 300));
        // agent: false sends `Connection: close`, as a client that opens a connection per request does
        if (index % 2 === 0) return exchange(`${base}/contact`, { headers: declared(oversized), body: oversized });
        const small = contact('b'.repeat(100_000));
        return exchange(`${base}/contact`, { headers: declared(small), body: small, abandonAfterBytes: 20_000 });
      });
      const [read, uploaded] = await Promise.all([Promise.all(readers), Promise.all(uploads)]);
      const statuses = read.flat();
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(uploaded.map(outcomeOf)).toEqual([
        { status: 413, body: TOO_LARGE },
        'abandoned',
        { status: 413, body: TOO_LARGE },
        'abandoned',
        { status: 413, body: TOO_LARGE },
        'abandoned',
      ]);
      // and the function still answers afterwards
      expect(await exchange(`${base}/service-categories`, { method: 'GET' })).toMatchObject({ status: 200 });
    } finally {
      keepAlive.destroy();
    }
  }, 60_000);
});

describe('an abandoned upload (ADR 0009)', () => {
  // The emulator gives up on a request after the function's timeout (60 s for the api); a request
  // still open then counts as a crashed function, and its worker is killed with every request on it.
  const AFTER_TIMEOUT_MS = 70_000;

  it('fails none of the requests the function serves in the minute after it, through Hosting or not', async () => {
    const small = contact('c'.repeat(100_000));
    const abandoned = await Promise.all(
      Object.values(API_TARGETS).map((base) => exchange(`${base}/contact`, { headers: declared(small), body: small, abandonAfterBytes: 20_000 })),
    );
    expect(abandoned).toEqual(['abandoned', 'abandoned']);
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const until = Date.now() + AFTER_TIMEOUT_MS;
      // Eight clients, each with a request open most of the time, so some are in flight whenever a worker is killed.
      const readers = Array.from({ length: 8 }, async (_, index) => {
        const base = Object.values(API_TARGETS)[index % 2] ?? '';
        const failures: string[] = [];
        let answered = 0;
        while (Date.now() < until) {
          const answer = await exchange(`${base}/service-categories`, { method: 'GET', agent: keepAlive, timeoutMs: 15_000 });
          if (typeof answer === 'string' || answer.status !== 200)
            failures.push(typeof answer === 'string' ? answer : `${answer.status} ${JSON.stringify(answer.body)}`);
          else answered += 1;
          await new Promise((done) => setTimeout(done, 20));
        }
        return { answered, failures };
      });
      const results = await Promise.all(readers);
      expect(results.flatMap((result) => result.failures)).toEqual([]);
      expect(results.every((result) => result.answered > 10)).toBe(true);
    } finally {
      keepAlive.destroy();
    }
  }, 120_000);
});
