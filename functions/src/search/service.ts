import { SEARCH_MIN_LENGTH } from '@bebek/common/constants';
import { lookupKey, rankMatches } from '@bebek/common/search';
import type { SearchUser } from '@bebek/common/types';
import { profilePhotoUrl } from '../photos/photos';
import * as data from './data';

/**
 * Parents by name (any word's prefix, with or without Turkish letters: common/src/search.ts) or
 * whole e-mail, ranked, ≤ 20. Undefined when the query is too short to look anything up.
 */
export async function findParents(searchQuery: string): Promise<SearchUser[] | undefined> {
  const query = searchQuery.slice(0, 100);
  const key = lookupKey(query);
  if (query.trim().length < SEARCH_MIN_LENGTH || key.length < SEARCH_MIN_LENGTH) return undefined;
  const profiles = await data.profilesWithSearchKey(key);
  // The privacy setting: a parent who left the search is not found (nor is an account being deleted, nor
  // a parent who paused the pregnancy, ADR 0018).
  const candidates = profiles
    .filter((doc) => doc.get('searchHidden') !== true && !doc.get('deletionRequestedAt') && !doc.get('pausedAt'))
    .map((doc) => ({
      id: doc.id,
      fullName: String(doc.get('fullName') ?? ''),
      spouseName: String(doc.get('spouseName') ?? ''),
      email: String(doc.get('email') ?? ''),
      profileImage: profilePhotoUrl(doc.data(), 'thumb'),
    }));
  return rankMatches(query, candidates).map(({ id, fullName, spouseName, profileImage }) => ({ id, fullName, spouseName, profileImage }));
}
