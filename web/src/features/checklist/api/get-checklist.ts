import { useQuery } from '@tanstack/react-query';
import type { ChecklistItem } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

/** Shared with the pregnancy screen's recommendations (same key, same data). */
export const checklistQueryKey = ['checklist'] as const;

export function getChecklist(): Promise<ChecklistItem[]> {
  return apiRequest<ChecklistItem[]>('/api/protected/checklist');
}

/** The parent's own checklist; runs only once the profile has loaded (spec part 1 §7). */
export function useChecklist({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: checklistQueryKey, queryFn: getChecklist, enabled });
}
