/**
 * The main forms work with a keyboard alone (Tab, Shift+Tab, Space, Enter, no clicks), the focused
 * control is visibly marked, and the document says it is Turkish.
 */
import type { Locator, Page } from '@playwright/test';
import type { Game } from '@bebek/common/types';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiPost, createParent, uniqueEmail } from './support/stack';

/** Presses Tab until `target` has the focus (at most 40 times), then checks the focus can be seen. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) {
      const visible = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return false;
        if (focused.matches(':focus-visible')) return true;
        // MUI marks its inputs' focus on the wrapping element (outlined border), its buttons with a class
        return Boolean(focused.closest('.Mui-focused, .Mui-focusVisible'));
      });
      expect(visible, 'the focused control is visibly marked').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the document is Turkish on every kind of page', async ({ page }) => {
  for (const path of ['/', '/auth', '/faq', '/game/bilinmeyen-baglanti', '/yok-boyle-bir-sayfa']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  }
});

test('a parent registers and logs in with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('klavye');
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
  await tabTo(page, page.getByRole('button', { name: 'Kayıt ol' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Kayıt Ol' })).toBeVisible();

  await tabTo(page, page.getByLabel('Ad Soyad'));
  await page.keyboard.type('Klavye Kullanıcısı');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Şifre', { exact: true }));
  await page.keyboard.type('Klavye-Sifre-2025');
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expectAccessible(page, 'register form filled by keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Kayıt Ol' }));
  await page.keyboard.press('Enter');

  // the walkthrough and the baby-info gate, by keyboard too
  await expect(page.getByRole('heading', { name: 'Haftalık bebek takibi' })).toBeVisible();
  for (let slide = 1; slide < 6; slide += 1) {
    await tabTo(page, page.getByRole('button', { name: 'İleri' }));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('button', { name: 'Başla' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bebeğinizi tanıyalım' })).toBeVisible();
  await tabTo(page, page.getByLabel('Bebeğin adı'));
  await tabTo(page, page.getByRole('button', { name: 'Şimdilik atla' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Merhaba Klavye/ })).toBeVisible();
});

test('a parent logs in with the keyboard alone: Enter in the password field submits', async ({ page }) => {
  const parent = await createParent({ fullName: 'Klavye Giriş', babyInfo: true });
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(parent.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(parent.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Merhaba Klavye/ })).toBeVisible();
});

test('a guest answers a game with the keyboard alone', async ({ page }) => {
  const owner = await createParent({ fullName: 'Klavye Sahibi' });
  const created = await apiPost('/api/protected/gender-games', { title: 'Klavyeyle tahmin' }, owner.token);
  const game = created.body as Game;
  await page.goto(`/game/${game.token}`);
  await expect(page.getByRole('heading', { name: 'Klavyeyle tahmin' })).toBeVisible();
  // the server-drawn form is read-only until the page has loaded (participation-page.tsx): typing waits for it, as fill() would
  await expect(page.getByLabel('Adınız')).toBeEditable();
  await tabTo(page, page.getByLabel('Adınız'));
  await page.keyboard.type('Klavye Misafir');
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(uniqueEmail('klavye-misafir'));
  await tabTo(page, page.getByLabel('Telefon'));
  await page.keyboard.type('0533 222 33 44');
  await tabTo(page, page.getByRole('button', { name: /Kız/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Kız/ })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Tahmini Gönder' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Teşekkürler!/)).toBeVisible();
});
