import { Router } from 'express';
import { searchUsers } from '@bebek/common/api/search';
import { route } from '../http/contract';
import { limiter } from '../rate-limits/service';
import { findParents } from './service';

export const searchRouter = Router();
const searchPerIp = limiter({ name: 'search-ip', windowMs: 60_000, limit: 120 });

/** GET /api/search-users?searchQuery=: public, by name or whole e-mail, ranked, ≤ 20 (search/service.ts). */
route(searchRouter, searchUsers, searchPerIp, async ({ req, res }) => {
  const users = await findParents(typeof req.query.searchQuery === 'string' ? req.query.searchQuery : '');
  if (!users) return { users: [] };
  res.set('Cache-Control', 'no-store');
  return { users };
});
