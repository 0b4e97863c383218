import { expect, screenshot, test } from './support/fixtures';
import {
  apiPost,
  asWritten,
  createParent,
  signIn,
  inboxOf,
  netgsmForm,
  runSchedule,
  SINKS_URL,
  sinkMessages,
  uniqueEmail,
  uniqueMobile,
} from './support/stack';

test('a parent asks for a quote and announces the birth to two people', async ({ page }) => {
  const parent = await createParent({ fullName: 'Selin Aksoy', verified: true });
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
  const [first, second] = [uniqueMobile(), uniqueMobile()];
  await page.getByLabel('Telefon').first().fill(first);
  const email = uniqueEmail('anneanne');
  await page.getByLabel('Email (isteğe bağlı)').first().fill(email);
  await page.getByRole('button', { name: 'Kişi Ekle' }).click();
  await page.getByLabel('2. kişi adı').fill('Dede');
  await page.getByLabel('Telefon').nth(1).fill(second);
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
  // saved, she is back on the announcement, its button ready (ADR 0057)
  await page.waitForURL(/\/birth-notification$/);
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeEnabled();
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
  await expect(page.getByText('Bildirim zaten gönderildi')).toHaveCount(0);

  await expect
    .poll(async () => (await sinkMessages('netgsm', netgsmForm(first))).length + (await sinkMessages('netgsm', netgsmForm(second))).length, { timeout: 20_000 })
    .toBe(2);
  await expect.poll(async () => (await sinkMessages('sendgrid', email)).length, { timeout: 20_000 }).toBe(1);
  console.log(`birth notification: 'Evet' to the last message in the sink took ${Date.now() - started} ms`);
  const [sms] = await sinkMessages('netgsm', netgsmForm(first));
  expect(JSON.stringify(sms)).toContain('Deniz');
  expect(JSON.stringify(sms)).toContain('Şehir Hastanesi');
  await page.goto(inboxOf(netgsmForm(first), netgsmForm(second), email));
  await screenshot(page, 'birth-notification-sink');
});

test('the dashboard shows the contacts just saved on /birth-notification, without a reload', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Derya Koç', verified: true });
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
  const phone = uniqueMobile();
  await page.getByLabel('Telefon').fill(phone);
  await page.getByLabel('Email (isteğe bağlı)').fill('teyze@');
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Geçerli email adresi giriniz')).toBeVisible();
  await page.getByLabel('Email (isteğe bağlı)').fill(uniqueEmail('teyze'));
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  // the saved contact comes back as people write it (stored as +90…, ADR 0057)
  await expect(page.getByLabel('Telefon')).toHaveValue(asWritten(phone));
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeEnabled();

  await page.getByRole('link', { name: 'Anasayfa' }).click();
  await page.waitForURL(/\/$/);
  await expect(card.getByText('1 kişi kayıtlı')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await screenshot(page, 'dashboard-birth-notification-contacts');
});

