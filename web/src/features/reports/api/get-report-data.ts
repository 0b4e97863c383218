import { useQueries } from '@tanstack/react-query';
import { birthDateGames, genderGames, nameGames } from '@bebek/common/api/games';
import { getServiceRequests } from '@bebek/common/api/service-requests';
import { endpointQuery } from '@/lib/endpoint-queries';

/** The game lists the reports read: the owner screens' and the dashboard's own queries (one cache entry each). */
export const reportGameQueries = () => [endpointQuery(genderGames.list), endpointQuery(nameGames.list), endpointQuery(birthDateGames.list)] as const;

/** The reports read the owner's game lists and service requests (the same calls as their screens). */
export function useReportData() {
  const [gender, name, birthDate, requests] = useQueries({
    queries: [...reportGameQueries(), endpointQuery(getServiceRequests)],
  });
  return {
    pending: [gender, name, birthDate, requests].some((query) => query.isPending),
    failed: [gender, name, birthDate, requests].some((query) => query.isError),
    genderGames: gender.data?.games ?? [],
    nameGames: name.data?.games ?? [],
    birthDateGames: birthDate.data?.games ?? [],
    serviceRequests: requests.data?.serviceRequests ?? [],
  };
}
