import { QueryClient } from '@tanstack/react-query';

/** Query defaults of the spec (part 1 §9): no refetch interval or on focus, never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity, refetchInterval: false },
    mutations: { retry: false },
  },
});
