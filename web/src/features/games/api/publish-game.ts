import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Game, GameKind } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { GAME_KINDS } from '../utils/game-kinds';
import { gamesQueryKey } from './get-games';

/** Publishing closes the game and opens its result page; a gender game needs complete baby info (400). */
export function publishGame(kind: GameKind, gameId: string): Promise<Game> {
  return apiRequest<Game>(`/api/protected/${GAME_KINDS[kind].segment}/${encodeURIComponent(gameId)}/publish`, { method: 'POST', body: {} });
}

export function usePublishGame(kind: GameKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => publishGame(kind, gameId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesQueryKey(kind) }),
  });
}
