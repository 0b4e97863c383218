import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRequest } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { serviceRequestsKey } from './get-service-requests';

export interface ServiceRequestInput {
  category: string;
  description: string;
  budget: string;
  location: string;
  dateRange: string;
}

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) => apiRequest<ServiceRequest>('/api/protected/service-requests', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceRequestsKey }),
  });
}
