import type { Game } from '@bebek/common/types';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, apiPost, createParent, freshContext, signIn, uniqueEmail } from './support/stack';

async function games(token: string, segment: string): Promise<Game[]> {
  const response = await fetch(`${APP_URL}/api/protected/${segment}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { games: Game[] }).games;
}

/** A game the owner made through the api, with the participant she added ('Teyze'), as the first journey makes them in the browser. */
async function gameOf(owner: { token: string }, segment: 'gender-games' | 'name-games' | 'birth-date-games', title: string): Promise<Game> {
  const created = await apiPost(`/api/protected/${segment}`, { title }, owner.token);
  if (created.status !== 201) throw new Error(`creating a game: ${created.status} ${JSON.stringify(created.body)}`);
  const game = created.body as Game;
  const added = await apiPost(`/api/protected/${segment}/${game.id}/participants`, { name: 'Teyze', email: '', phone: '0532 765 43 21' }, owner.token);
  if (added.status !== 201) throw new Error(`adding a participant: ${added.status} ${JSON.stringify(added.body)}`);
  return game;
}

/** An answer given on the game's page, through the api (the browser journey of it is the guest's, below). */
async function answered(path: string, body: Record<string, unknown>): Promise<void> {
  const answer = await apiPost(path, { email: uniqueEmail('yanit'), phone: '0533 111 22 33', ...body });
  if (answer.status !== 201) throw new Error(`answering ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

// The three games as four journeys, each from a start of its own (the owner and her games made
// through the api where the journey's subject is not making them), so that each fits its time when
// two run side by side (ADR 0037).

test('an owner makes one game of each kind, the title required, each with a participant she adds', async ({ page }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  await signIn(page, owner);

  for (const [path, title] of [
    ['/gender-game', 'Kız mı erkek mi?'],
    ['/name-game', 'İsim önerileri'],
    ['/birth-date-game', 'Ne zaman doğacak?'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Oyun Oluştur' }).click();
    await expect(page.getByText('Oyun başlığı gereklidir')).toBeVisible();
    await page.getByLabel('Oyun başlığı').fill(title);
    await page.getByRole('button', { name: 'Oyun Oluştur' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Katılımcı Ekle' }).first().click();
    const addForm = page.getByRole('form', { name: 'Katılımcı ekle' });
    await addForm.getByLabel(/^İsim/).fill('Teyze');
    await addForm.getByLabel(/^Telefon/).fill('0532 765 43 21');
    // the server's answer awaited as she would (on a loaded machine it can take longer than an assertion's wait), and
    // checked; when a tap sent nothing (once in a full run on a loaded machine, the form still opening), she taps again
    await expect(async () => {
      const added = page.waitForResponse((response) => response.request().method() === 'POST' && /\/participants$/.test(new URL(response.url()).pathname), {
        timeout: 20_000,
      });
      await addForm.getByRole('button', { name: 'Ekle', exact: true }).click();
      expect((await added).status()).toBe(201);
    }).toPass({ timeout: 80_000 });
    await expect(page.getByText('Katılımcı eklendi')).toBeVisible();
    await expect(page.getByText('Teyze')).toBeVisible();
    await expect(page.getByText('Bekleniyor').first()).toBeVisible();
  }
  await page.goto('/gender-game');
  // photographed once the game is on screen (it used to catch the page still loading)
  await expect(page.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();
  await screenshot(page, 'games-01-owner');
  for (const segment of ['gender-games', 'name-games', 'birth-date-games']) {
    const [game] = await games(owner.token, segment);
    expect(game!.participants.map((participant) => participant.name)).toEqual(['Teyze']);
  }
});

test('a guest in a signed-out browser answers each kind of game, and is told when she answers twice', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  const gender = await gameOf(owner, 'gender-games', 'Kız mı erkek mi?');
  const names = await gameOf(owner, 'name-games', 'İsim önerileri');
  const dates = await gameOf(owner, 'birth-date-games', 'Ne zaman doğacak?');

  const guestContext = await freshContext(browser);
  const guest = await guestContext.newPage();
  const guestEmail = uniqueEmail('misafir');
  const fillGuest = async () => {
    await guest.getByLabel('Adınız').fill('Ayla Misafir');
    await guest.getByRole('textbox', { name: 'Email', exact: true }).fill(guestEmail);
    await guest.getByLabel('Telefon').fill('0533 111 22 33');
  };
  await guest.goto(`/game/${gender.token}`);
  await expect(guest.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();
  await fillGuest();
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText('Tahmin seçiniz')).toBeVisible();
  await guest.getByRole('button', { name: /Kız/ }).click();
  await screenshot(guest, 'games-02-guest-form');
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText(/Teşekkürler!/)).toBeVisible();
  await screenshot(guest, 'games-03-thanks');
  await guest.waitForURL(new RegExp(`/profile/${owner.id}$`));

  // back on the link, the device remembers her answer (ADR 0061); answering again as the same person is still refused
  await guest.goto(`/game/${gender.token}`);
  await expect(guest.getByText(/Bu cihazdan .* olarak katıldınız\. Tahmininiz kaydedildi: Kız/)).toBeVisible();
  await guest.getByRole('button', { name: 'Başka biri olarak katıl' }).click();
  await fillGuest();
  await guest.getByRole('button', { name: /Erkek/ }).click();
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText(/Zaten Katıldınız/)).toBeVisible();
  await screenshot(guest, 'games-04-already');

  await guest.goto(`/name-games/${names.token}`);
  await fillGuest();
  await guest.getByLabel('Kız ismi 1', { exact: true }).fill('Defne');
  await guest.getByLabel('Erkek ismi 1', { exact: true }).fill('Aras');
  // the name game asks for suggestions, not guesses (issue 35, ADR 0056)
  await expect(guest.getByRole('button', { name: 'Tahmini Gönder' })).toHaveCount(0);
  await guest.getByRole('button', { name: 'Önerileri Gönder' }).click();
  await expect(guest.getByText('Teşekkürler! İsim önerileriniz kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await screenshot(guest, 'games-03b-name-thanks');

  await guest.goto(`/birth-date-games/${dates.token}`);
  await fillGuest();
  await guest.getByLabel('Doğum tarihi tahmininiz').fill('2027-02-27');
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText(/Teşekkürler!/)).toBeVisible();
  await guestContext.close();

  // each game has her answer beside the owner's participant
  const answers = await Promise.all(['gender-games', 'name-games', 'birth-date-games'].map(async (segment) => (await games(owner.token, segment))[0]!));
  for (const game of answers) expect(game.participants.map((participant) => participant.name).sort()).toEqual(['Ayla Misafir', 'Teyze']);
});

test('a closed name game speaks of suggestions, calmly, without the open game’s invitation (issue 35)', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  const created = await apiPost('/api/protected/name-games', { title: 'İsim bulalım', description: 'İsim önerilerinizi bekliyoruz!' }, owner.token);
  const names = created.body as Game;
  const context = await freshContext(browser);
  const guest = await context.newPage();
  await guest.goto(`/name-games/${names.token}`);
  await expect(guest.getByText('İsim önerilerinizi bekliyoruz!')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Önerileri Gönder' })).toBeVisible();
  const closing = await fetch(`${APP_URL}/api/protected/name-games/${names.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ closed: true }),
  });
  expect(closing.status).toBe(200);
  await guest.reload();
  const closed = guest.getByRole('region', { name: 'Öneriler kapandı' });
  await expect(closed).toContainText('Bu oyuna artık isim önerilemez. Sonuç henüz açıklanmadı; açıklandığında bu bağlantıdan görebilirsiniz.');
  await expect(guest.getByRole('heading', { name: 'İsim bulalım' })).toBeVisible();
  // the open game's invitation is gone, and nothing on the page speaks of guesses
  await expect(guest.getByText('İsim önerilerinizi bekliyoruz!')).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Önerileri Gönder' })).toHaveCount(0);
  await expect(guest.getByRole('main')).not.toContainText(/tahmin/i);
  await screenshot(guest, 'games-07-name-closed');
  await context.close();
});

test('a friend signs up on a game page, with the register screen’s consent, and answers with the prefilled form', async ({ browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  const names = await gameOf(owner, 'name-games', 'İsim önerileri');

  const friendContext = await freshContext(browser);
  const friend = await friendContext.newPage();
  await friend.goto(`/game/${names.token}`);
  // the account card is folded under the guest form (ADR 0027)
  await friend.getByText('Hesabınız var mı? Hesabınızla katılın').click();
  await friend.getByRole('button', { name: 'Hesabınız yok mu? Kayıt olun' }).click();
  await friend.getByLabel('Ad Soyad').fill('Kuzen Ece');
  await friend.getByLabel('Hesap email').fill(uniqueEmail('kuzen'));
  await friend.getByLabel('Hesap telefonu').fill('0535 444 55 66');
  await friend.getByLabel('Doğum tarihi').fill('1998-01-02');
  await friend.getByLabel('Hesap şifresi').fill('Kuzen-Sifre-1');
  // the same KVKK consent as the register screen (ADR 0008)
  await friend.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(friend.getByText('Devam etmek için gizlilik politikasını onaylamalısınız')).toBeVisible();
  await friend.getByLabel(/açık rıza veriyorum/).check();
  await friend.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(friend.getByRole('heading', { name: 'İsim önerinizi gönderin' })).toBeVisible();
  await expect(friend.getByLabel('Adınız')).toHaveValue('Kuzen Ece');
  // the family knows it is a girl and has no gender game open: only girls' names are asked (ADR 0061)
  await expect(friend.getByText('Bebeğin kız olduğu biliniyor: kız isimleri önerin.')).toBeVisible();
  await expect(friend.getByLabel('Erkek ismi 1', { exact: true })).toHaveCount(0);
  await friend.getByLabel('Kız ismi 1', { exact: true }).fill('defne');
  await friend.getByRole('button', { name: 'Önerileri Gönder' }).click();
  await expect(friend.getByText(/Teşekkürler!/)).toBeVisible();
  await screenshot(friend, 'games-05-friend');
  await friendContext.close();

  const [game] = await games(owner.token, 'name-games');
  expect(game!.participants.map((participant) => participant.name).sort()).toEqual(['Kuzen Ece', 'Teyze']);
});

test('the owner publishes: a guest scratches the gender result, and the name result counts the names however they were typed', async ({ page, browser }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  const gender = await gameOf(owner, 'gender-games', 'Kız mı erkek mi?');
  const names = await gameOf(owner, 'name-games', 'İsim önerileri');
  // the answers of the journeys above: the guest's, and the friend's lower-case 'defne'
  await answered(`/api/gender-games/${gender.id}/participate-guest`, { name: 'Ayla Misafir', prediction: 'girl' });
  await answered(`/api/name-games/${names.id}/participate`, { name: 'Ayla Misafir', girlNames: ['Defne'], boyNames: ['Aras'] });
  await answered(`/api/name-games/${names.id}/participate`, { name: 'Kuzen Ece', girlNames: ['defne'], boyNames: ['Kerem'] });
  await signIn(page, owner);

  await page.goto('/gender-game');
  await expect(page.getByText('Ayla Misafir')).toBeVisible();
  await page.getByRole('button', { name: 'Sonucu Yayınla' }).click();
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await expect(page.getByText('Sonuç yayınlandı')).toBeVisible();

  const guestContext = await freshContext(browser);
  const guest = await guestContext.newPage();
  await guest.goto(`/game-result?token=${gender.token}`);
  await expect(guest.getByRole('heading', { name: "Merve Şen'in Bebeği" })).toBeVisible();
  const card = guest.getByRole('img', { name: /Kazı-kazan kartı/ });
  // photographed once the app has drawn the card (the heading alone is the server's first view)
  await expect(card).toBeVisible();
  await screenshot(guest, 'games-06-scratch-covered');
  const box = (await card.boundingBox())!;
  await guest.mouse.move(box.x + 10, box.y + 10);
  await guest.mouse.down();
  for (let row = 10; row < box.height; row += 40) {
    await guest.mouse.move(box.x + 5, box.y + row, { steps: 2 });
    await guest.mouse.move(box.x + box.width - 5, box.y + row, { steps: 8 });
  }
  await guest.mouse.up();
  await expect(guest.getByRole('button', { name: 'Tüm Tahminleri Göster' })).toBeVisible();
  await expect(card).toHaveCount(0, { timeout: 5000 });
  await guest.getByRole('button', { name: 'Tüm Tahminleri Göster' }).click();
  await expect(guest.getByRole('list', { name: 'Tahminler' }).getByText('Ayla Misafir')).toBeVisible();
  await expect(guest.getByLabel('Doğru')).toHaveCount(1);
  await screenshot(guest, 'games-07-scratched');
  await guestContext.close();

  await page.goto('/name-game');
  await page.getByRole('button', { name: 'Sonucu Yayınla' }).click();
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await expect(page).toHaveURL(/\/name-result\?token=/);
  await expect(page.getByRole('list', { name: 'En sevilen kız isimleri' }).getByText('1. Defne')).toBeVisible();
  await expect(page.getByText('2 katılımcı')).toBeVisible();
  await screenshot(page, 'games-08-name-result');
});

test('a game created, filled and published is fresh on the dashboard and the reports, reached without a reload', async ({ page }) => {
  const owner = await createParent({ babyInfo: true, fullName: 'Seda Yıldız' });
  await signIn(page, owner);
  // a reload would clear this: everything below is in-app navigation
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  const genderCard = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Cinsiyet Tahmini' }) });
  const totalGames = page.locator('.MuiCard-root', { has: page.getByText('Toplam oyun', { exact: true }) });
  const toReports = async () => {
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Raporlar' }).click();
    await expect(page.getByRole('heading', { name: 'Raporlar', level: 1 })).toBeVisible();
  };
  const toDashboard = async () => {
    await page.getByRole('link', { name: 'Anasayfa' }).click();
    await expect(page.getByRole('heading', { name: /Merhaba Seda/ })).toBeVisible();
  };
  const toGenderGame = async () => {
    await page.getByRole('button', { name: 'Oyunlar' }).click();
    await page.getByRole('menuitem', { name: 'Cinsiyet Tahmini' }).click();
    await expect(page.getByRole('heading', { name: 'Cinsiyet Tahmin Oyunu' })).toBeVisible();
  };

  // both screens seen once: their answers are cached (the app's queries never go stale by themselves)
  await expect(genderCard).toContainText('0/0 katılımcı');
  await toReports();
  await expect(totalGames).toHaveText(/^0\s*Toplam oyun$/);
  await expect(page.getByText('Henüz cinsiyet oyunu yok')).toBeVisible();

  await toGenderGame();
  await page.getByLabel('Oyun başlığı').fill('Pembe mi mavi mi?');
  await page.getByRole('button', { name: 'Oyun Oluştur' }).click();
  await expect(page.getByRole('heading', { name: 'Pembe mi mavi mi?' })).toBeVisible();

  await toDashboard();
  await expect(genderCard).toContainText('0/10 katılımcı · 0 yanıt');
  await expect(genderCard.getByRole('link', { name: 'Oyunu Yönet' })).toBeVisible();
  await expect(page.getByText('Cinsiyet oyunu', { exact: true }).locator('..')).toHaveText(/^1\s*Cinsiyet oyunu$/);
  await toReports();
  await expect(totalGames).toHaveText(/^1\s*Toplam oyun$/);
  const report = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Pembe mi mavi mi?' }) });
  await expect(report).toContainText('Aktif');

  await toGenderGame();
  await page.getByRole('button', { name: 'Katılımcı Ekle' }).click();
  const addForm = page.getByRole('form', { name: 'Katılımcı ekle' });
  await addForm.getByLabel(/^İsim/).fill('Halam');
  await addForm.getByLabel(/^Telefon/).fill('0532 765 43 21');
  await addForm.getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(page.getByText('Halam')).toBeVisible();
  await page.getByRole('button', { name: 'Sonucu Yayınla' }).click();
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await expect(page.getByText('Sonuç yayınlandı')).toBeVisible();

  await toDashboard();
  await expect(genderCard).toContainText('1/10 katılımcı · 0 yanıt');
  await toReports();
  await expect(report).toContainText('Tamamlandı');
  await expect(report).toContainText('0/1 katılımcı yanıt verdi');
  await screenshot(page, 'games-09-reports-fresh');
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
