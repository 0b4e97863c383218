/**
 * The operator on a laptop (issue 24 item 8): roles in Turkish, the audit log in a tab of its own,
 * the logs' tables within 1,366 px with their long texts folded under the row, and the user list
 * marking a paused account, the last activity and how many accounts were deleted (nothing about whose).
 */
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, apiPost, createParent, netgsmForm, runSchedule, SINKS_URL, sinkMessages, uniqueEmail, uniqueMobile } from './support/stack';

test.use({ viewport: { width: 1366, height: 768 } });

/** The table's scroll region is no wider than the room it has: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page, title: string) {
  const region = page.getByRole('region', { name: `${title} tablosu` });
  await expect(region).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, `${title}: ${scrollWidth} px of content in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

test('an operator at 1,366 px reads Turkish roles, the audit log tab, a folded e-mail log and a paused account', async ({ page }) => {
  // several tabs, each drawn and checked with axe at a laptop's width: minutes on a loaded machine
  test.setTimeout(300_000);
  const suffix = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  // a paused mother, and an account its owner deleted
  const paused = await createParent({ babyInfo: true, fullName: `Duraklatan ${suffix}` });
  expect((await apiPost('/api/protected/pregnancy/pause', {}, paused.token)).status).toBe(200);
  const leaving = await createParent({ fullName: `Ayrılan ${suffix}` });
  const deleted = await fetch(`${APP_URL}/api/protected/profile`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${leaving.token}` },
    body: JSON.stringify({ password: leaving.password }),
  });
  expect(deleted.status).toBe(200);

  await page.goto('/admin-login');
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('DemoAdmin2025');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
  // the role in Turkish, the api's value nowhere
  await expect(page.getByRole('banner').getByText('Süper yönetici', { exact: true })).toBeVisible();
  await expect(page.getByText('super_admin')).toHaveCount(0);

  // a test e-mail with a long body: a row of the e-mail log
  await page.getByRole('tab', { name: 'E-posta Testi' }).click();
  const address = uniqueEmail('uzun');
  const body = `Uzun bir deneme mesajı: ${'gece kontrolü, '.repeat(30)}son.`;
  await page.getByLabel('Alıcı email').fill(address);
  await page.getByLabel('Konu').fill('Uzun gövde denemesi');
  await page.getByLabel('Mesaj').fill(body);
  await page.getByRole('button', { name: 'Test E-postası Gönder' }).click();
  await expect(page.getByText(`Test e-postası ${address} adresine gönderildi.`)).toBeVisible();

  // the e-mail log fits; the body opens under its row
  await page.getByRole('tab', { name: 'Gönderim Kayıtları' }).click();
  await page.getByRole('tab', { name: 'E-posta Kayıtları' }).click();
  await expect(page).toHaveURL(/[?&]tab=email-logs/);
  await page.getByLabel('Ebeveyn veya alıcı').fill(address);
  await page.getByRole('button', { name: 'Ara' }).click();
  const logRow = page.getByRole('row').filter({ hasText: address });
  await expect(logRow).toHaveCount(1);
  await expect(page.getByText(body)).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'E-posta Kayıtları');
  await logRow.getByRole('button', { name: 'Ayrıntıyı göster' }).click();
  await expect(page.getByText(body)).toBeVisible();
  await expectNoSidewaysScroll(page, 'E-posta Kayıtları');
  await screenshot(page, 'operator-01-email-log-1366');

  // every log table fits the laptop's width
  const tables: Array<[tab: string, title: string, under?: string]> = [
    ['SMS Kayıtları', 'SMS Kayıtları', 'Gönderim Kayıtları'],
    ['Bildirim Kayıtları', 'Bildirim Kayıtları', 'Gönderim Kayıtları'],
    ['İletişim Mesajları', 'İletişim Mesajları'],
    ['Hizmet Talepleri', 'Hizmet Talepleri'],
  ];
  for (const [tab, title, under] of tables) {
    if (under) await page.getByRole('tab', { name: under }).click();
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table', { name: title })).toBeVisible();
    await expectNoSidewaysScroll(page, title);
  }

  // the user list: the paused account marked, its last activity, the deleted accounts counted without a name
  await page.getByRole('tab', { name: 'Kullanıcılar' }).click();
  await expect(page.getByText(/Silinen hesaplar: \d+/)).toBeVisible();
  await expect(page.getByText(`Ayrılan ${suffix}`)).toHaveCount(0);
  await page.getByLabel('İsim, e-posta veya telefon').fill(`Duraklatan ${suffix}`);
  await page.getByRole('button', { name: 'Ara' }).click();
  const userRow = page.getByRole('row').filter({ hasText: paused.email });
  await expect(userRow.getByText('Duraklatıldı')).toBeVisible();
  // registration signed her in today: the last activity is today's date, as the panel writes dates (Chromium's '2.12.2026', where Node writes '02.12.2026')
  const today = await page.evaluate(() => new Date().toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short' }));
  await expect(userRow.getByRole('cell', { name: new RegExp(`^${today.replace(/\./g, '\\.')}`) }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'Kullanıcılar');
  await screenshot(page, 'operator-02-users-paused-1366');

  // the audit log is a tab of its own, in Turkish, and the deletion there names nobody
  await page.getByRole('tab', { name: 'İşlem Geçmişi' }).click();
  const audit = page.getByRole('table', { name: 'İşlem Geçmişi' });
  await expect(audit.getByRole('cell', { name: 'Test e-postası', exact: true }).first()).toBeVisible();
  const deletion = audit.getByRole('row').filter({ hasText: 'Hesap silindi' }).first();
  await expect(deletion).toBeVisible();
  await expect(deletion).toContainText('silinmiş hesap');
  await expect(deletion).not.toContainText(leaving.email);
  // the record kinds read in Turkish too, never as the api stores them ('user', 'email')
  await expect(deletion.getByRole('cell', { name: 'Kullanıcı', exact: true })).toBeVisible();
  const testMail = audit.getByRole('row').filter({ hasText: 'Test e-postası' }).first();
  await expect(testMail.getByRole('cell', { name: 'E-posta adresi', exact: true })).toBeVisible();
  await expect(audit.getByRole('cell', { name: /^(user|email|adminUser|serviceRequest|contactMessage|outbox)$/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'İşlem Geçmişi');
  await screenshot(page, 'operator-03-audit-tab-1366');

  // the operators' list: roles in Turkish, and no audit log under the form any more
  await page.getByRole('tab', { name: 'Yöneticiler' }).click();
  const admins = page.getByRole('table', { name: 'Yöneticiler' });
  await expect(admins.getByText('Süper yönetici', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'İşlem Geçmişi' })).toHaveCount(0);
  await page.getByLabel('Rol').click();
  await expect(page.getByRole('option', { name: 'Yönetici', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Süper yönetici', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, 'operator-04-admins-1366');
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day `days` from today in Istanbul, as the api's date fields take it (YYYY-MM-DD). */
const istanbulDay = (days: number) =>
  new Date(Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date())}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);

