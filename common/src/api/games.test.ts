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
  getBirthDateResult,
  getGenderResult,
  getLeaderboard,
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
      const { create, addParticipant, publish, update, remove, editParticipant, removeParticipant, remindParticipant } = gamesOf[kind];
      const ids = { gameId: 'g', participantId: 'p' };
      for (const change of [
        create.invalidates!({}),
        addParticipant.invalidates!(ids),
        publish.invalidates!(ids),
        update.invalidates!(ids),
        remove.invalidates!(ids),
        editParticipant.invalidates!(ids),
        removeParticipant.invalidates!(ids),
        remindParticipant.invalidates!(ids),
      ])
        expect(change).toContainEqual(gameListKey(kind));
      for (const answer of ANSWERS[kind]) expect(answer.invalidates!({ gameId: 'g' })).toContainEqual(gameListKey(kind));
    }
  });

  it('makes every cached result page of the kind stale on publishing (a prefix of their keys)', () => {
    const isPrefixOf = (prefix: readonly unknown[], key: readonly unknown[]) => prefix.every((part, index) => key[index] === part);
    const results = { gender: getGenderResult, name: getNameResult, birthdate: getBirthDateResult } as const;
    const leaderboard = getLeaderboard.queryKey!({ token: 't' });
    for (const kind of GAME_KIND_LIST) {
      const stale = gamesOf[kind].publish.invalidates!({ gameId: 'g' });
      expect(
        stale.some((key) => isPrefixOf(key, results[kind].queryKey!({ token: 't' }))),
        kind,
      ).toBe(true);
      // every published game counts in the family's leaderboard (ADR 0017)
      expect(
        stale.some((key) => isPrefixOf(key, leaderboard)),
        kind,
      ).toBe(true);
    }
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
