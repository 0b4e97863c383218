import { describe, expect, it } from 'vitest';
import type { Game, GenderResult, NameResult, PublicGameResponse } from '@bebek/common/types';
import { COLLECTIONS } from '@bebek/common/model';
import { todayIn } from '@bebek/common/calendar-day';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { admin, api } from './support/stack';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });

async function createGame(owner: TestUser, segment: 'gender-games' | 'name-games' | 'birth-date-games', title = 'Tahmin oyunu'): Promise<Game> {
  const { status, body } = await post(`/api/protected/${segment}`, { title }, owner.authHeader);
  expect(status).toBe(201);
  return body as Game;
}

const guest = (name = 'Misafir') => ({ name, email: uniqueEmail('guest'), phone: '0532 111 22 33' });

describe('owner screens', () => {
  it('creates a game with an unguessable token and the profile cap, lists it, and adds participants', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games', 'Kız mı erkek mi?');
    expect(game.token).toMatch(TOKEN_PATTERN);
    expect(game).toMatchObject({ type: 'gender', status: 'active', maxParticipants: 10, participants: [] });
    const missing = await post('/api/protected/gender-games', { title: '  ' }, owner.authHeader);
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe('Oyun başlığı gereklidir');

    const added = await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Teyze', email: '', phone: '05321112233' }, owner.authHeader);
    expect(added.status).toBe(201);
    const noName = await post(`/api/protected/gender-games/${game.id}/participants`, { name: '', phone: '05321112233' }, owner.authHeader);
    expect((noName.body as { message: string }).message).toBe('İsim gereklidir');
    const shortPhone = await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Dayı', phone: '0532' }, owner.authHeader);
    expect((shortPhone.body as { message: string }).message).toBe('Telefon numarası gereklidir');

    const list = await api('/api/protected/gender-games', { headers: owner.authHeader });
    const games = (list.body as { games: Game[] }).games;
    expect(games.map((g) => g.id)).toContain(game.id);
    expect(games.find((g) => g.id === game.id)?.participants.map((p) => p.name)).toEqual(['Teyze']);
  });

  it("never gives another owner's token owner access", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const game = await createGame(owner, 'name-games');
    const add = await post(`/api/protected/name-games/${game.id}/participants`, { name: 'Sızma', phone: '05321112233' }, other.authHeader);
    expect(add.status).toBe(404);
    const publish = await post(`/api/protected/name-games/${game.id}/publish`, {}, other.authHeader);
    expect(publish.status).toBe(404);
    const view = (await api(`/api/name-games/${game.token}`, { headers: other.authHeader })).body as PublicGameResponse;
    expect(view.viewer).not.toBe('creator');
    expect((await api('/api/protected/name-games', { headers: other.authHeader })).body).toEqual({ games: [] });
  });
});

