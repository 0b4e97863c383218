import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, createParent, freshContext, signIn, sinkMessages, uniqueEmail } from './support/stack';

/** The link a WhatsApp invite on the owner's screen carries: the text of its wa.me address ends with it. */
async function invitedLink(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name: `${name} kişisini WhatsApp ile davet et` }).getAttribute('href');
  const text = decodeURIComponent(new URL(href!).searchParams.get('text') ?? '');
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  expect(link, `the invite of ${name}`).toBeTruthy();
  return link!;
}

const unique = () => Math.random().toString().slice(2, 9);

test('a family plays: personal links, the general link adds a new participant, closing, the reveal reaches everyone, the leaderboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // verified: the result goes to Ali Dayı by SMS, and a parent's SMS wait for her verified address (ADR 0024)
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen', verified: true });
  await signIn(page, owner);

  // The owner creates a gender game and invites three people.
  await page.goto('/gender-game');
  await page.getByLabel('Oyun başlığı').fill('Kız mı erkek mi?');
  await page.getByLabel('Açıklama (isteğe bağlı)').fill('Tahminlerinizi bekliyoruz!');
  await page.getByRole('button', { name: 'Oyun Oluştur' }).click();
  await expect(page.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();
  const haticeMail = uniqueEmail('hatice');
  const ayseMail = uniqueEmail('ayse');
  const aliPhone = `0532${unique()}`;
  const invited = [
    { name: 'Hatice Teyze', email: haticeMail, phone: `0533${unique()}` },
    { name: 'Ali Dayı', email: '', phone: aliPhone },
    { name: 'Ayşe Hala', email: ayseMail, phone: '+49 1512 3456789' },
  ];
  await page.getByRole('button', { name: 'Katılımcı Ekle' }).click();
  const addForm = page.getByRole('form', { name: 'Katılımcı ekle' });
  for (const person of invited) {
    await addForm.getByLabel(/^İsim/).fill(person.name);
    if (person.email) await addForm.getByLabel(/^Email/).fill(person.email);
    await addForm.getByLabel(/^Telefon/).fill(person.phone);
    await addForm.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText(person.name, { exact: true })).toBeVisible();
  }
  // a relative in Germany keeps her country code in the invite
  const ayseInvite = await page.getByRole('link', { name: 'Ayşe Hala kişisini WhatsApp ile davet et' }).getAttribute('href');
  expect(ayseInvite).toMatch(/^https:\/\/wa\.me\/4915123456789\?text=/);
  await screenshot(page, 'family-01-owner-invites');
  const links = Object.fromEntries(await Promise.all(invited.map(async (person) => [person.name, await invitedLink(page, person.name)] as const)));
  for (const link of Object.values(links)) expect(link).toMatch(/\/gender-games\/[A-Za-z0-9_-]{24}\?davet=[A-Za-z0-9_-]{24}$/);

  // Each opens their own link and sees their own name.
  const family = await freshContext(browser);
  const relative = await family.newPage();
  for (const person of invited) {
    await relative.goto(links[person.name]!);
    await expect(relative.getByRole('heading', { name: `Merhaba ${person.name}!` })).toBeVisible();
    await expect(relative.getByLabel('Adınız')).toHaveValue(person.name);
    await expect(relative.getByLabel('Adınız')).toBeDisabled();
    // the open game invites them in the owner's words
    await expect(relative.getByText('Tahminlerinizi bekliyoruz!')).toBeVisible();
  }
  await screenshot(relative, 'family-02-personal-link');

  // A fourth opens the general link the owner copies: an empty form; she answers and is a new participant.
  const general = links['Hatice Teyze']!.replace(/\/gender-games\/([^?]+)\?.*$/, '/game/$1');
  const cousinContext = await freshContext(browser);
  const cousin = await cousinContext.newPage();
  await cousin.goto(general);
  await expect(cousin.getByRole('heading', { name: 'Misafir olarak katılın' })).toBeVisible();
  await expect(cousin.getByLabel('Adınız')).toHaveValue('');
  await screenshot(cousin, 'family-03-general-link');
  const cousinMail = uniqueEmail('kuzen');
  await cousin.getByLabel('Adınız').fill('Kuzen Selin');
  await cousin.getByRole('textbox', { name: 'Email', exact: true }).fill(cousinMail);
  await cousin.getByLabel('Telefon').fill('0535 123 45 67');
  await cousin.getByRole('button', { name: /Kız/ }).click();
  await cousin.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(cousin.getByText(/Teşekkürler!/)).toBeVisible();

  await page.reload();
  const list = page.getByRole('list', { name: 'Kız mı erkek mi? katılımcıları' });
  await expect(list.getByText('Kuzen Selin')).toBeVisible();
  await expect(list.getByText('Genel linkle yanıtladı')).toBeVisible();
  for (const person of invited) await expect(list.getByText(person.name, { exact: true })).toBeVisible();
  await expect(list.getByText('Bekleniyor')).toHaveCount(3);
  await screenshot(page, 'family-04-owner-sees-new-participant');

  // Hatice answers through her link; the owner sees through which.
  await relative.goto(links['Hatice Teyze']!);
  await relative.getByRole('button', { name: /Kız/ }).click();
  await relative.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(relative.getByText(/Teşekkürler!/)).toBeVisible();

  // Ali has his form open; the owner closes guessing; Ali's answer is refused.
  await relative.goto(links['Ali Dayı']!);
  await relative.getByRole('button', { name: /Erkek/ }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Tahminleri Kapat' }).click();
  await expect(page.getByText('Tahminler kapalı.', { exact: false })).toBeVisible();
  await relative.getByRole('button', { name: 'Tahmini Gönder' }).click();
  // the refusal turns the page into the calm closed state (ADR 0027), not an error over the form
  await expect(relative.getByRole('region', { name: 'Tahminler kapandı' })).toBeVisible();
  await expect(relative.getByRole('button', { name: 'Tahmini Gönder' })).toHaveCount(0);
  await relative.reload();
  await expect(relative.getByRole('region', { name: 'Tahminler kapandı' })).toContainText('Sonuç henüz açıklanmadı');
  // calm: the open game's 'Tahminlerinizi bekliyoruz!' is not left above 'Tahminler kapandı' (issue 35)
  await expect(relative.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();
  await expect(relative.getByText('Tahminlerinizi bekliyoruz!')).toHaveCount(0);
  await screenshot(relative, 'family-05-closed');

  // The owner publishes: everyone with an e-mail or phone gets the result link.
  await page.getByRole('button', { name: 'Sonucu Yayınla' }).click();
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await expect(page.getByText('Sonuç yayınlandı')).toBeVisible();
  await expect(list.getByText('Kişisel linkiyle yanıtladı')).toBeVisible();
  const resultPath = `/game-result?token=${general.split('/game/')[1]}`;
  for (const address of [haticeMail, ayseMail, cousinMail]) {
    await expect
      .poll(async () => (await sinkMessages('sendgrid', address)).map((mail) => String(mail.text)).join('\n'), { timeout: 15_000 })
      .toContain(resultPath);
  }
  await expect
    .poll(async () => (await sinkMessages('netgsm', aliPhone.slice(1))).map((sms) => String(sms.text)).join('\n'), { timeout: 15_000 })
    .toContain(resultPath);

  // The cousin opens the result: a neutral card until she scratches it.
  await cousin.goto(resultPath);
  await expect(cousin.getByRole('heading', { name: "Merve Şen'in Bebeği" })).toBeVisible();
  await expect(cousin.locator('main[data-revealed="false"]')).toHaveCSS('background-color', 'rgb(244, 241, 242)');
  await screenshot(cousin, 'family-06-reveal-neutral');
  await cousin.getByRole('button', { name: 'Sonucu Direkt Göster' }).click();
  await expect(cousin.locator('main[data-revealed="true"]')).toHaveCSS('background-color', 'rgb(252, 228, 236)');
  await expect(cousin.locator('canvas[data-confetti]')).toHaveCount(1);
  await screenshot(cousin, 'family-07-revealed');
  // no leaderboard before the birth is known
  await expect(cousin.getByRole('heading', { name: 'Tahmin Şampiyonu' })).toHaveCount(0);

  // The baby is born: the owner enters the birth details; the result page shows the family's champion.
  await page.goto('/birth-notification');
  await page.getByLabel('Doğum tarihi', { exact: true }).fill('2027-02-27');
  await page.getByLabel('1. kişi adı').fill('Anneanne');
  await page.getByLabel('Telefon').first().fill(`0536${unique()}`);
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  await cousin.reload();
  await cousin.getByRole('button', { name: 'Sonucu Direkt Göster' }).click();
  const board = cousin.getByRole('region', { name: 'Tahmin Şampiyonu' });
  await expect(board).toBeVisible();
  await expect(board.getByText('Ailenin tahmin şampiyonu:')).toBeVisible();
  // Hatice and the cousin both said girl (10 points each); the cousin answered first
  await expect(board.getByRole('listitem').first()).toContainText('1. Kuzen Selin');
  await expect(board.getByRole('listitem').nth(1)).toContainText('2. Hatice Teyze');
  await screenshot(cousin, 'family-08-leaderboard');

  await family.close();
  await cousinContext.close();
});

test('the reveal keeps still for someone who asked for less motion', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Deniz Ak' });
  const created = await fetch(`${APP_URL}/api/protected/gender-games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ title: 'Sakin açılış' }),
  });
  const game = (await created.json()) as { id: string; token: string };
  await fetch(`${APP_URL}/api/protected/gender-games/${game.id}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: '{}',
  });
  const context = await browser.newContext({ baseURL: APP_URL, locale: 'tr-TR', viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`/game-result?token=${game.token}`);
  await page.getByRole('button', { name: 'Sonucu Direkt Göster' }).click();
  await expect(page.getByRole('button', { name: 'Tüm Tahminleri Göster' })).toBeVisible();
  await expect(page.locator('canvas[data-confetti]')).toHaveCount(0);
  await context.close();
});

test('the spec’s smaller game texts: sign-in toasts on the game page, result pages that say which case they are in', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Selin Er' });
  const created = await fetch(`${APP_URL}/api/protected/name-games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ title: 'İsim bulalım' }),
  });
  const game = (await created.json()) as { token: string };
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(`/game/${game.token}`);
  await page.getByText('Hesabınız var mı? Hesabınızla katılın').click();
  await page.getByLabel('Hesap email').fill(uniqueEmail('yok'));
  await page.getByLabel('Hesap şifresi').fill('Yanlis-Sifre-1');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Giriş hatası')).toBeVisible();
  await page.goto(`/name-result?token=${game.token}`);
  await expect(page.getByRole('heading', { name: 'Sonuç henüz açıklanmadı' })).toBeVisible();
  await screenshot(page, 'family-09-not-revealed');
  await page.goto('/game-result?token=AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
  await page.goto('/birth-date-result');
  await expect(page.getByRole('heading', { name: 'Geçersiz link' })).toBeVisible();
  await context.close();
});
