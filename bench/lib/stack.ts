/** What every bench section needs from the running stack (`npm start`): the demo parent, a game link, a browser. */
import { chromium, type Browser, type Page } from '@playwright/test';
import { urls } from '../../scripts/lib/ports';
import { DEMO_PARENT } from '../../scripts/seed';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

export const APP_URL = urls.app;
export { CHROMIUM_FLAGS, CHROMIUM_PATH, DEMO_PARENT };

export async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${APP_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

export async function assertStackRunning(): Promise<void> {
  const ok = await fetch(`${APP_URL}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!ok) throw new Error(`the local stack does not answer at ${APP_URL}: run \`npm start\` first`);
}

/** The token of one of the demo parent's games (the seed makes them), for the guest's page. */
export async function demoGameToken(): Promise<string> {
  const login = await post<{ token: string }>('/api/auth/login', { email: DEMO_PARENT.email, password: DEMO_PARENT.password });
  if (login.status !== 200) throw new Error(`demo parent login failed: ${login.status}`);
  const response = await fetch(`${APP_URL}/api/protected/gender-games`, { headers: { authorization: `Bearer ${login.body.token}` } });
  const body = (await response.json()) as { games?: Array<{ token: string }> } | Array<{ token: string }>;
  const games = Array.isArray(body) ? body : (body.games ?? []);
  if (!games[0]) throw new Error('the demo parent has no gender game: the seed did not run');
  return games[0].token;
}

/** The session token a login or registration answers: the contract's `token`, the Bearer token as it is (ADR 0013). */
export async function sessionToken(answer: unknown): Promise<string> {
  const body = answer as { token?: string };
  if (!body.token) throw new Error(`no session in ${JSON.stringify(answer).slice(0, 200)}`);
  return body.token;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Signs the demo parent in through the real login screen; the session stays in the page's profile. */
export async function signInDemoParent(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/auth`);
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
  await page.getByLabel('Email').fill(DEMO_PARENT.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PARENT.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${APP_URL}/`);
  await page.getByRole('heading', { name: /Merhaba/ }).waitFor();
}
