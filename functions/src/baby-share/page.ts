import type { RequestHandler } from 'express';
import { OWN_BABY_PAGES } from '@bebek/common/baby-share';
import { answerSharedPage, previewImage, sendAppShell } from '../http/pages';
import { sharedBabyPreview } from './service';

/**
 * /baby/{token}: the shared baby page's HTML with its link preview (ADR 0044): the baby's name and
 * the parents', which the page shows; nothing of the birth's details or of growth. The parent's own
 * pages under /baby/ (the guide, the vaccines, growth) are the app's shell as they were.
 */
export const babyPage: RequestHandler = (req, res) => {
  if (OWN_BABY_PAGES.includes(req.path.replace(/\/$/, '').toLowerCase())) return sendAppShell(req, res);
  return answerSharedPage(req, res, async () => {
    const { babyName, parents } = await sharedBabyPreview(String(req.params.token ?? ''));
    const whose = babyName ? `${babyName} bebeğin sayfası` : 'Bebeğimizin sayfası';
    return {
      title: parents ? `${whose} · ${parents}` : whose,
      description: 'Bebeğimizle tanışın: doğum bilgileri ve ilk yılı bu sayfada.',
      image: previewImage('baby'),
    };
  });
};
