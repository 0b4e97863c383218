import type { ServiceCategory } from '@bebek/common/types';
import * as data from './data';

/** The public list of service categories, ordered as the operators arranged it. */
export async function listServiceCategories(): Promise<ServiceCategory[]> {
  const categories = await data.readServiceCategories();
  return categories.map((doc) => ({
    id: doc.id,
    name: String(doc.get('name') ?? ''),
    description: String(doc.get('description') ?? ''),
  }));
}
