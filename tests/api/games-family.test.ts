/**
 * Family games that are fair, personal and worth sharing (issue 17, ADR 0017): personal invite
 * links, closing, the owner's corrections, the reveal reaching everyone, 'Tahmin Şampiyonu' and the
 * HTML of game and result links for WhatsApp's crawler. A client that knows only the api's answers;
 * firebase-admin only to look at what was written (and to let a closing day arrive).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import type { BirthDateResultAnswer, Game, Leaderboard, PublicGameResponse } from '@bebek/common/types';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { sinkMessages } from './support/sinks';
import { answerThroughLink, createGame, invite, message, type GameSegment } from './support/games';
import { admin, api, APP_URL, eventually } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

type Segment = GameSegment;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
const patch = (path: string, body: unknown, headers: Record<string, string>) => api(path, { method: 'PATCH', ...json(body, headers) });
const del = (path: string, headers: Record<string, string>) => api(path, { method: 'DELETE', headers });

async function ownerGame(owner: TestUser, segment: Segment, id: string): Promise<Game> {
  const games = ((await api(`/api/protected/${segment}`, { headers: owner.authHeader })).body as { games: Game[] }).games;
  return games.find((game) => game.id === id)!;
}

const guest = (name: string) => ({ name, email: uniqueEmail('aile'), phone: '0533 222 33 44' });
const invitedGuest = (token: string) => ({ invite: token });

/** A parent with baby info and a verified e-mail (a result or announcement SMS needs it, ADR 0024). */
async function readyParent(fullName = 'Elif Kaya', babyGender = 'kız', babyName = 'Defne'): Promise<TestUser> {
  const parent = await registerUser({ fullName });
  await verifyEmail(parent);
  const info = await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-03-10', babyName, babyGender, hospital: 'Şehir Hastanesi', doctor: 'Dr. Ak' },
    parent.authHeader,
  );
  expect(info.status).toBe(200);
  return parent;
}

