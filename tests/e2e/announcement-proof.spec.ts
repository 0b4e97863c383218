import { AWAITING_PROOF } from '@bebek/common/delivery';
import { SENDING } from '@bebek/common/schemas/sending-messages';
import { PHONE_VERIFICATION } from '@bebek/common/schemas/phone-verification-messages';
import { expect, screenshot, test } from './support/fixtures';
import { apiPost, createParent, inboxOf, signIn, sinkMessages, uniqueEmail } from './support/stack';

/** A number of this run's own (0532 …). */
const uniqueMobile = () => `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const netgsmForm = (local: string) => local.replace(/\D/g, '').replace(/^0/, '');
const ANNOUNCEMENT_SUBJECT = 'Müjde! Deniz dünyaya geldi 👶';

/**
 * Issue 33 item 2 (ADR 0049), the mother at the birth as she lives it at 360 px: she never clicked the
 * verification mail. She presses 'Doğum Bildirimi Gönder': the press is recorded, nothing goes, the
 * page says 'Doğrulamanızı bekliyor' and offers the quickest proof. She asks for a code by SMS to her
 * own phone, reads it there (the SMS sink's page, as she reads her phone), types it, and at that
 * moment every contact gets exactly one SMS and one e-mail.
 */
test('an unverified mother presses, sees that it waits for her proof, proves her phone with the SMS code, and every contact gets one SMS and one e-mail', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const parent = await createParent({ babyInfo: true, fullName: 'Elif Kaya' });
  const contacts = [
    { name: 'Anneanne', phone: uniqueMobile(), email: uniqueEmail('anneanne') },
    { name: 'Babaanne', phone: uniqueMobile(), email: uniqueEmail('babaanne') },
  ];
  // her two grandmothers, saved before the birth (the default limit is 2)
  expect((await apiPost('/api/protected/birth-notification', { contacts }, parent.token)).status).toBe(200);
  const own = uniqueMobile();

  // The dashboard asks for the proof early, with both ways of giving it.
  await signIn(page, parent);
  const notice = page.getByTestId('email-verification-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Telefonla doğrula' })).toBeVisible();
  await screenshot(page, 'announcement-proof-01-dashboard-prompt');

  // The announcement's page: the button works before the proof, and the page says what a press does then.
  await page.goto('/birth-notification');
  await expect(page.getByText(SENDING.announcementBeforeProof)).toBeVisible();
  const send = page.getByRole('button', { name: 'Doğum Bildirimi Gönder' });
  await expect(send).toBeEnabled();
  await screenshot(page, 'announcement-proof-02-before-press');

  // She presses at the birth: accepted and recorded, every message waits, the page says so.
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Doğum Bildirimi Gönder' });
  await dialog.getByRole('button', { name: 'Evet' }).click();
  await expect(dialog).toBeHidden();
  const waiting = page.getByTestId('waiting-for-proof');
  await expect(waiting).toContainText(AWAITING_PROOF);
  await expect(waiting).toContainText(SENDING.announcementWaiting(2));
  await expect(page.getByRole('group', { name: '1. kişinin durumu' }).getByText(AWAITING_PROOF)).toHaveCount(2);
  await screenshot(page, 'announcement-proof-03-waiting');
  for (const contact of contacts) expect(await sinkMessages('netgsm', netgsmForm(contact.phone))).toEqual([]);

  // The quickest proof from a hospital bed: a code by SMS to her own phone.
  const proof = waiting.getByTestId('phone-proof');
  await proof.getByLabel(PHONE_VERIFICATION.phoneLabel).fill(own);
  await proof.getByRole('button', { name: PHONE_VERIFICATION.send }).click();
  await expect(proof.getByRole('status')).toContainText('numarasına SMS ile gönderdik');
  await screenshot(page, 'announcement-proof-04-code-sent');

  // Her phone: the SMS, with its code (the sink's page, as she reads her messages).
  const phone = await context.newPage();
  await phone.goto(inboxOf(netgsmForm(own)));
  await expect(phone.getByText(/doğrulama kodunuz: \d{6}/).first()).toBeVisible();
  await screenshot(phone, 'announcement-proof-05-her-phone');
  const code = /doğrulama kodunuz: (\d{6})/.exec(await phone.locator('body').innerText())![1]!;
  await phone.close();

  // She types it: proven, and everything that waited goes at once.
  await proof.getByLabel(PHONE_VERIFICATION.codeLabel).fill(code);
  await proof.getByRole('button', { name: PHONE_VERIFICATION.confirm }).click();
  await expect(page.getByText(PHONE_VERIFICATION.verified)).toBeVisible();
  await expect(page.getByTestId('waiting-for-proof')).toHaveCount(0);
  for (const contact of contacts) {
    await expect.poll(async () => (await sinkMessages('netgsm', netgsmForm(contact.phone))).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await sinkMessages('sendgrid', contact.email)).filter((mail) => mail.subject === ANNOUNCEMENT_SUBJECT).length, { timeout: 30_000 })
      .toBe(1);
  }
  await expect(page.getByRole('group', { name: '1. kişinin durumu' }).getByText(AWAITING_PROOF)).toHaveCount(0);
  await screenshot(page, 'announcement-proof-06-sent');
  // and nothing more comes: one SMS and one e-mail per contact
  await page.waitForTimeout(2000);
  for (const contact of contacts) {
    expect(await sinkMessages('netgsm', netgsmForm(contact.phone))).toHaveLength(1);
    expect((await sinkMessages('sendgrid', contact.email)).filter((mail) => mail.subject === ANNOUNCEMENT_SUBJECT)).toHaveLength(1);
  }
  await page.goto(inboxOf(...contacts.flatMap((contact) => [netgsmForm(contact.phone), contact.email])));
  await screenshot(page, 'announcement-proof-07-their-phones');
});
