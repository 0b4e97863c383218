import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { Agent, fetch as fetchFrom } from 'undici';
import { urls } from '../../../scripts/lib/ports';

/** Talks to the running local stack the way a test fixture does: real api calls, no mocks. */
export const APP_URL = process.env.APP_URL ?? urls.app;
export const SINKS_URL = urls.sinks;

export interface Parent {
  email: string;
  password: string;
  fullName: string;
  id: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.bebek`;
}

async function post(path: string, body: unknown, token?: string, from?: string): Promise<{ status: number; body: unknown }> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
  // from a loopback address of its own: the api knows a client by its connection's address (ADR 0016)
  const response = from
    ? await fetchFrom(`${APP_URL}${path}`, { ...init, dispatcher: new Agent({ localAddress: from }) })
    : await fetch(`${APP_URL}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A parent registered through the api, with baby info when asked: the fixture behind most journeys. */
export async function createParent(options: { babyInfo?: boolean; fullName?: string } = {}): Promise<Parent & { token: string }> {
  const parent = { email: uniqueEmail('parent'), password: 'Guvenli-Sifre-42', fullName: options.fullName ?? 'Elif Test' };
  // each parent registers from an address of its own, as families do (the birth announcement refuses many sending accounts from one address)
  const address = `127.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  const registered = await post('/api/auth/register', parent, undefined, address);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const answer = registered.body as { token: string; user: { id: string } };
  const token = answer.token;
  if (options.babyInfo) {
    await post(
      '/api/protected/baby-info',
      { expectedBirthDate: '2027-03-01', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
      token,
    );
  }
  return { ...parent, id: answer.user.id, token };
}

export async function apiPost(path: string, body: unknown, token?: string) {
  return post(path, body, token);
}

/** Signs a parent in through the real auth screen, past the walkthrough flag. */
export async function signIn(page: Page, parent: Parent): Promise<void> {
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Şifre', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${APP_URL}/`);
}

export async function freshContext(browser: Browser) {
  return browser.newContext({ baseURL: APP_URL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 360, height: 780 } });
}

export async function sinkMessages(provider: 'netgsm' | 'sendgrid' | 'expo', to?: string): Promise<Array<Record<string, unknown>>> {
  const query = new URLSearchParams({ provider, ...(to ? { to } : {}) });
  return (await (await fetch(`${SINKS_URL}/api/messages?${query}`)).json()) as Array<Record<string, unknown>>;
}
