/**
 * firebase.json is the production Hosting config; the local stack runs a variant of it
 * (localFirebaseConfig). What ships must name no emulator, and must not answer a missing built
 * asset with the app's HTML, nor with anything a shared cache keeps. Rewrites are matched with
 * superstatic's matcher, the Hosting emulator's own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configMatcher } from 'superstatic/lib/utils/patterns';
import { describe, expect, it } from 'vitest';
import { PORTS, urls } from './lib/ports';
import { localFirebaseConfig } from './stack';

interface Rule {
  source?: string;
  regex?: string;
  destination?: string;
  function?: unknown;
  headers?: Array<{ key: string; value: string }>;
}
const production = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'firebase.json'), 'utf8')) as Parameters<typeof localFirebaseConfig>[0] & {
  hosting: { rewrites: Rule[]; headers: Rule[] };
};

/** The rewrite Hosting applies to a path that is not a file of web/dist (the first that matches), if any. */
const rewriteFor = (path: string) => production.hosting.rewrites.find((rule) => configMatcher(path, rule));
const headersFor = (config: { hosting: { headers: Rule[] } }, path: string) =>
  Object.fromEntries(
    config.hosting.headers.filter((rule) => configMatcher(path, rule)).flatMap((rule) => (rule.headers ?? []).map((header) => [header.key, header.value])),
  );
const connectSrc = (csp: string) => /connect-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];

describe('the production firebase.json', () => {
  it('names no emulator origin: no loopback address, no emulator port, no plain http source in its CSP', () => {
    const hosting = JSON.stringify(production.hosting);
    expect(hosting).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
    for (const port of Object.values(PORTS)) expect(hosting).not.toContain(`:${port}`);
    const csp = headersFor(production, '/')['Content-Security-Policy'] ?? '';
    expect(csp).toMatch(/connect-src/);
    expect(connectSrc(csp).filter((source) => source.startsWith('http:'))).toEqual([]);
  });

  it('answers a missing built asset from the api (404, kept by no cache), never with the app HTML', () => {
    for (const path of ['/assets/index-DoesNotExist.js', '/assets/style-gone.css', '/assets/nested/missing.woff2']) {
      // Hosting serves every file of web/dist before any rewrite: only a missing one reaches this rule
      expect(rewriteFor(path)?.function, path).toMatchObject({ functionId: 'api' });
    }
    // Hosting's header rules apply by path, to a missing file as to a file, and over a function's own
    // (below): no rule may give /assets/ a Cache-Control, or the api's no-store would be replaced
    // (issue 33: a 404 with s-maxage a year). What exists is kept by Hosting's CDN until the next deploy.
    expect(headersFor(production, '/assets/index-abc.js')['Cache-Control']).toBeUndefined();
  });

  it('serves the app on its routes, a 404 on any other path, and the api the paths it draws', () => {
    for (const path of ['/bilinmeyen-bir-sayfa', '/a', '/as', '/asset', '/assets', '/assetsx/y', '/about/assets/x']) {
      // no rewrite: Hosting answers web/dist/404.html with status 404
      expect(rewriteFor(path), path).toBeUndefined();
    }
    for (const path of ['/pregnancy', '/checklist', '/profile']) expect(rewriteFor(path)?.destination, path).toBe('/index.html');
    // game and result links: the api draws their HTML with the link preview (ADR 0017)
    expect(rewriteFor('/game/abc')?.function).toMatchObject({ functionId: 'api' });
    expect(rewriteFor('/birth-date-result')?.function).toMatchObject({ functionId: 'api' });
    expect(rewriteFor('/checklist/abc')?.function).toMatchObject({ functionId: 'api' });
    expect(rewriteFor('/api/service-categories')?.function).toBeDefined();
    // a path under /api/ never gets the app page, whatever its dot segments
    for (const path of ['/api', '/api/..%2Ffoo', '/api/a/..%2F..%2Fb', '/api/.gizli'])
      expect(rewriteFor(path)?.function, path).toMatchObject({ functionId: 'api' });
  });
});

describe("the photo route's own headers", () => {
  it("reach the client: Hosting applies its header rules over a function's, in order, so the photo rule comes after the site-wide one", () => {
    expect(headersFor(production, '/api/photos/AAAAAAAAAAAAAAAAAAAAAAAA/full.webp')['Content-Security-Policy']).toBe("default-src 'none'; sandbox");
    expect(headersFor(production, '/profile/x')['Content-Security-Policy']).toMatch(/^default-src 'self'/);
  });
});

describe('the local firebase config (scripts/stack.ts)', () => {
  it("gives the emulators the stack's ports and changes nothing else (the CSP is production's: the browser needs no emulator)", () => {
    const local = localFirebaseConfig(production) as typeof production;
    expect(local.hosting.headers).toEqual(production.hosting.headers);
    expect(local.emulators).toMatchObject({ auth: { port: PORTS.auth }, hosting: { port: PORTS.hosting }, functions: { port: PORTS.functions } });
    expect(local.hosting.rewrites).toEqual(production.hosting.rewrites);
    // firebase.json itself is untouched
    expect(JSON.stringify(production)).not.toContain(urls.auth);
  });
});
