import { EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import { SENDING } from '@bebek/common/schemas/sending-messages';
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, asWritten, createParent, inboxOf, sinkMessages, uniqueEmail, verificationLinks } from './support/stack';

/** A number of this run's own (0532 …). */
const uniqueMobile = () => `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const netgsmForm = (local: string) => local.replace(/\D/g, '').replace(/^0/, '');

/**
 * E-mail verification (ADR 0024) as the parent lives it: registration e-mails her a link; until she
 * opens it and presses 'E-postamı Doğrula', the dashboard says so, and the announcement's page says
 * that a press would be recorded and wait for her proof (ADR 0049; tests/e2e/announcement-proof.spec.ts
 * presses first). The link is read from the local mail sink's page, as she reads her inbox.
 */
test('a new parent registers, sees why her announcement waits, asks for the link again, verifies her address from the mail and announces', async ({ page }) => {
  // a whole journey (registration to the announcement's SMS) with six screens checked by axe: 1.5–2 minutes on a busy 2-core machine
  test.setTimeout(240_000);
  const email = uniqueEmail('dogrulama');
  const mobile = uniqueMobile();

  // Registration through the form, the walkthrough skipped (accounts.spec.ts goes through it), then the baby info.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Kayıt ol' }).click();
  await page.getByLabel('Ad Soyad').fill('Buse Doğan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Dogrula-Sifre-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.getByRole('button', { name: 'Atla' }).click();
  await page.getByLabel('Beklenen doğum tarihi').fill('2027-05-10');
  await page.getByLabel('Bebeğin adı').fill('Ela');
  await page.getByLabel('Hastane').fill('Şehir Hastanesi');
  await page.getByLabel('Doktor').fill('Dr. Kaya');
  await page.getByRole('button', { name: 'Kaydet' }).click();

  // The dashboard says the address is not verified yet, and what waits for it.
  await expect(page.getByRole('heading', { name: 'Merhaba Buse!' })).toBeVisible();
  const notice = page.getByTestId('email-verification-notice');
  await expect(notice).toContainText(EMAIL_VERIFICATION.notice);
  await expect(notice.getByRole('button', { name: EMAIL_VERIFICATION.resend })).toBeVisible();
  await screenshot(page, 'email-verification-01-dashboard-notice');

  // A mobile contact saved: she may press now, and the page says that it would wait for her proof (ADR 0049).
  await page.goto('/birth-notification');
  await page.getByLabel('1. kişi adı').fill('Anneanne');
  await page.getByLabel('Telefon').fill(mobile);
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeEnabled();
  await expect(notice).toContainText(SENDING.announcementBeforeProof);
  await screenshot(page, 'email-verification-02-announcement-waits');

  // The first mail is somewhere in her spam: she asks for the link again, from the notice.
  await notice.getByRole('button', { name: EMAIL_VERIFICATION.resend }).click();
  await expect(page.getByText(EMAIL_VERIFICATION.sent)).toBeVisible();
  const [, newest] = await verificationLinks(email, 2);
  const code = new URL(newest!).searchParams.get('oobCode')!;

  // Her inbox (the local mail sink's page): the newest mail's link opens the verification page.
  await page.goto(inboxOf(email));
  await expect(page.getByText('E-posta adresinizi doğrulayın').first()).toBeVisible();
  await screenshot(page, 'email-verification-03-inbox');
  await page.getByRole('link', { name: new RegExp(`verify-email\\?oobCode=${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByRole('heading', { name: 'E-posta Adresinizi Doğrulayın' })).toBeVisible();
  await screenshot(page, 'email-verification-04-verify-page');
  await page.getByRole('button', { name: 'E-postamı Doğrula' }).click();
  await expect(page.getByText(EMAIL_VERIFICATION.verified)).toBeVisible();
  await screenshot(page, 'email-verification-05-verified');

  // Back home: the notice is gone, and the announcement can go.
  await page.getByRole('link', { name: 'Ana sayfaya git' }).click();
  await expect(page.getByRole('heading', { name: 'Merhaba Buse!' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goto('/birth-notification');
  await expect(page.getByLabel('Telefon')).toHaveValue(asWritten(mobile));
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeEnabled();
  await expect(page.getByText(SENDING.announcementBeforeProof)).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
  await page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' }).getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('Bildirim 1 kişiye gönderildi.')).toBeVisible();
  await expect.poll(async () => (await sinkMessages('netgsm', netgsmForm(mobile))).length, { timeout: 20_000 }).toBe(1);
  await screenshot(page, 'email-verification-06-announced');
});

/**
 * The second person: a parent registered with an address she then changed (a typo, a shared family
 * mailbox). Whoever reads the old address later and opens the link it got verifies nothing: the link
 * was for an address that is no longer the account's.
 */
test('a verification link opened after the parent changed her address verifies nothing, and says so in Turkish', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Gizem Aksu' });
  const [oldLink] = await verificationLinks(parent.email);
  const newEmail = uniqueEmail('gizem-yeni');

  // The change, asked for with her password and confirmed from the new address's mail (email-change.spec.ts shows its screens).
  expect((await apiPost('/api/protected/profile/email', { newEmail, currentPassword: parent.password }, parent.token)).status).toBe(200);
  await expect.poll(async () => (await sinkMessages('sendgrid', newEmail)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await sinkMessages('sendgrid', newEmail);
  const token = /email-change\?action=confirm&token=([A-Za-z0-9_-]+)/.exec(String(confirmation?.text))![1]!;
  expect((await apiPost('/api/auth/email-change/confirm', { token })).status).toBe(200);

  // Someone at the old address opens its verification link, not signed in.
  await page.goto(oldLink!);
  await expect(page.getByRole('heading', { name: 'E-posta Adresinizi Doğrulayın' })).toBeVisible();
  await page.getByRole('button', { name: 'E-postamı Doğrula' }).click();
  await expect(page.getByText(EMAIL_VERIFICATION.addressChanged)).toBeVisible();
  await expect(page.getByText(EMAIL_VERIFICATION.verified)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Giriş sayfasına git' })).toBeVisible();
  await screenshot(page, 'email-verification-07-link-for-an-old-address');
});
