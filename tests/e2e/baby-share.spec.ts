import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { SHARE_TEXTS } from '@bebek/common/share';
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, createParent, freshContext, signIn } from './support/stack';

/**
 * The family sees the baby (issue 25 point 4, ADR 0033), on a 360 px phone: a parent whose baby was
 * born 70 days ago shares the baby's page from her profile; a relative opens the link in a browser
 * of her own, without an account, and sees the photo, the name and '2 aylık'; once the parent
 * pauses, the relative's reload shows the calm unavailable page.
 */

// A 2x2 RGBA PNG with correct CRCs: a real image for the photo upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP4z8DwHwwZGP7//w9kAABHygj4/BTyWgAAAABJRU5ErkJggg==', 'base64');

/** 'YYYY-MM-DD' of `days` ago on the parent's calendar (Istanbul). */
const istanbulDay = (daysAgo: number) => new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('a parent shares the baby page; a relative opens it without an account; after the pause it is unavailable', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const parent = await createParent({ fullName: 'Selin Aksoy' });
  const birthDate = istanbulDay(70);
  const info = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: istanbulDay(20), babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya', babyBirthDate: birthDate },
    parent.token,
  );
  expect(info.status).toBe(200);
  await signIn(page, parent);

  // her photo, then the card: the switches first, then the link
  await page.goto('/profile');
  const photo = join(tmpdir(), `baby-share-${Date.now()}.png`);
  writeFileSync(photo, PNG);
  await page.getByLabel('Profil fotoğrafı seç').setInputFiles(photo);
  await expect(page.getByText('Profil fotoğrafı güncellendi')).toBeVisible();
  const card = page.getByRole('region', { name: 'Bebeğinizin Sayfası' });
  await expect(card.getByRole('button', { name: 'Sayfayı Paylaş' })).toBeVisible({ timeout: 30_000 });
  await card.getByLabel('Büyüme bilgilerini göster').check();
  await expect(card.getByLabel('Oyun katılımcılarına sonuç e-postasında bildir')).not.toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'baby-share-01-card');

  await card.getByRole('button', { name: 'Sayfayı Paylaş' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bebeğinizin Sayfasını Paylaşın' });
  const link = await dialog.getByLabel('Paylaşım bağlantısı').inputValue();
  expect(link).toMatch(/\/baby\/[A-Za-z0-9_-]{24}$/);
  const whatsapp = new URL((await dialog.getByRole('link', { name: "WhatsApp'ta paylaş" }).getAttribute('href')) ?? '');
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toBe(`${SHARE_TEXTS.babyPage}\n${link}`);
  await dialog.getByRole('button', { name: 'Bağlantıyı Kopyala' }).click();
  await expect(page.getByText('Link kopyalandı!')).toBeVisible();
  await screenshot(page, 'baby-share-02-link');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  // shared: the growth choice kept, and the link can be stopped
  await expect(card.getByLabel('Büyüme bilgilerini göster')).toBeChecked();
  await expect(card.getByRole('button', { name: 'Paylaşımı Durdur' })).toBeVisible();

  // a measurement at 2 months (the growth api, ADR 0032), with a note of her own that stays hers
  expect((await apiPost('/api/protected/baby/growth', { measuredOn: istanbulDay(5), weightKg: 5.1, note: 'Tartıda huysuzlandı' }, parent.token)).status).toBe(
    201,
  );

  // the relative: another browser, no account
  const relativeContext = await freshContext(browser);
  const relative = await relativeContext.newPage();
  await relative.goto(link);
  await expect(relative.getByRole('heading', { level: 1, name: 'Deniz' })).toBeVisible({ timeout: 60_000 });
  await expect(relative.getByText('2 aylık')).toBeVisible();
  await expect(relative.getByText('Kız bebek')).toBeVisible();
  await expect(relative.getByText('Ailesi:')).toContainText('Selin Aksoy');
  await expect(relative.locator('img[src*="/api/photos/"]')).toHaveCount(1);
  // the birth day in Turkish, e.g. '18 Eylül 2026'
  const [year, month, day] = birthDate.split('-').map(Number);
  const monthName = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('tr-TR', { month: 'long', timeZone: 'UTC' });
  await expect(relative.getByText(`${day} ${monthName} ${year}`)).toBeVisible();
  // the growth she chose to show: the measurement with its WHO sentence, said of the baby
  await expect(relative.getByRole('heading', { name: 'Büyüme' })).toBeVisible();
  await expect(relative.getByText('Kilo: 5,1 kg')).toBeVisible();
  await expect(relative.getByText(/^Bebeğin kilosu yaşıtlarının yaklaşık %\d+/)).toBeVisible();
  await expect(relative.getByText('Tartıda huysuzlandı')).toHaveCount(0);
  // nothing that reaches the parent
  await expect(relative.getByText(parent.email)).toHaveCount(0);
  await expect(relative.getByText('Şehir Hastanesi')).toHaveCount(0);
  // a page of its own: no app menu, no login needed
  await expect(relative.getByRole('button', { name: /Giriş/ })).toHaveCount(0);
  await screenshot(relative, 'baby-share-03-relative');

  // the parent pauses: the relative's reload shows the calm unavailable page, nothing of the baby
  expect((await apiPost('/api/protected/pregnancy/pause', {}, parent.token)).status).toBe(200);
  await relative.reload();
  await expect(relative.getByRole('heading', { name: PAGE_UNAVAILABLE })).toBeVisible({ timeout: 60_000 });
  await expect(relative.getByText('Deniz')).toHaveCount(0);
  await expect(relative.getByText('2 aylık')).toHaveCount(0);
  await screenshot(relative, 'baby-share-04-paused');
  await relativeContext.close();
});
