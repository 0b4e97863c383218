/**
 * Hosting's security headers on every kind of answer: the SPA, a deep link, a built asset and the
 * api. The app runs under this CSP: every browser journey fails on a console error, and Chromium
 * reports each CSP violation as one. The native app opens the site as a top-level document in its
 * web view, never in a frame, so frame-ancestors 'none' is all it needs (docs/decisions/0009).
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_URL } from './support/stack';

const asset = readdirSync(resolve(import.meta.dirname, '..', '..', 'web', 'dist', 'assets')).find((name) => name.endsWith('.js'));

describe('security headers on hosting', () => {
  it.each(['/', '/game/bir-baglanti', `/assets/${asset}`, '/api/service-categories', '/api/yok-boyle-bir-yol'])('%s', async (path) => {
    const response = await fetch(`${APP_URL}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    // no inline script, no eval; Google's reCAPTCHA Enterprise, which App Check's web provider loads in production (ADR 0042)
    expect(directives['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://content-firebaseappcheck.googleapis.com']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('a built asset that does not exist', () => {
  it('gets a 404 from Hosting, not the app page, and a browser keeps it at most 10 minutes (a rollback brings the file back)', async () => {
    const response = await fetch(`${APP_URL}/assets/index-YokBoyle1.js`);
    const body = await response.text();
    expect(response.status).toBe(404);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).not.toMatch(/immutable/);
    expect(Number(/(?:^|[ ,])max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0)).toBeLessThanOrEqual(600);
    expect(body).not.toMatch(/<script/); // the app's pages are HTML that loads scripts
    const app = await (await fetch(`${APP_URL}/bilinmeyen-sayfa`)).text();
    expect(app).toMatch(/<script[^>]+src="\/assets\//);
  });
});

describe('nothing under /api/ is answered with the app page', () => {
  it.each(['/api/..%2Ffoo', '/api/..%2F..%2Fetc', '/api/foo/..%2F..%2Fbar', '/api/%2e%2e%2Fprivacy', '/api/yok'])(
    '%s: a JSON 404 for GET and POST',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${APP_URL}${path}`, {
          method,
          ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
        });
        const body = await response.text();
        expect({ method, status: response.status, type: response.headers.get('content-type') }).toMatchObject({
          method,
          status: 404,
          type: expect.stringMatching(/^application\/json/),
        });
        expect(body).not.toMatch(/<html/i);
      }
    },
  );
});
