import { describe, expect, it } from 'vitest';
import { embeddedGame, gameLinkOfPage, publicGamePath } from './game-link';

const at = (pathname: string, search = '') => gameLinkOfPage({ pathname, search });

describe('gameLinkOfPage', () => {
  it('looks a /game link up as every kind, birth date first (part 2 §2)', () => {
    expect(at('/game/abc')).toEqual({ token: 'abc', kinds: ['birthdate', 'gender', 'name'], invite: null });
  });

  it('looks a /birth-date-games link up as a birth-date game only', () => {
    expect(at('/birth-date-games/abc/')).toEqual({ token: 'abc', kinds: ['birthdate'], invite: null });
  });

  it('reads the token of the invite links and the personal invite of the query; an old ?email= names nobody', () => {
    expect(at('/gender-games/t%C3%B6ken', '?davet=kisisel-davet')).toEqual({
      token: 'töken',
      kinds: ['birthdate', 'gender', 'name'],
      invite: 'kisisel-davet',
    });
    expect(at('/name-games/xyz', '?email=ayse%40example.com')).toEqual({ token: 'xyz', kinds: ['birthdate', 'gender', 'name'], invite: null });
  });

  it('has no token on a path that is not a game link', () => {
    expect(at('/profile/abc').token).toBe('');
  });
});

describe('publicGamePath', () => {
  it('escapes the token and the invite', () => {
    expect(publicGamePath('name', 'a/b', 'x+y')).toBe('/api/name-games/a%2Fb?davet=x%2By');
    expect(publicGamePath('gender', 'abc', null)).toBe('/api/gender-games/abc');
  });
});

describe('embeddedGame', () => {
  const page = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) });
  it('reads the data block the server drew the page with, null for a game that does not exist, undefined without one', () => {
    expect(embeddedGame(page('{"kind":"gender"}'))).toEqual({ kind: 'gender' });
    expect(embeddedGame(page('null'))).toBeNull();
    expect(embeddedGame(page(null))).toBeUndefined();
    expect(embeddedGame(page('{bozuk'))).toBeUndefined();
  });
});