describe('personal invite links (point 1)', () => {
  it('gives each invited person a link of their own that opens the form as them; the general link prefills nobody', async () => {
    const owner = await registerUser({ fullName: 'Merve Şen' });
    const game = await createGame(owner, 'gender-games');
    const hatice = await invite(owner, 'gender-games', game, { name: 'Hatice Teyze', email: 'hatice@aile.test', phone: '0532 765 43 21' });
    const ali = await invite(owner, 'gender-games', game, { name: 'Ali Dayı' });
    expect(hatice.inviteToken).toMatch(TOKEN_PATTERN); // 144 random bits
    expect(ali.inviteToken).toMatch(TOKEN_PATTERN);
    expect(hatice.inviteToken).not.toBe(ali.inviteToken);

    const personal = (await api(`/api/gender-games/${game.token}?davet=${hatice.inviteToken}`)).body as PublicGameResponse;
    // her name greets her; her e-mail and phone stay with the invite on the server, out of a forwarded link's reach (issue 39)
    expect(personal).toMatchObject({ viewer: 'participant', personal: true, prefill: { name: 'Hatice Teyze', email: '', phone: '' } });
    expect(JSON.stringify(personal)).not.toMatch(/hatice@aile\.test|765/);
    expect(personal.game.participants).toEqual([]);
    const general = (await api(`/api/gender-games/${game.token}`)).body as PublicGameResponse;
    expect(general).toMatchObject({ viewer: 'visitor', personal: false, prefill: null });
    // a token that is not someone's link says so, and offers the general form
    const wrong = (await api(`/api/gender-games/${game.token}?davet=AAAAAAAAAAAAAAAAAAAAAAAA`)).body as PublicGameResponse;
    expect(wrong).toMatchObject({ personal: false, inviteInvalid: true, prefill: null });
  });

  it('records an answer through a personal link as that person, without asking who they are; the same link answers once', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'birth-date-games');
    const hatice = await invite(owner, 'birth-date-games', game, { name: 'Hatice Teyze', email: 'hatice.kayit@aile.test' });
    // her page never had her address; the answer needs none: the server finds her record by the link's token
    const first = await post(`/api/birth-date-games/${game.id}/participate`, { ...invitedGuest(hatice.inviteToken!), predictedDate: '2027-03-09' });
    expect(first.status).toBe(201);
    const again = await post(`/api/birth-date-games/${game.id}/participate`, { ...invitedGuest(hatice.inviteToken!), predictedDate: '2027-03-01' });
    expect(again).toMatchObject({ status: 409, body: { message: 'Zaten Katıldınız' } });
    const stored = await ownerGame(owner, 'birth-date-games', game.id);
    expect(stored.participants).toHaveLength(1);
    expect(stored.participants[0]).toMatchObject({
      id: hatice.id,
      name: 'Hatice Teyze',
      email: 'hatice.kayit@aile.test',
      predictedDate: '2027-03-09',
      answeredVia: 'personal',
      addedBy: 'owner',
    });
    const view = (await api(`/api/birth-date-games/${game.token}?davet=${hatice.inviteToken}`)).body as PublicGameResponse;
    expect(view.alreadySubmitted).toBe(true);
  });

  it('lets one of two answers through the same personal link at the same moment win', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const ali = await invite(owner, 'gender-games', game, { name: 'Ali Dayı' });
    const answers = await Promise.all(
      (['girl', 'boy', 'girl', 'boy'] as const).map((prediction) =>
        post(`/api/gender-games/${game.id}/participate-guest`, { ...invitedGuest(ali.inviteToken!), prediction }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const stored = await ownerGame(owner, 'gender-games', game.id);
    expect(stored.participants).toHaveLength(1);
    const { db } = admin();
    expect((await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.slots).get()).size).toBe(1);
  });

  it('adds someone who answers through the general link as a new participant; the invited stay as they were', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games');
    const invited = await Promise.all(
      ['Hatice Teyze', 'Ali Dayı', 'Ayşe Hala'].map((name, index) =>
        invite(owner, 'name-games', game, { name, email: index === 0 ? 'hatice2@aile.test' : '' }),
      ),
    );
    // what the old page sent: the id of the record it had prefilled; it no longer names anyone
    const cousin = { ...guest('Kuzen Selin'), participantId: invited[1]!.id, boyNames: ['Aras'], girlNames: ['Ada'] };
    expect((await post(`/api/name-games/${game.id}/participate`, cousin)).status).toBe(201);
    // even with an invited person's address the general link adds a new participant and leaves theirs alone
    const sameAddress = { name: 'Hatice', email: 'HATICE2@aile.test', phone: '0533 444 55 66', boyNames: ['Kerem'], girlNames: ['Ela'] };
    expect((await post(`/api/name-games/${game.id}/participate`, sameAddress)).status).toBe(201);
    const stored = await ownerGame(owner, 'name-games', game.id);
    expect(stored.participants).toHaveLength(5);
    for (const person of invited) {
      expect(stored.participants.find((p) => p.id === person.id)).toMatchObject({ name: person.name, submittedAt: null, addedBy: 'owner', answeredVia: null });
    }
    const added = stored.participants.filter((p) => p.addedBy === 'self');
    expect(added.map((p) => [p.name, p.answeredVia])).toEqual([
      ['Kuzen Selin', 'general'],
      ['Hatice', 'general'],
    ]);
  });

  it('lets a signed-in friend answer as the invitation the owner made for their verified account address', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const friend = await registerUser({ fullName: 'Kuzen Ece' });
    // only a verified address proves the account is the person invited with it (ADR 0025; tests/api/identity.test.ts)
    await verifyEmail(friend);
    const invitation = await invite(owner, 'gender-games', game, { name: 'Ece', email: friend.email });
    expect((await post(`/api/gender-games/${game.id}/participate`, { prediction: 'boy' }, friend.authHeader)).status).toBe(201);
    const stored = await ownerGame(owner, 'gender-games', game.id);
    expect(stored.participants).toHaveLength(1);
    expect(stored.participants[0]).toMatchObject({ id: invitation.id, prediction: 'boy', answeredVia: 'account' });
  });

  it('keeps the country code of a number abroad in the WhatsApp invite', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    await invite(owner, 'gender-games', game, { name: 'Almanya’daki Kuzen', phone: '+49 1512 3456789' });
    await invite(owner, 'gender-games', game, { name: 'İstanbul', phone: '0532 123 45 67' });
    await invite(owner, 'gender-games', game, { name: 'Çift sıfır', phone: '0049 1512 3456789' });
    const stored = await ownerGame(owner, 'gender-games', game.id);
    expect(stored.participants.map((p) => p.whatsapp)).toEqual(['4915123456789', '905321234567', '4915123456789']);
  });
});

