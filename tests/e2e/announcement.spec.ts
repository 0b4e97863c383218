/**
 * Issue 24's announcement journeys on a 360 px phone: the message reads well with fields left empty
 * (no hospital, no day, no contact name yet) and what the sinks receive is the preview's text; the
 * games show closed right after sending, without a reload; the spec's 'Bilgiler Eksik' leads to
 * /baby-info; a passed care visit asks 'Yapıldı mı?' and one tap marks it.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { useEmulators } from '../../scripts/lib/emulator-env';
import { PROJECT_ID } from '../../scripts/lib/ports';
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, asWritten, createParent, signIn, sinkMessages, uniqueEmail } from './support/stack';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** A day counted from today in Istanbul, as the app counts. */
const inDays = (days: number) => addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()), days);
const turkish = (day: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
/** A number of this run's own (0532 …). */
const uniqueMobile = () => `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const netgsmForm = (local: string) => local.replace(/\D/g, '').replace(/^0/, '');

/** The emulator's Firestore, as an operator's console would change a stored profile. */
function firestore() {
  useEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

test('the announcement with no hospital reads well; what is sent is the preview; the games show closed at once', async ({ page }) => {
  // two sends' worth of sinks and three screens under a loaded machine
  test.setTimeout(300_000);
  const parent = await createParent({ fullName: 'Selin Aksoy', verified: true });
  await apiPost(
    '/api/protected/baby-info',
    { expectedBirthDate: inDays(20), babyName: 'Deniz', babyGender: 'girl', hospital: '', doctor: 'Dr. Kaya' },
    parent.token,
  );
  expect((await apiPost('/api/protected/gender-games', { title: 'Kız mı erkek mi?' }, parent.token)).status).toBe(201);
  await signIn(page, parent);

  // no hospital, no day, no details, no contact yet: the preview is still a message a person would send
  await page.goto('/birth-notification');
  const sms = page.getByTestId('preview-sms').first();
  const mail = page.getByTestId('preview-email').first();
  await expect(sms).toHaveText('Müjde! Deniz dünyaya geldi. Sevgilerimizle, Selin Aksoy');
  await expect(mail).toContainText('Merhaba, Büyük haberi sizinle paylaşmak istedik: Deniz dünyaya geldi. Sevgilerimizle, Selin Aksoy');
  await expect(page.getByLabel('Doğum tarihi')).toHaveValue('');
  await page.getByLabel('1. kişi adı').fill('Ayşe Teyze');
  await expect(mail).toContainText('Sevgili Ayşe Teyze,');
  for (const text of [await sms.textContent(), await mail.textContent()]) {
    expect(text).not.toMatch(/Hastane|Kişi,| {2}|: \./);
  }
  await expect(page.getByRole('button', { name: 'Doğum Bildirimi Gönder' })).toBeDisabled();
  await mail.scrollIntoViewIfNeeded();
  await screenshot(page, 'announcement-no-hospital');

  // the hospital as an English name the parent typed: written as typed, never 'Liv Hospital hastanesinde'
  await page.getByRole('link', { name: 'Tamamla' }).click();
  await page.getByLabel('Hastane').fill('Liv Hospital');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  // saved, she is back where she was: the announcement, with the hospital filled in
  await page.waitForURL(/\/birth-notification$/);
  await expect(page.getByText('Liv Hospital').first()).toBeVisible();

  // the owner screen shows the game open; from here on, no reload
  await page.goto('/gender-game');
  await expect(page.getByText('Tahminler, siz kapatana veya doğum açıklanana kadar açık.')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Bildirimler' }).click();
  await page.waitForURL(/\/birth-notification$/);
  const phone = uniqueMobile();
  const email = uniqueEmail('teyze');
  await page.getByLabel('1. kişi adı').fill('Ayşe Teyze');
  await page.getByLabel('Telefon').fill(phone);
  await page.getByLabel('Email (isteğe bağlı)').fill(email);
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  // the saved phone reads as people write it, not as the server stores it (+90…)
  await expect(page.getByLabel('Telefon')).toHaveValue(asWritten(phone));
  await expect(sms).toHaveText('Müjde! Deniz dünyaya geldi. Hastane: Liv Hospital. Sevgilerimizle, Selin Aksoy');
  const previewSms = (await sms.textContent()) ?? '';
  const previewMail = (await mail.textContent()) ?? '';
  expect(`${previewSms}${previewMail}`).not.toMatch(/hastanesinde/i);
  await screenshot(page, 'announcement-liv-hospital');

  await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' });
  await expect(dialog.getByTestId('preview-sms')).toHaveText(previewSms);
  await dialog.getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('Bildirim 1 kişiye gönderildi.')).toBeVisible();

  // the sinks hold exactly the preview's text (the e-mail's line breaks are the preview's, which the page shows as they are)
  await expect.poll(async () => (await sinkMessages('netgsm', netgsmForm(phone))).length, { timeout: 20_000 }).toBe(1);
  const [sent] = await sinkMessages('netgsm', netgsmForm(phone));
  expect(sent!.text).toBe(previewSms);
  await expect
    .poll(async () => (await sinkMessages('sendgrid', email)).filter((message) => String(message.subject).startsWith('Müjde!')).length, { timeout: 20_000 })
    .toBe(1);
  const [sentMail] = (await sinkMessages('sendgrid', email)).filter((message) => String(message.subject).startsWith('Müjde!'));
  expect(sentMail!.text).toBe(previewMail);

  // the games closed on the server show closed at once: the owner screen and the dashboard, in the same document
  await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: 'Oyunlar' }).click();
  await page.getByRole('menuitem', { name: 'Cinsiyet Tahmini' }).click();
  await page.waitForURL(/\/gender-game$/);
  await expect(page.getByText('Doğum açıklandı; bu oyunda tahminler kapandı.')).toBeVisible();
  await screenshot(page, 'announcement-games-closed');
  await page.getByRole('link', { name: 'Anasayfa' }).click();
  await page.waitForURL(/\/$/);
  // the kinds this document has not read yet load now (a slow machine: a generous wait); the gender game comes from the cache, refetched
  await expect(page.getByText(/katılımcı · 0 yanıt · tahminler kapandı/).first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('heading', { name: 'Oyunlar' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'announcement-dashboard-games-closed');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the send button with the expected date missing says 'Bilgiler Eksik' and leads to /baby-info (part 2 §4)", async ({ page }) => {
  const parent = await createParent({ babyInfo: true, fullName: 'Derya Koç', verified: true });
  // a profile with baby name, hospital and doctor but no expected date (as one kept from before the date was required)
  await firestore().collection(COLLECTIONS.users).doc(parent.id).update({ expectedBirthDate: '' });
  await signIn(page, parent);
  await page.goto('/birth-notification');
  await page.getByLabel('1. kişi adı').fill('Dede');
  await page.getByLabel('Telefon').fill(uniqueMobile());
  await page.getByRole('button', { name: 'Kişileri Kaydet' }).click();
  await expect(page.getByText('Kişiler kaydedildi')).toBeVisible();
  await page.getByRole('button', { name: 'Doğum Bildirimi Gönder' }).click();
  await expect(page.getByText('Bilgiler Eksik')).toBeVisible();
  await expect(page.getByText('Doğum bildirimi için bebek bilgilerinizi tamamlayın')).toBeVisible();
  await page.waitForURL(/\/baby-info$/);
  await expect(page.getByLabel('Beklenen doğum tarihi')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' })).toHaveCount(0);
  await screenshot(page, 'announcement-missing-info');
});

test("a passed care visit asks 'Yapıldı mı?' and one tap marks it done", async ({ page }) => {
  const parent = await createParent({ fullName: 'Gül Ak' });
  // week 26: the first visit's window (weeks 6–13) has passed without a mark
  const expected = inDays(100);
  await apiPost('/api/protected/baby-info', { expectedBirthDate: expected, babyName: '', babyGender: '', hospital: '', doctor: '' }, parent.token);
  await signIn(page, parent);
  await page.goto('/care-calendar');
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '1. hamilelik izlemi' }) });
  await expect(first.getByText('Yapıldı mı?')).toBeVisible();
  await expect(page.getByText('Tarihi geçti')).toHaveCount(0);
  await screenshot(page, 'care-calendar-passed-asks');
  await first.getByRole('button', { name: 'Evet, yapıldı' }).click();
  const windowEnd = addDays(addDays(expected, -280), 13 * 7 + 6);
  await expect(first.getByText(`✓ ${turkish(windowEnd)}`)).toBeVisible();
  await expect(first.getByText('Yapıldı', { exact: true })).toBeVisible();
  await expect(first.getByText('Yapıldı mı?')).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Düzenle' })).toBeVisible();
  await screenshot(page, 'care-calendar-passed-marked');
});
