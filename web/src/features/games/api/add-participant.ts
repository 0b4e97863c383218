import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameKind, GameParticipant } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { GAME_KINDS } from '../utils/game-kinds';
import { gamesQueryKey } from './get-games';

export interface AddParticipantInput {
  name: string;
  email: string;
  phone: string;
}

export function addParticipant(kind: GameKind, gameId: string, input: AddParticipantInput): Promise<GameParticipant> {
  return apiRequest<GameParticipant>(`/api/protected/${GAME_KINDS[kind].segment}/${encodeURIComponent(gameId)}/participants`, { method: 'POST', body: input });
}

export function useAddParticipant(kind: GameKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, input }: { gameId: string; input: AddParticipantInput }) => addParticipant(kind, gameId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesQueryKey(kind) }),
  });
}
