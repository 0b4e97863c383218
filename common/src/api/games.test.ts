import { describe, expect, it } from 'vitest';
import type { GameKind } from '../types';
import {
  answerBirthDateGame,
  answerGenderGame,
  answerGenderGameAsGuest,
  answerNameGame,
  GAME_KIND_LIST,
  gameListKey,
  gameLookups,
  gamesOf,
  getGenderResult,
  getNameResult,
} from './games';

const ANSWERS: Record<GameKind, ReadonlyArray<{ invalidates?: (params: { gameId: string }) => readonly (readonly unknown[])[] }>> = {
  gender: [answerGenderGame, answerGenderGameAsGuest],
  name: [answerNameGame],
  birthdate: [answerBirthDateGame],
};

describe('the games contract', () => {
  it('declares each kind under its own segment, as the spec names the routes', () => {
    expect(GAME_KIND_LIST.map((kind) => gamesOf[kind].list.path)).toEqual([
      '/api/protected/gender-games',
      '/api/protected/name-games',
      '/api/protected/birth-date-games',
    ]);
    expect(gamesOf.name.addParticipant.path).toBe('/api/protected/name-games/:gameId/participants');
    expect(gamesOf.birthdate.publish.path).toBe('/api/protected/birth-date-games/:gameId/publish');
    expect(GAME_KIND_LIST.map((kind) => gameLookups[kind].path)).toEqual([
      '/api/gender-games/:token',
      '/api/name-games/:token',
      '/api/birth-date-games/:token',
    ]);
    for (const kind of GAME_KIND_LIST) expect(gamesOf[kind].byToken).toBe(gameLookups[kind]);
  });

  it("keeps the owner's list of a kind under one key, the one the owner screen, the dashboard and the reports read", () => {
    expect(GAME_KIND_LIST.map((kind) => gamesOf[kind].list.queryKey!({}))).toEqual([
      ['games', 'gender'],
      ['games', 'name'],
      ['games', 'birthdate'],
    ]);
    expect(new Set(GAME_KIND_LIST.map((kind) => JSON.stringify(gameListKey(kind)))).size).toBe(3);
  });

  it('makes that list stale on every change of a game of the kind: create, add participant, publish, an answer', () => {
    for (const kind of GAME_KIND_LIST) {
      const { create, addParticipant, publish } = gamesOf[kind];
      for (const change of [create.invalidates!({}), addParticipant.invalidates!({ gameId: 'g' }), publish.invalidates!({ gameId: 'g' })])
        expect(change).toContainEqual(gameListKey(kind));
      for (const answer of ANSWERS[kind]) expect(answer.invalidates!({ gameId: 'g' })).toContainEqual(gameListKey(kind));
    }
  });

  it('makes every cached result page of the kind stale on publishing (a prefix of their keys)', () => {
    const isPrefixOf = (prefix: readonly unknown[], key: readonly unknown[]) => prefix.every((part, index) => key[index] === part);
    const genderResult = getGenderResult.queryKey!({ token: 't' });
    const nameResult = getNameResult.queryKey!({ token: 't' });
    expect(gamesOf.gender.publish.invalidates!({ gameId: 'g' }).some((key) => isPrefixOf(key, genderResult))).toBe(true);
    expect(gamesOf.name.publish.invalidates!({ gameId: 'g' }).some((key) => isPrefixOf(key, nameResult))).toBe(true);
    expect(gamesOf.birthdate.publish.invalidates!({ gameId: 'g' })).toEqual([gameListKey('birthdate')]);
  });

  it('lets anyone open a game link and answer, signed in or not, and loads no schema to say so', () => {
    for (const kind of GAME_KIND_LIST) expect(gameLookups[kind].access).toBe('visitor');
    for (const answer of [answerGenderGame, answerGenderGameAsGuest, answerNameGame, answerBirthDateGame]) {
      expect(answer.access).toBe('visitor');
      expect(answer.status).toBe(201);
      expect(typeof answer.body).toBe('function');
    }
  });
});
