import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { apiPost, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1280, height: 900 } });

const codeAt = (secret: string, time: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: time });

/** An operator turns on the second factor from the panel (ADR 0016); the next login asks for the app's code. */
test('an operator enrols an authenticator from the panel and then logs in with its code', async ({ page }) => {
  const superLogin = await apiPost('/api/admin/login', { username: 'admin', password: 'DemoAdmin2025' });
  const username = `iki${Date.now().toString(36)}`;
  const created = await apiPost(
    '/api/admin/create-admin',
    { username, password: 'Iki-Adim-Sifre-42', fullName: 'İki Adım', email: uniqueEmail('ikiadim'), role: 'admin' },
    (superLogin.body as { token: string }).token,
  );
  expect(created.status).toBe(201);

  const login = async (code?: string) => {
    await page.goto('/admin-login');
    await page.getByLabel('Kullanıcı adı').fill(username);
    await page.getByLabel('Şifre').fill('Iki-Adim-Sifre-42');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    if (code) {
      await expect(page.getByLabel('Doğrulama kodu')).toBeVisible();
      await page.getByLabel('Doğrulama kodu').fill(code);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
  };
  await login();
  await page.getByRole('button', { name: 'İki Adımlı Doğrulama' }).click();
  await page.getByRole('button', { name: 'Kurulumu Başlat' }).click();
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kod' })).toBeVisible();
  await expectAccessible(page, 'totp enrolment');
  await screenshot(page, 'admin-totp-01-qr');
  const secret = (await page.locator('code').textContent())!.trim();
  await page.getByLabel('Doğrulama kodu').fill('000000');
  await page.getByRole('button', { name: 'Doğrula ve Aç' }).click();
  await expect(page.getByText('Doğrulama kodu hatalı veya süresi geçmiş.')).toBeVisible();
  await page.getByLabel('Doğrulama kodu').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Doğrula ve Aç' }).click();
  await expect(page.getByText('İki adımlı doğrulama açıldı').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'İki Adımlı Doğrulama' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);

  // The password alone is no longer enough: the panel asks for the code, then lets the operator in.
  await login(codeAt(secret, Date.now() + 30_000));
  await screenshot(page, 'admin-totp-02-in');
});
