/**
 * What production serves (issue 39, ADR 0043–0045), at 360 px as a person meets it: the 404 page of a
 * mistyped link, the public profile's tiles while a game asks the family to guess them, and the
 * HTML of the key pages as the browser holds it after the app ran, checked with the Nu Html Checker
 * (vnu-jar's own jar, on the machine's Java).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, apiPost, createParent, signIn } from './support/stack';

const run = promisify(execFile);
/** The Nu Html Checker's jar as the vnu-jar package ships it (its install script, which fetches a Java, is not approved: the machine's Java runs it). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

async function patch(path: string, body: unknown, token: string) {
  const response = await fetch(`${APP_URL}${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
}

test('a mistyped link gets the Turkish 404 page with a way on, for a visitor and for a signed-in parent', async ({ page }) => {
  const answer = await page.goto('/bebek-listesi-yanlis-link');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
  await expect(page.getByText(/taşınmış ya da hiç var olmamış olabilir/)).toBeVisible();
  await expect(page).toHaveTitle('Sayfa bulunamadı · Bebek Yolculuğu');
  await screenshot(page, 'not-found-01-visitor');
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bebeğinizin Yolculuğunu Sevdiklerinizle Paylaşın' })).toBeVisible();

  // the FAQ is one tap away too
  await page.goto('/yok/boyle/bir/sayfa');
  await page.getByRole('link', { name: 'Sıkça Sorulan Sorular' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();

  // a signed-in parent who follows a broken link gets the same page, and home is her dashboard
  const parent = await createParent({ babyInfo: true, fullName: 'Kayıp Link' });
  await signIn(page, parent);
  expect((await page.goto('/gebelik-takibi'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
  // and a real page deep-linked still opens
  expect((await page.goto('/pregnancy'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Hafta/ })).toBeVisible();
});

test("the public profile's gender and name tiles invite to their open game, and show the value once it is closed", async ({ browser }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Sürpriz Anne' });
  const gender = (await apiPost('/api/protected/gender-games', { title: 'Kız mı erkek mi?' }, parent.token)).body as { id: string; token: string };
  const name = (await apiPost('/api/protected/name-games', { title: 'Adını siz koyun' }, parent.token)).body as { id: string; token: string };

  const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const tile = (label: string) => page.locator('.MuiCard-root').filter({ has: page.getByText(label, { exact: true }) });
  await page.goto(`/profile/${parent.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sürpriz Anne' })).toBeVisible();
  const genderInvite = tile('Bebeğin Cinsiyeti').getByRole('link', { name: /Sürpriz! Tahmin et/ });
  await expect(genderInvite).toHaveAttribute('href', `/game/${gender.token}`);
  await expect(tile('Bebeğin Adı').getByRole('link', { name: /Sürpriz! Tahmin et/ })).toHaveAttribute('href', `/game/${name.token}`);
  // the answers the games ask for are nowhere on the page
  await expect(page.getByText('Kız', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Deniz')).toHaveCount(0);
  await expect(tile('Tahmini Doğum Tarihi')).toContainText('1 Mart 2027');
  await screenshot(page, 'public-profile-surprise-01-open-games');

  // the grandmother taps the invitation and lands on the game
  await genderInvite.click();
  await expect(page).toHaveURL(`${APP_URL}/game/${gender.token}`);
  await expect(page.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();

  // the owner closes the gender game: its tile shows the value the spec names, the name game still asks
  await patch(`/api/protected/gender-games/${gender.id}`, { closed: true }, parent.token);
  await page.goto(`/profile/${parent.id}`);
  await expect(tile('Bebeğin Cinsiyeti')).toContainText('Kız');
  await expect(tile('Bebeğin Cinsiyeti').getByRole('link')).toHaveCount(0);
  await expect(tile('Bebeğin Adı').getByRole('link', { name: /Sürpriz! Tahmin et/ })).toBeVisible();
  await screenshot(page, 'public-profile-surprise-02-gender-closed');

  await patch(`/api/protected/name-games/${name.id}`, { closed: true }, parent.token);
  await page.goto(`/profile/${parent.id}`);
  await expect(tile('Bebeğin Adı')).toContainText('Deniz');
  await expect(page.getByRole('link', { name: /Sürpriz! Tahmin et/ })).toHaveCount(0);
  await context.close();
});

/** The page as the browser holds it after the app ran, as a document the checker reads. */
const renderedHtml = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

test('the key pages, as rendered after the app ran, have no error in the Nu Html Checker', async ({ page }) => {
  test.setTimeout(180_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Geçerli Sayfa' });
  const game = (await apiPost('/api/protected/gender-games', { title: 'Geçerli oyun' }, parent.token)).body as { token: string };
  const share = (await apiPost('/api/protected/checklist/share', {}, parent.token)).body as { token: string };
  const pages: Array<[string, string, () => Promise<void>]> = [
    ['landing', '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['auth', '/auth', () => expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible()],
    ['faq', '/faq', () => expect(page.getByRole('button', { name: 'Kaç kişi katılabilir?' })).toBeVisible()],
    ['contact', '/contact', () => expect(page.getByRole('button', { name: 'Gönder' })).toBeVisible()],
    ['how-to-use', '/how-to-use', () => expect(page.getByRole('heading', { name: 'Nasıl Kullanılır?' })).toBeVisible()],
    ['privacy', '/privacy', () => expect(page.getByText('Son güncelleme: 4 Eylül 2025')).toBeVisible()],
    ['not-found', '/yok-boyle-bir-sayfa', () => expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible()],
    ['game', `/game/${game.token}`, () => expect(page.getByRole('heading', { name: 'Geçerli oyun' })).toBeVisible()],
    ['public-profile', `/profile/${parent.id}`, () => expect(page.getByRole('heading', { level: 1, name: 'Geçerli Sayfa' })).toBeVisible()],
    ['shared-checklist', `/checklist/${share.token}`, () => expect(page.getByRole('button', { name: /^Ben alıyorum/ }).first()).toBeVisible()],
  ];
  const dir = mkdtempSync(join(tmpdir(), 'bebek-vnu-'));
  try {
    for (const [name, path, ready] of pages) {
      await page.goto(path);
      await ready();
      // FAQ: an answer opened, as a reader does
      if (name === 'faq') await page.getByRole('button', { name: 'Kaç kişi katılabilir?' }).click();
      writeFileSync(join(dir, `${name}.html`), await renderedHtml(page));
    }
    const { stdout } = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...pages.map(([name]) => join(dir, `${name}.html`))],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: Array<{ type: string; url: string; message: string; extract?: string }> };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${message.url.split('/').pop()}: ${message.message} ${message.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
