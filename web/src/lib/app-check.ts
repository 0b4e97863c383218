import { APP_CHECK_HEADER, getAppCheckConfig, NATIVE_APP_CHECK, type AppCheckConfig } from '@bebek/common/api/app-check';
import { loadChunk } from './chunk-reload';
import { notifyNativeApp, type NativeWindow } from './native-bridge';

/**
 * The App Check token the calls declared `appCheck` carry (ADR 0042). A chunk of its own, loaded by
 * the first such call (lib/api-client.ts), never by a first view. That call asks the api how App
 * Check is set (`off` on the local stack, which App Check has no emulator for: then no token and no
 * SDK); in production the native app around the web view gives its own token, or Firebase's SDK,
 * App Check with reCAPTCHA Enterprise, makes one (app-check-sdk.ts, another chunk, loaded only then).
 * A token that cannot be had is no header: the server then refuses the call in Turkish, and the
 * person tries again.
 */
let settings: Promise<AppCheckConfig> | undefined;

async function appCheckConfig(): Promise<AppCheckConfig> {
  settings ??= fetch(getAppCheckConfig.path, { headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`${getAppCheckConfig.path}: ${response.status}`);
    return (await response.json()) as AppCheckConfig;
  });
  try {
    return await settings;
  } catch (error) {
    settings = undefined;
    throw error;
  }
}

/** How long the page waits for the native app's App Check token before it gets one of its own. */
export const NATIVE_APP_CHECK_WAIT_MS = 3000;

interface NativeToken {
  token: string;
  expireTimeMillis: number;
}
let nativeToken: NativeToken | undefined;
/** The native app did not answer once: an older app, which the page does not ask again. */
let nativeSilent = false;

function tokenOf(data: unknown): NativeToken | undefined {
  try {
    const message = (typeof data === 'string' ? JSON.parse(data) : data) as { type?: unknown; data?: { token?: unknown; expireTimeMillis?: unknown } };
    if (message?.type !== NATIVE_APP_CHECK.answer) return undefined;
    const { token, expireTimeMillis } = message.data ?? {};
    return typeof token === 'string' && token && typeof expireTimeMillis === 'number' ? { token, expireTimeMillis } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Inside the native app's web view, the token the app got with its own provider (Play Integrity,
 * App Attest): undefined outside the app, or when it does not answer within NATIVE_APP_CHECK_WAIT_MS
 * (then the page uses its own provider, and does not ask again).
 */
function nativeAppCheckToken(): Promise<string | undefined> {
  if (!(window as unknown as NativeWindow).ReactNativeWebView || nativeSilent) return Promise.resolve(undefined);
  // a minute's margin: the token must still hold when the server reads it
  if (nativeToken && nativeToken.expireTimeMillis - 60_000 > Date.now()) return Promise.resolve(nativeToken.token);
  return new Promise((resolve) => {
    const targets: EventTarget[] = [window, document];
    const finish = (token: NativeToken | undefined) => {
      clearTimeout(timer);
      for (const target of targets) target.removeEventListener('message', onMessage);
      if (token) nativeToken = token;
      else nativeSilent = true;
      resolve(token?.token);
    };
    const onMessage = (event: Event) => {
      const token = tokenOf((event as MessageEvent).data);
      if (token) finish(token);
    };
    // React Native's WebView delivers the app's messages to window on iOS and to document on Android
    for (const target of targets) target.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(undefined), NATIVE_APP_CHECK_WAIT_MS);
    notifyNativeApp(NATIVE_APP_CHECK.request, {});
  });
}

export async function appCheckHeaders(): Promise<Record<string, string>> {
  try {
    const config = await appCheckConfig();
    if (config.mode === 'off' || !config.web) return {};
    const web = config.web;
    const token = (await nativeAppCheckToken()) ?? (await loadChunk(() => import('./app-check-sdk')).then((sdk) => sdk.webAppCheckToken(web)));
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch (error) {
    console.warn('App Check token unavailable', error);
    return {};
  }
}
