import { expect, screenshot, test } from './support/fixtures';

test('a visitor sees the landing page with the service categories from Firestore', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bebeğinizin Yolculuğunu Sevdiklerinizle Paylaşın' })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Hizmet kategorileri' }).getByRole('listitem');
  await expect(categories).toHaveCount(4);
  await expect(categories.getByRole('heading', { name: 'Bebek Odası Dekorasyonu' })).toBeVisible();
  await expect(categories.getByRole('heading', { name: 'Hamile ve Yenidoğan Fotoğraf Çekimi' })).toBeVisible();
  await expect(categories.getByRole('heading', { name: 'Cinsiyet Partisi Organizasyonu' })).toBeVisible();
  await expect(categories.getByRole('heading', { name: 'Diğer Hizmetler' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await screenshot(page, 'landing');
});
