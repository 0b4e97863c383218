import { expect, test } from './support/fixtures';
import { apiPost, createParent, signIn } from './support/stack';

/** A token whose lifetime is over, as the browser would hold it after an hour away. */
const EXPIRED_TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 1_000_000 })).toString('base64url')}.`;

test('a parent stays signed in past the token’s lifetime, and a logout on another device signs this one out', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Sevgi Uzun' });
  await signIn(page, parent);
  await expect(page.getByRole('heading', { name: 'Merhaba Sevgi!' })).toBeVisible();

  // An hour later: the stored token has expired; the page renews it from the session cookie, unnoticed.
  await page.evaluate((token) => localStorage.setItem('authToken', token), EXPIRED_TOKEN);
  const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.reload();
  expect((await renewal).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Merhaba Sevgi!' })).toBeVisible();
  const renewed = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(renewed).not.toBe(EXPIRED_TOKEN);
  expect(renewed?.split('.')).toHaveLength(3);

  // The parent logs out on the family tablet (another session of the same account): this phone is signed out too.
  const tablet = await apiPost('/api/auth/login', { email: parent.email, password: parent.password });
  expect((await apiPost('/api/auth/logout', {}, (tablet.body as { token: string }).token)).status).toBe(200);
  await page.goto('/checklist');
  await page.waitForURL('**/auth');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
