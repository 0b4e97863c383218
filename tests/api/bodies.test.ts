/**
 * Oversized request bodies are refused with 413 and a Turkish JSON message before they are parsed,
 * whatever their type and however they arrive (a declared length, a chunked body, a length the
 * client never sends), both through Hosting's `/api/**` rewrite and at the Functions emulator's own
 * URL; nothing is written. The parts that are the local emulators' and not the api's are in ADR 0009.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';
import { urls } from '../../scripts/lib/ports';
import { API_TARGETS, contactBody as contact, oversizedContact as oversized, parsedBody, TOO_LARGE } from './support/raw-http';
import { storedDocuments } from './support/stack';

interface Sent {
  headers?: Record<string, string>;
  /** Written one after another; the body ends after the last unless `open`. */
  chunks?: (string | Buffer)[];
  /** Leave the body unfinished (a client that declares more than it sends, or a stream that goes on). */
  open?: boolean;
  timeoutMs?: number;
  /** The loopback address the request leaves from (Hosting reports it as the client's address, ADR 0016). */
  from?: string;
}
type Answer = { status: number; body: unknown } | 'no answer';

/** One POST on its own connection, with full control of the body's framing; the answer or 'no answer'. */
function send(url: string, { headers = {}, chunks = [], open = false, timeoutMs = 10_000, from }: Sent): Promise<Answer> {
  return new Promise((resolve) => {
    const options = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, agent: false, ...(from ? { localAddress: from } : {}) };
    const outgoing = request(url, options, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: parsedBody(Buffer.concat(parts).toString('utf8')) });
        outgoing.destroy();
      });
    });
    // Once answered, the rest of a large body may meet a closed connection: that is the point.
    outgoing.on('error', () => undefined);
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve('no answer');
    }, timeoutMs);
    for (const chunk of chunks) outgoing.write(chunk);
    if (!open) outgoing.end();
  });
}

const inChunks = (text: string, size = 64 * 1024) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));
const randomIp = () => `127.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe.each(Object.entries(API_TARGETS))('request bodies %s', (_where, base) => {
  it('a declared length over the limit gets 413 before the body is read, and nothing is written', async () => {
    const stored = await storedDocuments();
    const answer = await send(`${base}/contact`, { headers: { 'content-length': String(Buffer.byteLength(oversized)) }, chunks: [oversized] });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    expect(await stored.changes()).toEqual([]);
  });

  it('a chunked body over the limit gets 413, and nothing is written', async () => {
    const stored = await storedDocuments();
    const answer = await send(`${base}/contact`, { headers: { 'transfer-encoding': 'chunked' }, chunks: inChunks(oversized) });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    expect(await stored.changes()).toEqual([]);
  });

  it('a chunked body that goes on past the limit is answered 413 without waiting for its end', async () => {
    const answer = await send(`${base}/contact`, { headers: { 'transfer-encoding': 'chunked' }, chunks: inChunks(oversized), open: true });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('a client that declares 10 MB and sends 2 bytes gets 413, not silence', async () => {
    const answer = await send(`${base}/contact`, { headers: { 'content-length': String(10 * 1024 * 1024) }, chunks: ['{}'], open: true });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'])('a %s body over the limit gets 413 too', async (type) => {
    const answer = await send(`${base}/contact`, { headers: { 'content-type': type }, chunks: ['a'.repeat(API_BODY_LIMIT_BYTES + 10)] });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('a small chunked body and one sent after Expect: 100-continue are served as usual', async () => {
    // One client of its own: through Hosting by its address; at the Functions emulator (where Hosting's edge
    // would be the caller) by the edge's header.
    const client = randomIp();
    const from = base.startsWith(urls.app) ? client : undefined;
    const headers: Record<string, string> = from ? {} : { 'fastly-client-ip': client };
    const chunked = await send(`${base}/contact`, {
      from,
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      chunks: inChunks(contact('Parça parça gelen mesaj'), 16),
    });
    expect(chunked).toMatchObject({ status: 201 });
    const body = contact('Önce izin isteyen mesaj');
    const expecting = await send(`${base}/contact`, {
      from,
      headers: { ...headers, expect: '100-continue', 'content-length': String(Buffer.byteLength(body)) },
      chunks: [body],
    });
    expect(expecting).toMatchObject({ status: 201 });
    // a body just under the limit is read and judged by the route's own rules
    const large = contact('a'.repeat(API_BODY_LIMIT_BYTES - 200));
    expect(await send(`${base}/contact`, { from, headers, chunks: [large] })).toMatchObject({ status: 400, body: { message: 'Bu alan çok uzun' } });
  });
});
