/**
 * Issue 24, the lists a family uses (ADR 0028): on a 360 px phone the mother folds a category, searches
 * the list without Turkish letters, adds an item of her own and removes it; the hospital bag shows
 * its four groups and when to pack it; a relative on the shared list sees her own item and can claim it.
 */
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, createParent, freshContext, signIn } from './support/stack';

test('the mother folds, searches, adds her own item and removes it; the bag says when to pack; a relative sees her item', async ({ page, browser }) => {
  // one long journey with a dialog and a second browser: on 2 shared cores it outlasts the default 120 s
  test.setTimeout(240_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Selin Arslan' });
  await signIn(page, parent);
  await page.goto('/checklist');

  // Folding a category: its items leave the page, its count stays, and the fold is remembered.
  const clothes = page.getByRole('button', { name: /^Giyim/ });
  const zibin = page.getByRole('checkbox', { name: 'Zıbın (6-8 adet)' });
  // the first answer of the list on a cold function instance
  await expect(zibin).toBeVisible({ timeout: 60_000 });
  await expect(clothes).toHaveAttribute('aria-expanded', 'true');
  await clothes.click();
  await expect(clothes).toHaveAttribute('aria-expanded', 'false');
  await expect(zibin).toBeHidden();
  await expect(clothes).toContainText('0/15');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Giyim/ })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Tümünü kapat' }).click();
  await expect(page.getByRole('button', { name: /^Uyku/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await screenshot(page, 'lists-01-folded');

  // Searching: typed without Turkish letters, it finds 'Zıbın' even in a folded category; the progress still counts the whole tab.
  const search = page.getByLabel('Listede ara');
  await search.fill('zibin');
  await expect(zibin).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await search.fill('İNCE');
  await expect(page.getByRole('checkbox', { name: 'İnce pamuklu bere' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'İnce pamuklu battaniye (beşiğe koymayın)' })).toBeVisible();
  await expect(page.getByText(/^0\/\d{2,3}$/).first()).toBeVisible();
  await screenshot(page, 'lists-02-search');
  await search.fill('kimlik');
  await expect(page.getByText('“kimlik” için bu listede sonuç yok. Doğum Çantası sekmesinde 2 sonuç var.')).toBeVisible();
  await search.fill('');
  await page.getByRole('button', { name: 'Tümünü aç' }).click();
  await expect(zibin).toBeVisible();
  // folded again: a short page behind the dialog (a full-page photograph of 110 open items costs minutes here)
  await page.getByRole('button', { name: 'Tümünü kapat' }).click();

  // Adding her own item: the form says what is missing, then the item joins its category with her quantity and note.
  await page.getByRole('button', { name: 'Kendi ürününüzü ekleyin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kendi ürününüzü ekleyin' });
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ürün adı gereklidir');
  await dialog.getByLabel('Ürün adı').fill('Anneannemin ördüğü battaniye');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen bir kategori seçin');
  await dialog.getByLabel('Kategori').click();
  await page.getByRole('option', { name: 'Uyku' }).click();
  await dialog.getByLabel('Adet (isteğe bağlı)').fill('2');
  await dialog.getByLabel('Not (isteğe bağlı)').fill('Beyaz olan');
  await screenshot(page, 'lists-03-add-dialog');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Ürün listenize eklendi')).toBeVisible();
  await expect(dialog).toBeHidden();
  const own = page.getByRole('checkbox', { name: /Anneannemin ördüğü battaniye/ });
  await search.fill('anneannemin');
  await expect(own).toBeVisible();
  await expect(page.getByText('Kendi ürününüz · 2 adet · Beyaz olan')).toBeVisible();
  await own.click();
  await expect(own).toBeChecked();
  await own.click();
  await expect(own).not.toBeChecked();
  await screenshot(page, 'lists-04-own-item');
  await search.fill('');

  // The bag: four groups in order, and when to pack it for her week.
  await page.getByRole('tab', { name: 'Doğum Çantası' }).click();
  const groups = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
  await expect(groups).toHaveText([/^Bebek için/, /^Anne için/, /^Eş \/ refakatçi için/, /^Belgeler/]);
  await expect(page.getByText('Ne zaman hazırlanmalı?')).toBeVisible();
  await expect(page.getByText(/34–36\. haftalar arasında hazırlayın/)).toBeVisible();
  await expect(page.getByText(/^Şu an \d+\. haftadasınız/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Eşinizin T.C. kimlik kartı (doğum kaydı için)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Özel sağlık sigortası kartı (varsa)' })).toBeVisible();
  await expect(page.getByText(/\[(Bebek|Anne|Eş|Belge)\]/)).toHaveCount(0);
  await page.getByRole('button', { name: /^Bebek için/ }).click();
  await page.getByRole('button', { name: /^Anne için/ }).click();
  await expect(page.getByRole('button', { name: /^Anne için/ })).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'lists-05-bag');

  // The relative on the shared list sees her own item, with its note, and may claim it.
  const token = ((await apiPost('/api/protected/checklist/share', {}, parent.token)).body as { token: string }).token;
  const relativeContext = await freshContext(browser);
  const relative = await relativeContext.newPage();
  await relative.goto(`/checklist/${token}`);
  // the shared list's first answer, on a cold function instance
  await expect(relative.getByText('Anneannemin ördüğü battaniye')).toBeVisible({ timeout: 60_000 });
  await expect(relative.getByText('Kendi ürününüz · 2 adet · Beyaz olan')).toHaveCount(0);
  await expect(relative.getByText('2 adet · Beyaz olan')).toBeVisible();
  await expect(relative.getByRole('button', { name: 'Ben alıyorum: Anneannemin ördüğü battaniye' })).toBeVisible();
  await relative.getByLabel('Listede ara').fill('battaniye');
  await expect(relative.getByText('Anneannemin ördüğü battaniye')).toBeVisible();
  await screenshot(relative, 'lists-06-relative-sees-own-item');
  await relativeContext.close();

  // Removing it: only her own items have the button; the item leaves the list.
  await page.getByRole('tab', { name: 'İhtiyaç Listesi' }).click();
  await search.fill('battaniye');
  await expect(page.getByRole('checkbox', { name: 'İnce pamuklu battaniye' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listeden kaldır/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Listeden kaldır: Anneannemin ördüğü battaniye' }).click();
  await expect(page.getByText('Ürün listenizden kaldırıldı')).toBeVisible();
  await expect(own).toHaveCount(0);
});
