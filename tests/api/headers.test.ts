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

/** The browser features the app does not use, refused for every page and whatever it embeds (issue 39). */
const REFUSED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'microphone', 'payment', 'usb', 'browsing-topics'];

describe('security headers on hosting', () => {
  it.each(['/', '/game/bir-baglanti', '/checklist/bir-liste', `/assets/${asset}`, '/yok-boyle-bir-sayfa', '/api/service-categories', '/api/yok-boyle-bir-yol'])(
    '%s',
    async (path) => {
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
      // no referrer leaves the site, so a game link's token or a list's never reaches another site; within it, the full one
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      // no other site's window can reach ours (a WhatsApp link opens us in a tab of our own), nor embed our answers
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const permissions = Object.fromEntries(
        (response.headers.get('permissions-policy') ?? '').split(',').map((part) => part.trim().split('=') as [string, string]),
      );
      for (const feature of REFUSED_FEATURES) expect(permissions[feature], feature).toBe('()');
      // what the app does use stays its own: copying a link, full screen
      expect(permissions['fullscreen']).toBe('(self)');
      expect(permissions['clipboard-write'] ?? 'its default, self').not.toBe('()');
    },
  );

  it("lets any site, WhatsApp's and Facebook's included, show a link preview's image", async () => {
    for (const image of ['home', 'gender', 'checklist', 'baby', 'profile']) {
      const response = await fetch(`${APP_URL}/og/${image}.jpg`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
      expect([response.status, response.headers.get('content-type')], image).toEqual([200, 'image/jpeg']);
      expect(response.headers.get('cross-origin-resource-policy'), image).toBe('cross-origin');
      expect((await response.arrayBuffer()).byteLength, image).toBeLessThan(300_000);
    }
  });
});

describe('a built asset that does not exist', () => {
  it('gets a 404 that no cache keeps, shared ones included (issue 33), and not the app page', async () => {
    for (const path of ['/assets/index-YokBoyle1.js', '/assets/style-gone.css', '/assets/nested/missing.woff2']) {
      const response = await fetch(`${APP_URL}${path}`);
      const body = await response.text();
      expect(response.status, path).toBe(404);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl, path).toBe('no-store');
      expect(cacheControl, path).not.toMatch(/public|s-maxage|max-age|immutable/);
      expect(body, path).not.toMatch(/<script|<html/i);
    }
    // a file that is there is served as it is
    const file = await fetch(`${APP_URL}/assets/${asset}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, expect.stringMatching(/javascript/)]);
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
