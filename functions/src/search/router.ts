import { Router, type Request } from 'express';
import { searchUsers } from '@bebek/common/api/search';
import { foldTurkish } from '@bebek/common/text';
import { route } from '../http/contract';
import { searchLimits } from '../http/limits';
import { findParents } from './service';

export const searchRouter = Router();
const questionOf = (req: Request) => foldTurkish((typeof req.query.searchQuery === 'string' ? req.query.searchQuery : '').trim());
const searchPerQuestion = searchLimits(questionOf);

/** GET /api/search-users?searchQuery=: public, by name or whole e-mail, ranked, ≤ 20 (search/service.ts). */
route(searchRouter, searchUsers, searchPerQuestion, async ({ req, res }) => {
  const users = await findParents(typeof req.query.searchQuery === 'string' ? req.query.searchQuery : '');
  if (!users) return { users: [] };
  res.set('Cache-Control', 'no-store');
  return { users };
});
