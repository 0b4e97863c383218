import { Router } from 'express';
import { sendContactMessage, sendVisitorContactMessage } from '@bebek/common/api/contact';
import { route } from '../http/contract';
import { limiter } from '../http/limits';
import { storeContactMessage } from './service';

export const contactRouter = Router();

const contactPerIp = limiter({ name: 'contact-ip', windowMs: 3600_000, limit: 20 });

const CONTACT_SENT = { message: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.' };

route(contactRouter, sendContactMessage, contactPerIp, async ({ req, body }) => {
  await storeContactMessage(body, req.user!.uid);
  return CONTACT_SENT;
});

/** Visitors reach the contact page too (public header): the same form, without an account. */
route(contactRouter, sendVisitorContactMessage, contactPerIp, async ({ body }) => {
  await storeContactMessage(body, null);
  return CONTACT_SENT;
});
