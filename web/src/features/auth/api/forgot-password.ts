import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiRequest<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input, anonymous: true }),
  });
}
