import { useQueries } from '@tanstack/react-query';
import type { Game } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

export const GAME_KINDS = [
  { kind: 'gender', segment: 'gender-games' },
  { kind: 'name', segment: 'name-games' },
  { kind: 'birthdate', segment: 'birth-date-games' },
] as const;

/** The dashboard reads the three game lists (part 1 §7: "the dashboard also reads the game lists"). */
export function useDashboardGames() {
  return useQueries({
    queries: GAME_KINDS.map(({ segment }) => ({
      queryKey: ['games', segment],
      queryFn: () => apiRequest<{ games: Game[] }>(`/api/protected/${segment}`),
    })),
  });
}
