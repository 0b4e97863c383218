import { expect } from 'vitest';
import type { Game, GameParticipant } from '@bebek/common/types';
import { api } from './stack';
import { json, type TestUser } from './users';

/** The three games' path segments under /api/protected. */
export type GameSegment = 'gender-games' | 'name-games' | 'birth-date-games';

const post = (path: string, body: unknown, headers: Record<string, string>) => api(path, { method: 'POST', ...json(body, headers) });

/** A game the owner creates through the api (201 checked). */
export async function createGame(owner: TestUser, segment: GameSegment, title = 'Aile oyunu'): Promise<Game> {
  const { status, body } = await post(`/api/protected/${segment}`, { title }, owner.authHeader);
  expect(status).toBe(201);
  return body as Game;
}

/** A participant the owner adds (201 checked); a phone of the same number unless the person has one. */
export async function invite(
  owner: TestUser,
  segment: GameSegment,
  game: Game,
  person: { name: string; email?: string; phone?: string },
): Promise<GameParticipant> {
  const added = await post(`/api/protected/${segment}/${game.id}/participants`, { email: '', phone: '0532 111 22 33', ...person }, owner.authHeader);
  expect(added.status).toBe(201);
  return added.body as GameParticipant;
}

/**
 * An invited person answers through their own link (201 checked). A game somebody answered has a
 * result to tell its participants; one nobody answered tells no one (issue 35, ADR 0056).
 */
export async function answerThroughLink(segment: GameSegment, game: Pick<Game, 'id'>, inviteToken: string): Promise<void> {
  const path = segment === 'gender-games' ? `/api/gender-games/${game.id}/participate-guest` : `/api/${segment}/${game.id}/participate`;
  const answer =
    segment === 'gender-games'
      ? { prediction: 'girl' }
      : segment === 'name-games'
        ? { boyNames: ['Can'], girlNames: ['Ada'] }
        : { predictedDate: '2027-03-09' };
  const { status } = await post(path, { invite: inviteToken, ...answer }, {});
  expect(status).toBe(201);
}

/** The Turkish message of an api answer. */
export const message = (answer: { body: unknown }) => (answer.body as { message?: string }).message;
