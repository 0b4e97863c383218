import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARE_TEXTS } from '@bebek/common/share';
import { expect, screenshot, test } from './support/fixtures';
import { createParent, freshContext, signIn } from './support/stack';

// A 2x2 RGBA PNG (red, green, blue, yellow) with correct CRCs: a real image for the photo upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP4z8DwHwwZGP7//w9kAABHygj4/BTyWgAAAABJRU5ErkJggg==', 'base64');

test('a parent follows the pregnancy, ticks the lists, shares them, edits the profile and deletes the account', async ({ page, browser }) => {
  // a dozen screens and a second browser: 56 s alone on 2 cores, about twice that beside another journey (ADR 0039)
  test.setTimeout(240_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Derya Aydın' });
  await signIn(page, parent);

  // Dashboard with days left.
  await expect(page.getByRole('heading', { name: 'Merhaba Derya!' })).toBeVisible();
  await expect(page.getByText(/Doğuma \d+ gün kaldı/)).toBeVisible();

  // Pregnancy screen: walk back through the weeks; later weeks are disabled.
  await page.goto('/pregnancy');
  const grid = page.getByRole('group', { name: 'Hafta seçimi' });
  const current = grid.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  const currentWeek = Number((await current.textContent())?.trim());
  expect(currentWeek).toBeGreaterThan(1);
  if (currentWeek < 40) await expect(grid.getByRole('button', { name: `${currentWeek + 1}. hafta`, exact: true })).toBeDisabled();
  await expect(page.getByRole('heading', { name: `${currentWeek}. Hafta`, exact: true, level: 2 })).toBeVisible();
  await screenshot(page, 'parent-01-pregnancy');
  await grid.getByRole('button', { name: '12. hafta', exact: true }).click();
  await expect(page.getByRole('heading', { name: '12. Hafta', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText('İlk üç ayın sonu', { exact: true })).toBeVisible();
  await grid.getByRole('button', { name: '4. hafta', exact: true }).click();
  await expect(page.getByRole('heading', { name: '4. Hafta', exact: true, level: 2 })).toBeVisible();
  await screenshot(page, 'parent-02-pregnancy-week4');

  // Checklist: tick items in both tabs.
  await page.goto('/checklist');
  const needs = page.getByRole('checkbox');
  await expect(needs.first()).toBeVisible();
  await needs.nth(0).click();
  await expect(needs.nth(0)).toBeChecked();
  await needs.nth(1).click();
  await expect(needs.nth(1)).toBeChecked();
  await page.getByRole('tab', { name: 'Doğum Çantası' }).click();
  await expect(page.getByRole('heading', { name: 'Bebek için' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anne için' })).toBeVisible();
  await expect(page.getByText('[Bebek]')).toHaveCount(0);
  await page.getByRole('checkbox').first().click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText(/^1\/\d+$/).first()).toBeVisible();
  await screenshot(page, 'parent-03-checklist-bag');

  // Share the list and open it signed out: read-only, the same progress.
  await page.getByRole('button', { name: 'Listeyi Paylaş' }).click();
  const link = await page.getByLabel('Paylaşım bağlantısı').inputValue();
  expect(link).toMatch(/\/checklist\/[A-Za-z0-9_-]{24}$/);
  // to a WhatsApp group in one tap: the ready text, the link last (its preview under it)
  const whatsapp = new URL((await page.getByRole('link', { name: "WhatsApp'ta paylaş" }).getAttribute('href')) ?? '');
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toBe(`${SHARE_TEXTS.checklist}\n${link}`);
  await page.getByRole('button', { name: 'Bağlantıyı Kopyala' }).click();
  await expect(page.getByText('Link kopyalandı!')).toBeVisible();
  await screenshot(page, 'parent-04-share');
  const visitor = await freshContext(browser);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { name: /Deniz/ })).toBeVisible();
  await expect(visitorPage.getByRole('checkbox')).toHaveCount(0);
  await expect(visitorPage.getByRole('img', { name: 'Alındı', exact: true })).toHaveCount(2);
  await visitorPage.getByRole('tab', { name: 'Doğum Çantası' }).click();
  await expect(visitorPage.getByRole('img', { name: 'Alındı', exact: true })).toHaveCount(1);
  await screenshot(visitorPage, 'parent-05-shared-list');

  // Profile: edit with a photo, validation first.
  await page.goto('/profile');
  await page.getByLabel('Ad Soyad').fill('D');
  await page.getByRole('button', { name: 'Kaydet' }).first().click();
  await expect(page.getByText('Ad soyad en az 2 karakter olmalıdır')).toBeVisible();
  await page.getByLabel('Ad Soyad').fill('Derya Aydın Kaya');
  await page.getByLabel('Cinsiyet', { exact: true }).click();
  await page.getByRole('option', { name: 'Kadın' }).click();
  await page.getByLabel('Doğum Tarihi', { exact: true }).fill('1993-06-15');
  await page.getByLabel('Eşinizin Adı').fill('Mert Kaya');
  await page.getByRole('button', { name: 'Kaydet' }).first().click();
  await expect(page.getByText('Profil güncellendi')).toBeVisible();
  const photo = join(tmpdir(), `photo-${Date.now()}.png`);
  writeFileSync(photo, PNG);
  await page.getByLabel('Profil fotoğrafı seç').setInputFiles(photo);
  await expect(page.getByText('Profil fotoğrafı güncellendi')).toBeVisible();
  await screenshot(page, 'parent-06-profile');

  // The public profile, signed out.
  await visitorPage.goto(`/profile/${parent.id}`);
  await expect(visitorPage.getByRole('heading', { name: 'Derya Aydın Kaya & Mert Kaya' })).toBeVisible();
  await expect(visitorPage.getByText('Şehir Hastanesi')).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Listeyi Görüntüle' })).toBeVisible();
  await expect(visitorPage.locator('img[src*="/api/photos/"]')).toHaveCount(1);
  await screenshot(visitorPage, 'parent-07-public-profile');

  // Delete the account: wrong password first, then the right one; the public pages are gone.
  await page.getByRole('button', { name: 'Hesabı Sil' }).click();
  await page.getByRole('dialog').getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Hesabımı Kalıcı Olarak Sil' }).click();
  await expect(page.getByText(/Şifre hatalı/)).toBeVisible();
  await page.getByRole('dialog').getByLabel('Şifre', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Hesabımı Kalıcı Olarak Sil' }).click();
  await page.waitForURL(/\/$/);
  await expect(page.getByText('Hesabınız silindi')).toBeVisible();
  await visitorPage.goto(link);
  await expect(visitorPage.getByText('Liste Bulunamadı')).toBeVisible();
  await visitorPage.goto(`/profile/${parent.id}`);
  await expect(visitorPage.getByText('Profil bulunamadı')).toBeVisible();
  await screenshot(visitorPage, 'parent-08-gone');
  await visitor.close();
});
