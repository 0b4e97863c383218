import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { createParent, inboxOf, signIn, sinkMessages, uniqueEmail } from './support/stack';

/**
 * A parent changes the sign-in e-mail (ADR 0016): the current password is asked, the new address
 * confirms from the link it was sent (read here from the local sink's page), the old address has
 * been told, and the parent signs in with the new address.
 */
test('a parent changes the e-mail with the password, confirms it from the new address, and the old address has the notice', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Seda Yılmaz' });
  const newEmail = uniqueEmail('seda-yeni');
  await signIn(page, parent);
  await page.goto('/profile');
  await expect(page.getByTestId('current-email')).toHaveText(parent.email);
  await page.getByRole('button', { name: 'E-postayı Değiştir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Yeni E-posta').fill(newEmail);
  await dialog.getByLabel('Mevcut Şifre').fill('yanlis-sifre');
  await dialog.getByRole('button', { name: 'Onay Bağlantısı Gönder' }).click();
  await expect(page.getByText(EMAIL_CHANGE.wrongPassword).first()).toBeVisible();
  await dialog.getByLabel('Mevcut Şifre').fill(parent.password);
  await expectAccessible(page, 'email change dialog');
  await screenshot(page, 'email-change-01-dialog');
  await dialog.getByRole('button', { name: 'Onay Bağlantısı Gönder' }).click();
  await expect(page.getByText(EMAIL_CHANGE.requested).first()).toBeVisible();
  await expect(page.getByText(`${newEmail} adresine onay bağlantısı gönderildi`)).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(parent.email);
  await screenshot(page, 'email-change-02-pending');

  // The new address's message, on the sink's page: its link opens the confirmation page.
  await expect.poll(async () => (await sinkMessages('sendgrid', newEmail)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await sinkMessages('sendgrid', newEmail);
  const token = /email-change\?action=confirm&token=([A-Za-z0-9_-]+)/.exec(String(confirmation?.text))![1]!;
  await page.goto(inboxOf(newEmail));
  await page.getByRole('link', { name: new RegExp(`action=confirm&token=${token}`) }).click();
  await expect(page.getByRole('heading', { name: 'Yeni E-posta Adresini Onayla' })).toBeVisible();
  await expectAccessible(page, 'email change confirmation');
  await page.getByRole('button', { name: 'E-postamı Onayla' }).click();
  await expect(page.getByText(EMAIL_CHANGE.confirmed)).toBeVisible();
  await screenshot(page, 'email-change-03-confirmed');

  // The old address was told when the change was asked for (with the undo link), and again when it happened.
  await expect
    .poll(async () => (await sinkMessages('sendgrid', parent.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['Güvenlik bildirimi: e-posta adresi değiştirme isteği', 'Güvenlik bildirimi: e-posta adresiniz değiştirildi']));
  await page.goto(inboxOf(parent.email));
  await expect(page.getByText('Güvenlik bildirimi: e-posta adresi değiştirme isteği').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /email-change\?action=undo/ }).first()).toBeVisible();
  await screenshot(page, 'email-change-04-old-address-notice');

  // The new address signs in; the old one no longer does.
  await signIn(page, { ...parent, email: newEmail });
  await page.goto('/profile');
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
});
