import type { RequestHandler } from 'express';
import { answerSharedPage, previewImage } from '../http/pages';
import { publicProfilePreview } from './service';

/**
 * /profile/{userId}: the public profile's HTML with its link preview (ADR 0044): the parents' names
 * and an invitation, never the baby's name or gender (a game may be asking the family to guess them).
 */
export const publicProfilePage: RequestHandler = (req, res) =>
  answerSharedPage(req, res, async () => {
    const { parents } = await publicProfilePreview(String(req.params.userId ?? ''));
    return {
      title: parents ? `${parents} · Bebek Yolculuğu` : 'Bebek Yolculuğu',
      description: 'Tahmin oyunlarımıza katılın, bebeğimizin ihtiyaç listesine göz atın.',
      image: previewImage('profile'),
    };
  });
