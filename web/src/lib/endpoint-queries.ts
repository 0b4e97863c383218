import { queryOptions, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AnyEndpoint, ParamsOf, ResponseOf } from '@bebek/common/api/endpoint';
import { callEndpoint, type EndpointArgs } from './api-client';

/**
 * The one queryOptions factory of the web app: a GET endpoint's declaration gives its cache key and
 * its call, so every screen that shows the same answer shares one cache entry and is refreshed by
 * the same invalidation (common/src/api). A call's query string is part of its key (each text the
 * search is asked for is an entry of its own); invalidating the declared key reaches them all.
 */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, args: EndpointArgs<E> = {}) {
  if (!endpoint.queryKey) throw new Error(`${endpoint.path} declares no query key`);
  const key = endpoint.queryKey((args.params ?? {}) as ParamsOf<E>);
  // A page or a filter of a list is cached under the list's key followed by its query, so what
  // makes the list stale (an invalidation of its key) makes every page and filter of it stale.
  const queryKey = args.query ? [...key, args.query] : [...key];
  return queryOptions({ queryKey, queryFn: ({ signal }) => callEndpoint(endpoint, { ...args, signal }) });
}

export type EndpointMutationOptions<E extends AnyEndpoint, Context> = Omit<UseMutationOptions<ResponseOf<E>, Error, EndpointArgs<E>, Context>, 'mutationFn'>;

/**
 * A change through an endpoint. Once it has settled, every answer the declaration says it makes
 * stale is refetched wherever it is shown (after the caller's own onSettled, which may postpone it).
 */
export function useEndpointMutation<E extends AnyEndpoint, Context = unknown>(endpoint: E, options: EndpointMutationOptions<E, Context> = {}) {
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<E>, Error, EndpointArgs<E>, Context>({
    ...options,
    mutationFn: (args) => callEndpoint(endpoint, args),
    onSettled: async (...settled) => {
      const skip = await options.onSettled?.(...settled);
      if (skip === false) return;
      const params = (settled[2].params ?? {}) as ParamsOf<E>;
      await Promise.all((endpoint.invalidates?.(params) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    },
  });
}
