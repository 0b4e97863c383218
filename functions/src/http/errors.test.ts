import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { log } from '../lib/log';
import { CONTENTION_MESSAGE, STATUS_OF, errorHandler } from './errors';
import { DomainError } from '../lib/errors';

vi.mock('../lib/log', () => ({ log: { contention: vi.fn(), requestFailed: vi.fn() } }));

/** The answer errorHandler gives for `error`, as status, headers and body. */
function answerFor(error: unknown) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    status(code: number) {
      answer.status = code;
      return this;
    },
    set(name: string, value: string) {
      answer.headers[name] = value;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
      return this;
    },
  } as unknown as Response;
  errorHandler(error, { path: '/api/x' } as Request, res, vi.fn());
  return answer;
}

/** What firebase-admin throws when a transaction was still aborted after its last attempt. */
const aborted = () => Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

describe('errorHandler', () => {
  it('answers a transaction Firestore aborted as a Turkish 409 with Retry-After, never a 5xx', () => {
    const error = aborted();
    const answer = answerFor(error);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: CONTENTION_MESSAGE });
    expect(answer.headers['Retry-After']).toBe('2');
    // logged apart from other failures: at a family's load it means a design lets requests wait on one document
    expect(log.contention).toHaveBeenCalledWith('/api/x', error);
  });

  it('answers a route’s own contention refusal the same way', () => {
    expect(answerFor(new DomainError('conflict', CONTENTION_MESSAGE))).toMatchObject({ status: 409, headers: { 'Retry-After': '2' } });
  });

  it('gives each kind of domain failure its status, and the wait the domain knows as Retry-After', () => {
    expect(answerFor(new DomainError('too-many', 'Çok fazla deneme.', undefined, 30))).toEqual({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: { message: 'Çok fazla deneme.' },
    });
    expect(answerFor(new DomainError('invalid', 'Geçersiz.', { email: 'Geçersiz.' }))).toMatchObject({ status: 400, body: { errors: { email: 'Geçersiz.' } } });
    expect(Object.entries(STATUS_OF).every(([, status]) => status >= 400 && status < 600)).toBe(true);
  });

  it('keeps other Firestore failures a 500 without details, and domain errors by their kind', () => {
    expect(answerFor(Object.assign(new Error('14 UNAVAILABLE'), { code: 14 }))).toMatchObject({ status: 500, headers: {} });
    expect(answerFor(new DomainError('not-found', 'Bulunamadı'))).toEqual({ status: 404, headers: {}, body: { message: 'Bulunamadı' } });
  });

  it('answers an id whose percent-encoding decodes to no text as the unknown address, 404 in Turkish, as express’s router hands it on', async () => {
    vi.mocked(log.requestFailed).mockClear();
    const app = express();
    app.get('/api/x/:id', (_req, res) => {
      res.json({ reached: true });
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    try {
      const { port } = server.address() as AddressInfo;
      for (const id of ['%E0', '%', 'a%ZZ', '%C4']) {
        const response = await fetch(`http://127.0.0.1:${port}/api/x/${id}`);
        expect({ id, status: response.status, body: await response.json() }).toEqual({ id, status: 404, body: { message: 'İstenen adres bulunamadı.' } });
      }
      expect(log.requestFailed).not.toHaveBeenCalled();
    } finally {
      server.close();
    }
  });
});
