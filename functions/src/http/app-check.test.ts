/**
 * App Check as a property of an endpoint (ADR 0042): with the APP_CHECK param at 'enforce' (the
 * production value), every route declared `appCheck` refuses a call without a valid token with the
 * Turkish 403, before its rate limits or its handler touch anything (no Firestore is reachable from
 * this test: a call that got further would fail otherwise); 'monitor' lets it through and logs it;
 * 'off', the local stack's, verifies nothing. A token Google's App Check signed cannot be made here
 * (no App Check emulator, no network): that a genuine one passes rests on firebase-admin's verifyToken.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_HEADER, APP_CHECK_REFUSED } from '@bebek/common/api/app-check';
import { buildPath, type AnyEndpoint } from '@bebek/common/api/endpoint';
import { localFunctionsEnv } from '../../../scripts/stack';

const { env, secrets } = localFunctionsEnv();
const saved = { ...process.env };

/** The functions' modules afresh with APP_CHECK at `mode` (the params are read once, on first use), and no Firestore at all. */
async function withMode(mode: 'enforce' | 'monitor' | 'off') {
  vi.resetModules();
  Object.assign(process.env, env, secrets, { APP_CHECK: mode, GCLOUD_PROJECT: 'demo-bebek', FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-bebek' }) });
  delete process.env.FIRESTORE_EMULATOR_HOST;
  const { log } = await import('../lib/log');
  const unverified = vi.spyOn(log, 'appCheckUnverified').mockImplementation(() => undefined);
  return { ...(await import('./app-check')), ...(await import('../app')), ...(await import('./contract')), unverified };
}

afterAll(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

function call(middleware: (req: Request, res: Response, next: NextFunction) => void, headers: Record<string, string> = {}): Promise<unknown> {
  const req = { get: (name: string) => headers[name.toLowerCase()], path: '/api/contact', route: { path: '/contact' } } as unknown as Request;
  return new Promise((resolve) => middleware(req, {} as Response, resolve));
}

describe('App Check on the declared routes, through the api as production serves it (enforce)', () => {
  let server: Server;
  let base: string;
  let declared: AnyEndpoint[];
  let unverified: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    const modules = await withMode('enforce');
    server = createServer(modules.createApiApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    declared = modules.registeredEndpoints.filter((endpoint) => endpoint.appCheck);
    unverified = modules.unverified;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are the calls that cost money or write for someone who need not have an account', () => {
    expect(declared.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual([
      'POST /api/auth/forgot-password',
      'POST /api/auth/register',
      'POST /api/birth-date-games/:gameId/participate',
      'POST /api/checklist/:token/claims',
      'POST /api/contact',
      'POST /api/gender-games/:gameId/participate',
      'POST /api/gender-games/:gameId/participate-guest',
      'POST /api/name-games/:gameId/participate',
      'POST /api/protected/contact',
    ]);
  });

  it('refuses each public one without a token, or with one that is not App Check’s, with the Turkish 403, writing nothing', async () => {
    const open = declared.filter((endpoint) => endpoint.access === 'public' || endpoint.access === 'visitor');
    expect(open.length).toBe(8);
    for (const endpoint of open) {
      const path = buildPath(endpoint.path, { gameId: 'game1', token: 'list1' });
      for (const token of [undefined, 'not-a-token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
        const response = await fetch(`${base}${path}`, {
          method: endpoint.method,
          headers: { 'content-type': 'application/json', ...(token ? { [APP_CHECK_HEADER]: token } : {}) },
          body: JSON.stringify({ name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' }),
          signal: AbortSignal.timeout(10_000),
        });
        expect([path, token, response.status, await response.json()]).toEqual([path, token, 403, { message: APP_CHECK_REFUSED }]);
      }
    }
    expect(unverified).toHaveBeenCalledWith('/contact', 'missing', 'enforce');
    expect(unverified).toHaveBeenCalledWith('/contact', 'invalid', 'enforce');
  });

  it('leaves every other route alone: the answer of an undeclared public one is not App Check’s', async () => {
    const response = await fetch(`${base}/api/app-check`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      mode: 'enforce',
      web: { siteKey: env.APP_CHECK_SITE_KEY, apiKey: env.WEB_API_KEY, appId: env.WEB_APP_ID, projectId: 'demo-bebek' },
    });
  });
});

describe('App Check modes', () => {
  beforeAll(() => vi.restoreAllMocks());

  it("'monitor' lets a call without a valid token through, and logs it", async () => {
    const { requireAppCheck, unverified } = await withMode('monitor');
    expect(await call(requireAppCheck)).toBeUndefined();
    expect(await call(requireAppCheck, { 'x-firebase-appcheck': 'not-a-token' })).toBeUndefined();
    expect(unverified.mock.calls).toEqual([
      ['/contact', 'missing', 'monitor'],
      ['/contact', 'invalid', 'monitor'],
    ]);
  });

  it("'off' (the local stack: App Check has no emulator) verifies nothing and logs nothing", async () => {
    const { requireAppCheck, unverified } = await withMode('off');
    expect(await call(requireAppCheck)).toBeUndefined();
    expect(unverified).not.toHaveBeenCalled();
  });

  it("'enforce' refuses in Turkish, as a 403", async () => {
    const { requireAppCheck } = await withMode('enforce');
    expect(await call(requireAppCheck)).toMatchObject({ kind: 'forbidden', message: APP_CHECK_REFUSED });
  });
});
