import { useQuery } from '@tanstack/react-query';
import type { ServiceCategory } from '@bebek/common/types';
import { apiRequest } from './api-client';

/** GET /api/service-categories: shared by the landing page, the dashboard and the service requests. */
export function getServiceCategories(): Promise<ServiceCategory[]> {
  return apiRequest<ServiceCategory[]>('/api/service-categories', { anonymous: true });
}

export function useServiceCategories() {
  return useQuery({ queryKey: ['service-categories'], queryFn: getServiceCategories });
}
