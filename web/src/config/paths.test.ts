import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, routePatterns, visitorAppRoutes } from './paths';

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
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
  it('serves every visitor route without the landing page a shell without the prerendered landing page', () => {
    for (const route of visitorAppRoutes) {
      const rewrite = rewrites.find((candidate) => candidate.source === glob(route));
      expect(rewrite?.destination, route).toMatch(/^\/(app|game)\.html$/);
    }
  });

  it('serves game links the game page and sends nothing else there', () => {
    const gameLinks = [routePatterns.game, routePatterns.birthDateGamePublic, routePatterns.genderGameInvite, routePatterns.nameGameInvite].map(glob);
    const toGame = rewrites.filter((rewrite) => rewrite.destination === '/game.html').map((rewrite) => rewrite.source);
    expect(toGame.sort()).toEqual(gameLinks.sort());
  });

  it('serves any other path the prerendered landing page, last (except /assets/, where a missing file is a 404: scripts/stack.test.ts)', () => {
    expect(rewrites.at(-1)).toMatchObject({ regex: expect.any(String), destination: '/index.html' });
    const shells = rewrites.filter((rewrite) => rewrite.destination?.endsWith('.html') && rewrite.source !== undefined).map((rewrite) => rewrite.source);
    expect(shells.sort()).toEqual(visitorAppRoutes.map(glob).sort());
  });
});
