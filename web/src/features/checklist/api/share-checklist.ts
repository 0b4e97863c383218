import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function shareChecklist(): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('/api/protected/checklist/share', { method: 'POST' });
}

/** Creates (or returns the existing) public link token of the parent's checklist. */
export function useShareChecklist() {
  return useMutation({ mutationFn: shareChecklist });
}
