import { LOGIN_LINK } from '@bebek/common/schemas/login-link';
import { VALIDATION } from '@bebek/common/schemas/messages';
import { expect, screenshot, test } from './support/fixtures';
import { apiPostFrom, createParent, inboxOf, sinkMessages } from './support/stack';

const SUBJECT = 'Bebek Yolculuğu giriş bağlantınız';

/**
 * The e-mailed sign-in link (issue 33 point 4), at 360 px: the mother asks for it on the login card,
 * opens it from her inbox (the local mail sink's page), presses 'Giriş yap' and is on her dashboard.
 * Opening the link uses nothing: only the press does, so a mail scanner's fetch cannot use it up.
 */
test('a mother asks for a sign-in link on the login card, opens it from the mail and lands on her dashboard', async ({ page }) => {
  const mother = await createParent({ babyInfo: true, fullName: 'Ayşe Yılmaz' });
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));

  // without an address the field says what is missing, and nothing is sent
  await page.getByRole('button', { name: LOGIN_LINK.send }).click();
  await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
  await page.getByLabel('Email').fill(mother.email);
  await page.getByRole('button', { name: LOGIN_LINK.send }).click();
  await expect(page.getByText(LOGIN_LINK.sent)).toBeVisible();
  await screenshot(page, 'login-link-01-sent');

  // her inbox: registration's verification mail and the sign-in link she asked for
  await expect.poll(async () => (await sinkMessages('sendgrid', mother.email)).filter((mail) => mail.subject === SUBJECT).length, { timeout: 15_000 }).toBe(1);
  await page.goto(inboxOf(mother.email));
  const link = page.getByRole('link', { name: /login-link\?token=/ }).first();
  const address = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.getByRole('heading', { name: 'Giriş Bağlantısı' })).toBeVisible();
  await screenshot(page, 'login-link-02-page');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Merhaba Ayşe!' })).toBeVisible();
  await expect(page.getByText('Giriş başarılı!')).toBeVisible();
  await screenshot(page, 'login-link-03-dashboard');

  // the link worked once: opened again, its press says so in Turkish
  await page.goto(address);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByText(LOGIN_LINK.used)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toHaveCount(0);
  await screenshot(page, 'login-link-04-used');
  await page.getByRole('link', { name: 'Giriş sayfasına dön' }).click();
  await expect(page).toHaveURL(/\/(auth)?$/);
});

/**
 * The mother whose account is being guessed at: the wrong passwords of someone else have locked the
 * login (429) even for her right password on a device the account does not know (a borrowed phone at
 * the hospital); the card then offers the sign-in link at once, and it gets her in.
 */
test('when the login answers 429 to her right password, the card offers the sign-in link and it gets her in', async ({ page }) => {
  test.setTimeout(120_000);
  const mother = await createParent({ babyInfo: true, fullName: 'Derya Kaplan' });
  // someone guesses at her account from eleven addresses, ten wrong passwords from each (the most one
  // source may try, ADR 0053): 110 lock the account everywhere but her own known device (100 an hour, issue 8)
  const randomAddress = () => `127.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  for (let source = 0; source < 11; source += 1) {
    const guesser = randomAddress();
    await Promise.all(
      Array.from({ length: 10 }, (_, attempt) => apiPostFrom(guesser, '/api/auth/login', { email: mother.email, password: `yanlis-${source}-${attempt}` })),
    );
  }

  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
  await page.getByLabel('Email').fill(mother.email);
  await page.getByLabel('Şifre', { exact: true }).fill(mother.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText(LOGIN_LINK.locked)).toBeVisible();
  await screenshot(page, 'login-link-05-locked');
  await page.getByRole('button', { name: LOGIN_LINK.send }).click();
  await expect(page.getByText(LOGIN_LINK.sent)).toBeVisible();

  await expect.poll(async () => (await sinkMessages('sendgrid', mother.email)).filter((mail) => mail.subject === SUBJECT).length, { timeout: 15_000 }).toBe(1);
  await page.goto(inboxOf(mother.email));
  await page
    .getByRole('link', { name: /login-link\?token=/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Merhaba Derya!' })).toBeVisible();
});
