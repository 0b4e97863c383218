import { useQuery } from '@tanstack/react-query';
import type { SharedChecklist } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

export function getSharedChecklist(token: string): Promise<SharedChecklist> {
  return apiRequest<SharedChecklist>(`/api/checklist/${encodeURIComponent(token)}`, { anonymous: true });
}

/** A shared checklist by its public token; no login, no token sent. */
export function useSharedChecklist(token: string) {
  return useQuery({ queryKey: ['shared-checklist', token], queryFn: () => getSharedChecklist(token), enabled: token.length > 0 });
}
