import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BirthNotificationContact, BirthNotificationResponse } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { birthNotificationKey } from './get-birth-notification';

export function useSaveContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contacts: BirthNotificationContact[]; actualBirthDate: string }) =>
      apiRequest<BirthNotificationResponse>('/api/protected/birth-notification', { method: 'POST', body: input }),
    onSuccess: (answer) => queryClient.setQueryData(birthNotificationKey, answer),
  });
}
