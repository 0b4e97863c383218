import { startTransition, useEffect, useState } from 'react';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import type { ServiceCategory } from '@bebek/common/types';
import { callEndpoint } from '@/lib/api-client';

export type CategoriesState = { status: 'pending' } | { status: 'success'; data: ServiceCategory[] } | { status: 'error' };

let request: Promise<ServiceCategory[]> | undefined;

/**
 * GET /api/service-categories for the landing page, without TanStack Query: the landing page is
 * hydrated without it (docs/decisions/0011-web-first-view.md). The same semantics as the app's
 * queries (part 1 §9): fetched once per page load and never stale, no retry, no refetch on focus.
 */
export function useLandingServiceCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    request ??= callEndpoint(getServiceCategories);
    request.then(
      (data) => live && startTransition(() => setState({ status: 'success', data })),
      () => {
        request = undefined; // a later visit of the page asks again, as a failed query would
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
