import { useQuery } from '@tanstack/react-query';
import type { ChecklistItem } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

/**
 * The parent's checklist, read for the recommendations. Features do not import each other, so
 * this mirrors the checklist feature's query under the same key: both screens share one cache
 * entry, and a toggle on /checklist is reflected here.
 */
export const checklistQueryKey = ['checklist'] as const;

export function getChecklist(): Promise<ChecklistItem[]> {
  return apiRequest<ChecklistItem[]>('/api/protected/checklist');
}

export function useChecklist({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: checklistQueryKey, queryFn: getChecklist, enabled });
}
