import type { AuthResponse, CurrentUser, MessageResponse, RefreshResponse } from '../types';
import { endpoint } from './endpoint';

/** Accounts and sessions (spec part 1 §4, §7; ADR 0013). Login and register answer the session token. */
export const register = endpoint<AuthResponse>()({
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  appCheck: true,
  status: 201,
  body: () => import('../schemas/auth').then((schemas) => schemas.registerSchema),
});

export const login = endpoint<AuthResponse>()({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  body: () => import('../schemas/auth').then((schemas) => schemas.publicLoginSchema),
});

/**
 * A new token for the browser's session: public, because its credential is the httpOnly session
 * cookie set at login, not a Bearer token (web/src/lib/session.ts calls it shortly before expiry).
 */
export const refreshSession = endpoint<RefreshResponse>()({
  method: 'POST',
  path: '/api/auth/refresh',
  access: 'public',
});

/** The current user (part 1 §4): asked only with a token; a 401 means no user. */
export const getCurrentUser = endpoint<CurrentUser>()({
  method: 'GET',
  path: '/api/auth/me',
  access: 'parent',
  queryKey: () => ['me'],
});

/** Ends every session of the parent, on every device. */
export const logout = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'parent',
});

/** The same answer whether or not the address has an account. */
export const forgotPassword = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  appCheck: true,
  body: () => import('../schemas/auth').then((schemas) => schemas.forgotPasswordSchema),
});

export const resetPassword = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  body: () => import('../schemas/auth').then((schemas) => schemas.resetPasswordSchema),
});
