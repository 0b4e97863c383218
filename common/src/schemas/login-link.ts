/** Kept apart from messages.ts and auth.ts: only the auth card, the link's page and the api need them, never a guest's game page (its first view's budget). */
import { object, string } from 'yup';
import { emailField } from './fields';

/**
 * The e-mailed sign-in link (issue 33): what the auth card shows when it is sent or the login is
 * locked by wrong passwords, and what the link's page shows when it cannot be used.
 */
export const LOGIN_LINK = {
  sent: 'Giriş bağlantısı gönderildi! E-posta adresinizi kontrol edin.',
  send: 'E-postama giriş bağlantısı gönder',
  locked: 'Çok fazla hatalı deneme yapıldı. E-postanıza göndereceğimiz giriş bağlantısıyla hemen giriş yapabilirsiniz.',
  invalid: 'Giriş bağlantısı geçersiz. Lütfen yeni bir bağlantı isteyin.',
  expired: 'Giriş bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  used: 'Bu giriş bağlantısı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.',
  replaced: 'Bu giriş bağlantısı artık geçerli değil. Lütfen yeni bir bağlantı isteyin.',
} as const;

/** The e-mailed sign-in link (issue 33): asked for with the address, used with its token. */
export const requestLoginLinkSchema = object({ email: emailField() });
export const useLoginLinkSchema = object({
  token: string().trim().required(LOGIN_LINK.invalid).max(2000, LOGIN_LINK.invalid),
});
