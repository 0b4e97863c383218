/**
 * Issue 18's journeys, on a 360 px phone: relatives claim gifts on the shared list (one loses a
 * race and is told), the parent sees 'alındı' without names once the surprise is chosen; the care
 * calendar shows the four visit windows for an expected date, a visit is marked done and the .ics
 * file parses with ical.js; the pause turns off every countdown and game link, the outbox holds no
 * waiting message of the parent, and undoing it brings the pages back.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { useEmulators } from '../../scripts/lib/emulator-env';
import { PROJECT_ID } from '../../scripts/lib/ports';
import { expect, screenshot, test } from './support/fixtures';
import { APP_URL, apiPost, createParent, freshContext, signIn } from './support/stack';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** A day counted from today in Istanbul, as the app counts (common/src/pregnancy.ts): from 21:00 UTC it is already tomorrow there. */
const inDays = (days: number) => addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()), days);
const turkish = (day: string, withYear: boolean) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function apiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${APP_URL}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await response.json()) as T;
}

/** firebase-admin on the running emulators: only to look at what was written (the outbox). */
function firestore() {
  useEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

test('two relatives claim gifts on the shared list, one loses a race; the parent sees only "alındı" once the surprise is chosen', async ({ page, browser }) => {
  // three browsers and a race: 72 s alone on 2 cores, about twice that beside another journey (ADR 0039)
  test.setTimeout(240_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Seda Yalın' });
  const token = ((await apiPost('/api/protected/checklist/share', {}, parent.token)).body as { token: string }).token;
  const shared = await apiGet<{ products: Array<{ id: string; name: string; type: string; category: string }> }>(`/api/checklist/${token}`);
  const needs = shared.products.filter((item) => item.type === 'need' && item.category === 'Bebek Odası');
  const [wanted, other] = [needs[0]!, needs[1]!];

  // Both relatives open the link from WhatsApp, before either has claimed anything.
  const ayse = await (await freshContext(browser)).newPage();
  const mehmet = await (await freshContext(browser)).newPage();
  for (const relative of [ayse, mehmet]) {
    await relative.goto(`/checklist/${token}`);
    await expect(relative.getByRole('button', { name: `Ben alıyorum: ${wanted.name}` })).toBeVisible();
  }
  await screenshot(ayse, 'family-01-shared-list');

  await ayse.getByRole('button', { name: `Ben alıyorum: ${wanted.name}` }).click();
  await ayse.getByLabel('Adınız').fill('Ayşe Teyze');
  await ayse.getByLabel('Not (isteğe bağlı)').fill('altın bilezik de var');
  await screenshot(ayse, 'family-02-claim-dialog');
  await ayse.getByRole('dialog').getByRole('button', { name: 'Ben alıyorum' }).click();
  await expect(ayse.getByText('Bunu siz alıyorsunuz')).toBeVisible();

  // Mehmet's page still offers the item: his claim loses, and he is told so in Turkish.
  await mehmet.getByRole('button', { name: `Ben alıyorum: ${wanted.name}` }).click();
  await mehmet.getByLabel('Adınız').fill('Mehmet Amca');
  await mehmet.getByRole('dialog').getByRole('button', { name: 'Ben alıyorum' }).click();
  await expect(mehmet.getByRole('alert').filter({ hasText: 'Bu ürünü az önce başka bir yakınınız ayırdı' })).toBeVisible();
  await screenshot(mehmet, 'family-03-race-lost');
  await mehmet.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(mehmet.getByText('Bir yakınınız alıyor')).toBeVisible();
  await mehmet.getByRole('button', { name: `Ben alıyorum: ${other.name}` }).click();
  await mehmet.getByLabel('Adınız').fill('Mehmet Amca');
  await mehmet.getByRole('dialog').getByRole('button', { name: 'Ben alıyorum' }).click();
  await expect(mehmet.getByText('Bunu siz alıyorsunuz')).toBeVisible();
  await screenshot(mehmet, 'family-04-claimed');

  // The parent: who took what, then the surprise; the own ticks are untouched.
  await signIn(page, parent);
  await expect(page.getByText('Ailenizden 2 ürün alınıyor')).toBeVisible();
  await page.goto('/checklist');
  await expect(page.getByText('Ayşe Teyze tarafından alındı')).toBeVisible();
  await expect(page.getByText('Not: altın bilezik de var')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: wanted.name, exact: true })).not.toBeChecked();
  const surprise = page.getByRole('button', { name: /Sürpriz olsun: kimin ne aldığını gösterme/ });
  await expect(surprise).toHaveAttribute('aria-pressed', 'false');
  await surprise.click();
  await expect(surprise).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Bir yakınınız tarafından alındı')).toHaveCount(2);
  await expect(page.getByText(/Ayşe Teyze|Mehmet Amca|altın bilezik/)).toHaveCount(0);
  await screenshot(page, 'family-05-parent-surprise');

  // Received: the item is ticked, and the relative can no longer take it back.
  await page.getByRole('button', { name: 'Teslim aldım' }).first().click();
  await expect(page.getByText('Bir yakınınız tarafından alındı · teslim alındı')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: wanted.name, exact: true })).toBeChecked();
});

