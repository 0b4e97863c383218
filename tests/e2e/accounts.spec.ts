import { readFileSync } from 'node:fs';
import { todayIn } from '@bebek/common/calendar-day';
import { PRIVACY_POLICY_VERSION } from '@bebek/common/constants';
import { expect, screenshot, test } from './support/fixtures';
import { createParent, inboxOf, signIn, sinkMessages, uniqueEmail } from './support/stack';

// A parent's first visit, her everyday shell, and a forgotten password: three journeys, each from a
// start of its own (the last two from a parent the api registers), so that each fits its time when
// two run side by side (ADR 0037).

test('a new parent registers (the spec’s messages first), walks through, gives the expected date and downloads her data', async ({ page }) => {
  const email = uniqueEmail('yeni');

  // Landing → auth card.
  await page.goto('/');
  await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await screenshot(page, 'accounts-01-login');
  await page.getByRole('button', { name: 'Kayıt ol' }).click();

  // Bad input first: the spec's messages.
  await page.getByLabel('Ad Soyad').fill('A');
  await page.getByLabel('Email').fill('ayse@');
  await page.getByLabel('Şifre', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText('Ad soyad en az 2 karakter olmalıdır')).toBeVisible();
  await expect(page.getByText('Geçerli bir email adresi giriniz')).toBeVisible();
  await expect(page.getByText('Şifre en az 6 karakter olmalıdır')).toBeVisible();
  await expect(page.getByText('Devam etmek için gizlilik politikasını onaylamalısınız')).toBeVisible();
  await screenshot(page, 'accounts-02-register-errors');

  await page.getByLabel('Ad Soyad').fill('Zeynep Kılıç');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Ilk-Sifre-2025');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();

  // Walkthrough: 6 slides, next to the end, back once, then start.
  await expect(page.getByRole('heading', { name: 'Haftalık bebek takibi' })).toBeVisible();
  await screenshot(page, 'accounts-03-walkthrough');
  for (let slide = 1; slide < 6; slide += 1) await page.getByRole('button', { name: 'İleri' }).click();
  await expect(page.getByRole('heading', { name: 'Doğum bildirimi' })).toBeVisible();
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByRole('heading', { name: 'Hizmet talepleri' })).toBeVisible();
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByRole('button', { name: 'Başla' }).click();

  // Baby info: the expected date is required.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Beklenen doğum tarihi gereklidir')).toBeVisible();
  await page.getByLabel('Beklenen doğum tarihi').fill('2027-04-20');
  await page.getByLabel('Bebeğin adı').fill('Ada');
  await screenshot(page, 'accounts-04-baby-info');
  await page.getByRole('button', { name: 'Kaydet' }).click();

  // The dashboard shell.
  await expect(page.getByRole('heading', { name: 'Merhaba Zeynep!' })).toBeVisible();
  await expect(page.getByText(/Doğuma \d+ gün kaldı/)).toBeVisible();
  await screenshot(page, 'accounts-05-dashboard');

  // KVKK: the parent downloads everything stored about them, with the consent given at registration.
  await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Verilerimi İndir (KVKK)' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    profile: { email: string; fullName: string; babyName: string; privacyPolicyVersion: string; healthDataConsentAt: string };
    checklist: unknown[];
  };
  expect(exported.profile).toMatchObject({ email, fullName: 'Zeynep Kılıç', babyName: 'Ada', privacyPolicyVersion: PRIVACY_POLICY_VERSION });
  expect(Date.now() - Date.parse(exported.profile.healthDataConsentAt)).toBeLessThan(10 * 60_000);
  expect(exported.checklist.length).toBeGreaterThanOrEqual(150);
  await page.getByRole('link', { name: 'Anasayfa' }).click();
  await expect(page.getByRole('heading', { name: 'Merhaba Zeynep!' })).toBeVisible();
});

