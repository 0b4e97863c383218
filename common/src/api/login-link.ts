import type { AuthResponse, MessageResponse } from '../types';
import { endpoint } from './endpoint';

/**
 * The e-mailed sign-in link (issue 33, ADR 0066), beside auth.ts's login: a module of its own, so
 * that only the auth card and the link's page carry it, not every first view that signs in.
 */
/**
 * The e-mailed sign-in link (issue 33): the same answer whether or not the address has an account;
 * a known, enabled parent gets a one-time link, valid 15 minutes.
 */
export const requestLoginLink = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/login-link',
  access: 'public',
  body: () => import('../schemas/login-link').then((schemas) => schemas.requestLoginLinkSchema),
});

/** Uses the link's token up (once) and signs the parent in, as login does. */
export const useLoginLink = endpoint<AuthResponse>()({
  method: 'POST',
  path: '/api/auth/login-link/use',
  access: 'public',
  body: () => import('../schemas/login-link').then((schemas) => schemas.useLoginLinkSchema),
});
