import { useQuery } from '@tanstack/react-query';
import type { ServiceRequest } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

export const serviceRequestsKey = ['service-requests'] as const;

export function useServiceRequests() {
  return useQuery({ queryKey: serviceRequestsKey, queryFn: () => apiRequest<{ serviceRequests: ServiceRequest[] }>('/api/protected/service-requests') });
}
