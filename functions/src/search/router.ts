import { Router } from 'express';
import { searchUsers } from '@bebek/common/api/search';
import { SEARCH_MIN_LENGTH } from '@bebek/common/constants';
import { lookupKey, rankMatches } from '@bebek/common/search';
import type { SearchUser } from '@bebek/common/types';
import { route } from '../http/contract';
import { COLLECTIONS, db } from '../lib/firestore';
import { limiter } from '../lib/rateLimit';
import { profilePhotoUrl } from '../photos/photos';

export const searchRouter = Router();
const searchPerIp = limiter({ name: 'search-ip', windowMs: 60_000, limit: 120 });

/**
 * GET /api/search-users?searchQuery=: public, by name (any word's prefix, with or without Turkish
 * letters: common/src/search.ts) or whole e-mail, ranked, ≤ 20.
 */
route(searchRouter, searchUsers, searchPerIp, async ({ req, res }) => {
  const query = typeof req.query.searchQuery === 'string' ? req.query.searchQuery.slice(0, 100) : '';
  const key = lookupKey(query);
  if (query.trim().length < SEARCH_MIN_LENGTH || key.length < SEARCH_MIN_LENGTH) return { users: [] };
  const snapshot = await db().collection(COLLECTIONS.users).where('searchKeys', 'array-contains', key).limit(200).get();
  // The privacy setting: a parent who left the search is not found (nor is an account being deleted, nor
  // a parent who paused the pregnancy, ADR 0018).
  const candidates = snapshot.docs
    .filter((doc) => doc.get('searchHidden') !== true && !doc.get('deletionRequestedAt') && !doc.get('pausedAt'))
    .map((doc) => ({
      id: doc.id,
      fullName: String(doc.get('fullName') ?? ''),
      spouseName: String(doc.get('spouseName') ?? ''),
      email: String(doc.get('email') ?? ''),
      profileImage: profilePhotoUrl(doc.data(), 'thumb'),
    }));
  const users: SearchUser[] = rankMatches(query, candidates).map(({ id, fullName, spouseName, profileImage }) => ({ id, fullName, spouseName, profileImage }));
  res.set('Cache-Control', 'no-store');
  return { users };
});
