/**
 * Issue 33 (items 1, 2 and 6; ADRs 0048–0050), as the people of the review of 2026-12-01 met it:
 * the attacker with a free account and a phishing text, the attacker whose SMS cost six parts, the
 * mother at the birth who never clicked the verification mail, and the bidi and zero-width
 * characters that reached og:title, SMS and e-mail. Every test here failed on the code before the
 * change (the report of the branch gives each one's failure).
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { VALIDATION } from '@bebek/common/schemas/messages';
import { smsParts } from '@bebek/common/sms';
import type { BirthNotificationResponse, Game } from '@bebek/common/types';
import { sendingDay } from '../../functions/src/outbox/policy';
import { smsSpentOn } from '../../functions/src/outbox/data';
import { answerThroughLink, createGame, invite, message } from './support/games';
import { mailsWithSubject, sinkMessages, type SinkMessage } from './support/sinks';
import { admin, api, APP_URL, eventually } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verificationCodes, applyVerificationCode, verifyEmail } from './support/verification';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const patch = (path: string, body: unknown, headers: Record<string, string>) => api(path, { method: 'PATCH', ...json(body, headers) });
const BABY_INFO = { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' };
const settle = (ms = 1500) => new Promise((done) => setTimeout(done, ms));
const outboxOf = async (uid: string, kind?: string) =>
  (await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', uid).get()).docs.filter((doc) => !kind || doc.get('kind') === kind);
const press = (user: TestUser) => post('/api/protected/birth-notification/trigger', {}, user.authHeader);
const PHISHING_TITLE = 'Hesabınız kilitlendi, kimlik doğrulaması için: https://evil.example/giris';
/** The six hidden or direction-changing characters of the review (LOW). */
const HIDDEN = ['\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B'];

/** The phone-verification code her SMS carried (read at the SMS sink, as she reads her phone). */
async function codeSentTo(netgsm: string, count = 1): Promise<string> {
  const sms = await eventually(
    async () => (await sinkMessages('netgsm', netgsm)).filter((entry) => /doğrulama kodunuz/i.test(String(entry.text))),
    (found) => found.length >= count,
    20_000,
  );
  const code = /\b(\d{6})\b/.exec(String(sms.at(-1)!.text))?.[1];
  if (!code) throw new Error(`no code in ${String(sms.at(-1)!.text)}`);
  return code;
}

describe('HIGH: an account that proved nothing sends our e-mail to no stranger, and no one carries its words', () => {
  it('"Garanti Bankası Güvenlik Birimi", never verified, with a phishing title and ten strangers: the link is refused at input, and publishing sends no one anything until it proves an address', async () => {
    const attacker = await registerUser({ fullName: 'Garanti Bankası Güvenlik Birimi', email: `fake-${Date.now()}@nonexistent.invalid` });
    // the title with its link: 400 in Turkish, nothing written
    const refused = await post('/api/protected/name-games', { title: PHISHING_TITLE }, attacker.authHeader);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(VALIDATION.noLinks);
    expect((await admin().db.collection(COLLECTIONS.games).where('userId', '==', attacker.uid).get()).size).toBe(0);

    // a title stored before the rule (written as it was then), ten strangers, published
    const game = await createGame(attacker, 'name-games', 'İsim oyunu');
    await admin().db.collection(COLLECTIONS.games).doc(game.id).update({ title: PHISHING_TITLE });
    const strangers = Array.from({ length: 10 }, (_, index) => uniqueEmail(`yabanci${index}`));
    const invited = [];
    for (const [index, email] of strangers.entries()) invited.push(await invite(attacker, 'name-games', game, { name: `Müşteri ${index + 1}`, email }));
    // one of them answered: the game has a result to tell (a game nobody answered tells no one, issue 35)
    await answerThroughLink('name-games', game, invited[0]!.inviteToken!);
    expect((await post(`/api/protected/name-games/${game.id}/publish`, {}, attacker.authHeader)).status).toBe(200);
    await settle();
    expect((await Promise.all(strangers.map((email) => sinkMessages('sendgrid', email)))).flat()).toEqual([]);
    const results = await outboxOf(attacker.uid, 'game_result');
    expect(results.map((doc) => [doc.get('status'), doc.get('holdReason')])).toEqual(Array(10).fill(['held', 'sender_unproven']));
    // the operator's e-mail log shows them waiting
    const logged = await admin().db.collection(COLLECTIONS.emailLogs).doc(results[0]!.id).get();
    expect(logged.get('status')).toBe('awaiting_proof');

    // 'Hatırlat' to a stranger from the unproven account: refused in Turkish, nothing sent
    // one who has not answered: reminding the one who did is another refusal (409), whichever id comes first
    const participant = (await admin().db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).get()).docs.find(
      (doc) => !doc.get('submittedAt'),
    )!;
    const remind = await post(`/api/protected/name-games/${game.id}/participants/${participant.id}/remind`, {}, attacker.authHeader);
    expect(remind.status).toBe(403);
    expect(message(remind)).toMatch(/doğrulayın/);

    // proven later (the address is real after all): the results go, framed by our template, without the link
    await verifyEmail(attacker);
    const mails = (
      await Promise.all(strangers.map((email) => mailsWithSubject(email, 'Sonuç açıklandı: Hesabınız kilitlendi, kimlik doğrulaması için')))
    ).flat();
    expect(mails).toHaveLength(10);
    for (const mail of mails) {
      expect(`${String(mail.subject)} ${String(mail.text)} ${String(mail.html)}`).not.toMatch(/evil\.example|https:\/\/evil/);
      expect(String(mail.text)).toContain('Bebek Yolculuğu sizden hiçbir zaman şifre');
    }
  }, 120_000);
});

