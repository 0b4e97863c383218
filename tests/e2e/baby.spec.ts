/**
 * Issue 25's Done-when on a 360 px phone: a parent announces the birth on a given day; the dashboard
 * greets the baby by age; /baby/vaccines dates Hepatit B on that day and the month-2 visit on the
 * right day, a dose marked given stays so after a reload, and the .ics has one event per dose;
 * /baby/growth places a girl of 2 months at 5.1 kg about the median and at 3.9 kg below the 3rd
 * percentile with the gentle wording, the chart shows both points, and implausible entries are
 * refused on the field. And the person the pages were not built for: a parent before the birth.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { formatLongDateTr } from '@bebek/common/due-date';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, apiPost, createParent, freshContext, signIn, sinkMessages } from './support/stack';

const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
/** 'YYYY-MM-DD' plus whole calendar months, a day past the shorter month's end clamped to it (as the calendar dates the doses). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
}
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The birth date that makes the baby exactly two months old today (Istanbul): its month-2 visit is today. */
function twoMonthsAgo(): string {
  const today = istanbulToday();
  let birth = addMonths(today, -2);
  // a clamped month end (today 30 April: 28 February + 2 months is 28 April): step forward to the day whose month-2 is today
  while (addMonths(birth, 2) < today) birth = addDays(birth, 1);
  return birth;
}
const turkish = (day: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const uniqueMobile = () => `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

test('a parent announces the birth; the dashboard greets the baby, says the announcement went, offers no new game but keeps hers; the vaccines are dated from the birth, a mark stays, the .ics has every dose', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const birthDate = twoMonthsAgo();
  const parent = await createParent({ fullName: 'Selin Aksoy', verified: true });
  const saved = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: addDays(istanbulToday(), 3), babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    parent.token,
  );
  expect(saved.status).toBe(200);
  // a gender game the family played before the birth
  const created = await apiPost('/api/protected/gender-games', { title: 'Kız mı erkek mi?' }, parent.token);
  expect(created.status).toBe(201);
  const genderGame = created.body as { id: string; token: string };
  await signIn(page, parent);
  // before the birth every kind is offered (part 1 §2): the two without a game to start
  await expect(page.getByRole('link', { name: 'Oyun Başlat' })).toHaveCount(2);

  // the announcement, with the day of the birth
  await page.goto('/birth-notification');
  await page.getByLabel('Doğum tarihi', { exact: true }).fill(birthDate);
  await page.getByLabel('1. kişi adı').fill('Ayşe Teyze');
  await page.getByLabel('Telefon').fill(uniqueMobile());
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
  await page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' }).getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('Bildirim 1 kişiye gönderildi.')).toBeVisible({ timeout: 30_000 });

  // the dashboard follows the baby, in the same document
  await page.getByRole('link', { name: 'Anasayfa' }).click();
  await page.waitForURL(/\/$/);
  await expect(page.getByTestId('baby-age')).toHaveText('Deniz 2 aylık');
  await expect(page.getByTestId('stage-week')).toHaveCount(0);
  await expect(page.getByTestId('stage-baby-month')).toContainText('Aylık Rehber2 aylık');
  // the month-2 visit is today: its three doses are next
  await expect(page.getByTestId('stage-vaccines')).toContainText(`Sıradaki aşılar · ${turkish(addMonths(birthDate, 2))}`);
  await expect(page.getByTestId('stage-vaccines')).toContainText('BCG, DaBT-İPA-Hib-HepB, KPA');
  await expect(page.getByTestId('stage-pregnancy-history')).toBeVisible();
  // the announcement card says what happened, and leads to each contact's delivery status (ADR 0038)
  const announcement = page.getByTestId('stage-announcement');
  await expect(announcement.getByTestId('announcement-sent')).toHaveText(`✓ ${turkish(istanbulToday())} tarihinde 1 kişiye gönderildi`);
  await expect(announcement.getByRole('link', { name: 'Gönderim Durumunu Gör' })).toHaveAttribute('href', '/birth-notification');
  await expect(announcement.getByRole('link', { name: 'Doğum Bildirimine Git' })).toHaveCount(0);
  await expect(announcement).not.toContainText('Bebeğiniz doğduğunda');
  // right after the baby's month, before the vaccines
  const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
  expect(await top('stage-baby-month')).toBeLessThan(await top('stage-announcement'));
  expect(await top('stage-announcement')).toBeLessThan(await top('stage-vaccines'));
  // no game is offered to start; the game the family played is still there, closed by the birth
  const games = page.getByRole('region', { name: 'Oyunlar' });
  await expect(games.getByRole('link', { name: 'Oyunu Yönet' })).toHaveCount(1);
  await expect(games).toContainText('tahminler kapandı');
  await expect(page.getByRole('link', { name: 'Oyun Başlat' })).toHaveCount(0);
  await expect(games.getByRole('heading', { name: 'İsim Önerileri' })).toHaveCount(0);
  await expect(games.getByRole('heading', { name: 'Doğum Günü Tahmini' })).toHaveCount(0);
  await screenshot(page, 'baby-dashboard');

  // the existing game's page is one press away
  await games.getByRole('link', { name: 'Oyunu Yönet' }).click();
  await page.waitForURL(/\/gender-game$/);
  await expect(page.getByText('Kız mı erkek mi?').first()).toBeVisible();
  // a relative on the old link: guessing has closed, calmly, no form and no error
  const relativeContext = await freshContext(browser);
  const relative = await relativeContext.newPage();
  await relative.goto(`/game/${genderGame.token}`);
  await expect(relative.getByRole('region', { name: 'Tahminler kapandı' })).toContainText('Sonuç henüz açıklanmadı');
  await expect(relative.getByRole('button', { name: 'Tahmini Gönder' })).toHaveCount(0);
  await screenshot(relative, 'baby-old-game-link');
  // and the parent's public profile invites nobody to guess it any more (ADR 0038)
  await relative.goto(`/profile/${parent.id}`);
  const board = relative.getByRole('region', { name: /Pano/ });
  await expect(board.getByText('Tahminler kapandı')).toBeVisible({ timeout: 60_000 });
  await expect(board.getByRole('link', { name: 'Oyunu Gör' })).toHaveAttribute('href', `/game/${genderGame.token}`);
  await expect(board.getByRole('link', { name: 'Oyuna Katıl' })).toHaveCount(0);
  await screenshot(relative, 'baby-public-profile-closed-game');
  await relativeContext.close();

  // the menu is the baby's, the family's page in it (ADR 0063): on the growth page, under the form, on screen
  await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: 'Bebeğim' }).click();
  await page.getByRole('menuitem', { name: 'Bebeğinizin Sayfası' }).click();
  await page.waitForURL(/\/baby\/growth#bebeginizin-sayfasi$/);
  const shareCard = page.getByRole('region', { name: 'Bebeğinizin Sayfası' });
  await expect(shareCard.getByRole('button', { name: 'Sayfayı Paylaş' })).toBeInViewport();
  await screenshot(page, 'baby-share-from-menu');
  await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: 'Bebeğim' }).click();
  await page.getByRole('menuitem', { name: 'Aşı Takvimi' }).click();
  await page.waitForURL(/\/baby\/vaccines$/);
  await expect(page.getByTestId('visit-0')).toContainText('Doğumda');
  await expect(page.getByTestId('visit-0-date')).toHaveText(formatLongDateTr(birthDate));
  await expect(page.getByTestId('dose-HepB-1')).toContainText('Hepatit B aşısı, 1. doz');
  await expect(page.getByTestId('visit-2')).toContainText('2. ayın sonu');
  await expect(page.getByTestId('visit-2-date')).toHaveText(formatLongDateTr(addMonths(birthDate, 2)));
  expect(formatLongDateTr(addMonths(birthDate, 2))).toContain(turkish(addMonths(birthDate, 2)));
  for (const dose of ['BCG-1', 'DaBT-IPA-Hib-HepB-1', 'KPA-1']) await expect(page.getByTestId('visit-2').getByTestId(`dose-${dose}`)).toBeVisible();
  await expect(page.getByTestId('vaccine-source')).toContainText('Sağlık Bakanlığı');
  await expect(page.getByTestId('visit-2')).toContainText('Altılı karma aşı (DaBT-İPA-Hib-HepB), 1. doz');
  // the calendar since 14 April 2025: month 6 is the six-component vaccine and OPA, no separate Hepatit B
  await expect(page.getByTestId('visit-6').getByRole('heading', { level: 3 })).toHaveText([
    'Altılı karma aşı (DaBT-İPA-Hib-HepB), 3. doz',
    'Oral polio aşısı (ağızdan damla), 1. doz',
  ]);
  await expect(page.getByTestId('vaccine-source')).toContainText('14 Nisan 2025');
  await expect(page.getByTestId('vaccine-references')).toContainText('aile hekimliği birimlerinde');
  await expect(page.getByText('48. ayını dolduran çocuğa KKK ve DaBT-İPA')).toBeVisible();
  // the birth and month-1 doses have passed unmarked: said gently
  await expect(page.getByTestId('vaccines-waiting')).toContainText('işaretlenmemiş 2 aşı');
  await screenshot(page, 'baby-vaccines');

  // one tap marks Hepatit B given, on its day (the birth day, passed): no dialog (ADR 0063); 'Geri al' takes it back
  const hepBRow = page.getByTestId('dose-HepB-1');
  await hepBRow.getByRole('button', { name: 'Yapıldı' }).click();
  await expect(page.getByTestId('dose-HepB-1-given')).toHaveText(`✓ ${formatLongDateTr(birthDate)} tarihinde yapıldı`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('vaccines-waiting')).toContainText('işaretlenmemiş 1 aşı');
  await screenshot(page, 'baby-vaccine-one-tap');
  await hepBRow.getByRole('button', { name: 'Geri al' }).click();
  await expect(page.getByTestId('dose-HepB-1-given')).toHaveCount(0);
  await expect(page.getByTestId('vaccines-waiting')).toContainText('işaretlenmemiş 2 aşı');
  // marked again, then 'Düzenle' for the note: the day stays the birth day; it stays after a reload
  await hepBRow.getByRole('button', { name: 'Yapıldı' }).click();
  await expect(page.getByTestId('dose-HepB-1-given')).toHaveText(`✓ ${formatLongDateTr(birthDate)} tarihinde yapıldı`);
  await hepBRow.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hepatit B aşısı, 1. doz' });
  await expect(dialog.getByLabel('Yapıldığı tarih')).toHaveValue(birthDate);
  await dialog.getByLabel('Not (isteğe bağlı)').fill('Hastanede yapıldı');
  await screenshot(page, 'baby-vaccine-given-dialog');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('dose-HepB-1-given')).toHaveText(`✓ ${formatLongDateTr(birthDate)} tarihinde yapıldı · Hastanede yapıldı`);
  await page.reload();
  await expect(page.getByTestId('dose-HepB-1-given')).toHaveText(`✓ ${formatLongDateTr(birthDate)} tarihinde yapıldı · Hastanede yapıldı`);
  await expect(page.getByTestId('vaccines-waiting')).toContainText('işaretlenmemiş 1 aşı');

  // the .ics: one all-day event per dose, Hepatit B on the birth day
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Takvime ekle (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe('bebek-asi-takvimi.ics');
  const vcalendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
  const events = vcalendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events).toHaveLength(16);
  expect(events.map((event) => event.summary)).not.toContain('Hepatit B aşısı, 3. doz');
  expect(events.filter((event) => event.summary.startsWith('Altılı karma aşı (DaBT-İPA-Hib-HepB)'))).toHaveLength(4);
  const hepB = events.find((event) => event.summary.includes('Hepatit B aşısı, 1. doz'));
  expect(hepB?.startDate.toString()).toBe(birthDate);
  expect(new Set(events.map((event) => event.uid)).size).toBe(16);
});

test('a mother who entered the birth date by hand and never announced is still offered the announcement; no game is offered to start, and without a game there is no games section', async ({
  page,
}) => {
  const parent = await createParent({ fullName: 'Aylin Kara', verified: true });
  const birthDate = addDays(istanbulToday(), -10);
  const saved = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: addDays(birthDate, 4), babyName: 'Can', babyGender: 'boy', hospital: '', doctor: '', babyBirthDate: birthDate },
    parent.token,
  );
  expect(saved.status).toBe(200);
  const gameLists = ['gender-games', 'name-games', 'birth-date-games'].map((segment) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === `/api/protected/${segment}` && response.status() === 200),
  );
  await signIn(page, parent);
  await Promise.all(gameLists);
  await expect(page.getByTestId('baby-age')).toHaveText('Can 10 günlük');
  const announcement = page.getByTestId('stage-announcement');
  await expect(announcement).toContainText('Bebeğiniz dünyaya geldi! Sevdiklerinize tek tuşla SMS ve e-posta ile haber verin.');
  await expect(announcement).toContainText('Henüz kişi eklenmedi');
  await expect(announcement.getByRole('link', { name: 'Doğum Bildirimine Git' })).toHaveAttribute('href', '/birth-notification');
  await expect(announcement.getByTestId('announcement-sent')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Etkinlik Özeti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Oyun Başlat' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Oyunlar' })).toHaveCount(0);
  await screenshot(page, 'baby-dashboard-not-announced');
});

test('growth: a girl of 2 months at 5.1 kg is about the median, at 3.9 kg below the 3rd with the gentle wording; the chart shows both; nonsense is refused on the field', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const birthDate = twoMonthsAgo();
  const today = istanbulToday();
  const parent = await createParent({ fullName: 'Ebru Demir', verified: true });
  const saved = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: addDays(istanbulToday(), 3), babyName: 'Ela', babyGender: 'girl', hospital: '', doctor: '', babyBirthDate: birthDate },
    parent.token,
  );
  expect(saved.status).toBe(200);
  await signIn(page, parent);
  await page.goto('/baby/growth');
  await expect(page.getByRole('heading', { name: 'Büyüme', level: 1 })).toBeVisible();
  const form = page.getByTestId('growth-form-new');
  await expect(form.getByLabel('Ölçüm tarihi')).toHaveValue(today);

  // implausible entries: a date before the birth, then 30 kg; the Turkish message on the field, nothing saved
  await form.getByLabel('Ölçüm tarihi').fill(addDays(birthDate, -1));
  await form.getByLabel('Kilo (kg)').fill('6');
  await form.getByRole('button', { name: 'Ölçümü Kaydet' }).click();
  await expect(form.getByText('Ölçüm tarihi doğum tarihinden önce olamaz')).toBeVisible();
  await form.getByLabel('Ölçüm tarihi').fill(today);
  await form.getByLabel('Kilo (kg)').fill('30');
  await form.getByRole('button', { name: 'Ölçümü Kaydet' }).click();
  await expect(form.getByText('Kilo 0,3 ile 25 kg arasında olmalıdır')).toBeVisible();
  await expect(page.getByLabel('Kilo (kg)')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'baby-growth-refused');
  await expect(page.getByText('Henüz ölçüm yok.', { exact: false })).toBeVisible();

  // the WHO median at 2 months, typed with a comma
  await form.getByLabel('Kilo (kg)').fill('5,1');
  await form.getByRole('button', { name: 'Ölçümü Kaydet' }).click();
  const median = page.getByTestId(`growth-entry-${today}`);
  await expect(median.getByTestId('growth-weight')).toContainText('Kilo: 5,1 kg');
  await expect(median.getByTestId('growth-weight')).toContainText(/Bebeğinizin kilosu yaşıtlarının yaklaşık %(4[6-9]|5[0-4])'/);
  await expect(median.getByTestId('talk-to-doctor')).toHaveCount(0);

  // a day earlier, 3.9 kg: below the 3rd percentile, informing without alarming
  await form.getByLabel('Ölçüm tarihi').fill(addDays(today, -1));
  await form.getByLabel('Kilo (kg)').fill('3,9');
  await form.getByRole('button', { name: 'Ölçümü Kaydet' }).click();
  const low = page.getByTestId(`growth-entry-${addDays(today, -1)}`);
  await expect(low.getByTestId('growth-weight')).toContainText(/Bebeğinizin kilosu yaşıtlarının (%97'sinden|çoğundan) az\./);
  await expect(low.getByTestId('talk-to-doctor')).toHaveText(
    'Bu ölçüm yaşıtlarının çoğundan farklı. Tek bir ölçüm tek başına bir şey söylemez; yine de bir sonraki kontrolde doktorunuzla konuşun.',
  );

  // the chart: both points over the band
  const chart = page.getByTestId('growth-chart');
  await expect(chart).toHaveAttribute('data-points', '2');
  await expect(chart.locator('svg circle')).toHaveCount(2);
  await expect(page.getByTestId('growth-source')).toContainText('Dünya Sağlık Örgütü');
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'baby-growth-chart');

  // the length tab has no entries yet: no point
  await page.getByRole('tab', { name: 'Boy' }).click();
  await expect(chart).toHaveAttribute('data-points', '0');
  await expect(chart.locator('svg circle')).toHaveCount(0);

  // the guide opens on the baby's month
  await page.goto('/baby/guide');
  await expect(page.getByTestId('guide-month-2')).toContainText('Bebeğinizin ayı');
  await expect(page.getByTestId('guide-month-2').getByRole('heading', { name: 'Gelişim' })).toBeVisible();
  await screenshot(page, 'baby-guide');
});

test('before the birth the baby pages ask calmly for the birth date, and ask the api nothing', async ({ page }) => {
  const parent = await createParent({ fullName: 'Merve Yıldız', verified: true });
  const saved = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: addDays(istanbulToday(), 60), babyName: '', babyGender: 'unknown', hospital: '', doctor: '' },
    parent.token,
  );
  expect(saved.status).toBe(200);
  const babyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/protected/baby/')) babyCalls.push(request.url());
  });
  await signIn(page, parent);
  // the pregnant parent's dashboard: the week, no vaccine call
  await expect(page.getByTestId('stage-week')).toBeVisible();
  await expect(page.getByTestId('baby-age')).toHaveCount(0);
  await page.goto('/baby/growth');
  await expect(page.getByTestId('birth-date-first')).toHaveText(/Büyüme takibi için önce bebeğin doğum tarihini girin/);
  await screenshot(page, 'baby-growth-before-birth');
  await page.goto('/baby/vaccines');
  await expect(page.getByTestId('birth-date-first')).toContainText('Aşı takvimi için önce bebeğin doğum tarihini girin');
  await page.getByRole('link', { name: 'Tarih Gir' }).click();
  await page.waitForURL(/\/baby-info$/);
  await expect(page.getByLabel('Doğum tarihi', { exact: true })).toHaveValue('');
  expect(babyCalls).toEqual([]);
});

test('vaccine reminders: the mother who turned them on is e-mailed before the visit; the one who paused is not', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(240_000);
  const birthDate = twoMonthsAgo(); // the month-2 visit is today: inside the reminder's three days
  const info = { expectedBirthDate: addDays(birthDate, 5), babyName: 'Ada', babyGender: 'girl', hospital: '', doctor: '', babyBirthDate: birthDate };
  const reminded = await createParent({ fullName: 'Hale Uyanık', verified: true });
  const paused = await createParent({ fullName: 'Nil Ara', verified: true });
  for (const parent of [reminded, paused]) expect((await apiPost('/api/protected/baby-info', info, parent.token)).status).toBe(200);

  // the first turns them on where she sees the calendar
  await signIn(page, reminded);
  await page.goto('/baby/vaccines');
  const byEmail = page.getByRole('switch', { name: 'E-posta ile' });
  await expect(byEmail).not.toBeChecked();
  // the switch shows what the api saved: it turns on when the answer comes
  await byEmail.click();
  await expect(byEmail).toBeChecked();
  await page.reload();
  await expect(byEmail).toBeChecked();
  await screenshot(page, 'baby-vaccine-reminders-on');

  // the second turned them on too, then paused (ADR 0018): the app says nothing about a baby to her
  const optIn = await fetch(`${APP_URL}/api/protected/baby/vaccines/reminders`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${paused.token}` },
    body: JSON.stringify({ email: true, push: false }),
  });
  expect(optIn.status).toBe(200);
  expect((await apiPost('/api/protected/pregnancy/pause', {}, paused.token)).status).toBe(200);

  // the morning's schedule (locally it also runs every minute)
  const run = spawnSync('npx', ['tsx', 'scripts/stack.ts', 'run-schedules'], { env: process.env, encoding: 'utf8', timeout: 120_000 });
  expect(run.status, run.stderr).toBe(0);
  const reminders = async (email: string) =>
    (await sinkMessages('sendgrid', email)).map((mail) => String(mail.subject)).filter((subject) => subject.startsWith('Aşı hatırlatması'));
  await expect.poll(() => reminders(reminded.email), { timeout: 60_000 }).toEqual([`Aşı hatırlatması: ${turkish(addMonths(birthDate, 2))}`]);
  expect(await reminders(paused.email)).toEqual([]);
});

