import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configMatcher } from 'superstatic/lib/utils/patterns';
import { babyPagePath, OWN_BABY_PAGES } from '@bebek/common/baby-share';
import { RESULT_ROUTES } from '@bebek/common/games';
import { babyInfoReturnPath, matchRoute, paths, routePatterns, signedInPages, visitorAppRoutes } from './paths';

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
/** A path of the route, with a token for each parameter. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'AbCdEfGhIjKlMnOpQrStUvWx');
/** The rewrite Hosting applies to a path that is no file of web/dist (the first that matches), matched as the Hosting emulator matches. */
const rewriteFor = (path: string) => rewrites.find((rule) => configMatcher(path, rule));
/** The api's own paths: the contract, and a built asset that is not there (only a missing one reaches the rewrites). */
const API_ONLY = ['^/api(?:/.*)?$', '^/assets/.+$'];
/**
 * The pages whose HTML the api answers with the link's preview: the visitor routes that are a family's
 * link (game and result links, the shared list, the baby page, the public profile), i.e. every one
 * but the plain pages of `paths` (/auth, /faq, …).
 */
const plainPages: readonly unknown[] = Object.values(paths);
const previewedRoutes = visitorAppRoutes.filter((route) => !plainPages.includes(route));

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

describe('firebase.json serves every route of the SPA, and nothing else', () => {
  it('serves each visitor route its shell: the pages a link previews through the api, the others app.html without the prerendered landing page', () => {
    for (const route of visitorAppRoutes) {
      const rewrite = rewriteFor(sample(route));
      if (previewedRoutes.includes(route)) expect(rewrite?.function?.functionId, route).toBe('api');
      else expect(rewrite?.destination, route).toBe('/app.html');
    }
  });

  it('serves each signed-in page index.html, whose boot script shows the app or, to a visitor, the landing page (the own /baby/… pages are the api’s, as /baby/{token})', () => {
    expect(rewriteFor('/')).toBeUndefined(); // index.html itself
    for (const page of signedInPages.filter((path) => path !== paths.home)) {
      const rewrite = rewriteFor(page);
      if (OWN_BABY_PAGES.includes(page)) expect(rewrite?.function?.functionId, page).toBe('api');
      else expect(rewrite?.destination, page).toBe('/index.html');
    }
    expect(OWN_BABY_PAGES).toEqual([paths.babyGuide, paths.babyVaccines, paths.babyGrowth]);
  });

  it('has no rewrite for a path that is no page (Hosting answers it 404.html, with status 404), and none that no route uses', () => {
    for (const path of ['/yok-boyle-bir-sayfa', '/faqs', '/game', '/game/a/b', '/profil', '/checklistler', '/bebek', '/index', '/a/b/c', '/robots.txt'])
      expect(rewriteFor(path), path).toBeUndefined();
    const routes = [...visitorAppRoutes, ...signedInPages].map(sample);
    for (const rewrite of rewrites.filter((rule) => !API_ONLY.includes(rule.regex ?? '')))
      expect(
        routes.some((path) => configMatcher(path, rewrite)),
        JSON.stringify(rewrite),
      ).toBe(true);
  });

  it('sends /api, a missing built asset and the pages a link previews (ADR 0017, 0044), and nothing else, to the api', () => {
    const toApi = rewrites.filter((rewrite) => rewrite.function?.functionId === 'api');
    expect(toApi.filter((rewrite) => rewrite.regex !== undefined).map((rewrite) => rewrite.regex)).toEqual(API_ONLY);
    expect(
      toApi
        .filter((rewrite) => rewrite.source !== undefined)
        .map((rewrite) => rewrite.source)
        .sort(),
    ).toEqual(previewedRoutes.map(glob).sort());
    // /api and everything under it, dot segments included (a glob would let '..%2F' fall through to the app page)
    expect(rewriteFor('/api/..%2Ffoo')?.function?.functionId).toBe('api');
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
});

describe('where /baby-info returns', () => {
  it('to the announcement when it asked, and to nothing else a state may carry', () => {
    expect(babyInfoReturnPath({ returnTo: '/birth-notification' })).toBe('/birth-notification');
    for (const state of [null, undefined, {}, { returnTo: 'https://evil.example/' }, { returnTo: '//evil.example' }, { returnTo: '/admin' }, 'x'])
      expect(babyInfoReturnPath(state)).toBeUndefined();
  });
});
