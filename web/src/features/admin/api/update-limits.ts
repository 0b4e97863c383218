import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export function updateLimits(userId: string, limits: { maxGameParticipants: number; maxBirthNotificationContacts: number }) {
  return adminRequest(`/api/admin/users/${encodeURIComponent(userId)}/limits`, { method: 'PATCH', body: limits });
}

export function useUpdateLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...limits }: { userId: string; maxGameParticipants: number; maxBirthNotificationContacts: number }) => updateLimits(userId, limits),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
