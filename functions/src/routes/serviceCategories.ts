import { Router } from 'express';
import type { ServiceCategory } from '@bebek/common/types';
import { COLLECTIONS, db } from '../lib/firestore';

export const serviceCategoriesRouter = Router();

/** GET /api/service-categories: public list, ordered as the operators arranged it. */
serviceCategoriesRouter.get('/service-categories', async (_req, res) => {
  const snapshot = await db().collection(COLLECTIONS.serviceCategories).orderBy('order').get();
  const categories: ServiceCategory[] = snapshot.docs.map((doc) => ({
    id: doc.id,
    name: String(doc.get('name') ?? ''),
    description: String(doc.get('description') ?? ''),
  }));
  res.set('Cache-Control', 'public, max-age=300');
  res.json(categories);
});
