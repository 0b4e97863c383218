import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { birthNotificationKey } from './get-birth-notification';

export function useTriggerBirthNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ contactCount: number }>('/api/protected/birth-notification/trigger', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: birthNotificationKey }),
  });
}
