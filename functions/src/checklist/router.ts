import { Router } from 'express';
import {
  addOwnChecklistItem,
  claimChecklistItem,
  getChecklist,
  getChecklistClaims,
  getSharedChecklist,
  markClaimReceived,
  releaseChecklistClaim,
  removeClaim as removeClaimEndpoint,
  removeOwnChecklistItem,
  saveClaimSettings,
  shareChecklist,
  toggleChecklistItem,
} from '@bebek/common/api/checklist';
import { CLAIM_MESSAGES } from '@bebek/common/schemas/claims';
import { OWN_ITEM_MESSAGES } from '@bebek/common/schemas/checklist';
import { claimSharedItem, markReceived, parentClaims, releaseClaim, removeClaim, saveSurprise } from './claims';
import { parentItems, sharedList, shareList, toggleItem } from './items';
import { addOwnItem, removeOwnItem } from './own-items';
import { verifiedToken } from '../http/authenticate';
import { route } from '../http/contract';
import { publicLookupLimits } from '../http/publicLimits';
import { limiters } from '../http/limits';

export const checklistRouter = Router();

route(checklistRouter, getChecklist, ({ req }) => parentItems(req.user!.uid));

route(checklistRouter, toggleChecklistItem, ({ req, body: { productId, checked } }) => toggleItem(req.user!.uid, productId, checked));

/** Her own items (issue 24, ADR 0028): added under the cap, removed only if she added them. */
route(checklistRouter, addOwnChecklistItem, async ({ req, body }) => addOwnItem(req.user!.uid, body, req.parentSnapshot));

route(checklistRouter, removeOwnChecklistItem, async ({ req, params: { itemId } }) => {
  await removeOwnItem(req.user!.uid, itemId);
  return { message: OWN_ITEM_MESSAGES.removed };
});

/** One share link per parent: asking again returns the same link. */
route(checklistRouter, shareChecklist, ({ req }) => shareList(req.user!.uid));

/**
 * Public, by token: unknown, malformed and removed shares get the same 404, a paused parent's list
 * the neutral text; guessing counts against the lookup budget. The claims come with the items:
 * which item is taken and the claim's id, never who took it.
 */
route(checklistRouter, getSharedChecklist, publicLookupLimits, async ({ res, params: { token } }) => {
  const list = await sharedList(token);
  res.set('Cache-Control', 'no-store');
  return list;
});

// ---- 'Ben alıyorum' (ADR 0018) ----

/**
 * A claim is a public write, limited per list (ADR 0051): 200 an hour (a family claims a few items;
 * a script filling a list with names is stopped). One address, a maternity ward's Wi-Fi or a
 * carrier's, carries many families, so it has only a flood cap far above them: 2,000 an hour.
 */
const claimLimits = limiters(
  { name: 'checklist-claim-ip', windowMs: 3600_000, limit: 2000 },
  { name: 'checklist-claim-list', windowMs: 3600_000, limit: 200, key: (req) => String(req.params.token) },
);
const releaseLimits = limiters(
  { name: 'checklist-release-ip', windowMs: 3600_000, limit: 2000 },
  { name: 'checklist-release-list', windowMs: 3600_000, limit: 200, key: (req) => String(req.params.token) },
);

route(checklistRouter, claimChecklistItem, publicLookupLimits, claimLimits, async ({ req, res, params: { token }, body }) => {
  const claim = await claimSharedItem(token, body, verifiedToken(req));
  res.set('Cache-Control', 'no-store');
  return claim;
});

route(checklistRouter, releaseChecklistClaim, publicLookupLimits, releaseLimits, async ({ params: { token, itemId }, body }) => {
  await releaseClaim(token, itemId, body.secret);
  return { message: CLAIM_MESSAGES.released };
});

route(checklistRouter, getChecklistClaims, async ({ req }) => parentClaims(req.parentSnapshot!));

route(checklistRouter, saveClaimSettings, ({ req, body: { surprise } }) => saveSurprise(req.user!.uid, surprise));

route(checklistRouter, markClaimReceived, async ({ req, params: { itemId } }) => {
  await markReceived(req.user!.uid, itemId);
  return parentClaims(req.parentSnapshot!);
});

route(checklistRouter, removeClaimEndpoint, async ({ req, params: { itemId } }) => {
  await removeClaim(req.user!.uid, itemId);
  return parentClaims(req.parentSnapshot!);
});