test(
  'a parent previews the announcement, sends it, sees each contact delivered, fixes a wrong number and resends to it alone',
  { tag: '@alone' },
  async ({ page }) => {
    // two rounds of Netgsm's delivery report through the schedule, each polled for up to 90 s, and the correction after them
    test.setTimeout(240_000);
    const parent = await createParent({ babyInfo: true, fullName: 'Zehra Çelik', verified: true });
    const [right, wrong, fixed] = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
    const email = uniqueEmail('babaanne');
    // Netgsm takes the SMS to this number, and its delivery report then says the number is wrong
    await fetch(`${SINKS_URL}/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'netgsm', mode: 'unknown-number', number: netgsmForm(wrong) }),
    });
    await signIn(page, parent);
    await page.goto('/birth-notification');

    // the birth's details and two contacts; the preview is exactly what they will get
    await page.getByLabel('Doğum saati').fill('08:45');
    await page.getByLabel('Kilo (gram)').fill('3250');
    await page.getByLabel('Boy (cm)').fill('50');
    await page.getByLabel('Kişisel not').fill('Hepinizi çok seviyoruz.');
    await page.getByLabel('1. kişi adı').fill('Babaanne');
    await page.getByLabel('Telefon').first().fill(right);
    await page.getByLabel('Email (isteğe bağlı)').first().fill(email);
    await page.getByRole('button', { name: 'Kişi Ekle' }).click();
    await page.getByLabel('2. kişi adı').fill('Dede');
    await page.getByLabel('Telefon').nth(1).fill(wrong);
    await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
    await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
    const preview = page.getByTestId('preview-sms').first();
    await expect(preview).toContainText(
      '(saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hastane: Şehir Hastanesi. Hepinizi çok seviyoruz. Sevgilerimizle, Zehra Çelik',
    );
    await expect(page.getByTestId('preview-email').first()).toContainText('Sevgili Babaanne');
    await expect(page.getByTestId('preview-email').first()).toContainText('dünyaya geldi. Hastane: Şehir Hastanesi');
    await screenshot(page, 'birth-notification-preview');

    await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' });
    await expect(dialog.getByTestId('preview-sms')).toHaveText((await preview.textContent()) ?? '');
    await dialog.getByRole('button', { name: 'Evet' }).click();
    await expect(page.getByText('Bildirim 2 kişiye gönderildi.')).toBeVisible();

    // each contact's SMS and e-mail as they go; the page follows them while they are on their way
    const babaanne = page.getByRole('group', { name: '1. kişinin durumu' });
    const dede = page.getByRole('group', { name: '2. kişinin durumu' });
    await expect(babaanne.getByText('E-posta:')).toBeVisible();
    await expect
      .poll(
        async () => {
          await runSchedule();
          return (await babaanne.textContent()) + ' | ' + (await dede.textContent());
        },
        { timeout: 90_000, intervals: [5_000] },
      )
      .toBe('SMS:UlaştıE-posta:Gönderildi | SMS:GönderilemediNumara hatalı veya kullanımda değil: numarayı veya adresi düzeltip kaydedin');
    await expect(page.getByText('Bildirim zaten gönderildi')).toHaveCount(0);
    await screenshot(page, 'birth-notification-delivered-and-failed');

    // the locked details: the parent cannot change what was announced, only correct it once
    await expect(page.getByLabel('Doğum saati')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Düzeltme Gönder' })).toBeVisible();

    // the wrong number fixed, saved, and one press sends to that contact alone
    await page.getByLabel('Telefon').nth(1).fill(fixed);
    await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
    await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
    await expect(dede.getByText('Gönderilmedi')).toBeVisible();
    await dede.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Bildirim 1 kişiye gönderildi.')).toBeVisible();
    await expect
      .poll(
        async () => {
          await runSchedule();
          return dede.textContent();
        },
        { timeout: 90_000, intervals: [5_000] },
      )
      .toBe('SMS:Ulaştı');
    await screenshot(page, 'birth-notification-fixed-and-resent');

    expect((await sinkMessages('netgsm', netgsmForm(right))).length).toBe(1);
    expect((await sinkMessages('netgsm', netgsmForm(wrong))).length).toBe(1);
    expect((await sinkMessages('netgsm', netgsmForm(fixed))).length).toBe(1);
    expect((await sinkMessages('sendgrid', email)).length).toBe(1);
    // pressing send again sends nothing new, and the toast says so
    await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
    await page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' }).getByRole('button', { name: 'Evet' }).click();
    await expect(page.getByText('Bildirim zaten gönderildi')).toBeVisible();

    // the one correction: what was wrong, corrected, sent saying it is a correction
    await page.getByRole('button', { name: 'Düzeltme Gönder' }).click();
    const correction = page.getByRole('dialog', { name: 'Düzeltme Gönder' });
    await correction.getByLabel('Kilo (gram)').fill('3350');
    await expect(correction.getByTestId('preview-sms')).toContainText('Düzeltme: Deniz');
    await expect(correction.getByTestId('preview-sms')).toContainText('3.350 g');
    await screenshot(page, 'birth-notification-correction');
    await correction.getByRole('button', { name: 'Evet' }).click();
    await expect(page.getByText('Bildirim 2 kişiye gönderildi.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Düzeltme Gönder' })).toHaveCount(0);
    await expect.poll(async () => (await sinkMessages('netgsm', netgsmForm(right))).length, { timeout: 20_000 }).toBe(2);
    expect((await sinkMessages('netgsm', netgsmForm(wrong))).length).toBe(1);
  },
);

test("an operator at 2 a.m. sees a parent's failed announcement in the SMS log, in Turkish, and sends it again", { tag: '@alone' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const parent = await createParent({ babyInfo: true, fullName: 'Gece Annesi', verified: true });
  const wrong = uniqueMobile();
  await fetch(`${SINKS_URL}/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'netgsm', mode: 'unknown-number', number: netgsmForm(wrong) }),
  });
  const e164 = `+90${netgsmForm(wrong)}`;
  expect((await apiPost('/api/protected/birth-notification', { contacts: [{ name: 'Amca', phone: wrong, email: '' }] }, parent.token)).status).toBe(200);
  expect((await apiPost('/api/protected/birth-notification/trigger', {}, parent.token)).body).toEqual({ contactCount: 1, alreadySent: false });

  await page.goto('/admin-login');
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('DemoAdmin2025');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // the delivery logs are one tab, the SMS log its first (ADR 0054); searched by the number it went to
  await page.getByRole('tab', { name: 'Gönderim Kayıtları' }).click();
  await expect(page.getByRole('tab', { name: 'SMS Kayıtları' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Ebeveyn veya alıcı').fill(e164);
  const row = page.getByRole('row').filter({ hasText: 'Amca' });
  // the delivery report says the number is wrong: the log shows it failed, as the parent's page does
  await expect
    .poll(
      async () => {
        await runSchedule();
        await page.getByRole('button', { name: 'Ara' }).click();
        return row.getByText('Başarısız').count();
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(1);
  await expect(row.getByRole('cell', { name: 'Doğum bildirimi', exact: true })).toBeVisible();
  await expect(row.getByText('birth_notification')).toHaveCount(0);
  // the number stays on one line
  const number = row.getByText(e164, { exact: true });
  const box = await number.boundingBox();
  expect(box!.height).toBeLessThan(30);
  await screenshot(page, 'admin-sms-log-failed');
  await row.getByRole('button', { name: 'Tekrar Gönder' }).click();
  await expect(page.getByText('İleti yeniden gönderim sırasına alındı')).toBeVisible();
  await expect(row.getByText('Gönderiliyor')).toBeVisible();
});
