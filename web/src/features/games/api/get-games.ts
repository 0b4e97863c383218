import { useQuery } from '@tanstack/react-query';
import type { Game, GameKind } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { GAME_KINDS } from '../utils/game-kinds';

export const gamesQueryKey = (kind: GameKind) => ['games', kind] as const;

export function getGames(kind: GameKind): Promise<{ games: Game[] }> {
  return apiRequest<{ games: Game[] }>(`/api/protected/${GAME_KINDS[kind].segment}`);
}

/** The owner's games of one kind, newest first (GET /api/protected/{segment}). */
export function useGames(kind: GameKind) {
  return useQuery({ queryKey: gamesQueryKey(kind), queryFn: () => getGames(kind) });
}
