import { expect, screenshot, test } from './support/fixtures';
import { createParent, signIn } from './support/stack';

/**
 * Issue 13: after a change, every screen that shows the changed data is fresh when the parent goes
 * back to it. The pregnancy page's recommendations and the checklist share one cached answer, so an
 * item ticked on the checklist leaves the recommendations without a reload.
 */
test('an item ticked on the checklist leaves the pregnancy page’s recommendations, reached without a reload', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Ebru Tan' });
  await signIn(page, parent);
  // a reload would clear this: everything below is in-app navigation
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  const toPregnancy = async () => {
    await page.getByRole('button', { name: 'Hamilelik' }).click();
    await page.getByRole('menuitem', { name: 'Hamilelik Takibi' }).click();
    await expect(page.getByRole('heading', { name: 'Önerilen İhtiyaçlar' })).toBeVisible();
  };
  const recommended = page.getByRole('list', { name: 'Önerilen ürünler' }).getByRole('listitem');

  await toPregnancy();
  await expect(recommended.first()).toBeVisible();
  // the item's name is its row's primary text (the category is the secondary one)
  const name = (await recommended.first().locator('.MuiListItemText-primary').innerText()).trim();
  expect(name.length).toBeGreaterThan(1);

  await page.getByRole('link', { name: 'İhtiyaç Listesine Git' }).click();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  let checkbox = page.getByRole('checkbox', { name, exact: true });
  if ((await checkbox.count()) === 0) {
    // a recommendation may come from the hospital-bag tab
    await page.getByRole('tab', { name: 'Doğum Çantası' }).click();
    checkbox = page.getByRole('checkbox', { name, exact: true });
  }
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();

  await toPregnancy();
  await expect(recommended.first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Önerilen ürünler' })).not.toContainText(name);
  await screenshot(page, 'freshness-01-recommendations-after-tick');
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