test('the app notification switch turns on only inside the native app; in a browser it says why', async ({ page, browser }) => {
  const birthDate = twoMonthsAgo();
  const parent = await createParent({ fullName: 'Elif Tan', verified: true });
  const info = { expectedBirthDate: addDays(birthDate, 5), babyName: 'Ada', babyGender: 'girl', hospital: '', doctor: '', babyBirthDate: birthDate };
  expect((await apiPost('/api/protected/baby-info', info, parent.token)).status).toBe(200);

  // a plain browser: disabled, with a word of why; the e-mail is hers to choose
  await signIn(page, parent);
  await page.goto('/baby/vaccines');
  const push = page.getByRole('switch', { name: 'Mobil uygulama bildirimi ile' });
  await expect(push).toBeDisabled();
  await expect(push).not.toBeChecked();
  await expect(push).toHaveAccessibleDescription(
    'Uygulama bildirimini Bebek Yolculuğu mobil uygulamasından açabilirsiniz; tarayıcıya bildirim gönderemiyoruz.',
  );
  await expect(page.getByRole('switch', { name: 'E-posta ile' })).toBeEnabled();
  await screenshot(page, 'baby-vaccine-push-in-browser');

  // inside the app's web view (react-native-webview's bridge on the window): it turns on, as the api saved it
  const appContext = await freshContext(browser);
  await appContext.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: { postMessage(message: string): void } }).ReactNativeWebView = { postMessage: () => undefined };
  });
  const app = await appContext.newPage();
  await signIn(app, parent);
  await app.goto('/baby/vaccines');
  const appPush = app.getByRole('switch', { name: 'Mobil uygulama bildirimi ile' });
  await expect(appPush).toBeEnabled();
  await appPush.click();
  await expect(appPush).toBeChecked();
  await expect(app.getByText('tarayıcıya bildirim gönderemiyoruz')).toHaveCount(0);
  await appContext.close();

  // back in the browser it shows on, and can be turned off there
  await page.reload();
  await expect(push).toBeChecked();
  await expect(push).toBeEnabled();
  await push.click();
  await expect(push).not.toBeChecked();
  await expect(push).toBeDisabled();
});
