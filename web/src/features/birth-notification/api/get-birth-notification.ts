import { useQuery } from '@tanstack/react-query';
import type { BirthNotificationResponse } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

export const birthNotificationKey = ['birth-notification'] as const;

export function useBirthNotification() {
  return useQuery({ queryKey: birthNotificationKey, queryFn: () => apiRequest<BirthNotificationResponse>('/api/protected/birth-notification') });
}
