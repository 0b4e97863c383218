/**
 * Identity only by proof (issue 23, ADR 0025), tried as the second person: a stranger registers with
 * an invited aunt's address (registration verifies nothing) and answers as a guest with it too; the
 * aunt still has her own link, her own record and her own points. A verified account with her
 * address is her. An owner answers their own game through no path.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import type { Leaderboard, PublicGameResponse } from '@bebek/common/types';
import { createGame, invite, message } from './support/games';
import { admin, api } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });

async function readyParent(fullName: string, extra: { phone?: string } = {}): Promise<TestUser> {
  const parent = await registerUser({ fullName, ...extra });
  const info = await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-03-10', babyName: 'Defne', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Ak' },
    parent.authHeader,
  );
  expect(info.status).toBe(200);
  return parent;
}

/** What is stored of a game's participants and slots, read directly. */
async function stored(gameId: string) {
  const game = admin().db.collection(COLLECTIONS.games).doc(gameId);
  const [participants, slots] = await Promise.all([game.collection(COLLECTIONS.participants).get(), game.collection(COLLECTIONS.slots).get()]);
  return { participants: participants.docs, slots: slots.docs };
}

describe('a stranger registered with an invited aunt’s address is not her', () => {
  it('shows him nothing of her, records his answers as his own, and leaves her link, her record and her answer to her', async () => {
    const owner = await readyParent('Merve Şen');
    const game = await createGame(owner, 'gender-games', 'Kız mı erkek mi?');
    const auntEmail = uniqueEmail('hatice');
    const auntPhone = uniquePhone();
    const aunt = await invite(owner, 'gender-games', game, { name: 'Hatice Teyze', email: auntEmail, phone: auntPhone.local });

    // The stranger registers with her address (nothing verifies it) and opens the game signed in.
    const stranger = await registerUser({ fullName: 'Yabancı Hesap', email: auntEmail, phone: uniquePhone().local });
    const seen = await api(`/api/gender-games/${game.token}`, { headers: stranger.authHeader });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ viewer: 'visitor', prefill: null, personal: false, alreadySubmitted: false });
    const seenText = JSON.stringify(seen.body);
    for (const trace of ['Hatice Teyze', auntPhone.local, auntPhone.netgsm, aunt.id, aunt.inviteToken!])
      expect({ trace, shown: seenText.includes(trace) }).toEqual({ trace, shown: false });

    // He answers signed in, and then through the general link as a guest giving her address: two participants of his own.
    const signedIn = await post(`/api/gender-games/${game.id}/participate`, { prediction: 'boy' }, stranger.authHeader);
    expect(signedIn.status).toBe(201);
    const asGuest = await post(`/api/gender-games/${game.id}/participate-guest`, {
      name: 'Yabancı Misafir',
      email: auntEmail,
      phone: '0535 999 88 77',
      prediction: 'boy',
    });
    expect(asGuest.status).toBe(201);
    const { participants, slots } = await stored(game.id);
    expect(participants).toHaveLength(3);
    expect(slots).toHaveLength(3);
    const invitation = participants.find((doc) => doc.id === aunt.id)!;
    expect(invitation.get('submittedAt') ?? null).toBeNull();
    expect(invitation.get('userId')).toBeUndefined();
    expect(invitation.get('prediction')).toBeUndefined();
    const his = participants.filter((doc) => doc.id !== aunt.id);
    expect(his.map((doc) => [doc.get('name'), doc.get('addedBy'), doc.get('answeredVia'), doc.get('userId') ?? null]).sort()).toEqual([
      ['Yabancı Hesap', 'self', 'account', stranger.uid],
      ['Yabancı Misafir', 'self', 'general', null],
    ]);
    expect((signedIn.body as { participantId: string }).participantId).not.toBe(aunt.id);
    expect((asGuest.body as { participantId: string }).participantId).not.toBe(aunt.id);

    // Signed in again, he sees his own answer (his phone), never hers.
    const again = (await api(`/api/gender-games/${game.token}`, { headers: stranger.authHeader })).body as PublicGameResponse;
    expect(again).toMatchObject({ viewer: 'participant', alreadySubmitted: true, prefill: { name: 'Yabancı Hesap' } });
    expect(again.prefill!.phone).not.toBe(auntPhone.local);
    expect(JSON.stringify(again)).not.toContain('Hatice Teyze');

    // Her personal link still opens her own, unanswered form, and takes her answer.
    const personal = (await api(`/api/gender-games/${game.token}?davet=${aunt.inviteToken}`)).body as PublicGameResponse;
    expect(personal).toMatchObject({ personal: true, alreadySubmitted: false, inviteInvalid: false, prefill: { name: 'Hatice Teyze' } });
    const hers = await post(`/api/gender-games/${game.id}/participate-guest`, { invite: aunt.inviteToken, prediction: 'girl' });
    expect(hers.status).toBe(201);
    expect((hers.body as { participantId: string }).participantId).toBe(aunt.id);
    const answered = (await stored(game.id)).participants.find((doc) => doc.id === aunt.id)!;
    expect(answered.get('prediction')).toBe('girl');
    expect(answered.get('answeredVia')).toBe('personal');
    // the owner's list: three people, each as they came
    const creator = (await api(`/api/gender-games/${game.token}`, { headers: owner.authHeader })).body as PublicGameResponse;
    expect(creator.game.participants.map((p) => [p.name, p.prediction]).sort()).toEqual([
      ['Hatice Teyze', 'girl'],
      ['Yabancı Hesap', 'boy'],
      ['Yabancı Misafir', 'boy'],
    ]);
  }, 60_000);

  it('never moves her points or her name on the leaderboard: his answers under her address are rows of their own', async () => {
    const owner = await readyParent('Aslı Tan');
    const gender = await createGame(owner, 'gender-games');
    const dates = await createGame(owner, 'birth-date-games');
    const auntEmail = uniqueEmail('hatice-puan');
    // she is invited to both games; she answers only the birth-date game, exactly, through her link
    await invite(owner, 'gender-games', gender, { name: 'Hatice Teyze', email: auntEmail });
    const inDates = await invite(owner, 'birth-date-games', dates, { name: 'Hatice Teyze', email: auntEmail });
    expect((await post(`/api/birth-date-games/${dates.id}/participate`, { invite: inDates.inviteToken, predictedDate: '2027-03-10' })).status).toBe(201);
    // the stranger answers the gender game right, as a guest with her address and signed in with an account of her address
    expect(
      (
        await post(`/api/gender-games/${gender.id}/participate-guest`, {
          name: 'Yabancı Misafir',
          email: auntEmail,
          phone: '0535 999 88 77',
          prediction: 'girl',
        })
      ).status,
    ).toBe(201);
    const stranger = await registerUser({ fullName: 'Yabancı Hesap', email: auntEmail });
    expect((await post(`/api/gender-games/${gender.id}/participate`, { prediction: 'girl' }, stranger.authHeader)).status).toBe(201);

    await post(
      '/api/protected/birth-notification',
      { contacts: [{ name: 'Dede', phone: uniquePhone().local, email: '' }], actualBirthDate: '2027-03-10' },
      owner.authHeader,
    );
    expect((await post(`/api/protected/birth-date-games/${dates.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const before = (await api(`/api/leaderboard/${dates.token}`)).body as Leaderboard;
    expect(before.rows.map((row) => [row.rank, row.name, row.points])).toEqual([[1, 'Hatice Teyze', 10]]);

    expect((await post(`/api/protected/gender-games/${gender.id}/publish`, {}, owner.authHeader)).status).toBe(200);
    const after = (await api(`/api/leaderboard/${gender.token}`)).body as Leaderboard;
    // Before issue 23 the guest's row joined hers by the address: 'Hatice Teyze' with 20 points.
    expect(after.rows.map((row) => [row.rank, row.name, row.points, row.genderRight, row.daysAway])).toEqual([
      [1, 'Hatice Teyze', 10, null, 0],
      [2, 'Yabancı Misafir', 10, true, null],
      [3, 'Yabancı Hesap', 10, true, null],
    ]);
    expect(after.winner).toBe('Hatice Teyze');
  }, 60_000);
});

describe('a verified account with her address is her', () => {
  it('is shown her invitation with her phone and answers as it, even after a guest used her address on the general link', async () => {
    const owner = await readyParent('Elif Kaya');
    const game = await createGame(owner, 'gender-games');
    const auntEmail = uniqueEmail('hatice-dogrulanmis');
    const auntPhone = uniquePhone();
    const invitation = await invite(owner, 'gender-games', game, { name: 'Hatice Teyze', email: auntEmail, phone: auntPhone.local });
    // someone typed her address on the general link first
    expect(
      (await post(`/api/gender-games/${game.id}/participate-guest`, { name: 'Biri', email: auntEmail, phone: '0535 111 00 00', prediction: 'boy' })).status,
    ).toBe(201);

    const aunt = await registerUser({ fullName: 'Hatice Yılmaz', email: auntEmail });
    // not yet verified: her address proves nothing, so nothing of the invitation is shown
    expect((await api(`/api/gender-games/${game.token}`, { headers: aunt.authHeader })).body).toMatchObject({ viewer: 'visitor', prefill: null });
    await verifyEmail(aunt);
    const view = (await api(`/api/gender-games/${game.token}`, { headers: aunt.authHeader })).body as PublicGameResponse;
    expect(view).toMatchObject({
      viewer: 'participant',
      alreadySubmitted: false,
      prefill: { participantId: invitation.id, name: 'Hatice Teyze', email: auntEmail, phone: auntPhone.local },
    });
    const answer = await post(`/api/gender-games/${game.id}/participate`, { prediction: 'girl' }, aunt.authHeader);
    expect(answer.status).toBe(201);
    expect((answer.body as { participantId: string }).participantId).toBe(invitation.id);
    const record = (await stored(game.id)).participants.find((doc) => doc.id === invitation.id)!;
    expect([record.get('prediction'), record.get('answeredVia'), record.get('userId')]).toEqual(['girl', 'account', aunt.uid]);
    // once is enough, through any path
    expect(message(await post(`/api/gender-games/${game.id}/participate`, { prediction: 'boy' }, aunt.authHeader))).toBe(GAME_MESSAGES.alreadySubmitted);
    expect(message(await post(`/api/gender-games/${game.id}/participate-guest`, { invite: invitation.inviteToken, prediction: 'boy' }))).toBe(
      GAME_MESSAGES.alreadySubmitted,
    );
    expect((await api(`/api/gender-games/${game.token}`, { headers: aunt.authHeader })).body).toMatchObject({ viewer: 'participant', alreadySubmitted: true });
  }, 60_000);
});

describe('no path lets an owner answer their own game', () => {
  it('refuses the owner signed in, typing their address, through a link made for their address or phone, and as their verified invitation, writing nothing', async () => {
    const ownerPhone = uniquePhone();
    const owner = await readyParent('Kendi Oyunum', { phone: ownerPhone.local });
    await verifyEmail(owner);
    const gender = await createGame(owner, 'gender-games');
    const names = await createGame(owner, 'name-games');
    const dates = await createGame(owner, 'birth-date-games');
    // personal links the owner made for themselves: by their address, by their phone written another way, and an invitation of their verified address
    const byAddress = await invite(owner, 'gender-games', gender, { name: 'Ben', email: owner.email.toUpperCase(), phone: '0535 000 00 01' });
    const byPhone = await invite(owner, 'gender-games', gender, {
      name: 'Ben (telefon)',
      phone: `+90 ${ownerPhone.netgsm.slice(0, 3)} ${ownerPhone.netgsm.slice(3)}`,
    });
    const someoneElse = await invite(owner, 'gender-games', gender, { name: 'Dayı', email: uniqueEmail('dayi'), phone: uniquePhone().local });
    await invite(owner, 'name-games', names, { name: 'Ben', email: owner.email });
    const before = await Promise.all([gender, names, dates].map((game) => stored(game.id)));

    const tries: Array<[string, Promise<{ status: number; body: unknown }>]> = [
      ['general link signed in (gender)', post(`/api/gender-games/${gender.id}/participate`, { prediction: 'girl' }, owner.authHeader)],
      [
        'guest route signed in (gender)',
        post(
          `/api/gender-games/${gender.id}/participate-guest`,
          { name: 'X', email: uniqueEmail('x'), phone: '0535 000 00 02', prediction: 'girl' },
          owner.authHeader,
        ),
      ],
      [
        'general link signed in (name), the invitation of the verified address',
        post(`/api/name-games/${names.id}/participate`, { boyNames: ['Can'], girlNames: ['Ada'] }, owner.authHeader),
      ],
      ['general link signed in (birth date)', post(`/api/birth-date-games/${dates.id}/participate`, { predictedDate: '2027-03-09' }, owner.authHeader)],
      [
        'general link typing their address',
        post(`/api/birth-date-games/${dates.id}/participate`, { name: 'Kendi', email: owner.email, phone: '0535 000 00 03', predictedDate: '2027-03-09' }),
      ],
      ['personal link made for their address', post(`/api/gender-games/${gender.id}/participate-guest`, { invite: byAddress.inviteToken, prediction: 'girl' })],
      ['personal link made for their phone', post(`/api/gender-games/${gender.id}/participate-guest`, { invite: byPhone.inviteToken, prediction: 'girl' })],
      [
        'someone else’s personal link, signed in as the owner',
        post(`/api/gender-games/${gender.id}/participate-guest`, { invite: someoneElse.inviteToken, prediction: 'girl' }, owner.authHeader),
      ],
    ];
    const answers = await Promise.all(tries.map(async ([label, answer]) => [label, (await answer).status, message(await answer)] as const));
    expect(answers).toEqual(tries.map(([label]) => [label, 403, GAME_MESSAGES.creatorCannotSubmit]));

    // nothing written: the same records, none answered, the same slots
    const after = await Promise.all([gender, names, dates].map((game) => stored(game.id)));
    const shape = (games: typeof before) =>
      games.map(({ participants, slots }) => ({
        participants: participants.map((doc) => [doc.id, doc.get('submittedAt') ?? null, doc.get('answered'), doc.get('userId') ?? null]).sort(),
        slots: slots.map((doc) => doc.id).sort(),
      }));
    expect(shape(after)).toEqual(shape(before));
    expect(after[2]!.participants).toHaveLength(0);
    // and the Dayı's own link still works for him
    expect((await post(`/api/gender-games/${gender.id}/participate-guest`, { invite: someoneElse.inviteToken, prediction: 'boy' })).status).toBe(201);
  }, 60_000);
});
