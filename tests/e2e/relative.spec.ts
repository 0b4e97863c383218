import type { Locator } from '@playwright/test';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, apiPost, createParent, freshContext, signIn, uniqueEmail } from './support/stack';

/**
 * The grandmother with the WhatsApp link (issue 24, point 2; ADR 0027), on a 360 px phone: the
 * guest form first, her own answer on the profile afterwards, a calm closed game, the spec's guest
 * message, the leaderboard that fits, the paused page that leads nowhere unavailable.
 */

interface CreatedGame {
  id: string;
  token: string;
}

async function createGame(segment: string, title: string, token: string): Promise<CreatedGame> {
  const created = await apiPost(`/api/protected/${segment}`, { title }, token);
  expect(created.status).toBe(201);
  return created.body as CreatedGame;
}

async function patchGame(segment: string, gameId: string, body: unknown, token: string): Promise<void> {
  const response = await fetch(`${APP_URL}/api/protected/${segment}/${gameId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Whether two boxes share any pixel. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the grandmother answers from the general link and sees her own guess on the profile; another relative does not', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  const gender = await createGame('gender-games', 'Kız mı erkek mi?', owner.token);
  await createGame('name-games', 'İsim önerileri', owner.token);

  const grandmaContext = await freshContext(browser);
  const grandma = await grandmaContext.newPage();
  await grandma.goto(`/game/${gender.token}`);
  // the guest form first; the account card folded under it
  const guestHeading = grandma.getByRole('heading', { name: 'Misafir olarak katılın' });
  const fold = grandma.getByText('Hesabınız var mı? Hesabınızla katılın');
  await expect(guestHeading).toBeVisible();
  await expect(grandma.getByLabel('Hesap email')).toBeHidden();
  expect((await guestHeading.boundingBox())!.y).toBeLessThan((await fold.boundingBox())!.y);
  await screenshot(grandma, 'relative-01-general-link');

  // the folded sign-in asks only for a password (part 2 §5), and its toast stays under the top bar
  await fold.click();
  await grandma.getByLabel('Hesap email').fill(uniqueEmail('yok'));
  await grandma.getByLabel('Hesap şifresi').fill('abc');
  await grandma.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(grandma.getByText('Şifre en az 6 karakter olmalıdır')).toHaveCount(0);
  const toast = grandma.locator('.notistack-Snackbar', { hasText: 'Giriş hatası' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Email veya şifre hatalı');
  const bar = (await grandma.getByRole('banner').boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await screenshot(grandma, 'relative-02-sign-in-toast');

  await grandma.getByLabel('Adınız').fill('Hatice Nine');
  await grandma.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nine'));
  await grandma.getByLabel('Telefon').fill('0533 222 33 44');
  // the choice made is plain to see: pressed, in the app's pink, not a light grey
  const girl = grandma.getByRole('button', { name: /Kız/ });
  await girl.click();
  await expect(girl).toHaveAttribute('aria-pressed', 'true');
  await expect(girl).toHaveCSS('background-color', 'rgb(194, 24, 91)');
  await expect(grandma.getByRole('button', { name: /Erkek/ })).not.toHaveCSS('background-color', 'rgb(194, 24, 91)');
  await screenshot(grandma, 'relative-02b-choice-made');
  await grandma.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(grandma.getByText(/Teşekkürler!/)).toBeVisible();
  // the spec's 2-second move to the owner's profile stays
  await grandma.waitForURL(new RegExp(`/profile/${owner.id}$`));
  // the profile's own chunk loads on arrival: slow on a busy machine
  await expect(grandma.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible({ timeout: 60_000 });
  const genderCard = grandma.locator('.MuiCard-root', { has: grandma.getByRole('heading', { name: 'Kız mı erkek mi?' }) });
  await expect(genderCard.getByText('Tahmininiz kaydedildi: Kız')).toBeVisible();
  await expect(genderCard.getByText('Katıldınız')).toBeVisible();
  await expect(genderCard.getByRole('link', { name: 'Oyuna Katıl' })).toHaveCount(0);
  // the game she has not played still invites her
  const nameCard = grandma.locator('.MuiCard-root', { has: grandma.getByRole('heading', { name: 'İsim önerileri' }) });
  await expect(nameCard.getByRole('link', { name: 'İsim Öner' })).toBeVisible();
  await screenshot(grandma, 'relative-03-profile-own-guess');

  // the empty guest name form names the spec's guest message, not the signed-in 'Eksik bilgi'
  await nameCard.getByRole('link', { name: 'İsim Öner' }).click();
  await grandma.getByRole('button', { name: 'Önerileri Gönder' }).click();
  await expect(grandma.getByText('Lütfen ad, email ve telefon bilgilerini doldurun')).toBeVisible();
  await expect(grandma.getByText('Eksik bilgi')).toHaveCount(0);
  await screenshot(grandma, 'relative-04-guest-name-message');

  // Later, the link opened again in a new tab (as WhatsApp opens links): the device remembers her guess
  // (ADR 0061), and the next relative on the same phone can answer as herself.
  const nextTab = await grandmaContext.newPage();
  await nextTab.goto(`/profile/${owner.id}`);
  const laterCard = nextTab.locator('.MuiCard-root', { has: nextTab.getByRole('heading', { name: 'Kız mı erkek mi?' }) });
  await expect(laterCard.getByText('Tahmininiz kaydedildi: Kız')).toBeVisible({ timeout: 60_000 });
  await expect(laterCard.getByRole('link', { name: 'Oyuna Katıl' })).toHaveCount(0);
  await laterCard.getByRole('link', { name: 'Başka biri olarak katıl' }).click();
  await expect(nextTab.getByText('Bu cihazdan Hatice Nine olarak katıldınız. Tahmininiz kaydedildi: Kız')).toBeVisible();
  await nextTab.getByRole('button', { name: 'Başka biri olarak katıl' }).click();
  await expect(nextTab.getByLabel('Adınız')).toHaveValue('');
  await expect(nextTab.getByRole('button', { name: 'Tahmini Gönder' })).toBeVisible();

  // Another relative in her own browser: the invitation, not the grandmother's guess.
  const auntContext = await freshContext(browser);
  const aunt = await auntContext.newPage();
  await aunt.goto(`/profile/${owner.id}`);
  await expect(aunt.getByRole('link', { name: 'Oyuna Katıl' })).toBeVisible({ timeout: 60_000 });
  await expect(aunt.getByText(/Tahmininiz kaydedildi|Katıldınız/)).toHaveCount(0);
  await expect(aunt.locator('body')).not.toContainText('Hatice');
  await screenshot(aunt, 'relative-05-other-relative-profile');

  await grandmaContext.close();
  await auntContext.close();
});

test("the grandmother suggests a boy's name when the family knows it is a boy: the fields marked before she fails, her answer remembered", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  // the parents know it is a boy and run no gender game
  const known = await apiPost('/api/protected/baby-info', { expectedBirthDate: '2027-03-01', babyGender: 'erkek' }, owner.token);
  expect(known.status).toBe(200);
  const names = await createGame('name-games', 'Oğlumuza isim', owner.token);

  const context = await freshContext(browser);
  const grandma = await context.newPage();
  await grandma.goto(`/game/${names.token}`);
  // what is required is marked before she sends anything, and why the e-mail and phone are asked
  for (const label of ['Adınız', 'Email', 'Telefon']) await expect(grandma.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required', '');
  await expect(grandma.locator('.MuiFormLabel-asterisk')).toHaveCount(3);
  await expect(grandma.getByText('Sonucu size bildirmek için')).toHaveCount(2);
  // only boys' names are asked
  await expect(grandma.getByText('Bebeğin erkek olduğu biliniyor: erkek isimleri önerin.')).toBeVisible();
  await expect(grandma.getByLabel('Kız ismi 1', { exact: true })).toHaveCount(0);
  await screenshot(grandma, 'relative-09-known-boy-form');

  await grandma.getByLabel('Adınız').fill('Fatma Nine');
  await grandma.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('fatma'));
  await grandma.getByLabel('Telefon').fill('0533 222 33 44');
  await grandma.getByLabel('Erkek ismi 1', { exact: true }).fill('Ali Rıza');
  await grandma.getByRole('button', { name: 'Önerileri Gönder' }).click();
  await expect(grandma.getByText(/Teşekkürler!/)).toBeVisible();
  await grandma.waitForURL(new RegExp(`/profile/${owner.id}$`));
  const card = grandma.locator('.MuiCard-root', { has: grandma.getByRole('heading', { name: 'Oğlumuza isim' }) });
  await expect(card.getByText('Önerileriniz kaydedildi: Erkek: Ali Rıza')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('link', { name: 'İsim Öner' })).toHaveCount(0);
  await screenshot(grandma, 'relative-10-profile-after-names');

  // a visit later, from the WhatsApp link again: her suggestion, not an empty form
  const later = await context.newPage();
  await later.goto(`/game/${names.token}`);
  await expect(later.getByText('Bu cihazdan Fatma Nine olarak katıldınız. Önerileriniz kaydedildi: Erkek: Ali Rıza')).toBeVisible();
  await expect(later.getByRole('button', { name: 'Önerileri Gönder' })).toHaveCount(0);
  await screenshot(later, 'relative-11-link-remembers');

  // the parents have her suggestion, saved
  const view = await fetch(`${APP_URL}/api/name-games/${names.token}`, { headers: { authorization: `Bearer ${owner.token}` } });
  const participants = ((await view.json()) as { game: { participants: Array<{ name: string; boyNames: string[]; girlNames: string[] }> } }).game.participants;
  expect(participants.map((participant) => [participant.name, participant.boyNames, participant.girlNames])).toEqual([['Fatma Nine', ['Ali Rıza'], []]]);
  await context.close();
});

test('a game closed while her form is open shows a calm closed state, not an error over the form', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Selin Er' });
  const game = await createGame('birth-date-games', 'Ne zaman doğacak?', owner.token);
  const context = await freshContext(browser);
  const grandma = await context.newPage();
  await grandma.goto(`/birth-date-games/${game.token}`);
  await grandma.getByLabel('Adınız').fill('Hatice Nine');
  await grandma.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nine'));
  await grandma.getByLabel('Telefon').fill('0533 222 33 44');
  await grandma.getByLabel('Doğum tarihi tahmininiz').fill('2027-03-01');
  await patchGame('birth-date-games', game.id, { closed: true }, owner.token);
  await grandma.getByRole('button', { name: 'Tahmini Gönder' }).click();
  const closed = grandma.getByRole('region', { name: 'Tahminler kapandı' });
  await expect(closed).toBeVisible();
  await expect(closed).toContainText('Sonuç henüz açıklanmadı');
  await expect(grandma.getByRole('button', { name: 'Tahmini Gönder' })).toHaveCount(0);
  await expect(grandma.getByText('Hata', { exact: true })).toHaveCount(0);
  await screenshot(grandma, 'relative-06-closed-calm');
  // opened again, the same calm state
  await grandma.reload();
  await expect(grandma.getByRole('region', { name: 'Tahminler kapandı' })).toBeVisible();
  await context.close();
});

test('the leaderboard fits a 360 px phone: the details never run under the points', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Deniz Ak' });
  const gender = await createGame('gender-games', 'Kız mı erkek mi?', owner.token);
  const dates = await createGame('birth-date-games', 'Ne zaman doğacak?', owner.token);
  const email = uniqueEmail('nine');
  const guest = { name: 'Hatice Nine Yılmazoğlu', email, phone: '0533 222 33 44' };
  expect((await apiPost(`/api/gender-games/${gender.id}/participate-guest`, { ...guest, prediction: 'girl' })).status).toBe(201);
  expect((await apiPost(`/api/birth-date-games/${dates.id}/participate`, { ...guest, predictedDate: '2027-02-25' })).status).toBe(201);
  const saved = await apiPost(
    '/api/protected/birth-notification',
    { contacts: [{ name: 'Anneanne', phone: '0536 111 22 33' }], actualBirthDate: '2027-02-27' },
    owner.token,
  );
  expect(saved.status).toBe(200);
  expect((await apiPost(`/api/protected/birth-date-games/${dates.id}/publish`, {}, owner.token)).status).toBe(200);

  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(`/birth-date-result?token=${dates.token}`);
  const board = page.getByRole('region', { name: 'Tahmin Şampiyonu' });
  await expect(board).toBeVisible();
  const row = board.getByRole('listitem').first();
  await expect(row).toContainText('2 gün farkla');
  const details = row.getByText(/gün farkla/);
  const points = row.getByText(/\d+ puan/);
  await expect(points).toBeVisible();
  expect(await overlap(details, points), 'the details and the points share pixels').toBe(false);
  expect(await overlap(row.getByText(/^1\. /), points), 'the name and the points share pixels').toBe(false);
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await board.scrollIntoViewIfNeeded();
  await screenshot(page, 'relative-07-leaderboard-360');
  await context.close();
});

test('a paused parent’s game link leads nowhere unavailable', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Nur Demir' });
  const game = await createGame('gender-games', 'Kız mı erkek mi?', owner.token);
  expect((await apiPost('/api/protected/pregnancy/pause', {}, owner.token)).status).toBe(200);
  const context = await freshContext(browser);
  const visitor = await context.newPage();
  await visitor.goto(`/game/${game.token}`);
  await expect(visitor.getByRole('heading', { name: PAGE_UNAVAILABLE })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Profil' })).toHaveCount(0);
  // every link left leads to a page that is there
  const hrefs = await visitor.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')));
  expect(hrefs).toEqual(['/']);
  await screenshot(visitor, 'relative-08-paused');
  await visitor.getByRole('link').first().click();
  await expect(visitor.getByRole('heading', { name: PAGE_UNAVAILABLE })).toHaveCount(0);
  await context.close();
});

test('the birth pool on a 360 px phone: the optional time, weight and length, and the closest of each on the result', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await createParent({ babyInfo: true, fullName: 'Aylin Su' });
  const dates = await createGame('birth-date-games', 'Ne zaman doğacak?', owner.token);
  // another relative guessed the day alone
  const aunt = { name: 'Ayşe Hala', email: uniqueEmail('hala'), phone: '0533 444 55 66' };
  expect((await apiPost(`/api/birth-date-games/${dates.id}/participate`, { ...aunt, predictedDate: '2027-02-26' })).status).toBe(201);

  const context = await freshContext(browser);
  const grandma = await context.newPage();
  await grandma.goto(`/birth-date-games/${dates.token}`);
  await grandma.getByLabel('Adınız').fill('Hatice Nine');
  await grandma.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nine'));
  await grandma.getByLabel('Telefon').fill('0533 222 33 44');
  await grandma.getByLabel('Doğum tarihi tahmininiz').fill('2027-02-27');
  // the optional guesses are folded behind a button, their fields loaded when it is pressed
  await expect(grandma.getByLabel('Kilo tahmininiz (kg)')).toHaveCount(0);
  await grandma.getByRole('button', { name: 'Saat, kilo ve boy da tahmin et (isteğe bağlı)' }).click();
  await grandma.getByLabel('Doğum saati tahmininiz').fill('09:30');
  await grandma.getByLabel('Kilo tahmininiz (kg)').fill('9,5');
  await grandma.getByLabel('Boy tahmininiz (cm)').fill('51');
  await grandma.getByRole('button', { name: 'Tahmini Gönder' }).click();
  // out of bounds: said in Turkish, nothing sent
  await expect(grandma.getByRole('alert').filter({ hasText: 'Kilo tahmini 0,5 ile 6 kg arasında olmalıdır' })).toBeVisible();
  expect(await grandma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(grandma, 'relative-09-birth-pool-form');
  await grandma.getByLabel('Kilo tahmininiz (kg)').fill('3,4');
  await grandma.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(grandma.getByText(/Teşekkürler!/)).toBeVisible();
  await context.close();

  // the owner sees the guesses under the day
  const ownerContext = await freshContext(browser);
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto('/birth-date-game');
  await expect(ownerPage.getByText('saat 09:30 · 3,4 kg · 51 cm')).toBeVisible({ timeout: 60_000 });
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(ownerPage, 'relative-10-birth-pool-owner');
  await ownerContext.close();

  // the parent enters the real ones with the announcement, then publishes
  const saved = await apiPost(
    '/api/protected/birth-notification',
    { contacts: [{ name: 'Anneanne', phone: '0536 111 22 33' }], actualBirthDate: '2027-02-27', birthTime: '08:45', weightGrams: 3250, lengthCm: 50 },
    owner.token,
  );
  expect(saved.status).toBe(200);
  expect((await apiPost(`/api/protected/birth-date-games/${dates.id}/publish`, {}, owner.token)).status).toBe(200);

  const viewer = await freshContext(browser);
  const page = await viewer.newPage();
  await page.goto(`/birth-date-result?token=${dates.token}`);
  const pool = page.getByRole('region', { name: 'Doğum Havuzu' });
  await expect(pool).toBeVisible();
  const closest = pool.getByRole('list', { name: 'En yakın tahminler' });
  await expect(closest.getByRole('listitem').nth(0)).toContainText('Hatice Nine (27 Şubat 2027, tam isabet)');
  await expect(closest.getByRole('listitem').nth(1)).toContainText('Saat: 08:45');
  await expect(closest.getByRole('listitem').nth(1)).toContainText('Hatice Nine (09:30, 45 dakika fark)');
  await expect(closest.getByRole('listitem').nth(2)).toContainText('Kilo: 3,25 kg');
  await expect(closest.getByRole('listitem').nth(2)).toContainText('Hatice Nine (3,4 kg, 150 g fark)');
  await expect(closest.getByRole('listitem').nth(3)).toContainText('Hatice Nine (51 cm, 1 cm fark)');
  const ranking = pool.getByRole('list', { name: 'Havuz puanları sıralaması' });
  // 45 minutes (296) + 150 g (87) + 1 cm (88); the aunt: noon of the day before, 20 h 45 min off (196)
  await expect(ranking.getByRole('listitem').nth(0)).toContainText('1. Hatice Nine');
  await expect(ranking.getByRole('listitem').nth(0)).toContainText('471 puan');
  await expect(ranking.getByRole('listitem').nth(1)).toContainText('2. Ayşe Hala');
  await expect(ranking.getByRole('listitem').nth(1)).toContainText('196 puan');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await pool.scrollIntoViewIfNeeded();
  await screenshot(page, 'relative-11-birth-pool-result');
  await viewer.close();
});
