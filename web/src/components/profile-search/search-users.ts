import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@bebek/common/constants';
import type { SearchUser } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

/** GET /api/search-users: public, no token sent; only from 2 characters. */
export function useSearchUsers(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['search-users', trimmed],
    queryFn: ({ signal }) => apiRequest<{ users: SearchUser[] }>(`/api/search-users?searchQuery=${encodeURIComponent(trimmed)}`, { anonymous: true, signal }),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
}
