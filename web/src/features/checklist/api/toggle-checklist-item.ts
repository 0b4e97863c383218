import { useQueryClient } from '@tanstack/react-query';
import { getChecklist, toggleChecklistItem } from '@bebek/common/api/checklist';
import type { ChecklistItem } from '@bebek/common/types';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { restoreItem, setItemChecked } from '../utils/checklist-items';

const checklistKey = [...getChecklist.queryKey!({})];
const toggleMutationKey = ['checklist', 'toggle'] as const;

/**
 * Optimistic toggle (spec part 1 §4): the list changes at once, a failure puts the item back and
 * shows the destructive toast, and afterwards the list is refetched wherever it is shown (once the
 * last of several quick toggles has settled, so an early refetch never undoes a later change).
 */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useEndpointMutation(toggleChecklistItem, {
    mutationKey: toggleMutationKey,
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey: checklistKey });
      const items = queryClient.getQueryData<ChecklistItem[]>(checklistKey);
      const previous = items?.find((item) => item.id === body?.productId);
      if (items && body) queryClient.setQueryData<ChecklistItem[]>(checklistKey, setItemChecked(items, body.productId, body.checked));
      return { previous };
    },
    onError: (error, _input, context) => {
      const previous = context?.previous;
      if (previous) queryClient.setQueryData<ChecklistItem[]>(checklistKey, (items) => (items ? restoreItem(items, previous) : items));
      console.warn('Checklist toggle failed', error);
      toast.error('Hata', 'Ürün güncellenirken bir hata oluştu');
    },
    // false: another toggle is still on its way, the list is refetched after the last one
    onSettled: () => queryClient.isMutating({ mutationKey: toggleMutationKey }) === 1,
  });
}