test('a signed-in parent uses the shell: every menu item, the bottom menu, and the search finds "Işıl" typed "isil"', async ({ page }) => {
  const surname = `Aran${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const other = await createParent({ fullName: `Işıl ${surname}` });
  await signIn(page, await createParent({ babyInfo: true, fullName: 'Zeynep Kılıç' }));
  await expect(page.getByRole('heading', { name: 'Merhaba Zeynep!' })).toBeVisible();

  // Every user-menu item, and the menus close on navigation.
  for (const [item, url] of [
    ['Profil', /\/profile$/],
    ['Bildirimler', /\/birth-notification$/],
    ['Raporlar', /\/reports$/],
    ['SSS', /\/faq$/],
    ['İletişim', /\/contact$/],
    // ours (ADR 0063): the pause, where a mother who lost her baby looks for it
    ['Kaybım oldu, takibe ara ver', /\/profile#takibe-ara-ver$/],
  ] as const) {
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  // the pause's section is on screen, its button one tap away
  const pause = page.getByRole('region', { name: 'Takibe ara ver' });
  await expect(pause).toBeInViewport();
  await expect(pause.getByRole('button', { name: 'Takibe ara ver' })).toBeInViewport();
  await expect(pause).toContainText('Gebeliğinizi kaybettiyseniz çok üzgünüz.');
  await screenshot(page, 'accounts-pause-from-menu');
  for (const [menu, item, url] of [
    ['Oyunlar', 'Cinsiyet Tahmini', /\/gender-game$/],
    ['Oyunlar', 'İsim Önerileri', /\/name-game$/],
    ['Oyunlar', 'Doğum Günü Tahmini', /\/birth-date-game$/],
    ['Hamilelik', 'Hamilelik Takibi', /\/pregnancy$/],
    ['Hamilelik', 'Bakım Takvimi', /\/care-calendar$/],
    ['Hamilelik', 'İhtiyaçlar', /\/checklist$/],
  ] as const) {
    await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: menu }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Hizmetler' }).click();
  await expect(page).toHaveURL(/\/service-requests$/);
  await page.getByRole('link', { name: 'Doğum Bildir' }).click();
  await expect(page).toHaveURL(/\/birth-notification$/);
  await page.getByRole('link', { name: 'Anasayfa' }).click();

  // Search another parent, typed as a phone without Turkish letters types it: 'isil' finds 'Işıl'.
  await page.getByRole('button', { name: 'Profil Ara' }).click();
  await page.getByLabel('İsim veya email').fill(`isil ${surname.toLowerCase()}`);
  await page.getByRole('link', { name: `Işıl ${surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${other.id}$`));
  await expect(page.getByRole('heading', { name: `Işıl ${surname}` })).toBeVisible();
  await screenshot(page, 'accounts-06-search-result');
});

test('a parent logs out, resets her forgotten password from the e-mailed link and signs in with the new one', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Zeynep Kılıç' });
  const { email } = parent;
  await signIn(page, parent);

  // Log out.
  await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Başarıyla çıkış yapıldı')).toBeVisible();

  // Forgot password → the e-mail in the local sink → the link → a new password → log in with it.
  await page.getByRole('button', { name: 'Şifremi unuttum' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
  await expect(page.getByText('Şifre sıfırlama bağlantısı gönderildi!')).toBeVisible();
  // her inbox: registration's verification link (ADR 0024), then the one reset link she asked for
  await expect
    .poll(async () => (await sinkMessages('sendgrid', email)).map((mail) => mail.subject).sort(), { timeout: 15_000 })
    .toEqual(['E-posta adresinizi doğrulayın', 'Şifre sıfırlama bağlantınız']);
  await page.goto(inboxOf(email));
  await screenshot(page, 'accounts-07-sink');
  const resetLink = page.getByRole('link', { name: /reset-password\?token=/ }).first();
  await resetLink.click();
  await expect(page.getByRole('heading', { name: 'Yeni Şifre Oluştur' })).toBeVisible();
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni-Sifre-2026');
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('Baska-Sifre');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByText('Şifreler eşleşmiyor')).toBeVisible();
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni-Sifre-2026');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByRole('heading', { name: 'Başarılı!' })).toBeVisible();
  await screenshot(page, 'accounts-08-reset-done');
  await page.waitForURL(/\/auth$/, { timeout: 10_000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Email veya şifre hatalı')).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill('Yeni-Sifre-2026');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Merhaba Zeynep!' })).toBeVisible();
  await expect(page.getByText('Giriş başarılı!')).toBeVisible();
  await screenshot(page, 'accounts-09-back-in');
});

test('the info pages work for visitors; a parent page shows the landing page, a path that is no page the 404 page', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Sıkça Sorulan Sorular' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await page.getByRole('button', { name: 'Kaç kişi katılabilir?' }).click();
  await expect(page.getByText(/20 davetliye kadar/)).toBeVisible();
  // the two figures said once, as what they are: 10 to start with, up to 20 on request; no 'premium'
  await expect(page.getByText(/oyun başına 10 kişi/)).toBeVisible();
  await expect(page.getByText(/premium/i)).toHaveCount(0);
  // the copyright line runs to this year in Istanbul (ADR 0063)
  const year = todayIn().slice(0, 4);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year === '2025' ? '2025' : `2025–${year}`} Bebek Yolculuğu. Tüm hakları saklıdır.`);
  await screenshot(page, 'info-faq');
  await page.goto('/privacy');
  await expect(page.getByText('Son güncelleme: 4 Eylül 2025')).toBeVisible();
  await page.goto('/how-to-use');
  await expect(page.getByRole('heading', { name: 'Nasıl Kullanılır?' })).toBeVisible();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Lütfen zorunlu alanları doldurun')).toBeVisible();
  await page.getByLabel('Ad Soyad').fill('Nur Yıldız');
  await page.getByLabel('Email').fill('nur.example.com');
  await page.getByLabel('Konu').fill('Soru');
  await page.getByLabel('Mesaj').fill('Merhaba!');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Lütfen geçerli bir email adresi girin')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('nur'));
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Mesajınız gönderildi')).toBeVisible();
  await screenshot(page, 'info-contact');
  await page.goto('/pregnancy');
  await expect(page.getByRole('heading', { level: 1, name: 'Bebeğinizin Yolculuğunu Sevdiklerinizle Paylaşın' })).toBeVisible();
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
});
