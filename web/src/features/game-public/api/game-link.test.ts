import { describe, expect, it } from 'vitest';
import { gameLinkOfPage, publicGamePath } from './game-link';

const at = (pathname: string, search = '') => gameLinkOfPage({ pathname, search });

describe('gameLinkOfPage', () => {
  it('looks a /game link up as every kind, birth date first (part 2 §2)', () => {
    expect(at('/game/abc')).toEqual({ token: 'abc', kinds: ['birthdate', 'gender', 'name'], email: null });
  });

  it('looks a /birth-date-games link up as a birth-date game only', () => {
    expect(at('/birth-date-games/abc/')).toEqual({ token: 'abc', kinds: ['birthdate'], email: null });
  });

  it('reads the token of the invite links and the e-mail of the query', () => {
    expect(at('/gender-games/t%C3%B6ken', '?email=ayse%40example.com')).toEqual({
      token: 'töken',
      kinds: ['birthdate', 'gender', 'name'],
      email: 'ayse@example.com',
    });
    expect(at('/name-games/xyz').token).toBe('xyz');
  });

  it('has no token on a path that is not a game link', () => {
    expect(at('/profile/abc').token).toBe('');
  });
});

describe('publicGamePath', () => {
  it('escapes the token and the e-mail', () => {
    expect(publicGamePath('name', 'a/b', 'x+y@z.com')).toBe('/api/name-games/a%2Fb?email=x%2By%40z.com');
  });
});
