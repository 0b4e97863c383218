import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { hasSession } from '@/lib/session';

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Signed-in parents use the protected route; visitors the public one (docs/decisions/0004). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiRequest<{ message: string }>(hasSession() ? '/api/protected/contact' : '/api/contact', { method: 'POST', body: input }),
  });
}
