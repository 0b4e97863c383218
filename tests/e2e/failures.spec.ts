import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { createParent, signIn } from './support/stack';

/**
 * Failures the user can see and recover from (issue 13, point 5): a profile read that fails, a
 * route chunk gone after a deploy, a page that throws. The failures are made with page.route();
 * the console errors they cause on purpose are taken off the fixture's list, any other still fails.
 */

const ROUTE_CHUNK = '**/assets/pages-*.js';

/** Takes the console errors a test provoked on purpose off the list the fixture checks. */
function expectProvoked(consoleErrors: string[], ...provoked: RegExp[]): void {
  const unexpected = consoleErrors.filter((error) => !provoked.some((pattern) => pattern.test(error)));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** Counts the page's full loads (the document of the main frame). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => loads++);
  return () => loads;
}

test('a profile read that fails shows a message with a retry; the retry reaches the dashboard', async ({ page, consoleErrors }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Nazlı Yurt' });
  await signIn(page, parent);
  await expect(page.getByRole('heading', { name: 'Merhaba Nazlı!' })).toBeVisible();

  // the server answers 500 once, then the network is down once, then all is well
  const failures = ['server', 'network'];
  await page.route('**/api/protected/profile', async (route) => {
    const failure = route.request().method() === 'GET' ? failures.shift() : undefined;
    if (failure === 'server') await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Sunucu hatası' }) });
    else if (failure === 'network') await route.abort('internetdisconnected');
    else await route.fallback();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bilgileriniz yüklenemedi' })).toBeVisible();
  await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
  await screenshot(page, 'failure-profile');

  await page.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page.getByRole('heading', { name: 'Bilgileriniz yüklenemedi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tekrar Dene' })).toBeEnabled();
  await page.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page.getByRole('heading', { name: 'Merhaba Nazlı!' })).toBeVisible();
  expect(failures).toEqual([]);
  // the session is intact: only a 401 signs the parent out
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  expectProvoked(consoleErrors, /status of 500/, /^500 .*\/api\/protected\/profile$/, /ERR_INTERNET_DISCONNECTED/);
});

test('a route chunk gone after a deploy reloads the page once, and the page then loads', async ({ page }) => {
  const loads = countLoads(page);
  // Gone for the page as first loaded (its preload and its import alike); the reloaded page finds it.
  await page.route(ROUTE_CHUNK, (route) => (loads() <= 1 ? route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }) : route.fallback()));
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(loads()).toBe(2);
});

test('a route chunk that is still missing after the reload shows a message with a reload button', async ({ page, consoleErrors }) => {
  await page.route(ROUTE_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
  const loads = countLoads(page);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeVisible();
  expect(loads()).toBe(2);
  await screenshot(page, 'failure-chunk');

  // the deploy has finished: the button loads the page
  await page.unroute(ROUTE_CHUNK);
  await page.getByRole('button', { name: 'Sayfayı Yenile' }).click();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();

  expectProvoked(consoleErrors, /dynamically imported module/);
});

test('when the app itself cannot be loaded, the page says so without it', async ({ page, consoleErrors }) => {
  await page.route('**/assets/start-*.js', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
  const loads = countLoads(page);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sayfayı Yenile' })).toBeVisible();
  expect(loads()).toBe(2);

  expectProvoked(consoleErrors, /The app could not be started/);
});

test('a page that throws shows the error boundary’s message and a way back home', async ({ page, consoleErrors }) => {
  // An answer the page cannot draw (a shared list without its items): the page throws while rendering.
  await page.route('**/api/checklist/*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ user: { id: 'x', babyName: '', fullName: 'Test', expectedBirthDate: '' }, products: null }),
    }),
  );
  const loads = countLoads(page);
  await page.goto('/checklist/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Bir şeyler ters gitti' })).toBeVisible();
  // not a missing chunk: no reload
  expect(loads()).toBe(1);
  await screenshot(page, 'failure-boundary');

  await page.unroute('**/api/checklist/*');
  await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bebeğinizin Yolculuğunu Sevdiklerinizle Paylaşın' })).toBeVisible();

  expectProvoked(consoleErrors, /Cannot read properties of null|is not iterable|null is not an object|The above error occurred/);
});
