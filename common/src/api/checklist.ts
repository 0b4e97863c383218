import type { ChecklistClaimResponse, ChecklistItem, MessageResponse, ParentChecklistClaims, SharedChecklist } from '../types';
import { CLAIM_MESSAGES, SHARED_LIST_NOT_FOUND } from '../claims';
import { endpoint } from './endpoint';
import { PUBLIC_PROFILES_KEY } from './public-profile';

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

/** The parent adds an item of her own (issue 24, ADR 0028): answered with the item as the list shows it. */
export const addOwnChecklistItem = endpoint<ChecklistItem>()({
  method: 'POST',
  path: '/api/protected/checklist/items',
  access: 'parent',
  status: 201,
  body: () => import('../schemas/checklist').then((schemas) => schemas.ownChecklistItemSchema),
  invalidates: () => [getChecklist.queryKey!({})],
});

/** She removes an item she added (with a relative's claim on it); the catalogue's items cannot be removed. */
export const removeOwnChecklistItem = endpoint<MessageResponse>()({
  method: 'DELETE',
  path: '/api/protected/checklist/items/:itemId',
  access: 'parent',
  notFound: { itemId: 'Ürün bulunamadı' },
  invalidates: () => [getChecklist.queryKey!({}), ['checklist-claims']],
});

/** Creates the public link once; asking again answers the same token. */
export const shareChecklist = endpoint<{ token: string }>()({
  method: 'POST',
  path: '/api/protected/checklist/share',
  access: 'parent',
  // the public profile's board shows the shared list
  invalidates: () => [PUBLIC_PROFILES_KEY],
});

export const getSharedChecklist = endpoint<SharedChecklist>()({
  method: 'GET',
  path: '/api/checklist/:token',
  access: 'public',
  notFound: { token: SHARED_LIST_NOT_FOUND },
  queryKey: ({ token }) => ['shared-checklist', token],
});

/** The parent's view of the claims on their list (names only without the surprise): /checklist and the dashboard's count. */
export const getChecklistClaims = endpoint<ParentChecklistClaims>()({
  method: 'GET',
  path: '/api/protected/checklist/claims',
  access: 'parent',
  queryKey: () => ['checklist-claims'],
});

const claimsChanged = () => [getChecklistClaims.queryKey!({}), getChecklist.queryKey!({})];

/** See who claimed what, or only that an item is taken (a surprise). */
export const saveClaimSettings = endpoint<ParentChecklistClaims>()({
  method: 'PATCH',
  path: '/api/protected/checklist/claims/settings',
  access: 'parent',
  body: () => import('../schemas/claims').then((schemas) => schemas.claimSettingsSchema),
  invalidates: claimsChanged,
});

/** The parent got the claimed item: the claim is kept as received and the item is ticked. */
export const markClaimReceived = endpoint<ParentChecklistClaims>()({
  method: 'POST',
  path: '/api/protected/checklist/claims/:itemId/received',
  access: 'parent',
  invalidates: claimsChanged,
});

/** The parent removes a claim (an abusive name or note, or a relative who changed their mind by phone). */
export const removeClaim = endpoint<ParentChecklistClaims>()({
  method: 'DELETE',
  path: '/api/protected/checklist/claims/:itemId',
  access: 'parent',
  invalidates: claimsChanged,
});

/**
 * 'Ben alıyorum' on the shared list: one relative per item; the answer's secret proves the claim later.
 * A relative signed in to an account of their own is recognised, so the claim is in their KVKK export
 * and leaves with their account (ADR 0025).
 */
export const claimChecklistItem = endpoint<ChecklistClaimResponse>()({
  method: 'POST',
  path: '/api/checklist/:token/claims',
  access: 'visitor',
  appCheck: true,
  notFound: { token: SHARED_LIST_NOT_FOUND },
  status: 201,
  body: () => import('../schemas/claims').then((schemas) => schemas.claimSchema),
  invalidates: ({ token }) => [getSharedChecklist.queryKey!({ token })],
});

/** A relative releases their own claim, with the secret their browser kept. */
export const releaseChecklistClaim = endpoint<MessageResponse>()({
  method: 'DELETE',
  path: '/api/checklist/:token/claims/:itemId',
  access: 'public',
  notFound: { token: SHARED_LIST_NOT_FOUND, itemId: CLAIM_MESSAGES.claimNotFound },
  body: () => import('../schemas/claims').then((schemas) => schemas.releaseClaimSchema),
  invalidates: ({ token }) => [getSharedChecklist.queryKey!({ token })],
});
