import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => apiRequest<{ message: string }>('/api/protected/profile', { method: 'DELETE', body: { password } }) });
}