test('the care calendar shows the four visit windows, a visit is marked done, and the .ics file parses with a day for each', async ({ page }) => {
  const parent = await createParent({ fullName: 'Gül Ak' });
  const expected = inDays(200);
  await apiPost('/api/protected/baby-info', { expectedBirthDate: expected, babyName: '', babyGender: '', hospital: '', doctor: '' }, parent.token);
  await signIn(page, parent);
  const start = addDays(expected, -280);
  const window = (fromWeek: number, toWeek: number) => `${turkish(addDays(start, fromWeek * 7), false)} – ${turkish(addDays(start, toWeek * 7 + 6), true)}`;

  await expect(page.getByText(/Sıradaki kontrol|Zamanı gelen kontrol/)).toBeVisible();
  await page.goto('/care-calendar');
  await expect(page.getByRole('heading', { name: 'Bakım Takvimi', level: 1 })).toBeVisible();
  const visits = [
    ['1. hamilelik izlemi', window(6, 13)],
    ['2. hamilelik izlemi', window(18, 24)],
    ['3. hamilelik izlemi', window(28, 32)],
    ['4. hamilelik izlemi', window(36, 38)],
  ] as const;
  for (const [title, span] of visits) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(span)).toBeVisible();
  }
  await expect(page.getByText(/Kaynak: T\.C\. Sağlık Bakanlığı, Doğum Öncesi Bakım Yönetim Rehberi/)).toBeVisible();
  await screenshot(page, 'family-06-care-calendar');

  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '1. hamilelik izlemi' }) });
  await first.getByRole('button', { name: 'Yapıldı olarak işaretle' }).click();
  await page.getByLabel('Yapıldığı tarih').fill(inDays(-3));
  await page.getByLabel('Not (isteğe bağlı)').fill('Dr. Kaya: her şey yolunda');
  await screenshot(page, 'family-07-care-done-dialog');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(first.getByText(`✓ ${turkish(inDays(-3), true)} · Dr. Kaya: her şey yolunda`)).toBeVisible();
  await expect(first.getByText('Yapıldı', { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Takvime Ekle (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe('hamilelik-bakim-takvimi.ics');
  const vcalendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
  const events = vcalendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const byTitle = new Map(events.map((event) => [event.summary, event]));
  expect(events).toHaveLength(7);
  // one day each, not a banner weeks long (ADR 0063): the visit done on the day she did it, the next ones on their window's first day
  for (const [title, day] of [
    ['1. hamilelik izlemi', inDays(-3)],
    ['2. hamilelik izlemi', addDays(start, 18 * 7)],
    ['3. hamilelik izlemi', addDays(start, 28 * 7)],
    ['4. hamilelik izlemi', addDays(start, 36 * 7)],
  ] as const) {
    const event = byTitle.get(title)!;
    expect({ title, start: event.startDate.toString(), end: event.endDate.toString() }).toEqual({ title, start: day, end: addDays(day, 1) });
  }
  // the window is in the description
  expect(byTitle.get('2. hamilelik izlemi')!.description).toContain(`18–24. hafta: ${window(18, 24)}.`);
  expect(byTitle.get('1. hamilelik izlemi')!.description).toContain('Dr. Kaya: her şey yolunda');
});

test('the pause quiets every countdown and game link, cancels what waits in the outbox, and undoing it brings the pages back', async ({ page, browser }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Nur Demir' });
  const game = (await apiPost('/api/protected/gender-games', { title: 'Kız mı erkek mi?' }, parent.token)).body as { token: string };
  const shareToken = ((await apiPost('/api/protected/checklist/share', {}, parent.token)).body as { token: string }).token;
  const db = firestore();
  // a message waiting for its retry on the parent's behalf
  await db
    .collection(COLLECTIONS.outbox)
    .doc(`e2e_bekleyen_${parent.id}`)
    .set({
      channel: 'email',
      kind: 'care_reminder',
      to: { email: parent.email, name: '' },
      subject: 'Hatırlatma',
      text: 'bekliyor',
      context: { userId: parent.id },
      status: 'retry',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 3600_000),
    });

  const visitor = await (await freshContext(browser)).newPage();
  await visitor.goto(`/game/${game.token}`);
  await expect(visitor.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();

  await signIn(page, parent);
  await expect(page.getByText(/Doğuma \d+ gün kaldı/)).toBeVisible();
  // the way there from her week (ADR 0063): a quiet line under 'Bu hafta sizde'
  await page.goto('/pregnancy');
  const week = page.getByRole('region', { name: 'Bu hafta sizde' });
  await expect(week).toContainText('Gebeliğinizi kaybettiyseniz çok üzgünüz. Takibe ara verebilirsiniz; hiçbir bilginiz silinmez.');
  await week.getByRole('link', { name: 'Takibe ara verebilirsiniz' }).click();
  await page.waitForURL(`${APP_URL}/profile#takibe-ara-ver`);
  await expect(page.getByRole('button', { name: 'Takibe ara ver' })).toBeInViewport();
  await page.getByRole('button', { name: 'Takibe ara ver' }).click();
  await expect(page.getByRole('dialog', { name: 'Takibe ara vermek istiyor musunuz?' })).toBeVisible();
  await screenshot(page, 'family-08-pause-dialog');
  await page.getByRole('button', { name: 'Ara ver' }).click();
  await page.waitForURL(`${APP_URL}/support`);
  await expect(page.getByRole('heading', { name: 'Destek', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '183 numarasını ara' })).toHaveAttribute('href', 'tel:183');
  await screenshot(page, 'family-09-support');

  // Every page about the baby is the quiet home now: no countdown, no week, no games, no bottom bar.
  const babyWords = /Doğuma|gün kaldı|[Hh]afta|[Bb]ebe|[Oo]yun|Doğum Bildir|Tebrik/;
  for (const path of ['/', '/pregnancy', '/gender-game', '/checklist', '/care-calendar', '/birth-notification']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Merhaba Nur', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(babyWords);
    await expect(page.getByRole('navigation', { name: 'Alt menü' })).toHaveCount(0);
  }
  await screenshot(page, 'family-10-paused-home');
  await page.goto('/profile');
  await expect(page.getByText('Bebek Bilgileri')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Herkese açık profilim' })).toHaveCount(0);

  // Visitors: the game link, the shared list and the profile are neutral.
  for (const path of [`/game/${game.token}`, `/checklist/${shareToken}`, `/profile/${parent.id}`]) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { name: PAGE_UNAVAILABLE })).toBeVisible();
    await expect(visitor.getByText(/Kız mı erkek mi|Nur Demir|Bebek İhtiyaç/)).toHaveCount(0);
  }
  await screenshot(visitor, 'family-11-visitor-neutral');

  // Nothing waits in the outbox for the parent.
  const waiting = await db.collection(COLLECTIONS.outbox).where('context.userId', '==', parent.id).where('status', 'in', ['pending', 'retry']).get();
  expect(waiting.docs.map((doc) => doc.id)).toEqual([]);
  expect((await db.collection(COLLECTIONS.outbox).doc(`e2e_bekleyen_${parent.id}`).get()).get('status')).toBe('cancelled');

  // On another phone, signing in shows the quiet home, not the walkthrough about the baby.
  const phone = await (await freshContext(browser)).newPage();
  await phone.goto('/auth');
  await phone.getByLabel('Email').fill(parent.email);
  await phone.getByLabel('Şifre', { exact: true }).fill(parent.password);
  await phone.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(phone.getByRole('heading', { name: 'Merhaba Nur', level: 1 })).toBeVisible();
  await expect(phone.getByRole('main')).not.toContainText(babyWords);

  // Undo: the countdown, the game link and the list come back.
  await page.goto('/');
  await page.getByRole('button', { name: 'Takibe geri dön' }).click();
  await expect(page.getByText(/Doğuma \d+ gün kaldı/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Alt menü' })).toBeVisible();
  await visitor.goto(`/game/${game.token}`);
  await expect(visitor.getByRole('heading', { name: 'Kız mı erkek mi?' })).toBeVisible();
  await visitor.goto(`/checklist/${shareToken}`);
  await expect(visitor.getByText('Bebek İhtiyaç Listesi')).toBeVisible();
  await screenshot(page, 'family-12-resumed');
});

test('the everyday screens at 360 px: headers, the week by length or weight, early weeks in mm and g, recommendations by week, the expected date window', async ({
  page,
  browser,
}) => {
  // The public header of the info pages and the landing page's header fit the phone: nothing cut off, nothing wrapped.
  const visitor = await (await freshContext(browser)).newPage();
  for (const path of ['/faq', '/contact', '/how-to-use', '/privacy']) {
    await visitor.goto(path);
    const button = visitor.getByRole('banner').getByRole('button', { name: 'Giriş Yap / Kayıt Ol' });
    const box = (await button.boundingBox())!;
    expect({ path, left: box.x >= 0, right: box.x + box.width <= 360, oneLine: box.height < 48 }).toEqual({ path, left: true, right: true, oneLine: true });
  }
  await screenshot(visitor, 'family-13-public-header');
  await visitor.goto('/');
  const login = (await visitor.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).boundingBox())!;
  expect(login.height).toBeLessThan(48);
  expect(login.x + login.width).toBeLessThanOrEqual(360);

  // A parent in week 30: the hospital bag is recommended, week 29 compares by weight, week 5 in millimetres and grams.
  const parent = await createParent({ fullName: 'Ece Kaya' });
  await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: inDays(280 - 30 * 7 - 3), babyName: '', babyGender: '', hospital: '', doctor: '' },
    parent.token,
  );
  // Their public profile, as a relative opens it on a phone: its header fits too, and nothing scrolls sideways.
  await visitor.goto(`/profile/${parent.id}`);
  await expect(visitor.getByRole('heading', { name: 'Ece Kaya', level: 1 })).toBeVisible();
  const profileLogin = (await visitor.getByRole('banner').getByRole('link', { name: 'Giriş Yap' }).boundingBox())!;
  expect({ right: profileLogin.x + profileLogin.width <= 360, oneLine: profileLogin.height < 48 }).toEqual({ right: true, oneLine: true });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await signIn(page, parent);
  await expect(page.getByTestId('stage-week')).toContainText('30. hafta');
  await expect(page.getByTestId('stage-week')).toContainText('Ağırlığı yaklaşık lahana kadar');
  await page.goto('/pregnancy');
  await expect(page.getByRole('heading', { name: '30. Hafta', level: 2 })).toBeVisible();
  const recommended = page.getByRole('list', { name: 'Önerilen ürünler' });
  await expect(recommended.getByRole('listitem')).toHaveCount(3);
  await expect(recommended.getByText('Doğum Çantası')).toHaveCount(3);
  await expect(page.getByText('30. hafta: Doğum çantanızı hazırlamanın zamanı geldi.')).toBeVisible();
  await expect(page.getByText(/Yalnızca ortalamalardır\. Kaynak: BabyCenter/)).toBeVisible();
  const grid = page.getByRole('group', { name: 'Hafta seçimi' });
  await grid.getByRole('button', { name: '29. hafta', exact: true }).click();
  await expect(page.getByText('Bebeğinizin ağırlığı yaklaşık')).toBeVisible();
  await expect(page.getByText('Ananas kadar')).toBeVisible();
  await grid.getByRole('button', { name: '5. hafta', exact: true }).click();
  await expect(page.getByText('Bebeğinizin boyu yaklaşık')).toBeVisible();
  await expect(page.getByText('2 mm', { exact: true })).toBeVisible();
  await expect(page.getByText("1 g'dan az", { exact: true })).toBeVisible();
  await expect(page.getByText(/^0 (cm|g)$/)).toHaveCount(0);
  await screenshot(page, 'family-14-pregnancy-week5');

  // Service tiles: long names stay inside their tiles.
  await page.goto('/');
  const tiles = page.getByRole('link').filter({ hasText: 'Fotoğraf Çekimi' });
  await expect(tiles.first()).toBeVisible();
  const tile = (await tiles.first().boundingBox())!;
  const overflow = await tiles.first().evaluate((element) => element.scrollWidth > element.clientWidth);
  expect({ overflow, inside: tile.x + tile.width <= 360 }).toEqual({ overflow: false, inside: true });
  await screenshot(page, 'family-15-dashboard');

  // The profile form: the first press shows every error and brings the first into view.
  await page.goto('/profile');
  await page.getByLabel('Ad Soyad').fill('');
  await page.getByRole('button', { name: 'Kaydet' }).last().click();
  await expect(page.getByText('Ad soyad gereklidir')).toBeVisible();
  await expect(page.getByText('Cinsiyet seçiniz')).toBeVisible();
  await expect(page.getByText('Doğum tarihi giriniz')).toBeVisible();
  await expect(page.getByLabel('Ad Soyad')).toBeFocused();
  await screenshot(page, 'family-16-profile-errors');

  // The baby-info form refuses a date outside 42 weeks ahead / 4 weeks past, with the shared Turkish message.
  await page.goto('/baby-info');
  await page.getByLabel('Beklenen doğum tarihi').fill(inDays(42 * 7 + 10));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Beklenen doğum tarihi bugünden en fazla 42 hafta sonra ve en fazla 4 hafta önce olabilir')).toBeVisible();
  await screenshot(page, 'family-17-baby-info-window');
});

