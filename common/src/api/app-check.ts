import { endpoint } from './endpoint';

/**
 * App Check (ADR 0042): the endpoints declared `appCheck: true` take a token of this app in this
 * header. Firebase's own name for it, which its services read too.
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * Inside the native app's web view, the page asks the app for an App Check token of its own (Play
 * Integrity, App Attest) by posting `{ type: request, data: {}, timestamp }`; the app answers by
 * posting `{ type: answer, data: { token, expireTimeMillis } }` into the web view.
 */
export const NATIVE_APP_CHECK = { request: 'APP_CHECK_TOKEN_REQUEST', answer: 'APP_CHECK_TOKEN' } as const;

/** What a call without a valid token is told while App Check is enforced (403). */
export const APP_CHECK_REFUSED = 'Güvenlik doğrulaması yapılamadı. Sayfayı yenileyip tekrar deneyin.';

/**
 * How the browser gets its App Check token (all of it public): 'off' on the local stack, where
 * App Check has no emulator; in production reCAPTCHA Enterprise with the web app's site key, unless
 * the native app around the web view gives a token of its own (Play Integrity, App Attest).
 */
export interface AppCheckConfig {
  mode: 'enforce' | 'monitor' | 'off';
  /** Only when the mode is not 'off'. */
  web?: { siteKey: string; apiKey: string; appId: string; projectId: string };
}

export const getAppCheckConfig = endpoint<AppCheckConfig>()({
  method: 'GET',
  path: '/api/app-check',
  access: 'public',
  queryKey: () => ['app-check'],
});
