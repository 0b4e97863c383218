import { Router } from 'express';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import { route } from '../http/contract';
import { COLLECTIONS, db } from '../lib/firestore';

export const serviceCategoriesRouter = Router();

/** Public list, ordered as the operators arranged it. */
route(serviceCategoriesRouter, getServiceCategories, async ({ res }) => {
  const snapshot = await db().collection(COLLECTIONS.serviceCategories).orderBy('order').get();
  res.set('Cache-Control', 'public, max-age=300');
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    name: String(doc.get('name') ?? ''),
    description: String(doc.get('description') ?? ''),
  }));
});
