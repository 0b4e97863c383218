import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Game, GameKind } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { GAME_KINDS } from '../utils/game-kinds';
import { gamesQueryKey } from './get-games';

export interface CreateGameInput {
  title: string;
  description: string;
}

export function createGame(kind: GameKind, input: CreateGameInput): Promise<Game> {
  return apiRequest<Game>(`/api/protected/${GAME_KINDS[kind].segment}`, { method: 'POST', body: input });
}

export function useCreateGame(kind: GameKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGameInput) => createGame(kind, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesQueryKey(kind) }),
  });
}
