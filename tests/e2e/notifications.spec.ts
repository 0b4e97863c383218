import { expect, screenshot, test } from './support/fixtures';
import { createParent, signIn, SINKS_URL, sinkMessages, uniqueEmail } from './support/stack';

test('a parent asks for a quote and announces the birth to two people', async ({ page }) => {
  const parent = await createParent({ fullName: 'Selin Aksoy' });
  await signIn(page, parent);

  // Baby info was skipped at registration time: the gate asks for it first.
  await expect(page.getByLabel('Beklenen doğum tarihi')).toBeVisible();
  await page.getByRole('button', { name: /atla/i }).click();
  await expect(page.getByRole('heading', { name: 'Merhaba Selin!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bebek Bilgilerini Doldur' })).toBeVisible();

  // A service request prefilled from the dashboard's category link.
  await page.goto('/service-requests?name=Hamile%20ve%20Yenido%C4%9Fan%20Foto%C4%9Fraf%20%C3%87ekimi&description=');
  await expect(page.getByLabel('Kategori')).toContainText('Hamile ve Yenidoğan Fotoğraf Çekimi');
  await page.getByRole('button', { name: 'Talep Gönder' }).click();
  await expect(page.getByText('Açıklama en az 10 karakter olmalıdır')).toBeVisible();
  await page.getByLabel('Açıklama').fill('Yenidoğan çekimi için evde çekim yapan bir fotoğrafçı arıyoruz.');
  await page.getByRole('button', { name: 'Talep Gönder' }).click();
  await expect(page.getByText('Beklemede')).toBeVisible();
  await expect(page.getByText(/Teklifler bekleniyor/)).toBeVisible();
  await screenshot(page, 'service-requests');

  // Two contacts, then the missing baby info, then the announcement.
  await page.goto('/birth-notification');
  await page.getByLabel('1. kişi adı').fill('Anneanne');
  await page.getByLabel('Telefon').first().fill('0532 555 66 77');
  const email = uniqueEmail('anneanne');
  await page.getByLabel('Email (isteğe bağlı)').first().fill(email);
  await page.getByRole('button', { name: 'Kişi Ekle' }).click();
  await page.getByLabel('2. kişi adı').fill('Dede');
  await page.getByLabel('Telefon').nth(1).fill('0533 888 99 00');
  await expect(page.getByRole('button', { name: 'Kişi Ekle' })).toBeDisabled();
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeDisabled();
  await expect(page.getByText(/eksik bilgileri tamamlayın/)).toBeVisible();
  await screenshot(page, 'birth-notification-missing-info');

  await page.getByRole('link', { name: 'Tamamla' }).click();
  await page.getByLabel('Beklenen doğum tarihi').fill('2027-03-01');
  await page.getByLabel('Bebeğin adı').fill('Deniz');
  await page.getByLabel('Hastane').fill('Şehir Hastanesi');
  await page.getByLabel('Doktor').fill('Dr. Kaya');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.waitForURL(/\/$/);

  await page.goto('/birth-notification');
  await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' });
  await expect(dialog.getByText('Toplam 2 kişiye doğum bildirimi gönderilecek. Emin misiniz?')).toBeVisible();
  await page.mouse.click(5, 5); // an outside click does not close it
  await expect(dialog).toBeVisible();
  await screenshot(page, 'birth-notification-confirm');
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('Bildirim 2 kişiye gönderildi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await sinkMessages('netgsm', '5325556677')).length + (await sinkMessages('netgsm', '5338889900')).length, { timeout: 20_000 })
    .toBe(2);
  await expect.poll(async () => (await sinkMessages('sendgrid', email)).length, { timeout: 20_000 }).toBe(1);
  console.log(`birth notification: 'Evet' to the last message in the sink took ${Date.now() - started} ms`);
  const [sms] = await sinkMessages('netgsm', '5325556677');
  expect(JSON.stringify(sms)).toContain('Deniz');
  expect(JSON.stringify(sms)).toContain('Şehir Hastanesi');
  await page.goto(`${SINKS_URL}/`);
  await screenshot(page, 'birth-notification-sink');
});

test('the dashboard shows the contacts just saved on /birth-notification, without a reload', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Derya Koç' });
  await signIn(page, parent);
  const card = page.getByRole('heading', { name: 'Doğum Bildirimi' }).locator('xpath=ancestor::div[contains(@class, "MuiCard-root")]');
  await expect(card.getByText('Henüz kişi eklenmedi')).toBeVisible();
  // a reload would drop this mark: the dashboard must be fresh by the shared cache alone
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await card.getByRole('link', { name: 'Doğum Bildirimine Git' }).click();
  await page.waitForURL(/\/birth-notification$/);
  // the shared schema's messages, before anything is sent
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('İsim gereklidir')).toBeVisible();
  await expect(page.getByText('Telefon numarası gereklidir')).toBeVisible();
  await page.getByLabel('1. kişi adı').fill('Teyze');
  await page.getByLabel('Telefon').fill('0532 444 55 66');
  await page.getByLabel('Email (isteğe bağlı)').fill('teyze@');
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Geçerli email adresi giriniz')).toBeVisible();
  await page.getByLabel('Email (isteğe bağlı)').fill(uniqueEmail('teyze'));
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  // the saved contact comes back as the server stored it
  await expect(page.getByLabel('Telefon')).toHaveValue('+905324445566');
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeEnabled();

  await page.getByRole('link', { name: 'Anasayfa' }).click();
  await page.waitForURL(/\/$/);
  await expect(card.getByText('1 kişi kayıtlı')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await screenshot(page, 'dashboard-birth-notification-contacts');
});
