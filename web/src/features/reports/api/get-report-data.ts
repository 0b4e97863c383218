import { useQueries } from '@tanstack/react-query';
import type { Game, ServiceRequest } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

/** The reports read the owner's game lists and service requests (the same calls as their screens). */
export function useReportData() {
  const [gender, name, birthDate, requests] = useQueries({
    queries: [
      { queryKey: ['games', 'gender-games'], queryFn: () => apiRequest<{ games: Game[] }>('/api/protected/gender-games') },
      { queryKey: ['games', 'name-games'], queryFn: () => apiRequest<{ games: Game[] }>('/api/protected/name-games') },
      { queryKey: ['games', 'birth-date-games'], queryFn: () => apiRequest<{ games: Game[] }>('/api/protected/birth-date-games') },
      { queryKey: ['service-requests'], queryFn: () => apiRequest<{ serviceRequests: ServiceRequest[] }>('/api/protected/service-requests') },
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