describe('MEDIUM: an SMS to a stranger costs at most two parts, and the budget counts parts', () => {
  it('a verified account with a 120-character name and a 200-character title: the result SMS is at most 2 parts, its link whole, and the day’s budget grew by its parts', async () => {
    const name = 'Ayşe Fatma Nur Şükriye Gülşah Çiğdem Özlem İpek Ilgın Ağaoğlu Karaşahin Yılmazoğlu Şenocak Çakıroğlu Doğanay Gündoğdu Öz';
    expect(name).toHaveLength(120);
    const owner = await registerUser({ fullName: name });
    await verifyEmail(owner);
    const title =
      'Bebeğimizin adı ne olsun? Kız olursa bir isim, erkek olursa başka bir isim; aklınızdaki bütün güzel isimleri yazın, en çok beğenilen ismi ilan edeceğiz ve çok eğleneceğiz, şimdiden teşekkürler';
    expect(title.length).toBeLessThanOrEqual(200);
    const game = await createGame(owner, 'name-games', title);
    const stranger = uniquePhone();
    const cousin = await invite(owner, 'name-games', game, { name: 'Kuzen', phone: stranger.local });
    await answerThroughLink('name-games', game, cousin.inviteToken!);
    const day = sendingDay(new Date());
    const before = await smsSpentOn(day);
    expect((await post(`/api/protected/name-games/${game.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const [sms] = await eventually(
      () => sinkMessages('netgsm', stranger.netgsm),
      (found) => found.length === 1,
    );
    const text = String((sms as SinkMessage).text);
    expect(smsParts(text)).toBeLessThanOrEqual(2);
    // our template's link stays whole at the end: what was cut is the user's part
    expect(text.endsWith(`/name-result?token=${game.token}`)).toBe(true);
    // the day's budget counts what Netgsm bills: the parts of the SMS (other tests may add theirs meanwhile)
    expect((await smsSpentOn(day)) - before).toBeGreaterThanOrEqual(smsParts(text));
    const queued = (await outboxOf(owner.uid, 'game_result')).filter((doc) => doc.get('channel') === 'sms');
    expect(queued.map((doc) => smsParts(String(doc.get('text'))))).toEqual([smsParts(text)]);
  }, 60_000);
});

describe('MEDIUM: the day’s SMS budget counts billed parts, not messages', () => {
  it('with room for one part left, an announcement whose SMS costs two waits for the budget (held, never dropped)', async () => {
    const budget = Number(process.env.SMS_DAILY_BUDGET);
    const parent = await registerUser({ fullName: 'Uzun Notlu Anne' });
    await verifyEmail(parent);
    expect((await post('/api/protected/baby-info', BABY_INFO, parent.authHeader)).status).toBe(200);
    const contact = uniquePhone();
    const note = 'Çok şükür sağlıklı ve mutluyuz, hepinizin dualarına ve sevgisine teşekkür ediyoruz; kısa zamanda görüşmek dileğiyle';
    expect(
      (
        await post(
          '/api/protected/birth-notification',
          { contacts: [{ name: 'Dede', phone: contact.local, email: '' }], personalNote: note },
          parent.authHeader,
        )
      ).status,
    ).toBe(200);
    const { FieldValue } = await import('firebase-admin/firestore');
    const { budgetShardRefs } = await import('../../functions/src/outbox/data');
    const day = sendingDay(new Date());
    const filler = budget - (await smsSpentOn(day)) - 1;
    const shard = budgetShardRefs(day)[0]!;
    await shard.set({ prefix: 'sms-budget', hits: FieldValue.increment(filler) }, { merge: true });
    try {
      expect((await press(parent)).status).toBe(200);
      const [sms] = (await outboxOf(parent.uid, 'birth_notification')).filter((doc) => doc.get('channel') === 'sms');
      expect(smsParts(String(sms!.get('text')))).toBe(2);
      expect([sms!.get('status'), sms!.get('holdReason')]).toEqual(['held', 'sms_budget']);
      await settle();
      expect(await sinkMessages('netgsm', contact.netgsm)).toEqual([]);
    } finally {
      await shard.set({ hits: FieldValue.increment(-filler) }, { merge: true });
    }
  }, 60_000);
});

/** A mother ready at the birth: baby info, two contacts with a mobile and an e-mail each, her own phone on the profile; never verified. */
async function motherAtTheBirth(): Promise<{
  mother: TestUser;
  phone: ReturnType<typeof uniquePhone>;
  contacts: Array<{ phone: ReturnType<typeof uniquePhone>; email: string }>;
}> {
  const phone = uniquePhone();
  const mother = await registerUser({ fullName: 'Elif Kaya', phone: phone.local });
  expect((await post('/api/protected/baby-info', BABY_INFO, mother.authHeader)).status).toBe(200);
  const contacts = [
    { phone: uniquePhone(), email: uniqueEmail('anneanne') },
    { phone: uniquePhone(), email: uniqueEmail('babaanne') },
  ];
  const saved = await post(
    '/api/protected/birth-notification',
    { contacts: contacts.map((contact, index) => ({ name: index ? 'Babaanne' : 'Anneanne', phone: contact.phone.local, email: contact.email })) },
    mother.authHeader,
  );
  expect(saved.status).toBe(200);
  return { mother, phone, contacts };
}

const pageOf = async (user: TestUser) => (await api('/api/protected/birth-notification', { headers: user.authHeader })).body as BirthNotificationResponse;
const ANNOUNCEMENT_SUBJECT = 'Müjde! Deniz dünyaya geldi 👶';

/** Every contact got exactly one SMS and one e-mail of the announcement (and nothing more comes). */
async function everyContactOnce(contacts: Array<{ phone: ReturnType<typeof uniquePhone>; email: string }>): Promise<void> {
  for (const contact of contacts) {
    await eventually(
      () => sinkMessages('netgsm', contact.phone.netgsm),
      (found) => found.length >= 1,
      30_000,
    );
    await mailsWithSubject(contact.email, ANNOUNCEMENT_SUBJECT, 1, 30_000);
  }
  await settle(2000);
  for (const contact of contacts) {
    expect(await sinkMessages('netgsm', contact.phone.netgsm)).toHaveLength(1);
    expect((await sinkMessages('sendgrid', contact.email)).filter((mail) => mail.subject === ANNOUNCEMENT_SUBJECT)).toHaveLength(1);
  }
}

describe('the mother at the birth: never refused for a missing proof, one tap from sending', () => {
  it('never verified, she presses: accepted and recorded, every message held, the page says "Doğrulamanızı bekliyor"; the code from her SMS releases it, one SMS and one e-mail per contact', async () => {
    const { mother, phone, contacts } = await motherAtTheBirth();
    const pressed = await press(mother);
    expect(pressed.status).toBe(202);
    expect(pressed.body).toEqual({ contactCount: 2, alreadySent: false, waitingForProof: true });
    const held = await outboxOf(mother.uid, 'birth_notification');
    expect(held.map((doc) => [doc.get('channel'), doc.get('status'), doc.get('holdReason')]).sort()).toEqual([
      ['email', 'held', 'sender_unproven'],
      ['email', 'held', 'sender_unproven'],
      ['sms', 'held', 'sender_unproven'],
      ['sms', 'held', 'sender_unproven'],
    ]);
    await settle();
    for (const contact of contacts) expect(await sinkMessages('netgsm', contact.phone.netgsm)).toEqual([]);
    const waiting = await pageOf(mother);
    expect(waiting.waitingForProof).toBe(true);
    expect(waiting.announcedAt).not.toBeNull();
    expect(waiting.deliveries.flatMap((entry) => [entry.sms.state, entry.email?.state])).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    // pressing again while she waits queues nothing new and says it still waits
    expect((await press(mother)).body).toMatchObject({ contactCount: 0, waitingForProof: true });

    // the proof from a hospital bed: a code by SMS to her own number
    const asked = await post('/api/protected/phone-verification', {}, mother.authHeader);
    expect(asked.status).toBe(200);
    const code = await codeSentTo(phone.netgsm);
    const wrong = await post('/api/protected/phone-verification/confirm', { code: code === '000000' ? '111111' : '000000' }, mother.authHeader);
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toMatch(/hatalı/);
    const confirmed = await post('/api/protected/phone-verification/confirm', { code }, mother.authHeader);
    expect(confirmed.status).toBe(200);
    await everyContactOnce(contacts);
    const after = await pageOf(mother);
    expect(after.waitingForProof).toBe(false);
    expect(after.deliveries.flatMap((entry) => [entry.sms.state, entry.email?.state]).every((state) => ['sent', 'delivered', 'sending'].includes(state!))).toBe(
      true,
    );
    const profile = (await api('/api/protected/profile', { headers: mother.authHeader })).body as { phoneVerified: boolean; emailVerified: boolean };
    expect(profile).toMatchObject({ phoneVerified: true, emailVerified: false });
  }, 120_000);

  it('concurrent proofs and presses (five presses, the e-mail link and the code at the same moment): exactly once per contact', async () => {
    const { mother, phone, contacts } = await motherAtTheBirth();
    expect((await press(mother)).status).toBe(202);
    expect((await post('/api/protected/phone-verification', {}, mother.authHeader)).status).toBe(200);
    const code = await codeSentTo(phone.netgsm);
    const [oobCode] = (await verificationCodes(mother.email)).slice(-1);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => press(mother)),
      post('/api/protected/phone-verification/confirm', { code }, mother.authHeader),
      applyVerificationCode(oobCode!),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status < 500)).toBe(true);
    expect(answers.slice(5).map((answer) => answer.status)).toEqual([200, 200]);
    await everyContactOnce(contacts);
    expect((await outboxOf(mother.uid, 'birth_notification')).length).toBe(4);
  }, 120_000);

  it("the e-mail link, resent from the announcement's screen, releases it as well", async () => {
    const { mother, contacts } = await motherAtTheBirth();
    expect((await press(mother)).status).toBe(202);
    expect((await post('/api/protected/email-verification', {}, mother.authHeader)).status).toBe(200);
    const codes = await verificationCodes(mother.email, 2);
    expect((await applyVerificationCode(codes.at(-1)!)).status).toBe(200);
    await everyContactOnce(contacts);
  }, 120_000);

  it('the code: six digits, hashed at rest, ten minutes, five wrong tries, a few an hour per account (not per address)', async () => {
    const phone = uniquePhone();
    const mother = await registerUser({ fullName: 'Zehra Aksoy', phone: phone.local });
    expect((await post('/api/protected/phone-verification', {}, mother.authHeader)).status).toBe(200);
    const code = await codeSentTo(phone.netgsm);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await admin().db.collection(COLLECTIONS.phoneVerifications).doc(mother.uid).get();
    expect(JSON.stringify(stored.data())).not.toContain(code);
    expect((stored.get('expiresAt') as Timestamp).toMillis() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // five wrong tries end the code: the right one no longer works
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post('/api/protected/phone-verification/confirm', { code: wrongCode }, mother.authHeader)).status).toBe(400);
    const late = await post('/api/protected/phone-verification/confirm', { code }, mother.authHeader);
    expect(late.status).toBe(400);
    expect(message(late)).toMatch(/yeni bir kod/i);
    // a new code works; a number that is not a Turkish mobile gets none
    expect((await post('/api/protected/phone-verification', {}, mother.authHeader)).status).toBe(200);
    expect((await post('/api/protected/phone-verification/confirm', { code: await codeSentTo(phone.netgsm, 2) }, mother.authHeader)).status).toBe(200);
    const other = await registerUser({ fullName: 'Sabit Hat' });
    const landline = await post('/api/protected/phone-verification', { phone: '0212 444 44 44' }, other.authHeader);
    expect(landline.status).toBe(400);
    // a few codes an hour per account, whatever the address: the fourth within the hour is refused
    const third = uniquePhone();
    const many = await registerUser({ fullName: 'Çok Deneyen' });
    const sends = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      sends.push((await post('/api/protected/phone-verification', { phone: third.local }, many.authHeader)).status);
    expect(sends).toEqual([200, 200, 200, 429]);
  }, 120_000);
});

describe('LOW: hidden and direction-changing characters are refused, and none reaches og:title, an SMS or an e-mail', () => {
  it.each(HIDDEN.map((char) => [`U+${char.codePointAt(0)!.toString(16).toUpperCase()}`, char]))(
    '%s in a name, a title, a contact or a note: 400 with a Turkish message, nothing written',
    async (_name, char) => {
      const register = await post('/api/auth/register', { fullName: `Ayşe${char} Demir`, email: uniqueEmail('bidi'), password: 'Guvenli-Sifre-42', phone: '' });
      expect([register.status, message(register)]).toEqual([400, VALIDATION.hiddenCharacters]);
      const user = await registerUser({ fullName: 'Temiz İsim' });
      const title = await post('/api/protected/gender-games', { title: `Oyun${char}` }, user.authHeader);
      expect([title.status, message(title)]).toEqual([400, VALIDATION.hiddenCharacters]);
      const spouse = await patch('/api/protected/profile', { spouseName: `Kaan${char}` }, user.authHeader);
      expect([spouse.status, message(spouse)]).toEqual([400, VALIDATION.hiddenCharacters]);
      const contacts = await post(
        '/api/protected/birth-notification',
        { contacts: [{ name: `Dede${char}`, phone: uniquePhone().local, email: '' }] },
        user.authHeader,
      );
      expect(contacts.status).toBe(400);
      const note = await post(
        '/api/protected/birth-notification',
        { contacts: [{ name: 'Dede', phone: uniquePhone().local, email: '' }], personalNote: `Çok mutluyuz${char}` },
        user.authHeader,
      );
      expect(note.status).toBe(400);
      expect((await admin().db.collection(COLLECTIONS.birthNotifications).doc(user.uid).get()).exists).toBe(false);
      expect((await admin().db.collection(COLLECTIONS.games).where('userId', '==', user.uid).get()).size).toBe(0);
    },
    60_000,
  );

  it('a title and a name stored before the rule reach og:title, the result SMS and the e-mail without them', async () => {
    const owner = await registerUser({ fullName: 'Merve Şen' });
    await verifyEmail(owner);
    const game: Game = await createGame(owner, 'name-games', 'İsim oyunu');
    await admin().db.collection(COLLECTIONS.games).doc(game.id).update({ title: `İsim\u202E oyunu\u2066 2027\u200B` });
    await admin().db.collection(COLLECTIONS.users).doc(owner.uid).update({ fullName: 'Merve\u2067 Şen\u2069' });
    const html = await (await fetch(`${APP_URL}/game/${game.token}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } })).text();
    const ogTitle = new RegExp('<meta property="og:title" content="([^"]*)"').exec(html)?.[1] ?? '';
    expect(ogTitle).toContain('İsim oyunu 2027');
    expect(/[\u202E\u2066-\u2069\u200B]/.test(html)).toBe(false);
    const email = uniqueEmail('kuzen');
    const phone = uniquePhone();
    await invite(owner, 'name-games', game, { name: 'Kuzen', email });
    const aunt = await invite(owner, 'name-games', game, { name: 'Teyze', phone: phone.local });
    await answerThroughLink('name-games', game, aunt.inviteToken!);
    expect((await post(`/api/protected/name-games/${game.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const [mail] = await mailsWithSubject(email, 'Sonuç açıklandı: İsim oyunu 2027');
    const [sms] = await eventually(
      () => sinkMessages('netgsm', phone.netgsm),
      (found) => found.length === 1,
    );
    for (const text of [String(mail!.subject), String(mail!.text), String(mail!.html), String(sms!.text)])
      expect(/[\u202E\u2066-\u2069\u200B]/.test(text)).toBe(false);
    expect(String(sms!.text)).toContain('Merve Şen "İsim oyunu 2027"');
  }, 60_000);
});
