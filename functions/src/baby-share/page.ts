import type { RequestHandler } from 'express';
import { OWN_BABY_PAGES } from '@bebek/common/baby-share';
import { PHOTO_SIZES } from '@bebek/common/photos';
import { config } from '../config';
import { answerSharedPage, previewImage, sendAppShell } from '../http/pages';
import { sharedBabyPreview } from './service';

/**
 * /baby/{token}: the shared baby page's HTML with its link preview, the birth card (ADR 0044, 0067):
 * the baby's name, the parents', the birth's day and the details the page shows; her photo only when
 * she chose it for the preview, else the site's baby picture; nothing of growth. The parent's own
 * pages under /baby/ (the guide, the vaccines, growth) are the app's shell as they were.
 */
export const babyPage: RequestHandler = (req, res) => {
  if (OWN_BABY_PAGES.includes(req.path.replace(/\/$/, '').toLowerCase())) return sendAppShell(req, res);
  return answerSharedPage(req, res, async () => {
    const { title, description, photo } = await sharedBabyPreview(String(req.params.token ?? ''));
    if (!photo) return { title, description, image: previewImage('baby') };
    // the photo route shows it to anyone, and hides it once she pauses (ADR 0018, 0019)
    return { title, description, image: `${config().appBaseUrl}${photo}`, imageSize: { width: PHOTO_SIZES.full, height: PHOTO_SIZES.full } };
  });
};
