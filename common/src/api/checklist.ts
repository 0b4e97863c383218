import type { ChecklistItem, SharedChecklist } from '../types';
import { endpoint } from './endpoint';

/** The parent's own checklist: read by /checklist and by the pregnancy page's recommendations. */
export const getChecklist = endpoint<ChecklistItem[]>()({
  method: 'GET',
  path: '/api/protected/checklist',
  access: 'parent',
  queryKey: () => ['checklist'],
});

export const toggleChecklistItem = endpoint<ChecklistItem>()({
  method: 'POST',
  path: '/api/protected/checklist/toggle',
  access: 'parent',
  body: () => import('../schemas/checklist').then((schemas) => schemas.checklistToggleSchema),
  invalidates: () => [getChecklist.queryKey!({})],
});

/** Creates the public link once; asking again answers the same token. */
export const shareChecklist = endpoint<{ token: string }>()({
  method: 'POST',
  path: '/api/protected/checklist/share',
  access: 'parent',
});

export const getSharedChecklist = endpoint<SharedChecklist>()({
  method: 'GET',
  path: '/api/checklist/:token',
  access: 'public',
  queryKey: ({ token }) => ['shared-checklist', token],
});
