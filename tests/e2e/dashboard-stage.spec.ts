/**
 * The dashboard follows the pregnancy (issue 24 item 7, ADR 0030): a mother sees what her week
 * needs first, the games after it, and no grey placeholder left once the answers have come.
 */
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, createParent, signIn } from './support/stack';

/** The expected date that puts today in `week` (mid-week), as the tracker counts (280 days). */
function dueDateForWeek(week: number): string {
  const daysLeft = 280 - (week * 7 + 3);
  const istanbulToday = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  const due = new Date(`${istanbulToday}T12:00:00Z`);
  due.setUTCDate(due.getUTCDate() + daysLeft);
  return due.toISOString().slice(0, 10);
}

async function motherInWeek(page: Page, week: number, fullName: string) {
  const mother = await createParent({ fullName });
  const saved = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: dueDateForWeek(week), babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    mother.token,
  );
  expect(saved.status).toBe(200);
  await signIn(page, mother);
}

/** The stage's cards and the games' heading, top to bottom as they are drawn. */
async function cardOrder(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: 'Etkinlik Özeti' })).toBeVisible();
  return page.evaluate(() => {
    const marks = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="stage-"], h2')).filter(
      (element) => element.dataset.testid || element.textContent === 'Oyunlar',
    );
    return marks
      .map((element) => ({ name: element.dataset.testid ?? 'games', top: element.getBoundingClientRect().top + window.scrollY }))
      .sort((a, b) => a.top - b.top)
      .map((mark) => mark.name);
  });
}

/** Once the answers are drawn (the games' buttons, the contacts' line), no placeholder is left anywhere. */
async function expectNoSkeletonAfterData(page: Page) {
  await expect(page.getByRole('link', { name: 'Oyun Başlat' })).toHaveCount(3);
  await expect(page.getByText('Henüz kişi eklenmedi')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diğer Hizmetler' })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 1_000 });
}

test('a mother in week 20 sees her week and the next visit before the games, and no placeholder lingers', async ({ page }) => {
  await motherInWeek(page, 20, 'Selin Hafta');
  await expect(page.getByTestId('stage-week')).toContainText('20. hafta');
  await expectNoSkeletonAfterData(page);
  // no hospital bag yet; the announcement waits below the games until near term
  expect(await cardOrder(page)).toEqual(['stage-week', 'stage-care', 'stage-checklist', 'games', 'stage-announcement']);
  await expect(page.getByTestId('stage-care')).toContainText(/Sıradaki kontrol|Zamanı gelen kontrol/);
  // each service tile has its icon and one line
  const tile = page.getByRole('link', { name: /Bebek Odası Dekorasyonu/ });
  await expect(tile).toContainText('🛏️');
  await expect(tile).toContainText('Bebek odanızı');
  await screenshot(page, 'dashboard-week-20');
});

test('a mother in week 35 sees the hospital bag with when to pack it, before the games', async ({ page }) => {
  await motherInWeek(page, 35, 'Nehir Hafta');
  await expect(page.getByTestId('stage-week')).toContainText('35. hafta');
  await expectNoSkeletonAfterData(page);
  expect(await cardOrder(page)).toEqual(['stage-week', 'stage-care', 'stage-hospital-bag', 'stage-checklist', 'games', 'stage-announcement']);
  await expect(page.getByTestId('stage-hospital-bag')).toContainText('Çantayı hazırlama zamanı');
  await screenshot(page, 'dashboard-week-35');
});

test('a mother in week 37 has the birth announcement right after her week', async ({ page }) => {
  await motherInWeek(page, 37, 'Deniz Hafta');
  await expectNoSkeletonAfterData(page);
  expect(await cardOrder(page)).toEqual(['stage-week', 'stage-announcement', 'stage-care', 'stage-hospital-bag', 'stage-checklist', 'games']);
  await screenshot(page, 'dashboard-week-37');
});

test('after the birth, the dashboard offers no gender party, and still the services that help with a baby', async ({ page }) => {
  const mother = await createParent({ fullName: 'Aylin Doğdu' });
  const born = new Date(Date.now() - 20 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  const saved = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: born, babyBirthDate: born, babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    mother.token,
  );
  expect(saved.status).toBe(200);
  await signIn(page, mother);
  await expect(page.getByRole('heading', { name: 'Diğer Hizmetler' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hamile ve Yenidoğan Fotoğraf Çekimi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cinsiyet Partisi Organizasyonu' })).toHaveCount(0);
  await screenshot(page, 'dashboard-after-birth-services');
});