test('after a pause, a new pregnancy starts from a new expected date; the old game stays closed, as history', async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Zehra Bal' });
  await apiPost('/api/protected/gender-games', { title: 'İlk oyun' }, parent.token);
  expect((await apiPost('/api/protected/pregnancy/pause', {}, parent.token)).status).toBe(200);
  await signIn(page, parent);
  await expect(page.getByRole('heading', { name: 'Merhaba Zehra', level: 1 })).toBeVisible();
  // a date outside the window is refused with the shared message, then a good one starts the new pregnancy
  await page.getByLabel('Beklenen doğum tarihi').fill(inDays(-60));
  await page.getByRole('button', { name: 'Başlat' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Beklenen doğum tarihi bugünden en fazla 42 hafta sonra ve en fazla 4 hafta önce olabilir' }),
  ).toBeVisible();
  await page.getByLabel('Beklenen doğum tarihi').fill(inDays(250));
  await page.getByRole('button', { name: 'Başlat' }).click();
  await expect(page.getByText('Doğuma 250 gün kaldı')).toBeVisible();
  // the dashboard offers a new game; the old one is listed closed, without its actions
  await expect(page.getByRole('link', { name: 'Oyun Başlat' })).toHaveCount(3);
  await page.goto('/gender-game');
  const old = page.getByRole('article', { name: 'İlk oyun' });
  await expect(old.getByText('Kapatıldı', { exact: true })).toBeVisible();
  await expect(old.getByRole('button')).toHaveCount(0);
  await screenshot(page, 'family-18-new-pregnancy-history');
});
