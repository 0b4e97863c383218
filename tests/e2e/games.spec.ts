import type { Game } from '@bebek/common/types';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, createParent, freshContext, signIn, uniqueEmail } from './support/stack';

async function games(token: string, segment: string): Promise<Game[]> {
  const response = await fetch(`${APP_URL}/api/protected/${segment}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { games: Game[] }).games;
}

test('an owner runs the three games; guests and a new friend answer; results are published', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const owner = await createParent({ babyInfo: true, fullName: 'Merve Şen' });
  await signIn(page, owner);

  // One game of each kind, each with an owner-added participant.
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
    await addForm.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Teyze')).toBeVisible();
    await expect(page.getByText('Bekleniyor').first()).toBeVisible();
  }
  await page.goto('/gender-game');
  await screenshot(page, 'games-01-owner');
  const [gender] = await games(owner.token, 'gender-games');
  const [names] = await games(owner.token, 'name-games');
  const [dates] = await games(owner.token, 'birth-date-games');

  // A guest in a signed-out browser answers each game.
  const guestContext = await freshContext(browser);
  const guest = await guestContext.newPage();
  const guestEmail = uniqueEmail('misafir');
  const fillGuest = async () => {
    await guest.getByLabel('Adınız').fill('Ayla Misafir');
    await guest.getByLabel('Email', { exact: true }).fill(guestEmail);
    await guest.getByLabel('Telefon').fill('0533 111 22 33');
  };
  await guest.goto(`/game/${gender!.token}`);
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

  await guest.goto(`/game/${gender!.token}`);
  await fillGuest();
  await guest.getByRole('button', { name: /Erkek/ }).click();
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText(/Zaten Katıldınız/)).toBeVisible();
  await screenshot(guest, 'games-04-already');

  await guest.goto(`/name-games/${names!.token}`);
  await fillGuest();
  await guest.getByLabel('Kız ismi 1', { exact: true }).fill('Defne');
  await guest.getByLabel('Erkek ismi 1', { exact: true }).fill('Aras');
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText(/Teşekkürler!/)).toBeVisible();

  await guest.goto(`/birth-date-games/${dates!.token}`);
  await fillGuest();
  await guest.getByLabel('Doğum tarihi tahmininiz').fill('2027-02-27');
  await guest.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(guest.getByText(/Teşekkürler!/)).toBeVisible();

  // A friend signs up on the page and takes part with the prefilled form.
  const friendContext = await freshContext(browser);
  const friend = await friendContext.newPage();
  await friend.goto(`/game/${names!.token}`);
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
  await expect(friend.getByRole('heading', { name: 'Tahmininizi gönderin' })).toBeVisible();
  await expect(friend.getByLabel('Adınız')).toHaveValue('Kuzen Ece');
  await friend.getByLabel('Kız ismi 1', { exact: true }).fill('defne');
  await friend.getByLabel('Erkek ismi 1', { exact: true }).fill('Kerem');
  await friend.getByRole('button', { name: 'Tahmini Gönder' }).click();
  await expect(friend.getByText(/Teşekkürler!/)).toBeVisible();
  await screenshot(friend, 'games-05-friend');

  // The owner sees the answers and publishes; the result pages show the tallies.
  await page.goto('/gender-game');
  await expect(page.getByText('Ayla Misafir')).toBeVisible();
  await page.getByRole('button', { name: 'Sonucu Yayınla' }).click();
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await expect(page.getByText('Sonuç yayınlandı')).toBeVisible();

  await guest.goto(`/game-result?token=${gender!.token}`);
  await expect(guest.getByRole('heading', { name: /Çiftinin Bebekleri/ })).toBeVisible();
  await screenshot(guest, 'games-06-scratch-covered');
  const card = guest.getByRole('img', { name: /Kazı-kazan kartı/ });
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

  await page.goto('/name-game');
  await page.getByRole('button', { name: 'Sonucu Yayınla' }).click();
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await expect(page).toHaveURL(/\/name-result\?token=/);
  await expect(page.getByRole('list', { name: 'En sevilen kız isimleri' }).getByText('1. Defne')).toBeVisible();
  await expect(page.getByText('2 katılımcı')).toBeVisible();
  await screenshot(page, 'games-08-name-result');

  await guestContext.close();
  await friendContext.close();
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