describe('fair play: closing (point 2)', () => {
  it('closes a birth-date game at the start of the day before the due date unless the owner sets another day', async () => {
    const parent = await readyParent();
    const dates = await createGame(parent, 'birth-date-games');
    expect(dates).toMatchObject({ closesOn: '2027-03-09', closed: false });
    const gender = await createGame(parent, 'gender-games');
    expect(gender.closesOn).toBeNull();
    const moved = await patch(`/api/protected/birth-date-games/${dates.id}`, { closesOn: '2027-03-05' }, parent.authHeader);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ closesOn: '2027-03-05', closed: false });
    const past = await patch(`/api/protected/birth-date-games/${dates.id}`, { closesOn: '2020-01-01' }, parent.authHeader);
    expect(past).toMatchObject({ status: 400, body: { message: 'Kapanış günü bugünden sonra olmalıdır' } });
    const none = await patch(`/api/protected/birth-date-games/${dates.id}`, { closesOn: '' }, parent.authHeader);
    expect(none.body).toMatchObject({ closesOn: null });
  });

  it('refuses every answer once the closing day has begun, checked on the server', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'birth-date-games');
    const hatice = await invite(owner, 'birth-date-games', game, { name: 'Hatice Teyze' });
    // the closing day arrives: what the clock would do, done to the stored instant
    await admin()
      .db.collection(COLLECTIONS.games)
      .doc(game.id)
      .update({ closesOn: '2026-01-01', closesAt: Timestamp.fromMillis(Date.now() - 1000) });
    const general = await post(`/api/birth-date-games/${game.id}/participate`, { ...guest('Geç Kalan'), predictedDate: '2027-03-09' });
    expect(general).toMatchObject({ status: 409, body: { message: 'Bu oyunda tahminler kapandı, artık tahmin gönderilemez' } });
    const personal = await post(`/api/birth-date-games/${game.id}/participate`, { ...invitedGuest(hatice.inviteToken!), predictedDate: '2027-03-09' });
    expect(personal.status).toBe(409);
    expect(((await api(`/api/birth-date-games/${game.token}`)).body as PublicGameResponse).game.closed).toBe(true);
    expect((await ownerGame(owner, 'birth-date-games', game.id)).participants.every((p) => !p.submittedAt)).toBe(true);
  });

  it('closes, refuses, and reopens at the owner’s word before the result is published', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const closed = await patch(`/api/protected/gender-games/${game.id}`, { closed: true }, owner.authHeader);
    expect(closed.body).toMatchObject({ closed: true, closedBy: 'owner' });
    expect((await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Kapalı'), prediction: 'girl' })).status).toBe(409);
    const reopened = await patch(`/api/protected/gender-games/${game.id}`, { closed: false }, owner.authHeader);
    expect(reopened.body).toMatchObject({ closed: false, closedBy: null });
    expect((await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Açık'), prediction: 'girl' })).status).toBe(201);
    // another owner's game answers as a missing one
    const other = await registerUser();
    expect((await patch(`/api/protected/gender-games/${game.id}`, { closed: true }, other.authHeader)).status).toBe(404);
  });

  it('closes every game of the parent when the birth is announced: an exact guess of the day is refused, and the game stays closed', async () => {
    const parent = await readyParent();
    const dates = await createGame(parent, 'birth-date-games');
    const names = await createGame(parent, 'name-games');
    await post('/api/protected/birth-notification', { contacts: [{ name: 'Dede', phone: uniquePhone().local, email: '' }] }, parent.authHeader);
    const announced = await post('/api/protected/birth-notification/trigger', {}, parent.authHeader);
    expect(announced.status).toBe(200);
    const { db } = admin();
    const birthDay = String((await db.collection(COLLECTIONS.birthNotifications).doc(parent.uid).get()).get('actualBirthDate'));
    const exact = await post(`/api/birth-date-games/${dates.id}/participate`, { ...guest('Bilen'), predictedDate: birthDay });
    expect(exact).toMatchObject({ status: 409, body: { message: 'Bu oyunda tahminler kapandı, artık tahmin gönderilemez' } });
    expect((await post(`/api/name-games/${names.id}/participate`, { ...guest('Geç'), boyNames: ['Can'], girlNames: ['Ada'] })).status).toBe(409);
    expect(await ownerGame(parent, 'name-games', names.id)).toMatchObject({ closed: true, closedBy: 'birth' });
    const reopen = await patch(`/api/protected/birth-date-games/${dates.id}`, { closed: false }, parent.authHeader);
    expect(reopen).toMatchObject({ status: 409, body: { message: 'Doğum açıklandığı için bu oyun yeniden açılamaz.' } });
  });
});

describe('the owner fixes mistakes (point 5)', () => {
  it('edits a participant who has not answered; one who has cannot be changed or removed', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const typo = await invite(owner, 'gender-games', game, { name: 'Hatce' });
    const edited = await patch(
      `/api/protected/gender-games/${game.id}/participants/${typo.id}`,
      { name: 'Hatice', email: 'hatice3@aile.test', phone: '0532 999 88 77' },
      owner.authHeader,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: typo.id, name: 'Hatice', email: 'hatice3@aile.test', phone: '0532 999 88 77', inviteToken: typo.inviteToken });
    const noName = await patch(`/api/protected/gender-games/${game.id}/participants/${typo.id}`, { name: '', phone: '0532 999 88 77' }, owner.authHeader);
    expect(noName).toMatchObject({ status: 400, body: { message: 'İsim gereklidir' } });
    expect((await post(`/api/gender-games/${game.id}/participate-guest`, { ...invitedGuest(typo.inviteToken!), prediction: 'girl' })).status).toBe(201);
    const late = await patch(`/api/protected/gender-games/${game.id}/participants/${typo.id}`, { name: 'Başka', phone: '0532 999 88 77' }, owner.authHeader);
    expect(late).toMatchObject({ status: 409, body: { message: 'Bu katılımcı tahminini gönderdi; artık değiştirilemez veya silinemez.' } });
    expect((await del(`/api/protected/gender-games/${game.id}/participants/${typo.id}`, owner.authHeader)).status).toBe(409);
    expect((await ownerGame(owner, 'gender-games', game.id)).participants[0]).toMatchObject({ name: 'Hatice', prediction: 'girl' });
    const stranger = await registerUser();
    expect((await del(`/api/protected/gender-games/${game.id}/participants/${typo.id}`, stranger.authHeader)).status).toBe(404);
  });

  it('frees the place of a removed participant: the owner or a guest can take it; the removed link no longer works', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const invited = [];
    for (let index = 0; index < 10; index += 1) invited.push(await invite(owner, 'gender-games', game, { name: `Kişi ${index}` }));
    const full = await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'On birinci', phone: '0532 111 22 33' }, owner.authHeader);
    expect(full).toMatchObject({ status: 409, body: { message: 'Bu oyun katılımcı sınırına ulaştı' } });
    expect((await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Dolu'), prediction: 'boy' })).status).toBe(409);

    expect((await del(`/api/protected/gender-games/${game.id}/participants/${invited[0]!.id}`, owner.authHeader)).status).toBe(200);
    // the guest that was refused a moment ago (the same instance remembered every slot taken) now gets the place
    expect((await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Yeni'), prediction: 'boy' })).status).toBe(201);
    expect((await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Fazla'), prediction: 'boy' })).status).toBe(409);
    const removedLink = await post(`/api/gender-games/${game.id}/participate-guest`, { ...invitedGuest(invited[0]!.inviteToken!), prediction: 'girl' });
    expect(removedLink).toMatchObject({ status: 404, body: { message: 'Bu kişisel davet linki artık geçerli değil.' } });
    expect(((await api(`/api/gender-games/${game.token}?davet=${invited[0]!.inviteToken}`)).body as PublicGameResponse).inviteInvalid).toBe(true);

    expect((await del(`/api/protected/gender-games/${game.id}/participants/${invited[1]!.id}`, owner.authHeader)).status).toBe(200);
    expect((await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Yerine', phone: '0532 111 22 33' }, owner.authHeader)).status).toBe(201);
    const { db } = admin();
    const ref = db.collection(COLLECTIONS.games).doc(game.id);
    expect((await ref.collection(COLLECTIONS.participants).get()).size).toBe(10);
    expect((await ref.collection(COLLECTIONS.slots).get()).size).toBe(10);
  });

  it('holds the cap when guests race for a freed place', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const invited = [];
    for (let index = 0; index < 10; index += 1) invited.push(await invite(owner, 'gender-games', game, { name: `Kişi ${index}` }));
    await del(`/api/protected/gender-games/${game.id}/participants/${invited[3]!.id}`, owner.authHeader);
    await del(`/api/protected/gender-games/${game.id}/participants/${invited[7]!.id}`, owner.authHeader);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => post(`/api/gender-games/${game.id}/participate-guest`, { ...guest(`Yarış ${index}`), prediction: 'girl' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409 && message(answer) === 'Bu oyun katılımcı sınırına ulaştı')).toHaveLength(6);
    const ref = admin().db.collection(COLLECTIONS.games).doc(game.id);
    expect((await ref.collection(COLLECTIONS.participants).get()).size).toBe(10);
    expect((await ref.collection(COLLECTIONS.slots).get()).size).toBe(10);
  });

  it('deletes a game with everything in it; its links then name no game', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games');
    await invite(owner, 'name-games', game, { name: 'Hatice' });
    await post(`/api/name-games/${game.id}/participate`, { ...guest('Misafir'), boyNames: ['Can'], girlNames: ['Ada'] });
    expect((await del(`/api/protected/name-games/${game.id}`, (await registerUser()).authHeader)).status).toBe(404);
    const removed = await del(`/api/protected/name-games/${game.id}`, owner.authHeader);
    expect(removed).toMatchObject({ status: 200, body: { message: 'Oyun silindi' } });
    expect((await api(`/api/name-games/${game.token}`)).status).toBe(404);
    expect(await api(`/api/name-result/${game.token}`)).toMatchObject({ status: 404, body: { message: 'Game not found' } });
    expect((await post(`/api/name-games/${game.id}/participate`, { ...guest('Sonra'), boyNames: ['Can'], girlNames: ['Ada'] })).status).toBe(404);
    const ref = admin().db.collection(COLLECTIONS.games).doc(game.id);
    expect((await ref.get()).exists).toBe(false);
    expect((await ref.collection(COLLECTIONS.participants).get()).size).toBe(0);
    expect((await ref.collection(COLLECTIONS.slots).get()).size).toBe(0);
    expect((await api('/api/protected/name-games', { headers: owner.authHeader })).body).toEqual({ games: [] });
  });

  it('refuses to reopen a published game', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games');
    expect((await post(`/api/protected/name-games/${game.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const reopen = await patch(`/api/protected/name-games/${game.id}`, { closed: false }, owner.authHeader);
    expect(reopen).toMatchObject({ status: 409, body: { message: 'Sonucu yayınlanmış bir oyun yeniden açılamaz.' } });
  });

  it('reminds by e-mail with the person’s own link, not twice in ten minutes, and never someone who answered', async () => {
    const owner = await registerUser({ fullName: 'Merve Şen' });
    // a reminder to someone else goes only from a proven account (ADR 0049; refused 403 before: tests/api/proven-sender.test.ts)
    await verifyEmail(owner);
    const game = await createGame(owner, 'name-games', 'İsim bulalım');
    const address = uniqueEmail('hatirlat');
    const hatice = await invite(owner, 'name-games', game, { name: 'Hatice', email: address });
    const phoneOnly = await invite(owner, 'name-games', game, { name: 'Ali' });
    const remind = (participantId: string) => post(`/api/protected/name-games/${game.id}/participants/${participantId}/remind`, {}, owner.authHeader);
    expect((await remind(hatice.id)).status).toBe(200);
    const mails = await eventually(
      () => sinkMessages('sendgrid', address),
      (found) => found.length >= 1,
    );
    expect(mails[0]!.text).toContain(`/name-games/${game.token}?davet=${hatice.inviteToken}`);
    expect(mails[0]!.subject).toBe('Tahmininizi bekliyoruz: İsim bulalım');
    expect((await remind(hatice.id)).status).toBe(429);
    expect(await remind(phoneOnly.id)).toMatchObject({
      status: 400,
      body: { message: 'Bu katılımcının email adresi yok. Hatırlatmayı WhatsApp ile gönderebilirsiniz.' },
    });
    await post(`/api/name-games/${game.id}/participate`, { ...invitedGuest(phoneOnly.inviteToken!), boyNames: ['Can'], girlNames: ['Ada'] });
    expect((await remind(phoneOnly.id)).status).toBe(409);
  });
});

describe('the reveal reaches everyone (point 3)', () => {
  it('publishes a birth-date game with a result page once the birth day is known, and tells every participant by the channel they gave', async () => {
    const parent = await readyParent('Selin Ak');
    const game = await createGame(parent, 'birth-date-games', 'Ne zaman doğacak?');
    const [withMail, phoneA, phoneB, phoneC] = [uniqueEmail('sonuc'), uniquePhone(), uniquePhone(), uniquePhone()];
    const invited = [
      await invite(parent, 'birth-date-games', game, { name: 'Mailli', email: withMail, phone: phoneA.local }),
      await invite(parent, 'birth-date-games', game, { name: 'Telefonlu 1', phone: phoneB.local }),
      await invite(parent, 'birth-date-games', game, { name: 'Telefonlu 2', phone: phoneC.local }),
    ];
    const abroad = await invite(parent, 'birth-date-games', game, { name: 'Almanya', phone: '+49 1512 3456789' });
    await post(`/api/birth-date-games/${game.id}/participate`, { ...invitedGuest(invited[0]!.inviteToken!), predictedDate: '2027-03-08' });
    await post(`/api/birth-date-games/${game.id}/participate`, { ...invitedGuest(invited[1]!.inviteToken!), predictedDate: '2027-03-11' });
    await post(`/api/birth-date-games/${game.id}/participate`, { ...invitedGuest(abroad.inviteToken!), predictedDate: '2027-03-20' });

    const early = await post(`/api/protected/birth-date-games/${game.id}/publish`, {}, parent.authHeader);
    expect(early).toMatchObject({ status: 400, body: { message: 'Sonucu yayınlamak için önce bebeğinizin doğum tarihini girin.' } });
    expect(await api(`/api/birth-date-result/${game.token}`)).toMatchObject({ status: 404, body: { message: 'Sonuç henüz açıklanmadı' } });
    await post(
      '/api/protected/birth-notification',
      { contacts: [{ name: 'Dede', phone: uniquePhone().local, email: '' }], actualBirthDate: '2027-03-10' },
      parent.authHeader,
    );
    const [one, two] = await Promise.all([1, 2].map(() => post(`/api/protected/birth-date-games/${game.id}/publish`, {}, parent.authHeader)));
    expect([one!.status, two!.status]).toEqual([200, 200]);

    const result = (await api(`/api/birth-date-result/${game.token}`)).body as BirthDateResultAnswer;
    expect(result).toMatchObject({ gameTitle: 'Ne zaman doğacak?', actualBirthDate: '2027-03-10', parentNames: { mother: 'Selin Ak' } });
    expect(result.results.map((r) => [r.name, r.differenceDays, r.winner])).toEqual(
      [
        ['Telefonlu 1', 1, false],
        ['Mailli', 2, false],
        ['Almanya', 10, false],
      ].map(([name, days]) => [name, days, days === 1]),
    );

    const link = `/birth-date-result?token=${game.token}`;
    const mail = await eventually(
      () => sinkMessages('sendgrid', withMail),
      (found) => found.length >= 1,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(link);
    // SMS to those without an address, within the announcement's limit (2): both Turkish numbers; none abroad
    const sms = await eventually(
      async () => [...(await sinkMessages('netgsm', phoneB.netgsm)), ...(await sinkMessages('netgsm', phoneC.netgsm))],
      (found) => found.length >= 2,
    );
    expect(sms.every((found) => String(found.text).includes(link))).toBe(true);
    await new Promise((done) => setTimeout(done, 1500));
    expect(await sinkMessages('netgsm', phoneA.netgsm)).toHaveLength(0); // they have an address: the e-mail told them
    expect([...(await sinkMessages('netgsm', phoneB.netgsm)), ...(await sinkMessages('netgsm', phoneC.netgsm))]).toHaveLength(2);
    const outbox = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', parent.uid).get();
    expect(outbox.docs.filter((doc) => doc.get('kind') === 'game_result')).toHaveLength(3);
  });

  it('sends SMS only within the parent’s announcement limit', async () => {
    const parent = await readyParent('Deniz Er');
    const game = await createGame(parent, 'gender-games');
    const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    const invited = [];
    for (const [index, phone] of phones.entries()) invited.push(await invite(parent, 'gender-games', game, { name: `Telefon ${index}`, phone: phone.local }));
    // the last of them answered: the game has a result to tell, and the SMS go in the order they joined
    await answerThroughLink('gender-games', game, invited[3]!.inviteToken!);
    expect((await post(`/api/protected/gender-games/${game.id}/publish`, {}, parent.authHeader)).status).toBe(200);
    const outbox = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', parent.uid).get();
    const results = outbox.docs.filter((doc) => doc.get('kind') === 'game_result');
    expect(results.map((doc) => doc.get('channel'))).toEqual(['sms', 'sms']);
    expect(results.map((doc) => doc.get('to.name')).sort()).toEqual(['Telefon 0', 'Telefon 1']);
  });
});

describe('a game nobody answered (issue 35)', () => {
  it('publishes without a result e-mail or SMS to anyone, and the owner still sees the result page', async () => {
    const parent = await readyParent('Fatma Er');
    for (const segment of ['name-games', 'gender-games'] as const) {
      const game = await createGame(parent, segment, 'Kimse yazmadı');
      const [mail, phone] = [uniqueEmail('bos'), uniquePhone()];
      await invite(parent, segment, game, { name: 'Mailli', email: mail, phone: uniquePhone().local });
      await invite(parent, segment, game, { name: 'Telefonlu', phone: phone.local });
      expect((await post(`/api/protected/${segment}/${game.id}/publish`, {}, parent.authHeader)).status).toBe(200);
      expect(await ownerGame(parent, segment, game.id)).toMatchObject({ status: 'completed', closed: true });
      await new Promise((done) => setTimeout(done, 1500));
      expect(await sinkMessages('sendgrid', mail)).toEqual([]);
      expect(await sinkMessages('netgsm', phone.netgsm)).toEqual([]);
    }
    const outbox = await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', parent.uid).get();
    expect(outbox.docs.filter((doc) => doc.get('kind') === 'game_result')).toEqual([]);
    // the result page is there, with nobody's names
    const [names] = ((await api('/api/protected/name-games', { headers: parent.authHeader })).body as { games: Game[] }).games;
    expect(await api(`/api/name-result/${names!.token}`)).toMatchObject({
      status: 200,
      body: { gameTitle: 'Kimse yazmadı', totalParticipants: 0, boyNames: [], girlNames: [], participants: [] },
    });
  });
});

describe("'Tahmin Şampiyonu' (point 4)", () => {
  it('ranks people across the three games once the birth is known: gender, the name, the days away; ties by days, then the earlier answer', async () => {
    const parent = await readyParent('Aslı Tan', 'kız', 'Defne');
    const gender = await createGame(parent, 'gender-games');
    const names = await createGame(parent, 'name-games');
    const dates = await createGame(parent, 'birth-date-games');
    const people = { ayse: guest('Ayşe'), burak: guest('Burak'), cem: guest('Cem') };
    await post(`/api/gender-games/${gender.id}/participate-guest`, { ...people.ayse, prediction: 'girl' });
    await post(`/api/gender-games/${gender.id}/participate-guest`, { ...people.burak, prediction: 'girl' });
    await post(`/api/gender-games/${gender.id}/participate-guest`, { ...people.cem, prediction: 'boy' });
    await post(`/api/name-games/${names.id}/participate`, { ...people.ayse, boyNames: ['Can'], girlNames: ['Ela'] });
    await post(`/api/name-games/${names.id}/participate`, { ...people.cem, boyNames: ['Can'], girlNames: ['defne'] });
    await post(`/api/birth-date-games/${dates.id}/participate`, { ...people.ayse, predictedDate: '2027-03-12' });
    await post(`/api/birth-date-games/${dates.id}/participate`, { ...people.burak, predictedDate: '2027-03-08' });
    await post(`/api/birth-date-games/${dates.id}/participate`, { ...people.cem, predictedDate: '2027-03-10' });

    const before = (await api(`/api/leaderboard/${gender.token}`)).body as Leaderboard;
    expect(before).toMatchObject({ ready: false, rows: [] });
    await post(
      '/api/protected/birth-notification',
      { contacts: [{ name: 'Dede', phone: uniquePhone().local, email: '' }], actualBirthDate: '2027-03-10' },
      parent.authHeader,
    );
    for (const [segment, game] of [
      ['gender-games', gender],
      ['name-games', names],
      ['birth-date-games', dates],
    ] as const) {
      expect((await post(`/api/protected/${segment}/${game.id}/publish`, {}, parent.authHeader)).status).toBe(200);
    }
    const board = (await api(`/api/leaderboard/${dates.token}`)).body as Leaderboard;
    expect(board).toMatchObject({ ready: true, babyName: 'Defne', actualBirthDate: '2027-03-10', winner: 'Cem' });
    // Cem: wrong gender 0 + Defne 10 + exact 10 = 20; Ayşe: 10 + 0 + 8 = 18; Burak: 10 + (did not play) + 8 = 18, answered later
    expect(board.rows.map((row) => [row.rank, row.name, row.points, row.genderRight, row.nameRight, row.daysAway])).toEqual([
      [1, 'Cem', 20, false, true, 0],
      [2, 'Ayşe', 18, true, false, 2],
      [3, 'Burak', 18, true, null, 2],
    ]);
    expect(await api('/api/leaderboard/AAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ status: 404 });
  });
});

describe('links that look right in WhatsApp (point 6)', () => {
  const page = async (path: string) => {
    // what a crawler does: one GET, no script, no cookie
    const response = await fetch(`${APP_URL}${path}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

  it('answers a game link without JavaScript with the Open Graph tags, the game’s title and its first view', async () => {
    const owner = await registerUser({ fullName: 'Merve Şen' });
    await patch(
      '/api/protected/profile',
      { fullName: 'Merve Şen', email: owner.email, gender: 'kadın', birthDate: '1993-05-05', spouseName: 'Kaan Şen' },
      owner.authHeader,
    );
    const game = await createGame(owner, 'gender-games', 'Kız mı erkek mi?');
    const { status, html, headers } = await page(`/game/${game.token}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<title>Kız mı erkek mi? · Merve Şen &amp; Kaan Şen</title>');
    expect(meta(html, 'og:title')).toBe('Kız mı erkek mi? · Merve Şen &amp; Kaan Şen');
    expect(meta(html, 'og:description')).toMatch(/^Cinsiyet Tahmini: Bebeğimiz kız mı olacak, erkek mi\?/);
    expect(meta(html, 'og:image')).toMatch(/\/og\/gender\.jpg$/);
    const image = await fetch(`${APP_URL}/og/gender.jpg`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(300_000);
    expect(meta(html, 'og:locale')).toBe('tr_TR');
    // the first view is in the page: it paints before any script runs
    expect(html).toMatch(/<div id="root" data-ssr="game">.*<h1[^>]*>Kız mı erkek mi\?<\/h1>/s);
    expect(html).toContain('Misafir olarak katılın');
    // no inline script (the CSP runs none): only the JSON block the page hydrates from
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline).toEqual([' type="application/json" id="game-data"']);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    // the page tells nothing of the participants
    expect(html).not.toContain('0532');
  });

  it('greets the person of a personal link by name, keeps that page out of shared caches, and shows the other kinds and a missing game', async () => {
    const owner = await registerUser({ fullName: 'Merve Şen' });
    const game = await createGame(owner, 'birth-date-games', 'Ne zaman?');
    const hatice = await invite(owner, 'birth-date-games', game, { name: 'Hatice Teyze', email: 'hatice.teyze@aile.test', phone: '0532 765 43 21' });
    const personal = await page(`/birth-date-games/${game.token}?davet=${hatice.inviteToken}`);
    // whoever holds the forwarded link reads neither her address nor her number, in the page or its data block
    expect(personal.html).not.toContain('hatice.teyze');
    expect(JSON.parse(/<script type="application\/json" id="game-data">([^<]*)<\/script>/.exec(personal.html)![1]!)).toMatchObject({
      personal: true,
      prefill: { name: 'Hatice Teyze', email: '', phone: '' },
    });
    expect(personal.status).toBe(200);
    expect(meta(personal.html, 'og:description')).toContain('Merhaba Hatice Teyze!');
    // drawn on the server, greeting her (not only in the preview)
    expect(personal.html).toMatch(/<div id="root" data-ssr="game">.*<h2[^>]*>Merhaba Hatice Teyze!<\/h2>/s);
    expect(personal.html).not.toContain('765 43 21');
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(meta((await page(`/game/${game.token}`)).html, 'og:image')).toMatch(/\/og\/birthdate\.jpg$/);
    const missing = await page('/game/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Oyun Bulunamadı');
  });

  it('answers a result link with its preview, keeping the gender a surprise', async () => {
    const parent = await readyParent('Ece Yıldız', 'erkek');
    const game = await createGame(parent, 'gender-games', 'Pembe mi mavi mi?');
    const before = await page(`/game-result?token=${game.token}`);
    expect(meta(before.html, 'og:description')).toBe('Sonuç henüz açıklanmadı.');
    await post(`/api/protected/gender-games/${game.id}/publish`, {}, parent.authHeader);
    const after = await page(`/game-result?token=${game.token}`);
    expect(after.status).toBe(200);
    expect(meta(after.html, 'og:title')).toBe('Sonuç: Pembe mi mavi mi? · Ece Yıldız');
    expect(meta(after.html, 'og:description')).toContain('sonuç açıklandı');
    expect(after.html).toContain('<div id="root" data-ssr="result">');
    expect(after.html).not.toMatch(/ERKEK|Erkek olacak|erkek olacak/);
    expect((await page('/name-result?token=AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
  it('shows a paused parent’s links as the neutral page, with a preview that names no one (ADR 0018)', async () => {
    const parent = await readyParent('Gizli Anne');
    const game = await createGame(parent, 'gender-games', 'Gizli oyun');
    expect((await post('/api/protected/pregnancy/pause', {}, parent.authHeader)).status).toBe(200);
    for (const path of [`/game/${game.token}`, `/game-result?token=${game.token}`]) {
      const paused = await page(path);
      expect(paused.status, path).toBe(404);
      expect(paused.html, path).toContain('Bu sayfa şu an kullanılamıyor');
      expect(paused.html, path).not.toContain('Gizli');
      expect(meta(paused.html, 'og:description'), path).toBe('Bu sayfa şu an kullanılamıyor');
    }
  });
});

describe('the birth pool: time, weight and length beside the day (issue 35, point 3; ADR 0062)', () => {
  it('takes the optional guesses or none, refuses bad ones with nothing written, and the result names the closest of each with the points', async () => {
    const parent = await readyParent('Aylin Su');
    const game = await createGame(parent, 'birth-date-games', 'Ne zaman doğacak?');
    const participate = (body: unknown) => post(`/api/birth-date-games/${game.id}/participate`, body);
    const hatice = guest('Hatice Nine');
    const ayse = guest('Ayşe Hala');
    // the day alone, as before; and every guess, the weight typed in kilograms with a comma
    expect((await participate({ ...guest('Zeynep Teyze'), predictedDate: '2027-03-10' })).status).toBe(201);
    expect(
      (await participate({ ...hatice, predictedDate: '2027-03-10', predictedTime: '11:00', predictedWeightGrams: '3,4', predictedLengthCm: '52' })).status,
    ).toBe(201);
    expect(
      (await participate({ ...ayse, predictedDate: '2027-03-09', predictedTime: '08:30', predictedWeightGrams: 3250, predictedLengthCm: '' })).status,
    ).toBe(201);

    // out of range: 400 with the Turkish message, and no record
    const refused = guest('Can Amca');
    for (const [bad, message] of [
      [{ predictedTime: '25:00' }, 'Doğum saati tahmini SS:DD biçiminde olmalıdır (ör. 14:30)'],
      [{ predictedWeightGrams: '9,5' }, 'Kilo tahmini 0,5 ile 6 kg arasında olmalıdır (ör. 3,2)'],
      [{ predictedWeightGrams: 'üç kilo' }, 'Kilo tahmini 0,5 ile 6 kg arasında olmalıdır (ör. 3,2)'],
      [{ predictedLengthCm: 80 }, 'Boy tahmini 30 ile 60 cm arasında olmalıdır'],
    ] as const) {
      expect(await participate({ ...refused, predictedDate: '2027-03-10', ...bad })).toMatchObject({ status: 400, body: { message } });
    }
    const stored = await ownerGame(parent, 'birth-date-games', game.id);
    expect(stored.participants.map((p) => p.name).sort()).toEqual(['Ayşe Hala', 'Hatice Nine', 'Zeynep Teyze']);
    expect(stored.participants.find((p) => p.name === 'Hatice Nine')).toMatchObject({
      predictedTime: '11:00',
      predictedWeightGrams: 3400,
      predictedLengthCm: 52,
    });
    const zeynep = stored.participants.find((p) => p.name === 'Zeynep Teyze')!;
    expect([zeynep.predictedTime, zeynep.predictedWeightGrams, zeynep.predictedLengthCm]).toEqual([undefined, undefined, undefined]);
    const ayseStored = stored.participants.find((p) => p.name === 'Ayşe Hala')!;
    expect([ayseStored.predictedWeightGrams, ayseStored.predictedLengthCm]).toEqual([3250, undefined]);

    // the parent enters the real ones with the announcement
    const announced = await post(
      '/api/protected/birth-notification',
      {
        contacts: [{ name: 'Dede', phone: uniquePhone().local, email: '' }],
        actualBirthDate: '2027-03-10',
        birthTime: '08:45',
        weightGrams: 3250,
        lengthCm: 50,
      },
      parent.authHeader,
    );
    expect(announced.status).toBe(200);
    expect((await post(`/api/protected/birth-date-games/${game.id}/publish`, {}, parent.authHeader)).status).toBe(200);
    const result = (await api(`/api/birth-date-result/${game.token}`)).body as BirthDateResultAnswer;
    expect(result).toMatchObject({ actualBirthDate: '2027-03-10', birthTime: '08:45', weightGrams: 3250, lengthCm: 50 });
    expect(result.pool.closest).toEqual({
      date: { names: ['Hatice Nine', 'Zeynep Teyze'], guess: '2027-03-10', off: 0 },
      time: { names: ['Ayşe Hala'], guess: '08:30', off: 15 },
      weight: { names: ['Ayşe Hala'], guess: 3250, off: 0 },
      length: { names: ['Hatice Nine'], guess: 52, off: 2 },
    });
    // Hatice: 2 h 15 min (289) + 150 g (87) + 2 cm (76); Zeynep: noon, 3 h 15 min (284); Ayşe: 24 h 15 min (179) + the weight (100)
    expect(result.pool.ranking.map((row) => [row.rank, row.name, row.dateTimePoints, row.weightPoints, row.lengthPoints, row.points])).toEqual([
      [1, 'Hatice Nine', 289, 87, 76, 452],
      [2, 'Zeynep Teyze', 284, 0, 0, 284],
      [3, 'Ayşe Hala', 179, 100, 0, 279],
    ]);
  });
});
