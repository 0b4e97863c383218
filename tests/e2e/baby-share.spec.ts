import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { birthCardShareText, SHARE_TEXTS } from '@bebek/common/share';
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, createParent, freshContext, signIn, uniqueMobile } from './support/stack';

/**
 * The family sees the baby (issue 25 point 4, ADR 0033), on a 360 px phone: a parent whose baby was
 * born 70 days ago shares the baby's page from her profile; a relative opens the link in a browser
 * of her own, without an account, and sees the photo, the name and '2 aylık'; once the parent
 * pauses, the relative's reload shows the calm unavailable page.
 */

// A 2x2 RGBA PNG with correct CRCs: a real image for the photo upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP4z8DwHwwZGP7//w9kAABHygj4/BTyWgAAAABJRU5ErkJggg==', 'base64');

/** 'YYYY-MM-DD' of `days` ago on the parent's calendar (Istanbul). */
const istanbulDay = (daysAgo: number) => new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('a parent shares the baby page; a relative opens it without an account; after the pause it is unavailable', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const parent = await createParent({ fullName: 'Selin Aksoy' });
  const birthDate = istanbulDay(70);
  const info = await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: istanbulDay(20), babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya', babyBirthDate: birthDate },
    parent.token,
  );
  expect(info.status).toBe(200);
  await signIn(page, parent);

  // her photo, then the card: the switches first, then the link
  await page.goto('/profile');
  const photo = join(tmpdir(), `baby-share-${Date.now()}.png`);
  writeFileSync(photo, PNG);
  await page.getByLabel('Profil fotoğrafı seç').setInputFiles(photo);
  await expect(page.getByText('Profil fotoğrafı güncellendi')).toBeVisible();
  const card = page.getByRole('region', { name: 'Bebeğinizin Sayfası' });
  await expect(card.getByRole('button', { name: 'Sayfayı Paylaş' })).toBeVisible({ timeout: 30_000 });
  await card.getByLabel('Büyüme bilgilerini göster').check();
  await expect(card.getByLabel('Oyun katılımcılarına sonuç e-postasında bildir')).not.toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'baby-share-01-card');

  await card.getByRole('button', { name: 'Sayfayı Paylaş' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bebeğinizin Sayfasını Paylaşın' });
  const link = await dialog.getByLabel('Paylaşım bağlantısı').inputValue();
  expect(link).toMatch(/\/baby\/[A-Za-z0-9_-]{24}$/);
  const whatsapp = new URL((await dialog.getByRole('link', { name: "WhatsApp'ta paylaş" }).getAttribute('href')) ?? '');
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toBe(`${SHARE_TEXTS.babyPage}\n${link}`);
  await dialog.getByRole('button', { name: 'Bağlantıyı Kopyala' }).click();
  await expect(page.getByText('Link kopyalandı!')).toBeVisible();
  await screenshot(page, 'baby-share-02-link');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  // shared: the growth choice kept, and the link can be stopped
  await expect(card.getByLabel('Büyüme bilgilerini göster')).toBeChecked();
  await expect(card.getByRole('button', { name: 'Paylaşımı Durdur' })).toBeVisible();

  // a measurement at 2 months (the growth api, ADR 0032), with a note of her own that stays hers
  expect((await apiPost('/api/protected/baby/growth', { measuredOn: istanbulDay(5), weightKg: 5.1, note: 'Tartıda huysuzlandı' }, parent.token)).status).toBe(
    201,
  );

  // the relative: another browser, no account
  const relativeContext = await freshContext(browser);
  const relative = await relativeContext.newPage();
  await relative.goto(link);
  await expect(relative.getByRole('heading', { level: 1, name: 'Deniz' })).toBeVisible({ timeout: 60_000 });
  await expect(relative.getByText('2 aylık')).toBeVisible();
  await expect(relative.getByText('Kız bebek')).toBeVisible();
  await expect(relative.getByText('Ailesi:')).toContainText('Selin Aksoy');
  await expect(relative.locator('img[src*="/api/photos/"]')).toHaveCount(1);
  // the birth day in Turkish, e.g. '18 Eylül 2026'
  const [year, month, day] = birthDate.split('-').map(Number);
  const monthName = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('tr-TR', { month: 'long', timeZone: 'UTC' });
  await expect(relative.getByText(`${day} ${monthName} ${year}`)).toBeVisible();
  // the growth she chose to show: the measurement with its WHO sentence, said of the baby
  await expect(relative.getByRole('heading', { name: 'Büyüme' })).toBeVisible();
  await expect(relative.getByText('Kilo: 5,1 kg')).toBeVisible();
  await expect(relative.getByText(/^Bebeğin kilosu yaşıtlarının yaklaşık %\d+/)).toBeVisible();
  await expect(relative.getByText('Tartıda huysuzlandı')).toHaveCount(0);
  // nothing that reaches the parent
  await expect(relative.getByText(parent.email)).toHaveCount(0);
  await expect(relative.getByText('Şehir Hastanesi')).toHaveCount(0);
  // a page of its own: no app menu, no login needed
  await expect(relative.getByRole('button', { name: /Giriş/ })).toHaveCount(0);
  await screenshot(relative, 'baby-share-03-relative');

  // the parent pauses: the relative's reload shows the calm unavailable page, nothing of the baby
  expect((await apiPost('/api/protected/pregnancy/pause', {}, parent.token)).status).toBe(200);
  await relative.reload();
  await expect(relative.getByRole('heading', { name: PAGE_UNAVAILABLE })).toBeVisible({ timeout: 60_000 });
  await expect(relative.getByText('Deniz')).toHaveCount(0);
  await expect(relative.getByText('2 aylık')).toHaveCount(0);
  await screenshot(relative, 'baby-share-04-paused');
  await relativeContext.close();
});

