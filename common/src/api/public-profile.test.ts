import { describe, expect, it } from 'vitest';
import { shareChecklist } from './checklist';
import { GAME_KIND_LIST, gamesOf } from './games';
import { getPublicProfile } from './public-profile';

/** A key is made stale by an invalidation of any prefix of it (TanStack Query's default matching). */
const staleBy = (invalidated: ReadonlyArray<readonly unknown[]>, key: readonly unknown[]) =>
  invalidated.some((prefix) => prefix.every((part, index) => key[index] === part));

describe("the public profile's board after the owner's changes (issue 24, point 9)", () => {
  const board = getPublicProfile.queryKey!({ userId: 'u1' });

  it('is stale after a game is created, published, closed or reopened, or deleted, of every kind', () => {
    for (const kind of GAME_KIND_LIST) {
      const { create, publish, update, remove } = gamesOf[kind];
      const ids = { gameId: 'g' };
      for (const change of [create.invalidates!({}), publish.invalidates!(ids), update.invalidates!(ids), remove.invalidates!(ids)])
        expect(staleBy(change, board), kind).toBe(true);
    }
  });

  it('is stale after the checklist is shared (the board links the list)', () => {
    expect(staleBy(shareChecklist.invalidates!({}), board)).toBe(true);
  });
});
