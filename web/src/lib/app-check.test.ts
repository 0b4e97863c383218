/**
 * The web's side of App Check (ADR 0042): only the calls declared `appCheck` ask for a token; with
 * App Check off (the local stack) nothing is loaded and no header is sent; in production the native
 * app's own token comes first, Firebase's SDK (reCAPTCHA Enterprise) otherwise; no token is no header.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_HEADER, type AppCheckConfig } from '@bebek/common/api/app-check';
import { sendVisitorContactMessage } from '@bebek/common/api/contact';
import { getServiceCategories } from '@bebek/common/api/service-categories';

const webAppCheckToken = vi.fn(async () => 'recaptcha-app-check-token');
vi.mock('./app-check-sdk', () => ({ webAppCheckToken }));

const globals = globalThis as unknown as { window?: unknown; document?: unknown };
const WEB = { siteKey: 'site-key', apiKey: 'api-key', appId: '1:1:web:1', projectId: 'bebek-prod' };

/** The api as far as these calls go: App Check's settings, and the contact form's answer; every request kept. */
function api(config: AppCheckConfig) {
  const requests: Array<{ path: string; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      requests.push({ path, headers: { ...(init.headers as Record<string, string>) } });
      const body = path === '/api/app-check' ? config : path === '/api/service-categories' ? [] : { message: 'Mesajınız gönderildi.' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

async function client() {
  vi.resetModules();
  return import('./api-client');
}
const contact = { body: { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' } } as never;

beforeEach(() => {
  globals.window = new EventTarget();
  globals.document = new EventTarget();
});
afterEach(() => {
  delete globals.window;
  delete globals.document;
  vi.unstubAllGlobals();
  webAppCheckToken.mockClear();
});

describe('App Check in the web app', () => {
  it('off (the local stack): no token is asked, no SDK loaded, no header sent', async () => {
    const requests = api({ mode: 'off' });
    const { callEndpoint } = await client();
    await callEndpoint(sendVisitorContactMessage, contact);
    await callEndpoint(sendVisitorContactMessage, contact);
    expect(requests.map((request) => request.path)).toEqual(['/api/app-check', '/api/contact', '/api/contact']);
    expect(requests[1]!.headers[APP_CHECK_HEADER]).toBeUndefined();
    expect(webAppCheckToken).not.toHaveBeenCalled();
  });

  it('a call not declared appCheck never asks for App Check', async () => {
    const requests = api({ mode: 'enforce', web: WEB });
    const { callEndpoint } = await client();
    await callEndpoint(getServiceCategories);
    expect(requests.map((request) => request.path)).toEqual(['/api/service-categories']);
  });

  it('enforced in a browser: the token of Firebase’s SDK (reCAPTCHA Enterprise) goes in the header', async () => {
    const requests = api({ mode: 'enforce', web: WEB });
    const { callEndpoint } = await client();
    await callEndpoint(sendVisitorContactMessage, contact);
    expect(webAppCheckToken).toHaveBeenCalledWith(WEB);
    expect(requests[1]).toMatchObject({ path: '/api/contact', headers: { [APP_CHECK_HEADER]: 'recaptcha-app-check-token' } });
  });

  it('enforced in the native app’s web view: the app’s own token (Play Integrity, App Attest) goes, and the SDK stays unloaded', async () => {
    const requests = api({ mode: 'enforce', web: WEB });
    const window = globals.window as EventTarget & { ReactNativeWebView?: unknown };
    window.ReactNativeWebView = {
      postMessage(message: string) {
        expect(JSON.parse(message)).toMatchObject({ type: 'APP_CHECK_TOKEN_REQUEST' });
        const answer = JSON.stringify({ type: 'APP_CHECK_TOKEN', data: { token: 'play-integrity-token', expireTimeMillis: Date.now() + 3600_000 } });
        // Android's WebView delivers the app's message to document
        setTimeout(() => (globals.document as EventTarget).dispatchEvent(new MessageEvent('message', { data: answer })), 5);
      },
    };
    const { callEndpoint } = await client();
    await callEndpoint(sendVisitorContactMessage, contact);
    expect(requests[1]!.headers[APP_CHECK_HEADER]).toBe('play-integrity-token');
    expect(webAppCheckToken).not.toHaveBeenCalled();
  });

  it('no token to be had: the call goes without one (the server answers in Turkish), with a warning', async () => {
    const requests = api({ mode: 'enforce', web: WEB });
    webAppCheckToken.mockRejectedValueOnce(new Error('reCAPTCHA blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { callEndpoint } = await client();
    await callEndpoint(sendVisitorContactMessage, contact);
    expect(requests[1]!.headers[APP_CHECK_HEADER]).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('App Check token unavailable', expect.any(Error));
  });
});
