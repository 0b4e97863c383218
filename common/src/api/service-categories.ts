import type { ServiceCategory } from '../types';
import { endpoint } from './endpoint';

export const getServiceCategories = endpoint<ServiceCategory[]>()({
  method: 'GET',
  path: '/api/service-categories',
  access: 'public',
  queryKey: () => ['service-categories'],
});
