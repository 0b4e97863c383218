import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', body: input, anonymous: true }),
  });
}
