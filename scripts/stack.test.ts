/**
 * firebase.json is the production Hosting config; the local stack runs a variant of it
 * (localFirebaseConfig). What ships must name no emulator, and must not answer a missing built
 * asset with the app's HTML (which the /assets/** header would then cache for a year as
 * `immutable`). Rewrites are matched with superstatic's matcher, the Hosting emulator's own.
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

  it('answers a missing built asset with 404, not with the app HTML cached immutable', () => {
    for (const path of ['/assets/index-DoesNotExist.js', '/assets/style-gone.css', '/assets/nested/missing.woff2']) {
      // no rewrite: Hosting answers 404 (its 404 page), never index.html
      expect(rewriteFor(path), path).toBeUndefined();
    }
    // Hosting's headers apply by path, to a 404 as to a file: nothing under /assets/ is cached
    // immutable or long by browsers (a rollback brings an old file back); Hosting's CDN keeps what
    // exists until the next deploy clears it
    const cacheControl = headersFor(production, '/assets/index-abc.js')['Cache-Control'] ?? '';
    expect(cacheControl).not.toMatch(/immutable/);
    expect(cacheControl).toMatch(/(^|, )max-age=600(,|$)/);
    expect(cacheControl).toMatch(/s-maxage=31536000/);
  });

  it('still serves the app for every other path', () => {
    for (const path of ['/', '/bilinmeyen-bir-sayfa', '/a', '/as', '/asset', '/assets', '/assetsx/y', '/about/assets/x']) {
      expect(rewriteFor(path)?.destination, path).toBe('/index.html');
    }
    // game and result links: the api draws their HTML with the link preview (ADR 0017)
    expect(rewriteFor('/game/abc')?.function).toMatchObject({ functionId: 'api' });
    expect(rewriteFor('/birth-date-result')?.function).toMatchObject({ functionId: 'api' });
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
