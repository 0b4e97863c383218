import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

/** POST /api/admin/{contact-messages|service-requests}/{id}/respond {response}. */
export function respond(kind: 'contact-messages' | 'service-requests', id: string, response: string) {
  return adminRequest<{ message: string }>(`/api/admin/${kind}/${encodeURIComponent(id)}/respond`, { method: 'POST', body: { response } });
}

export function useRespond(kind: 'contact-messages' | 'service-requests') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: string }) => respond(kind, id, response),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
