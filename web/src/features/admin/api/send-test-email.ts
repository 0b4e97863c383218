import { useMutation } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: { recipientEmail: string; subject: string; message: string }) =>
      adminRequest<{ message: string }>('/api/admin/test-email', { method: 'POST', body: input }),
  });
}