test("an operator opens a mother's row and reads her baby's counts, never the values; a mother who follows no baby shows no line", async ({ page }) => {
  test.setTimeout(240_000);
  const suffix = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  // a mother whose baby was born a month ago: two measurements and one vaccine, with notes only she may read
  const mother = await createParent({ fullName: `Bebekli ${suffix}` });
  const born = istanbulDay(-30);
  const babyInfo = { expectedBirthDate: istanbulDay(-20), babyName: 'Deniz', babyGender: 'girl', hospital: '', doctor: '', babyBirthDate: born };
  expect((await apiPost('/api/protected/baby-info', babyInfo, mother.token)).status).toBe(200);
  for (const [measuredOn, weightKg] of [
    [born, 3.27],
    [istanbulDay(-2), 4.31],
  ] as const)
    expect((await apiPost('/api/protected/baby/growth', { measuredOn, weightKg, note: `gizli ölçüm ${suffix}` }, mother.token)).status).toBe(201);
  expect((await apiPost('/api/protected/baby/vaccines/HepB-1', { givenOn: born, note: `gizli aşı ${suffix}` }, mother.token)).status).toBe(200);
  // a mother still expecting: no birth date, nothing entered
  const expecting = await createParent({ babyInfo: true, fullName: `Bekleyen ${suffix}` });

  await page.goto('/admin-login');
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('DemoAdmin2025');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
  await page.getByRole('tab', { name: 'Kullanıcılar' }).click();

  // the list reads no counts per row: the line appears only once her row is opened
  await page.getByLabel('İsim, e-posta veya telefon').fill(suffix);
  await page.getByRole('button', { name: 'Ara' }).click();
  const motherRow = page.getByRole('row').filter({ hasText: mother.email });
  await expect(motherRow).toHaveCount(1);
  await expect(page.getByText('Bebek takibi')).toHaveCount(0);
  const countsRead = page.waitForResponse((response) => response.url().includes(`/api/admin/users/${mother.id}/baby`));
  await motherRow.getByRole('button', { name: 'Ayrıntıyı göster' }).click();
  expect((await countsRead).status()).toBe(200);
  const details = page.locator('dl').filter({ hasText: 'Bebek takibi' });
  await expect(details).toContainText('2 büyüme ölçümü');
  await expect(details).toContainText('1 aşı işaretli');
  // counts only: no weight, no note, no date of hers
  for (const secret of ['3,27', '3.27', '4,31', '4.31', `gizli ölçüm ${suffix}`, `gizli aşı ${suffix}`]) await expect(page.getByText(secret)).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Kullanıcılar');
  await screenshot(page, 'operator-05-user-baby-counts-1366');

  // the expecting mother's row opens with no baby line
  await motherRow.getByRole('button', { name: 'Ayrıntıyı gizle' }).click();
  // her details fold away (an animation) before the next row opens
  await expect(page.getByText('Bebek takibi')).toHaveCount(0);
  const expectingRow = page.getByRole('row').filter({ hasText: expecting.email });
  const expectingRead = page.waitForResponse((response) => response.url().includes(`/api/admin/users/${expecting.id}/baby`));
  await expectingRow.getByRole('button', { name: 'Ayrıntıyı göster' }).click();
  expect((await expectingRead).status()).toBe(200);
  await expect(page.getByText('Cinsiyet oyunları')).toBeVisible();
  await expect(page.getByText('Bebek takibi')).toHaveCount(0);

  // on a phone the line wraps within the details, the table scrolling sideways as before
  await expectingRow.getByRole('button', { name: 'Ayrıntıyı gizle' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await motherRow.getByRole('button', { name: 'Ayrıntıyı göster' }).click();
  await expect(details).toContainText('2 büyüme ölçümü');
  const line = details.getByText('2 büyüme ölçümü · 1 aşı işaretli');
  // whole within the phone's width, not cut at the table's right edge (nothing scrolled sideways to see it)
  const box = await line.boundingBox();
  expect(box, 'the baby line is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await screenshot(page, 'operator-06-user-baby-counts-360');
});

/** Every tab of the bar lies within the window, with no scroll arrow to reach one (issue 35: the tenth hid behind it). */
async function expectEveryTabInView(page: import('@playwright/test').Page, width: number) {
  const bar = page.getByRole('tablist', { name: 'Yönetim sekmeleri' });
  const tabs = bar.getByRole('tab');
  expect(await tabs.count()).toBe(8);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box, `${await tab.textContent()} is laid out`).not.toBeNull();
    expect(box!.x, `${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${await tab.textContent()} within ${width} px`).toBeLessThanOrEqual(width);
  }
  const { scrollWidth, clientWidth } = await bar.evaluate((element) => {
    const scroller = element.parentElement!;
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
  expect(scrollWidth, 'nothing of the bar hidden to scroll to').toBeLessThanOrEqual(clientWidth);
}

test(
  "an operator at 1,366 px finds a mother's failed SMS by her e-mail, sends it again, and reads her announcement and the audit log by name",
  // it runs the outbox's schedule, which sweeps everyone's messages: one at a time, after the others (ADR 0039)
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(300_000);
    const suffix = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
    // 'annem SMS almadı': the mother, her own phone, and her mother whose SMS the provider refuses (Netgsm's code 70, once)
    const motherPhone = uniqueMobile();
    const mother = await createParent({ babyInfo: true, fullName: `İpek Işıklı ${suffix}`, verified: true, phone: motherPhone });
    const grandmother = { name: 'Anneannesi Fatma', phone: uniqueMobile(), email: uniqueEmail('anneanne') };
    expect((await apiPost('/api/protected/birth-notification', { contacts: [grandmother] }, mother.token)).status).toBe(200);
    await fetch(`${SINKS_URL}/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'netgsm', mode: 'netgsm-code', code: '70', count: 1 }),
    });
    expect((await apiPost('/api/protected/birth-notification/trigger', {}, mother.token)).body).toEqual({ contactCount: 1, alreadySent: false });

    await page.goto('/admin-login');
    await page.getByLabel('Kullanıcı adı').fill('admin');
    await page.getByLabel('Şifre').fill('DemoAdmin2025');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
    // every section is on the bar at a laptop's width
    await expectEveryTabInView(page, 1366);

    // the logs, searched by her e-mail as she wrote from it: her messages, to whomever they went
    await page.getByRole('tab', { name: 'Gönderim Kayıtları' }).click();
    await expect(page.getByRole('tab', { name: 'SMS Kayıtları' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Ebeveyn veya alıcı').fill(mother.email.toUpperCase());
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page.getByText(`Ebeveyn: İpek Işıklı ${suffix} (${mother.email})`)).toBeVisible();
    const row = page.getByRole('table', { name: 'SMS Kayıtları' }).getByRole('row').filter({ hasText: grandmother.name });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Ara' }).click();
          return row.getByText('Başarısız').count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(1);
    await expect(row.getByRole('cell', { name: 'Doğum bildirimi', exact: true })).toBeVisible();
    await expect(row).toContainText(`İpek Işıklı ${suffix}`);
    await expect(row).toContainText(`+90${netgsmForm(grandmother.phone)}`);
    await expectNoSidewaysScroll(page, 'SMS Kayıtları');
    await expectEveryTabInView(page, 1366);
    await screenshot(page, 'operator-07-sms-failed-found-by-mother-1366');

    // her detail says the same: the SMS failed and why, with the resend beside it; the e-mail went
    await page.getByRole('tab', { name: 'Kullanıcılar' }).click();
    await page.getByLabel('İsim, e-posta veya telefon').fill(mother.email);
    await page.getByRole('button', { name: 'Ara' }).click();
    await page.getByRole('row').filter({ hasText: mother.email }).getByRole('button', { name: 'Ayrıntıyı göster' }).click();
    const failedDetail = page.getByRole('list', { name: 'Doğum bildirimi kişileri' });
    await expect(failedDetail.getByText(/^SMS:/).locator('..')).toContainText('Başarısız');
    await expect(failedDetail).toContainText('Teknik bir sorun nedeniyle gönderilemedi');
    await expect(failedDetail.getByRole('button', { name: `${grandmother.name} için SMS tekrar gönder` })).toBeVisible();
    await screenshot(page, 'operator-08-user-detail-sms-failed-1366');
    // back to the log, the search as it was
    await page.getByRole('tab', { name: 'Gönderim Kayıtları' }).click();
    await expect(page.getByLabel('Ebeveyn veya alıcı')).toHaveValue(mother.email.toUpperCase());

    // sent again: on its way, then the schedule sends it and the grandmother has it, once
    await row.getByRole('button', { name: 'Tekrar Gönder' }).click();
    await expect(page.getByText('İleti yeniden gönderim sırasına alındı')).toBeVisible();
    await expect(row.getByText('Gönderiliyor')).toBeVisible();
    await runSchedule();
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Ara' }).click();
          return (await row.getByText(/^(Gönderildi|Ulaştı)$/).count()) > 0;
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(true);
    expect(await sinkMessages('netgsm', netgsmForm(grandmother.phone))).toHaveLength(1);
    await screenshot(page, 'operator-09-sms-resent-1366');

    // the same search in the e-mail log: the grandmother's e-mail went
    await page.getByRole('tab', { name: 'E-posta Kayıtları' }).click();
    await expect(page.getByLabel('Ebeveyn veya alıcı')).toHaveValue(mother.email.toUpperCase());
    const mail = page.getByRole('table', { name: 'E-posta Kayıtları' }).getByRole('row').filter({ hasText: grandmother.email });
    await expect(mail.getByText('Gönderildi')).toBeVisible();
    await expect(mail).toContainText(`İpek Işıklı ${suffix}`);

    // her user detail, found by her phone as she would say it: the announcement and each delivery
    await page.getByRole('tab', { name: 'Kullanıcılar' }).click();
    await page
      .getByLabel('İsim, e-posta veya telefon')
      .fill(`${motherPhone.slice(0, 4)} ${motherPhone.slice(4, 7)} ${motherPhone.slice(7, 9)} ${motherPhone.slice(9)}`);
    await page.getByRole('button', { name: 'Ara' }).click();
    const userRow = page.getByRole('row').filter({ hasText: mother.email });
    await expect(userRow).toHaveCount(1);
    await userRow.getByRole('button', { name: 'Ayrıntıyı göster' }).click();
    const details = page.locator('dl').filter({ hasText: 'Doğum bildirimi' });
    await expect(details).toContainText(/Gönderildi: \d/);
    // her own phone as people write it
    await expect(details).toContainText(`${motherPhone.slice(0, 4)} ${motherPhone.slice(4, 7)} ${motherPhone.slice(7, 9)} ${motherPhone.slice(9)}`);
    const contacts = details.getByRole('list', { name: 'Doğum bildirimi kişileri' });
    await expect(contacts).toContainText(grandmother.name);
    await expect(contacts).toContainText(
      `${grandmother.phone.slice(0, 4)} ${grandmother.phone.slice(4, 7)} ${grandmother.phone.slice(7, 9)} ${grandmother.phone.slice(9)}`,
    );
    await expect(contacts.getByText(/^SMS:/).locator('..')).toContainText(/Gönderildi|Ulaştı/);
    await expect(contacts.getByText(/^E-posta:/).locator('..')).toContainText('Gönderildi');
    await expect(contacts.getByRole('button', { name: /tekrar gönder/i })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'Kullanıcılar');
    await screenshot(page, 'operator-10-user-announcement-1366');

    // the audit log by name: who sent what to whom, for which mother
    await page.getByRole('tab', { name: 'İşlem Geçmişi' }).click();
    const audit = page.getByRole('table', { name: 'İşlem Geçmişi' });
    const resent = audit.getByRole('row').filter({ hasText: 'Mesaj yeniden gönderildi' }).first();
    await expect(resent).toContainText(`SMS · ${grandmother.name} · İpek Işıklı ${suffix}`);
    await expect(resent).toContainText(/\(admin, Süper yönetici\)/);
    await expectNoSidewaysScroll(page, 'İşlem Geçmişi');
    await screenshot(page, 'operator-11-audit-by-name-1366');

    // on a phone: the bar scrolls, the logs' search and their three tabs still fit
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('tab', { name: 'Gönderim Kayıtları' }).click();
    await page.getByLabel('Ebeveyn veya alıcı').fill(mother.email);
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page.getByText(`Ebeveyn: İpek Işıklı ${suffix} (${mother.email})`)).toBeVisible();
    const field = await page.getByLabel('Ebeveyn veya alıcı').boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(360);
    await page.getByRole('tab', { name: 'Bildirim Kayıtları' }).click();
    await expect(page.getByRole('table', { name: 'Bildirim Kayıtları' }).getByText('Kayıt yok')).toBeVisible();
    await expect(page.getByText(`Ebeveyn: İpek Işıklı ${suffix} (${mother.email})`)).toBeVisible();
    await expect(page.getByLabel('Yükleniyor')).toHaveCount(0);
    await screenshot(page, 'operator-12-logs-search-360');
  },
);
