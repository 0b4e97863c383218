import { useQueries } from '@tanstack/react-query';
import { getServiceRequests } from '@bebek/common/api/service-requests';
import type { Game } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-queries';

/** The reports read the owner's game lists and service requests (the same calls as their screens). */
export function useReportData() {
  const [gender, name, birthDate, requests] = useQueries({
    queries: [
      { queryKey: ['games', 'gender-games'], queryFn: () => apiRequest<{ games: Game[] }>('/api/protected/gender-games') },
      { queryKey: ['games', 'name-games'], queryFn: () => apiRequest<{ games: Game[] }>('/api/protected/name-games') },
      { queryKey: ['games', 'birth-date-games'], queryFn: () => apiRequest<{ games: Game[] }>('/api/protected/birth-date-games') },
      endpointQuery(getServiceRequests),
    ],
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
