import { Router } from 'express';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import { route } from '../http/contract';
import { listServiceCategories } from './service';

export const serviceCategoriesRouter = Router();

/** Public list, ordered as the operators arranged it. */
route(serviceCategoriesRouter, getServiceCategories, async ({ res }) => {
  const categories = await listServiceCategories();
  res.set('Cache-Control', 'public, max-age=300');
  return categories;
});