/** The link as WhatsApp's crawler fetches it: the HTML the server answers, no script. */
async function crawledPreview(link: string) {
  const response = await fetch(link, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  const html = await response.text();
  const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return { status: response.status, html, og };
}

test('the mother announces the birth and shares the birth card to WhatsApp: the ready text, the link last, its preview (issue 35)', async ({ page }) => {
  test.setTimeout(240_000);
  const parent = await createParent({ fullName: 'Selin Aksoy', verified: true });
  expect(
    (
      await apiPost(
        '/api/protected/baby-info',
        { expectedBirthDate: istanbulDay(-3), babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
        parent.token,
      )
    ).status,
  ).toBe(200);
  // WhatsApp itself is not reached from the test: its address answers a page of our own, and the tab keeps the URL
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await signIn(page, parent);

  // the announcement, with the birth's details
  const birthDate = istanbulDay(1);
  await page.goto('/birth-notification');
  await page.getByLabel('Doğum tarihi').fill(birthDate);
  await page.getByLabel('Doğum saati').fill('09:30');
  await page.getByLabel('Kilo (gram)').fill('3250');
  await page.getByLabel('Boy (cm)').fill('50');
  await page.getByLabel('1. kişi adı').fill('Ayşe Teyze');
  await page.getByLabel('Telefon').fill(uniqueMobile());
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  // nothing to share before the birth is announced
  await expect(page.getByRole('region', { name: 'Doğum Kartı' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
  await page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' }).getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('Bildirim 1 kişiye gönderildi.')).toBeVisible();

  // the birth card: one press makes the baby page's link and opens WhatsApp with the ready text, the link last
  const card = page.getByRole('region', { name: 'Doğum Kartı' });
  await expect(card.getByRole('button', { name: "WhatsApp'ta paylaş" })).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'birth-card-01-announced');
  const opened = page.waitForEvent('popup');
  await card.getByRole('button', { name: "WhatsApp'ta paylaş" }).click();
  const whatsappTab = await opened;
  await whatsappTab.waitForURL(/^https:\/\/wa\.me\//);
  const whatsapp = new URL(whatsappTab.url());
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
  const text = whatsapp.searchParams.get('text') ?? '';
  const link = text.split('\n').at(-1) ?? '';
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/baby/[A-Za-z0-9_-]{24}$`));
  expect(text).toBe(`${birthCardShareText('Deniz')}\n${link}`);
  expect(text).toMatch(/^Bebeğimiz Deniz dünyaya geldi!/);
  await whatsappTab.close();
  // made with every choice off; a second press shares the same link, now a plain link to WhatsApp
  const shared = await (await fetch(`${new URL(page.url()).origin}/api/protected/baby/share`, { headers: { authorization: `Bearer ${parent.token}` } })).json();
  expect(shared).toMatchObject({ share: { showGrowth: false, tellGameParticipants: false, photoInPreview: false } });
  const again = new URL((await card.getByRole('link', { name: "WhatsApp'ta paylaş" }).getAttribute('href')) ?? '');
  expect(again.searchParams.get('text')).toBe(text);

  // what WhatsApp draws under the text: the name, the parents, the day and the details; the site's baby picture
  const preview = await crawledPreview(link);
  expect(preview.status).toBe(200);
  expect(preview.og('og:title')).toBe('Deniz dünyaya geldi! · Selin Aksoy');
  const [year, month, day] = birthDate.split('-').map(Number);
  const monthName = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('tr-TR', { month: 'long', timeZone: 'UTC' });
  expect(preview.og('og:description')).toBe(`Doğum: ${day} ${monthName} ${year} · Saat 09:30 · 3,25 kg · 50 cm`);
  expect(preview.og('og:image')).toMatch(/^https?:\/\/[^/]+\/og\/baby\.jpg$/);
  expect(preview.html).not.toMatch(/Şehir Hastanesi|Dr\. Kaya|Ayşe Teyze|[Kk]ız/);

  // she chooses her photo for the preview on the baby page's card: the preview shows it from then on
  await page.goto('/profile');
  const photo = join(tmpdir(), `birth-card-${Date.now()}.png`);
  writeFileSync(photo, PNG);
  await page.getByLabel('Profil fotoğrafı seç').setInputFiles(photo);
  await expect(page.getByText('Profil fotoğrafı güncellendi')).toBeVisible();
  const shareCard = page.getByRole('region', { name: 'Bebeğinizin Sayfası' });
  await expect(shareCard.getByLabel('Doğum kartında fotoğrafımız görünsün')).not.toBeChecked({ timeout: 30_000 });
  // a shared page's switch shows what the server saved: it turns on with the answer
  await shareCard.getByLabel('Doğum kartında fotoğrafımız görünsün').click();
  await expect(page.getByText('Paylaşım ayarları kaydedildi')).toBeVisible();
  await expect(shareCard.getByLabel('Doğum kartında fotoğrafımız görünsün')).toBeChecked();
  await shareCard.scrollIntoViewIfNeeded();
  await screenshot(page, 'birth-card-02-photo-choice');
  const withPhoto = await crawledPreview(link);
  const image = new URL(withPhoto.og('og:image') ?? '');
  expect(image.pathname).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{24}\/full\.jpg$/);
  const fetched = await fetch(`${new URL(page.url()).origin}${image.pathname}`);
  expect([fetched.status, fetched.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect(withPhoto.og('og:title')).toBe('Deniz dünyaya geldi! · Selin Aksoy');
});
