import { initializeApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import type { AppCheckConfig } from '@bebek/common/api/app-check';

/**
 * The browser's App Check token from Firebase's own SDK (ADR 0042): reCAPTCHA Enterprise scores the
 * visit and App Check exchanges that for a token, which the SDK keeps until it expires. A chunk of
 * its own (web/chunks.ts), loaded only by a call that needs a token, never by a first view.
 */
let appCheck: AppCheck | undefined;

export async function webAppCheckToken(web: NonNullable<AppCheckConfig['web']>): Promise<string> {
  appCheck ??= initializeAppCheck(initializeApp({ apiKey: web.apiKey, appId: web.appId, projectId: web.projectId }, 'app-check'), {
    provider: new ReCaptchaEnterpriseProvider(web.siteKey),
    // a token only when a call needs one: no refresh in the background, no reCAPTCHA on pages that make no such call
    isTokenAutoRefreshEnabled: false,
  });
  return (await getToken(appCheck)).token;
}
