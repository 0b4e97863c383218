import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { babyPagePath } from '@bebek/common/baby-share';
import { RESULT_ROUTES } from '@bebek/common/games';
import { gameLinkPatterns, matchRoute, paths, routePatterns, visitorAppRoutes } from './paths';

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId: string; region: string };
}
const firebase = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } };
const rewrites = firebase.hosting.rewrites;
/** firebase.json's glob for a route pattern: ':param' is one segment ('*'). */
const glob = (pattern: string) => pattern.replace(/:[^/]+/g, '*');

describe('route patterns', () => {
  it('match as react-router does: one segment per parameter, any case, an optional trailing slash', () => {
    expect(matchRoute(routePatterns.game, '/game/abc')).toEqual({ token: 'abc' });
    expect(matchRoute(routePatterns.game, '/GAME/abc/')).toEqual({ token: 'abc' });
    expect(matchRoute(routePatterns.game, '/game/a%20b')).toEqual({ token: 'a b' });
    expect(matchRoute(routePatterns.game, '/game/%E0')).toEqual({ token: '%E0' });
    expect(matchRoute(routePatterns.game, '/game/abc/more')).toBeNull();
    expect(matchRoute(routePatterns.game, '/game')).toBeNull();
    expect(matchRoute('/faq', '/faq')).toEqual({});
  });
});

describe('firebase.json serves the shell pages', () => {
  it('serves every visitor route without the landing page a shell without the prerendered landing page (game and result links through the api)', () => {
    for (const route of visitorAppRoutes) {
      const rewrite = rewrites.find((candidate) => candidate.source === glob(route));
      if (rewrite?.function) expect(rewrite.function.functionId, route).toBe('api');
      else expect(rewrite?.destination, route).toMatch(/^\/app\.html$/);
    }
  });

  it('sends game and result links, and nothing else but /api, to the api, which draws their HTML with the link preview (ADR 0017)', () => {
    const drawn = [...gameLinkPatterns, routePatterns.gameResult, routePatterns.nameResult, routePatterns.birthDateResult].map(glob);
    const toApi = rewrites.filter((rewrite) => rewrite.function?.functionId === 'api' && rewrite.source !== undefined).map((rewrite) => rewrite.source);
    expect(toApi.sort()).toEqual(drawn.sort());
    // /api and everything under it, dot segments included (a glob would let '..%2F' fall through to the app page)
    expect(rewrites.filter((rewrite) => rewrite.function?.functionId === 'api' && rewrite.regex !== undefined).map((rewrite) => rewrite.regex)).toEqual([
      '^/api(?:/.*)?$',
    ]);
    expect(rewrites.some((rewrite) => rewrite.destination === '/game.html')).toBe(false);
  });

  it('names the shared baby page as the result e-mail links to it (ADR 0033)', () => {
    expect(paths.sharedBabyPage('t_1-x')).toBe(babyPagePath('t_1-x'));
    expect(matchRoute(routePatterns.sharedBabyPage, babyPagePath('t_1-x'))).toEqual({ babyToken: 't_1-x' });
  });

  it('names the result pages as the api links to them', () => {
    expect(routePatterns.birthDateResult).toBe(RESULT_ROUTES.birthdate);
    expect(paths.gameResult('t')).toBe(`${RESULT_ROUTES.gender}?token=t`);
    expect(paths.nameResult('t')).toBe(`${RESULT_ROUTES.name}?token=t`);
  });

  it('serves any other path the prerendered landing page, last (except /assets/, where a missing file is a 404: scripts/stack.test.ts)', () => {
    expect(rewrites.at(-1)).toMatchObject({ regex: expect.any(String), destination: '/index.html' });
    const shells = rewrites
      .filter((rewrite) => (rewrite.destination?.endsWith('.html') || rewrite.function) && rewrite.source !== undefined && rewrite.source !== '/api/**')
      .map((rewrite) => rewrite.source);
    expect(shells.sort()).toEqual(visitorAppRoutes.map(glob).sort());
  });
});