describe('public participation', () => {
  it('lets a guest answer once; a second try is refused and changes nothing', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const visitor = guest('Zeynep');
    const first = await post(`/api/gender-games/${game.id}/participate-guest`, { ...visitor, prediction: 'girl' });
    expect(first.status).toBe(201);
    const second = await post(`/api/gender-games/${game.id}/participate-guest`, { ...visitor, email: visitor.email.toUpperCase(), prediction: 'boy' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'Zaten Katıldınız' });
    const view = (await api(`/api/gender-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(view.viewer).toBe('creator');
    expect(view.game.participants).toHaveLength(1);
    expect(view.game.participants[0]).toMatchObject({ name: 'Zeynep', prediction: 'girl' });
  });

  it('refuses a bad prediction, missing guest fields and the creator', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const bad = await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest(), prediction: 'maybe' });
    expect((bad.body as { message: string }).message).toBe('Tahmin seçiniz');
    const noPhone = await post(`/api/gender-games/${game.id}/participate-guest`, { name: 'A', email: uniqueEmail(), phone: '', prediction: 'boy' });
    expect(noPhone.status).toBe(400);
    const creator = await post(`/api/gender-games/${game.id}/participate`, { prediction: 'boy' }, owner.authHeader);
    expect(creator.status).toBe(403);
    const creatorAsGuest = await post(`/api/gender-games/${game.id}/participate-guest`, {
      name: 'Ben',
      email: owner.email,
      phone: '05321112233',
      prediction: 'boy',
    });
    expect(creatorAsGuest.status).toBe(403);
    const view = (await api(`/api/gender-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(view.game.participants).toHaveLength(0);
  });

  it('judges who answers before the answer: guests need name, e-mail and phone; the signed-in route needs a session', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games');
    const names = { boyNames: ['Aras'], girlNames: ['Defne'] };
    for (const missing of ['name', 'email', 'phone'] as const) {
      const answer = await post(`/api/name-games/${game.id}/participate`, { ...guest(), [missing]: '', boyNames: [], girlNames: [] });
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBe('Lütfen ad, email ve telefon bilgilerini doldurun');
    }
    const badEmail = await post(`/api/name-games/${game.id}/participate`, { ...guest(), email: 'ad-soyad', ...names });
    expect((badEmail.body as { message: string }).message).toBe('Geçerli bir email adresi giriniz');
    const shortPhone = await post(`/api/name-games/${game.id}/participate`, { ...guest(), phone: '0532', ...names });
    expect((shortPhone.body as { message: string }).message).toBe('Telefon numarası gereklidir');
    const gender = await createGame(owner, 'gender-games');
    const noSession = await post(`/api/gender-games/${gender.id}/participate`, {});
    expect(noSession.status).toBe(401);

    // a friend with an account answers as their profile, sending the answer alone
    const friend = await registerUser({ fullName: 'Kuzen Ece' });
    expect((await post(`/api/name-games/${game.id}/participate`, names, friend.authHeader)).status).toBe(201);
    expect((await post(`/api/gender-games/${gender.id}/participate`, { prediction: 'girl' }, friend.authHeader)).status).toBe(201);
    const view = (await api(`/api/name-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(view.game.participants.map((participant) => [participant.name, participant.email])).toEqual([['Kuzen Ece', friend.email]]);
  });

  it('cleans name lists: blanks dropped, Turkish duplicates folded, 1-10 per gender', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games');
    const missing = await post(`/api/name-games/${game.id}/participate`, { ...guest(), boyNames: ['', ' '], girlNames: ['Ada'] });
    expect((missing.body as { message: string }).message).toBe('Her kategori için en az 1 isim girmelisiniz');
    const tooMany = await post(`/api/name-games/${game.id}/participate`, {
      ...guest(),
      boyNames: Array.from({ length: 11 }, (_, i) => `Ad${i}`),
      girlNames: ['Ada'],
    });
    expect(tooMany.status).toBe(400);
    const ok = await post(`/api/name-games/${game.id}/participate`, { ...guest('Can'), boyNames: ['Işık', 'ışık', '', 'Aras'], girlNames: ['İpek', 'ipek'] });
    expect(ok.status).toBe(201);
    const view = (await api(`/api/name-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(view.game.participants[0]).toMatchObject({ boyNames: ['Işık', 'Aras'], girlNames: ['İpek'] });
  });

  it("asks only the known gender's names once the parent entered it, and both while a gender game is open (ADR 0061)", async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games');
    const asked = async () => ((await api(`/api/name-games/${game.token}`)).body as PublicGameResponse).namesAsked;
    const boysOnly = (name: string) => post(`/api/name-games/${game.id}/participate`, { ...guest(name), boyNames: ['Aras'], girlNames: [] });
    // unknown: both lists, as the spec says
    expect(await asked()).toBe('both');
    const refused = await boysOnly('Hala');
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe('Her kategori için en az 1 isim girmelisiniz');
    const nothing = await post(`/api/name-games/${game.id}/participate`, { ...guest('Amca'), boyNames: [], girlNames: [] });
    expect((nothing.body as { message: string }).message).toBe('Her kategori için en az 1 isim girmelisiniz');

    const dueDate = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    const babyInfo = await post('/api/protected/baby-info', { expectedBirthDate: dueDate, babyGender: 'erkek' }, owner.authHeader);
    expect(babyInfo.status).toBe(200);
    // a gender game still open keeps the surprise: both lists
    const genderGame = await createGame(owner, 'gender-games');
    expect(await asked()).toBe('both');
    expect((await boysOnly('Teyze')).status).toBe(400);
    const closed = await api(`/api/protected/gender-games/${genderGame.id}`, { method: 'PATCH', ...json({ closed: true }, owner.authHeader) });
    expect(closed.status).toBe(200);

    // known and no gender game open: the boys' list alone, and a girls' list is not required
    expect(await asked()).toBe('boy');
    const page = await api(`/name-games/${game.token}`);
    expect(String(page.body)).toContain('Erkek ismi 1');
    expect(String(page.body)).not.toContain('Kız ismi 1');
    expect((await boysOnly('Babaanne Fatma')).status).toBe(201);
    const girlsOnly = await post(`/api/name-games/${game.id}/participate`, { ...guest('Dayı'), boyNames: [], girlNames: ['Defne'] });
    expect(girlsOnly.status).toBe(400);
    expect((girlsOnly.body as { message: string }).message).toBe('En az 1 erkek ismi girmelisiniz');
    const view = (await api(`/api/name-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(view.game.participants.map((participant) => [participant.name, participant.boyNames, participant.girlNames])).toEqual([
      ['Babaanne Fatma', ['Aras'], []],
    ]);
  });

  it('validates predicted dates', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'birth-date-games');
    const missing = await post(`/api/birth-date-games/${game.id}/participate`, { ...guest(), predictedDate: '' });
    expect((missing.body as { message: string }).message).toBe('Doğum tarihi tahmini gereklidir');
    const invalid = await post(`/api/birth-date-games/${game.id}/participate`, { ...guest(), predictedDate: '2027-02-31' });
    expect(invalid.status).toBe(400);
    const ok = await post(`/api/birth-date-games/${game.id}/participate`, { ...guest(), predictedDate: '2027-02-14' });
    expect(ok.status).toBe(201);
  });

  it('shows visitors no participant and prefills nobody on the general link; a signed-in friend gets their own record', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Hala', email: 'hala@example.com', phone: '05329998877' }, owner.authHeader);
    await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Teyze', email: '', phone: '05321112233' }, owner.authHeader);
    const anonymous = (await api(`/api/gender-games/${game.token}`)).body as PublicGameResponse;
    expect(anonymous.viewer).toBe('visitor');
    expect(anonymous.game.participants).toEqual([]);
    expect(anonymous.game.participantCount).toBe(0);
    // the general link never offers anyone's name (ADR 0017); an e-mail typed into the link names nobody either
    expect(anonymous).toMatchObject({ prefill: null, personal: false, inviteInvalid: false });
    const typed = (await api(`/api/gender-games/${game.token}?email=hala@example.com`)).body as PublicGameResponse;
    expect(typed).toMatchObject({ viewer: 'visitor', prefill: null });
    // A friend signed in with the invited address gets their own record, phone included, once the address is verified (ADR 0025).
    const hala = await registerUser({ fullName: 'Hala Hanım', email: `hala-${Date.now().toString(36)}@example.com` });
    await post(`/api/protected/gender-games/${game.id}/participants`, { name: 'Hala (hesaplı)', email: hala.email, phone: '05334445566' }, owner.authHeader);
    expect((await api(`/api/gender-games/${game.token}`, { headers: hala.authHeader })).body).toMatchObject({ viewer: 'visitor', prefill: null });
    await verifyEmail(hala);
    const signedIn = (await api(`/api/gender-games/${game.token}`, { headers: hala.authHeader })).body as PublicGameResponse;
    expect(signedIn.viewer).toBe('participant');
    expect(signedIn.prefill).toMatchObject({ name: 'Hala (hesaplı)', email: hala.email, phone: '05334445566' });
    expect(signedIn.game.participants).toEqual([]);
    // The creator sees everyone, contacts included.
    const creator = (await api(`/api/gender-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(creator.viewer).toBe('creator');
    expect(creator.game.participants.map((p) => [p.name, p.phone])).toEqual([
      ['Hala', '05329998877'],
      ['Teyze', '05321112233'],
      ['Hala (hesaplı)', '05334445566'],
    ]);
    expect((await api('/api/gender-games/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api(`/api/name-games/${game.token}`)).status).toBe(404);
  });

  it('holds the cap when 30 guests join at once: exactly 10 accepted, nothing lost or doubled', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(`/api/gender-games/${game.id}/participate-guest`, { ...guest(`Misafir ${index}`), prediction: index % 2 ? 'boy' : 'girl' }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted).toHaveLength(10);
    expect(refused.every((answer) => answer.status === 409 && (answer.body as { message: string }).message === 'Bu oyun katılımcı sınırına ulaştı')).toBe(true);
    const { db } = admin();
    const stored = await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.participants).get();
    expect(stored.size).toBe(10);
    expect((await db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.slots).get()).size).toBe(10);
    const view = (await api(`/api/gender-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(view.game.participantCount).toBe(10);
  });

  it('takes the last free slot even when other instances claimed the rest meanwhile, then says full', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'gender-games');
    const join = (name: string) => post(`/api/gender-games/${game.id}/participate-guest`, { ...guest(name), prediction: 'girl' });
    expect((await join('İlk')).status).toBe(201);
    // What another function instance would leave behind: every other slot but one claimed, unknown to this one.
    const { db } = admin();
    const slots = db.collection(COLLECTIONS.games).doc(game.id).collection(COLLECTIONS.slots);
    const taken = new Set((await slots.get()).docs.map((doc) => doc.id));
    const stillFree = Array.from({ length: 10 }, (_, index) => `s${index}`).filter((id) => !taken.has(id));
    await Promise.all(stillFree.slice(1).map((id) => slots.doc(id).create({ participantId: `baska-ornek-${id}` })));
    const last = await join('Son');
    expect(last.status).toBe(201);
    const full = await join('Fazla');
    expect(full.status).toBe(409);
    expect((full.body as { message: string }).message).toBe('Bu oyun katılımcı sınırına ulaştı');
    expect((await slots.get()).size).toBe(10);
  });
});

describe('results', () => {
  it('publishes a name game and shows the top names; unpublished results are not found', async () => {
    const owner = await registerUser();
    const game = await createGame(owner, 'name-games', 'İsim bulalım');
    await post(`/api/name-games/${game.id}/participate`, { ...guest('A'), boyNames: ['Aras'], girlNames: ['Defne', 'Ela'] });
    await post(`/api/name-games/${game.id}/participate`, { ...guest('B'), boyNames: ['aras', 'Kerem'], girlNames: ['defne'] });
    // a game whose result is not published yet says so, unlike a token that names no game (ADR 0017)
    expect(await api(`/api/name-result/${game.token}`)).toMatchObject({ status: 404, body: { message: 'Sonuç henüz açıklanmadı' } });
    expect(await api('/api/name-result/AAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ status: 404, body: { message: 'Game not found' } });
    expect((await post(`/api/protected/name-games/${game.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const result = (await api(`/api/name-result/${game.token}`)).body as NameResult;
    expect(result).toMatchObject({ gameTitle: 'İsim bulalım', totalParticipants: 2 });
    expect(result.boyNames[0]).toEqual(['Aras', 2]);
    expect(result.girlNames[0]).toEqual(['Defne', 2]);
  });

  it('publishes a gender game only once the baby info is complete', async () => {
    const owner = await registerUser({ fullName: 'Elif Şahin' });
    const game = await createGame(owner, 'gender-games');
    await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Doğru'), prediction: 'girl' });
    await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest('Yanlış'), prediction: 'boy' });
    const early = await post(`/api/protected/gender-games/${game.id}/publish`, {}, owner.authHeader);
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ message: 'Bebek bilgileri eksik!' });
    await post(
      '/api/protected/baby-info',
      { expectedBirthDate: '2027-03-01', babyName: 'Lina', babyGender: 'girl', hospital: 'H', doctor: 'D' },
      owner.authHeader,
    );
    expect((await post(`/api/protected/gender-games/${game.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const result = (await api(`/api/game-result/${game.token}`)).body as GenderResult;
    // before the birth the page speaks of the expected date; the birth day comes with the baby info (issue 35)
    expect(result).toMatchObject({ actualGender: 'girl', babyName: 'Lina', expectedDate: '2027-03-01', babyBirthDate: '' });
    await post(
      '/api/protected/baby-info',
      { expectedBirthDate: '2027-03-01', babyBirthDate: todayIn(), babyName: 'Lina', babyGender: 'girl', hospital: 'H', doctor: 'D' },
      owner.authHeader,
    );
    expect(((await api(`/api/game-result/${game.token}`)).body as GenderResult).babyBirthDate).toBe(todayIn());
    expect(result.participants).toHaveLength(2);
    const late = await post(`/api/gender-games/${game.id}/participate-guest`, { ...guest(), prediction: 'girl' });
    expect(late.status).toBe(409);
  });
});
