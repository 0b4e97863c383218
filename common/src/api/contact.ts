import type { MessageResponse } from '../types';
import { endpoint } from './endpoint';

/** The contact form (part 2 §5) of a signed-in parent: the message is stored with the account. */
export const sendContactMessage = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/protected/contact',
  access: 'parent',
  appCheck: true,
  status: 201,
  body: () => import('../schemas/profile').then((schemas) => schemas.contactSchema),
});

/** The same form for visitors (the public header links to /contact), without an account (ADR 0004). */
export const sendVisitorContactMessage = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  appCheck: true,
  status: 201,
  body: () => import('../schemas/profile').then((schemas) => schemas.contactSchema),
});
