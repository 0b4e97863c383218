/**
 * What each first view ships stays within its budget: JS and CSS per route depend on the build
 * only, so they are checked on every `npm test` (the bench prints the same figures, bench/web-size.ts).
 */
import { expect, test } from '@playwright/test';
import { measureSizes } from '../../bench/lib/sizes';
import { APP_URL, apiPost, createParent } from './support/stack';

test('every first view ships within its size budget', async ({ browser }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Boyut Ölçer' });
  const game = (await apiPost('/api/protected/gender-games', { title: 'Boyut oyunu' }, parent.token)).body as { token: string };
  const { rows } = await measureSizes({
    browser,
    appUrl: APP_URL,
    gameToken: game.token,
    signIn: async (page) => {
      await page.goto(`${APP_URL}/auth`);
      await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
      await page.getByLabel('Email').fill(parent.email);
      await page.getByLabel('Şifre', { exact: true }).fill(parent.password);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.waitForURL(`${APP_URL}/`);
      // as the bench does: the login's own toast ('Giriş başarılı') is shown on this landing, not on the
      // measured first view (a busy machine could otherwise measure notistack's chunk with it)
      await page.getByRole('heading', { name: /Merhaba/ }).waitFor();
    },
    dashboardReady: (page) => page.getByRole('heading', { name: /Merhaba/ }).waitFor(),
  });
  const overBudget = rows.filter((row) => row.pass === false).map((row) => `${row.name}: ${row.value} ${row.unit}, budget ${row.budget}`);
  expect(overBudget).toEqual([]);
  expect(rows.filter((row) => row.pass === true).length).toBe(7);
});
