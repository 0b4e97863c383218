import { expect, screenshot, test } from './support/fixtures';
import { apiPost, createParent, sinkMessages, uniqueEmail } from './support/stack';

/** The sections: the spec's nine and a super_admin's tenth (the audit log, ADR 0030); the three logs under one tab of the bar (ADR 0054). */
const LOGS = 'Gönderim Kayıtları';
const TABS: Array<[tab: string, under?: string]> = [
  ['Kullanıcılar'],
  ['Hizmet Talepleri'],
  ['İletişim Mesajları'],
  ['SMS Kayıtları', LOGS],
  ['E-posta Kayıtları', LOGS],
  ['Bildirim Kayıtları', LOGS],
  ['E-posta Testi'],
  ['Bildirim Cihazları'],
  ['Yöneticiler'],
  ['İşlem Geçmişi'],
];

test.use({ viewport: { width: 1280, height: 900 } });

test('an operator runs the service from the admin panel', async ({ page }) => {
  // every tab photographed and checked with axe (ten for a super_admin), then the journey: minutes on a loaded machine
  test.setTimeout(240_000);
  // Something to answer: a parent's service request and a visitor's contact message.
  const parentName = `Operatör ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const parent = await createParent({ fullName: parentName });
  await apiPost('/api/protected/service-requests', { category: 'Fotoğraf Çekimi', description: 'Yenidoğan çekimi için teklif rica ediyoruz.' }, parent.token);
  const visitorEmail = uniqueEmail('visitor');
  await apiPost('/api/contact', {
    firstName: 'Nur',
    lastName: 'Kaya',
    email: visitorEmail,
    phone: '',
    subject: 'Soru',
    message: 'Oyun linki nasıl paylaşılır?',
  });

  await page.goto('/adminPanel');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Kullanıcı adı ve şifre alanlarını doldurun')).toBeVisible();
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('DemoAdmin2025');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();

  for (const [index, [tab, under]] of TABS.entries()) {
    if (under) await page.getByRole('tab', { name: under }).click();
    await page.getByRole('tab', { name: tab }).click();
    if (tab === 'E-posta Testi') await expect(page.getByLabel('Alıcı email')).toBeVisible();
    else await expect(page.getByRole('table').first()).toBeVisible();
    await screenshot(page, `admin-${String(index + 1).padStart(2, '0')}-${tab}`);
  }

  // Answer the service request: the parent sees 'Yanıtlandı' and gets the reply by e-mail.
  await page.getByRole('tab', { name: 'Hizmet Talepleri' }).click();
  const requestRow = page.getByRole('row').filter({ hasText: parentName });
  await requestRow.getByRole('button', { name: 'Yanıtla' }).click();
  await page.getByLabel('Yanıtınız').fill('Üç stüdyodan teklif aldık, e-postanızı kontrol edin.');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(requestRow.getByText('Yanıtlandı')).toBeVisible();
  await expect.poll(async () => (await sinkMessages('sendgrid', parent.email)).length, { timeout: 15_000 }).toBeGreaterThan(0);

  // Answer the contact message.
  await page.getByRole('tab', { name: 'İletişim Mesajları' }).click();
  const messageRow = page.getByRole('row').filter({ hasText: visitorEmail });
  await messageRow.getByRole('button', { name: 'Yanıtla' }).click();
  await page.getByLabel('Yanıtınız').fill('Oyun sayfasındaki "Linki Kopyala" ile paylaşabilirsiniz.');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(messageRow.getByText('Yanıtlandı')).toBeVisible();
  await expect.poll(async () => (await sinkMessages('sendgrid', visitorEmail)).length, { timeout: 15_000 }).toBeGreaterThan(0);

  // Raise the parent's contact limit: they can then save a third contact.
  await page.getByRole('tab', { name: 'Kullanıcılar' }).click();
  await page.getByLabel('İsim, e-posta veya telefon').fill(parentName);
  await page.getByRole('button', { name: 'Ara' }).click();
  const userRow = page.getByRole('row').filter({ hasText: parent.email });
  await userRow.getByRole('button', { name: 'Limitleri Düzenle' }).click();
  await page.getByLabel('Doğum bildirimi kişi limiti').fill('0');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Limitler 1 veya daha büyük tam sayılar olmalıdır')).toBeVisible();
  await page.getByLabel('Doğum bildirimi kişi limiti').fill('3');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(userRow.getByRole('cell', { name: 'Oyun 10 · Bildirim 3', exact: true })).toBeVisible();
  const contacts = [1, 2, 3].map((n) => ({ name: `Kişi ${n}`, phone: `0532 111 22 3${n}`, email: '' }));
  expect((await apiPost('/api/protected/birth-notification', { contacts }, parent.token)).status).toBe(200);

  // A test e-mail.
  await page.getByRole('tab', { name: 'E-posta Testi' }).click();
  const testAddress = uniqueEmail('test');
  await page.getByLabel('Alıcı email').fill(testAddress);
  await page.getByLabel('Konu').fill('Deneme');
  await page.getByLabel('Mesaj').fill('Gece yarısı kontrolü');
  await page.getByRole('button', { name: 'Test E-postası Gönder' }).click();
  await expect(page.getByText(`Test e-postası ${testAddress} adresine gönderildi.`)).toBeVisible();

  // A new admin who can log in but cannot create admins.
  await page.getByRole('tab', { name: 'Yöneticiler' }).click();
  const username = `gece${Date.now().toString(36)}`;
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill('Gece-Operator-1');
  await page.getByLabel('Ad soyad').fill('Gece Operatörü');
  await page.getByLabel('Email').fill(uniqueEmail('op'));
  await page.getByRole('button', { name: 'Yönetici Oluştur' }).click();
  await expect(page.getByRole('table', { name: 'Yöneticiler' }).getByRole('cell', { name: username, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'İşlem Geçmişi' }).click();
  await expect(page.getByRole('table', { name: 'İşlem Geçmişi' }).getByText('Yönetici oluşturuldu').first()).toBeVisible();
  await screenshot(page, 'admin-10-after-create');

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill('Gece-Operator-1');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // a plain operator: 'Yönetici', the spec's nine sections (seven tabs, the three logs under one), no audit log
  await expect(page.getByRole('banner').getByText('Yönetici', { exact: true })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Yönetim sekmeleri' }).getByRole('tab')).toHaveCount(7);
  await page.getByRole('tab', { name: LOGS }).click();
  await expect(page.getByRole('tablist', { name: LOGS }).getByRole('tab')).toHaveText(['SMS Kayıtları', 'E-posta Kayıtları', 'Bildirim Kayıtları']);
  await expect(page.getByRole('tab', { name: 'İşlem Geçmişi' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Yöneticiler' }).click();
  await expect(page.getByText('Yeni yönetici oluşturmak ve işlem geçmişini görmek yalnızca süper yöneticilere açıktır.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yönetici Oluştur' })).toHaveCount(0);
  await screenshot(page, 'admin-11-plain-admin');
});
