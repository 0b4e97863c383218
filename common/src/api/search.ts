import type { SearchUsersResponse } from '../types';
import { endpoint } from './endpoint';

/**
 * The profile search (part 1 §2, §7): public, no token sent. Looked up by name (any word's prefix,
 * Turkish letters optional: common/src/search.ts) or by a whole e-mail address; at most 20, ranked.
 * Each text searched is its own cache entry (the query string is part of the key).
 */
export const searchUsers = endpoint<SearchUsersResponse>()({
  method: 'GET',
  path: '/api/search-users',
  access: 'public',
  query: ['searchQuery'],
  queryKey: () => ['search-users'],
});
