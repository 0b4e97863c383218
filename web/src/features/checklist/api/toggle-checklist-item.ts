import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { restoreItem, setItemChecked } from '../utils/checklist-items';
import { checklistQueryKey } from './get-checklist';

export interface ToggleChecklistInput {
  productId: string;
  checked: boolean;
}

export function toggleChecklistItem(input: ToggleChecklistInput): Promise<ChecklistItem> {
  return apiRequest<ChecklistItem>('/api/protected/checklist/toggle', { method: 'POST', body: input });
}

const toggleMutationKey = ['checklist', 'toggle'] as const;

/**
 * Optimistic toggle (spec part 1 §4): the list changes at once, a failure puts the item back and
 * shows the destructive toast, and afterwards the list is refetched (once the last of several
 * quick toggles has settled, so an early refetch never undoes a later optimistic change).
 */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleMutationKey,
    mutationFn: toggleChecklistItem,
    onMutate: async ({ productId, checked }) => {
      await queryClient.cancelQueries({ queryKey: checklistQueryKey });
      const items = queryClient.getQueryData<ChecklistItem[]>(checklistQueryKey);
      const previous = items?.find((item) => item.id === productId);
      if (items) queryClient.setQueryData<ChecklistItem[]>(checklistQueryKey, setItemChecked(items, productId, checked));
      return { previous };
    },
    onError: (error, _input, context) => {
      const previous = context?.previous;
      if (previous) queryClient.setQueryData<ChecklistItem[]>(checklistQueryKey, (items) => (items ? restoreItem(items, previous) : items));
      console.warn('Checklist toggle failed', error);
      toast.error('Hata', 'Ürün güncellenirken bir hata oluştu');
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: toggleMutationKey }) === 1) return queryClient.invalidateQueries({ queryKey: checklistQueryKey });
      return undefined;
    },
  });
}
