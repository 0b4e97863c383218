import { useQueries } from '@tanstack/react-query';
import { GAME_KIND_LIST, gamesOf } from '@bebek/common/api/games';
import { endpointQuery } from '@/lib/endpoint-queries';

/**
 * The dashboard reads the three game lists (part 1 §7: "the dashboard also reads the game lists"),
 * gender, name, birth date in that order: the owner screens' and the reports' own queries, so a
 * game created or published there is fresh here.
 */
export const dashboardGameQueries = () => GAME_KIND_LIST.map((kind) => endpointQuery(gamesOf[kind].list));

export function useDashboardGames() {
  return useQueries({ queries: dashboardGameQueries() });
}
