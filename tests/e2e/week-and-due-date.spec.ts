/**
 * Issue 24 (items 4, 5), on a 360 px phone: the week page tells the mother about her own week
 * ('Bu hafta sizde', with its sources); baby info works the due date out from the last period or
 * an IVF transfer, shows it written out before saving, and the dashboard and the week page follow
 * it; a period date in the future is refused with the Turkish message and nothing is saved.
 */
import { DUE_DATE_MESSAGES, dueDateFromLastPeriod, dueDateFromTransfer, formatLongDateTr } from '@bebek/common/due-date';
import { todayIn } from '@bebek/common/pregnancy';
import { expect, screenshot, test } from './support/fixtures';
import { createParent, signIn } from './support/stack';

const DAY_MS = 86_400_000;
/** A calendar day `days` from today in Istanbul (negative: in the past). */
const fromToday = (days: number) => new Date(Date.parse(`${todayIn()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

test('the week page shows the mother her week: body, symptoms, when to call the doctor, and the sources', async ({ page }) => {
  // the week page's full-length photograph and its axe run take long on a loaded 2-core machine
  test.setTimeout(240_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Sena Yıldız' });
  await signIn(page, parent);
  await page.goto('/pregnancy');
  const section = page.getByRole('region', { name: 'Bu hafta sizde' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Vücudunuzda', level: 3 })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Sık görülen belirtiler', level: 3 })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Ne zaman doktorunuzu aramalısınız?', level: 3 })).toBeVisible();
  await expect(section.getByText(/Kaynaklar: T\.C\. Sağlık Bakanlığı/)).toBeVisible();

  // week 30: the baby's movements and preeclampsia's signs; week 5: one-sided pain, no movements yet
  const grid = page.getByRole('group', { name: 'Hafta seçimi' });
  const current = Number((await grid.locator('[aria-current="step"]').textContent())?.trim());
  // reading ahead (ADR 0063): the pager opens the next week, says how far it is, and comes back
  const pager = page.getByRole('navigation', { name: 'Haftalar arasında' });
  await expect(pager.getByTestId('week-from-now')).toHaveText('Bu hafta');
  if (current < 40) {
    await pager.getByRole('button', { name: `Sonraki hafta: ${current + 1}. hafta` }).click();
    await expect(page.getByRole('heading', { name: `${current + 1}. Hafta`, exact: true, level: 2 })).toBeVisible();
    await expect(section.getByText(`${current + 1}. hafta`, { exact: true })).toBeVisible();
    await expect(pager.getByTestId('week-from-now')).toHaveText('1 hafta sonra');
    // the grid keeps the spec's disabled later weeks; the one read ahead is shown pressed
    await expect(grid.getByRole('button', { name: `${current + 1}. hafta`, exact: true })).toBeDisabled();
    await expect(grid.getByRole('button', { name: `${current + 1}. hafta`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await pager.scrollIntoViewIfNeeded();
    await screenshot(page, 'week-00-read-ahead');
    await pager.getByRole('button', { name: `Bu haftaya dön: ${current}. hafta` }).click();
    await expect(pager.getByTestId('week-from-now')).toHaveText('Bu hafta');
  }
  if (current >= 30) {
    await grid.getByRole('button', { name: '30. hafta', exact: true }).click();
    await expect(section.getByText('30. hafta', { exact: true })).toBeVisible();
    await expect(section.getByText(/hareketleri azaldı/)).toBeVisible();
    await expect(section.getByText(/preeklampsi/)).toBeVisible();
  }
  if (current >= 25) {
    // from week 24 (NHS, HSE): the movements; every week: fever and burning urine
    await grid.getByRole('button', { name: '25. hafta', exact: true }).click();
    await expect(section.getByText('25. hafta', { exact: true })).toBeVisible();
    await expect(section.getByText(/hareketleri azaldı/)).toBeVisible();
    await expect(section.getByText(/idrarda yanma/)).toBeVisible();
  }
  await grid.getByRole('button', { name: '5. hafta', exact: true }).click();
  await expect(section.getByText('5. hafta', { exact: true })).toBeVisible();
  await expect(section.getByText(/tek taraflı/)).toBeVisible();
  await expect(section.getByText(/hareketleri azaldı/)).toHaveCount(0);
  // last, quietly, the way to the pause (ADR 0063)
  await expect(section.getByRole('link', { name: 'Takibe ara verebilirsiniz' })).toHaveAttribute('href', '/profile#takibe-ara-ver');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'week-01-bu-hafta-sizde');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('baby info works the due date out from the last period: shown before saving, then on the dashboard and the week page', async ({ page }) => {
  test.setTimeout(240_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Aylin Kara' });
  await signIn(page, parent);
  await page.goto('/baby-info');
  await page.getByRole('radio', { name: 'Son âdetimin ilk gününden hesapla' }).check();

  // a date in the future is refused, and nothing is saved
  const period = page.getByLabel('Son âdetinizin ilk günü');
  await period.fill(fromToday(3));
  await expect(page.getByText(DUE_DATE_MESSAGES.lastPeriodInFuture)).toBeVisible();
  await expect(page.getByText('Tahmini doğum tarihiniz')).toHaveCount(0);
  await screenshot(page, 'week-02-due-date-future-refused');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(DUE_DATE_MESSAGES.lastPeriodInFuture)).toBeVisible();
  await expect(page).toHaveURL(/\/baby-info$/);

  // ten weeks ago: the date 280 days later, written out, before saving
  const lastPeriod = fromToday(-70);
  const expected = dueDateFromLastPeriod(lastPeriod);
  if (!expected.ok) throw new Error(expected.message);
  await period.fill(lastPeriod);
  const result = page.getByRole('status').filter({ hasText: 'Tahmini doğum tarihiniz' });
  await expect(result).toContainText(formatLongDateTr(expected.expectedBirthDate));
  await screenshot(page, 'week-03-due-date-from-period');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Doğuma 210 gün kaldı')).toBeVisible();
  await expect(page.getByTestId('stage-week')).toContainText('10. hafta');
  await expect(page.getByTestId('stage-week')).toContainText('Boyu yaklaşık kestane kadar');
  await page.goto('/pregnancy');
  await expect(page.getByRole('heading', { name: '10. Hafta, 0 Gün', level: 1 })).toBeVisible();
  const [year, month, day] = expected.expectedBirthDate.split('-').map(Number);
  const months = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
  await expect(page.getByText(`${day} ${months[month! - 1]} ${year}`, { exact: true })).toBeVisible();
});

test('baby info works the due date out from an IVF transfer (day-5 and day-3 embryos)', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Deniz Acar' });
  await signIn(page, parent);
  await page.goto('/baby-info');
  await page.getByRole('radio', { name: 'Tüp bebek (embriyo) transfer tarihinden hesapla' }).check();
  const transfer = fromToday(-30);
  await page.getByLabel('Embriyo transfer tarihi').fill(transfer);
  const result = page.getByRole('status').filter({ hasText: 'Tahmini doğum tarihiniz' });
  const dayFive = dueDateFromTransfer(transfer, 5);
  const dayThree = dueDateFromTransfer(transfer, 3);
  if (!dayFive.ok || !dayThree.ok) throw new Error('the transfer date was refused');
  // a blastocyst is the default; a day-3 embryo is two days later
  await expect(result).toContainText(formatLongDateTr(dayFive.expectedBirthDate));
  await page.getByRole('radio', { name: '3. gün embriyosu' }).check();
  await expect(result).toContainText(formatLongDateTr(dayThree.expectedBirthDate));
  await screenshot(page, 'week-04-due-date-from-ivf');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/$/);
  // 30 days after a day-3 transfer: 14 + 3 + 30 = 47 days along, 233 days left
  await expect(page.getByText('Doğuma 233 gün kaldı')).toBeVisible();
});
