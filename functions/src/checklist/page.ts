import type { RequestHandler } from 'express';
import { parentsLabel } from '@bebek/common/games';
import { answerSharedPage, previewImage } from '../http/pages';
import { sharedListOwner } from './claims';

/**
 * /checklist/{token}: the shared list's HTML with its link preview (ADR 0044). The preview names the
 * parents, as their public profile does, and no item, claim or baby name: the list is forwarded in
 * family groups, and the baby's name may be what a name game asks them to guess.
 */
export const sharedListPage: RequestHandler = (req, res) =>
  answerSharedPage(req, res, async () => {
    const { owner } = await sharedListOwner(String(req.params.token ?? ''));
    const parents = parentsLabel(String(owner.get('fullName') ?? ''), String(owner.get('spouseName') ?? ''));
    return {
      title: parents ? `İhtiyaç Listesi · ${parents}` : 'Bebek İhtiyaç Listesi',
      description: 'Bebeğimizin ihtiyaç listesi: almak istediğiniz ürünü listeden ayırabilirsiniz.',
      image: previewImage('checklist'),
    };
  });
