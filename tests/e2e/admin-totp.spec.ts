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

/**
 * The operator who lost the phone, at 2 a.m.: a super_admin resets their second factor from the
 * Yöneticiler tab, and the password alone lets them back in to set it up again. The operator's own
 * session cannot move the factor to another device.
 */
test('a super_admin resets the second factor of an operator who lost the phone', async ({ page }) => {
  const superToken = ((await apiPost('/api/admin/login', { username: 'admin', password: 'DemoAdmin2025' })).body as { token: string }).token;
  const username = `kayip${Date.now().toString(36)}`;
  const password = 'Kayip-Telefon-42';
  expect(
    (await apiPost('/api/admin/create-admin', { username, password, fullName: 'Kayıp Telefon', email: uniqueEmail('kayip'), role: 'admin' }, superToken))
      .status,
  ).toBe(201);
  const operatorToken = ((await apiPost('/api/admin/login', { username, password })).body as { token: string }).token;
  const { secret } = (await apiPost('/api/admin/totp/setup', {}, operatorToken)).body as { secret: string };
  expect((await apiPost('/api/admin/totp/enable', { code: codeAt(secret, Date.now()) }, operatorToken)).status).toBe(200);
  // a session of theirs (a stolen one, say) cannot enrol an authenticator of its own
  expect((await apiPost('/api/admin/totp/setup', {}, operatorToken)).status).toBe(409);

  await page.goto('/admin-login');
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('DemoAdmin2025');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
  await page.getByRole('tab', { name: 'Yöneticiler' }).click();
  const row = page.getByRole('table', { name: 'Yöneticiler' }).getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('cell', { name: 'Açık', exact: true })).toBeVisible();
  // the super_admin's own row offers nothing to change
  const ownRow = page.getByRole('table', { name: 'Yöneticiler' }).getByRole('row').filter({ hasText: 'admin@demo.bebek' });
  await expect(ownRow.getByRole('cell', { name: 'Siz', exact: true })).toBeVisible();
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await row.getByRole('button', { name: '2FA Sıfırla' }).click();
  const dialog = page.getByRole('dialog', { name: 'İki adımlı doğrulama sıfırlansın mı?' });
  await expect(dialog).toContainText(`${username} yalnızca şifresiyle girip`);
  await expectAccessible(page, 'totp reset confirmation');
  await screenshot(page, 'admin-totp-03-reset-confirm');
  await dialog.getByRole('button', { name: 'Sıfırla' }).click();
  await expect(page.getByText('İki adımlı doğrulama sıfırlandı').first()).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Kapalı', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: '2FA Sıfırla' })).toHaveCount(0);
  await screenshot(page, 'admin-totp-04-reset-done');
  await page.getByRole('tab', { name: 'İşlem Geçmişi' }).click();
  await expect(
    page.getByRole('table', { name: 'İşlem Geçmişi' }).getByRole('cell', { name: 'İki adımlı doğrulama sıfırlandı', exact: true }).first(),
  ).toBeVisible();

  // the operator's old session has ended; the password alone lets them in, to set the factor up again
  expect((await apiPost('/api/admin/totp/setup', {}, operatorToken)).status).toBe(401);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'İki Adımlı Doğrulama' })).toBeVisible();
});

/** A super_admin turns an operator off from the Yöneticiler tab (a laptop left open, say), then on again; the role switch asks first too. */
test('a super_admin deactivates an operator, whose session ends, then reactivates them and changes the role', async ({ page }) => {
  const superToken = ((await apiPost('/api/admin/login', { username: 'admin', password: 'DemoAdmin2025' })).body as { token: string }).token;
  const username = `pasif${Date.now().toString(36)}`;
  const password = 'Pasif-Operator-42';
  expect(
    (await apiPost('/api/admin/create-admin', { username, password, fullName: 'Pasif Operatör', email: uniqueEmail('pasif'), role: 'admin' }, superToken))
      .status,
  ).toBe(201);
  const operatorToken = ((await apiPost('/api/admin/login', { username, password })).body as { token: string }).token;

  await page.goto('/admin-login');
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('DemoAdmin2025');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('tab', { name: 'Yöneticiler' }).click();
  const row = page.getByRole('table', { name: 'Yöneticiler' }).getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: 'Pasifleştir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yönetici pasifleştirilsin mi?' });
  // 'Vazgeç' changes nothing
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row.getByRole('cell', { name: 'Aktif', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Pasifleştir' }).click();
  await dialog.getByRole('button', { name: 'Pasifleştir' }).click();
  await expect(row.getByRole('cell', { name: 'Pasif', exact: true })).toBeVisible();
  // the operator's open session is refused at once
  expect((await apiPost('/api/admin/totp/setup', {}, operatorToken)).status).toBe(401);
  expect((await apiPost('/api/admin/login', { username, password })).status).toBe(401);

  await row.getByRole('button', { name: 'Aktifleştir' }).click();
  await page.getByRole('dialog', { name: 'Yönetici aktifleştirilsin mi?' }).getByRole('button', { name: 'Aktifleştir' }).click();
  await expect(row.getByRole('cell', { name: 'Aktif', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Süper yönetici yap' }).click();
  await page.getByRole('dialog', { name: 'Rol değiştirilsin mi?' }).getByRole('button', { name: 'Süper yönetici yap' }).click();
  await expect(row.getByText('Süper yönetici', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Yönetici yap', exact: true })).toBeVisible();
  await screenshot(page, 'admin-totp-05-role-changed');
  expect((await apiPost('/api/admin/login', { username, password })).status).toBe(200);
});
