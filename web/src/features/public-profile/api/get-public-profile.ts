import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

export function usePublicProfile(userId: string) {
  return useQuery({
    queryKey: ['public-profile', userId],
    queryFn: () => apiRequest<PublicProfile>(`/api/public-profile/${encodeURIComponent(userId)}`, { anonymous: true }),
  });
}
