import { BABY_SHARE_MESSAGES, type BabyShareState, type SharedBabyPage } from '../baby-share';
import { endpoint } from './endpoint';

/**
 * The shared baby page (issue 25 point 4, ADR 0033): the parent shares a page of the baby through
 * a link of 144 random bits, as the checklist is shared; a relative opens it without logging in.
 */

/** The parent's share: its link's token and choices, or null. */
export const getBabyShare = endpoint<BabyShareState>()({
  method: 'GET',
  path: '/api/protected/baby/share',
  access: 'parent',
  queryKey: () => ['baby-share'],
});

/** Shares the page (the token is made once) or changes the choices of the share (the link stays the same). */
export const saveBabyShare = endpoint<BabyShareState>()({
  method: 'POST',
  path: '/api/protected/baby/share',
  access: 'parent',
  body: () => import('../schemas/baby-share').then((schemas) => schemas.babyShareSchema),
  invalidates: () => [getBabyShare.queryKey!({})],
});

/** Stops sharing: the link then answers 'Bebek sayfası bulunamadı'; sharing again makes a new link. */
export const stopBabyShare = endpoint<BabyShareState>()({
  method: 'DELETE',
  path: '/api/protected/baby/share',
  access: 'parent',
  invalidates: () => [getBabyShare.queryKey!({})],
});

/** The page a relative opens; a paused parent's answers the neutral 'Bu sayfa şu an kullanılamıyor' (ADR 0018). */
export const getSharedBabyPage = endpoint<SharedBabyPage>()({
  method: 'GET',
  path: '/api/baby/:token',
  access: 'public',
  notFound: { token: BABY_SHARE_MESSAGES.notFound },
  queryKey: ({ token }) => ['shared-baby-page', token],
});
