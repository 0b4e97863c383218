/**
 * KVKK complete (issue 23, ADR 0025): a relative's account, once it has proved its address, finds in
 * its export every answer it gave through every path, every claim it made on someone's list and every
 * message sent to it or by it; deleting it erases or anonymises each, and leaves the owners their
 * games and everyone else their data. An address the account did not prove finds nothing of anyone
 * else, and its deletion erases nothing of theirs. No export names someone the parent's own screens hide.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import type { Game } from '@bebek/common/types';
import { createGame, invite as inviteWith, type GameSegment } from './support/games';
import { runSecondSweep } from './support/sweeps';
import { admin, api, apiFrom, eventually, randomClient } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

type Segment = GameSegment;
/** Each person of these files has a number of their own: the sweeps find a person by it. */
const invite = (owner: TestUser, segment: Segment, game: Game, person: { name: string; email?: string; phone?: string }) =>
  inviteWith(owner, segment, game, { phone: uniquePhone().local, ...person });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', ...json(body, headers) });
/** A claim from a client address of its own (claims are limited per address). */
const claim = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  apiFrom(randomClient(), `/api/checklist/${token}/claims`, { method: 'POST', ...json(body, headers) });

interface Exported {
  answersInOtherGames: Array<Record<string, unknown> & { gameId: string; id: string }>;
  claimsMade: Array<{ itemName: string; name: string; note: string }>;
  checklistClaims: Array<Record<string, unknown>>;
  contactMessages: Array<{ subject: string }>;
  receivedMessages: Array<{ channel: string; kind: string; to: string; subject: string }>;
  sentMessages: { email: Array<{ kind: string; email: string }> };
}

const exportOf = async (user: TestUser) => {
  const answer = await api('/api/protected/profile/export', { headers: user.authHeader });
  expect(answer.status).toBe(200);
  return answer.body as Exported;
};

async function readyParent(fullName: string): Promise<TestUser> {
  const parent = await registerUser({ fullName });
  // proven, so that her reminders and results reach others (ADR 0049)
  await verifyEmail(parent);
  const info = await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-03-10', babyName: 'Defne', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Ak' },
    parent.authHeader,
  );
  expect(info.status).toBe(200);
  return parent;
}

const gameDoc = (gameId: string) => admin().db.collection(COLLECTIONS.games).doc(gameId);
const participantsOf = async (gameId: string) => (await gameDoc(gameId).collection(COLLECTIONS.participants).get()).docs;
const slotsOf = async (gameId: string) => (await gameDoc(gameId).collection(COLLECTIONS.slots).get()).docs;

/** The scheduled second sweep of every deletion, now, through the Functions emulator (as in kvkk.test.ts). */

async function shareToken(parent: TestUser): Promise<string> {
  const share = await post('/api/protected/checklist/share', {}, parent.authHeader);
  expect(share.status).toBeLessThan(300);
  return (share.body as { token: string }).token;
}

async function itemIds(parent: TestUser): Promise<string[]> {
  return ((await api('/api/protected/checklist', { headers: parent.authHeader })).body as Array<{ id: string }>).map((item) => item.id);
}

describe('a relative’s verified account: every path in the export, and gone after deletion', () => {
  it('answers (signed in, as a guest with her address, as her invitation, through her link signed in and not), a claim, messages to and from her', async () => {
    const marker = Math.random().toString(36).slice(2, 8);
    const owner = await readyParent(`Oyun Sahibi ${marker}`);
    const relative = await registerUser({ fullName: `Hatice Kvkk${marker}`, phone: uniquePhone().local });
    await verifyEmail(relative);
    const address = relative.email;

    const games = {
      account: await createGame(owner, 'gender-games', 'Hesabıyla'),
      guest: await createGame(owner, 'name-games', 'Genel linkle, adresiyle'),
      invitation: await createGame(owner, 'birth-date-games', 'Adresinin davetiyle'),
      personalSignedIn: await createGame(owner, 'gender-games', 'Kişisel linkiyle, oturum açıkken'),
      personalLink: await createGame(owner, 'name-games', 'Kişisel linkiyle'),
    };
    // a cousin in every game, who stays
    const cousinEmail = uniqueEmail('kuzen');
    const cousins = {
      account: await invite(owner, 'gender-games', games.account, { name: 'Kuzen', email: cousinEmail }),
      guest: await invite(owner, 'name-games', games.guest, { name: 'Kuzen', email: cousinEmail }),
      invitation: await invite(owner, 'birth-date-games', games.invitation, { name: 'Kuzen', email: cousinEmail }),
      personalSignedIn: await invite(owner, 'gender-games', games.personalSignedIn, { name: 'Kuzen', email: cousinEmail }),
      personalLink: await invite(owner, 'name-games', games.personalLink, { name: 'Kuzen', email: cousinEmail }),
    };
    const invitation = await invite(owner, 'birth-date-games', games.invitation, { name: 'Hatice Teyze', email: address.toUpperCase() });
    // the owner invited her without an address: only the link knows her
    const personalSignedIn = await invite(owner, 'gender-games', games.personalSignedIn, { name: 'Hatice (telefon)' });
    const personalLink = await invite(owner, 'name-games', games.personalLink, { name: 'Hatice Teyze', email: address });
    // the owner reminds her: an e-mail to her address that someone else sent
    expect((await post(`/api/protected/name-games/${games.personalLink.id}/participants/${personalLink.id}/remind`, {}, owner.authHeader)).status).toBe(200);

    const answered = [
      await post(`/api/gender-games/${games.account.id}/participate`, { prediction: 'girl' }, relative.authHeader),
      await post(`/api/name-games/${games.guest.id}/participate`, {
        name: 'Hatice',
        email: address,
        phone: '0535 222 11 00',
        boyNames: ['Can'],
        girlNames: ['Ada'],
      }),
      await post(`/api/birth-date-games/${games.invitation.id}/participate`, { predictedDate: '2027-03-09' }, relative.authHeader),
      await post(
        `/api/gender-games/${games.personalSignedIn.id}/participate-guest`,
        { invite: personalSignedIn.inviteToken, prediction: 'boy' },
        relative.authHeader,
      ),
      await post(`/api/name-games/${games.personalLink.id}/participate`, { invite: personalLink.inviteToken, boyNames: ['Kerem'], girlNames: ['Elif'] }),
    ];
    expect(answered.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const [accountRecord, guestRecord] = answered.map((answer) => (answer.body as { participantId: string }).participantId);
    expect((answered[2]!.body as { participantId: string }).participantId).toBe(invitation.id);
    // a game's result reaches her address too
    expect((await post(`/api/protected/gender-games/${games.account.id}/publish`, {}, owner.authHeader)).status).toBe(200);

    // she says 'Ben alıyorum' on the owner's shared list, signed in; a cousin claims another item without an account
    const token = await shareToken(owner);
    const [firstItem, secondItem] = await itemIds(owner);
    expect((await claim(token, { itemId: firstItem, name: 'Hatice Teyze', note: 'mavi tulum' }, relative.authHeader)).status).toBe(201);
    expect((await claim(token, { itemId: secondItem, name: 'Kuzen Selin', note: '' })).status).toBe(201);

    // messages by her: to the site signed in, as a visitor with her address, and her own game's reminder to someone
    const contact = { firstName: 'Hatice', lastName: `Kvkk${marker}`, email: address, phone: '', message: 'Merhaba.' };
    expect(
      (await apiFrom(randomClient(), '/api/protected/contact', { method: 'POST', ...json({ ...contact, subject: 'Hesabımla' }, relative.authHeader) })).status,
    ).toBe(201);
    expect((await apiFrom(randomClient(), '/api/contact', { method: 'POST', ...json({ ...contact, subject: 'Ziyaretçi olarak' }) })).status).toBe(201);
    const ownGame = await createGame(relative, 'gender-games', 'Hatice’nin oyunu');
    const herGuest = await invite(relative, 'gender-games', ownGame, { name: 'Komşu', email: uniqueEmail('komsu') });
    expect((await post(`/api/protected/gender-games/${ownGame.id}/participants/${herGuest.id}/remind`, {}, relative.authHeader)).status).toBe(200);

    // what was sent is delivered and logged
    const { db } = admin();
    const loggedToHer = await eventually(
      () => db.collection(COLLECTIONS.emailLogs).where('email', '==', address).get(),
      (snapshot) => ['game_invite', 'game_result'].every((kind) => snapshot.docs.some((doc) => doc.get('kind') === kind && doc.get('status') !== 'sending')),
      30_000,
    );
    // what others sent her (her own account's mail, e.g. a security notice, is hers: sentMessages)
    const fromOthers = loggedToHer.docs.filter((doc) => doc.get('userId') !== relative.uid);
    await eventually(
      () => db.collection(COLLECTIONS.emailLogs).where('userId', '==', relative.uid).get(),
      (snapshot) => snapshot.docs.some((doc) => doc.get('kind') === 'game_invite'),
      30_000,
    );

    // ---- the export ----
    const exported = await exportOf(relative);
    const answers = new Map(exported.answersInOtherGames.map((answer) => [answer.gameId, answer]));
    expect([...answers.keys()].sort()).toEqual(
      Object.values(games)
        .map((game) => game.id)
        .sort(),
    );
    expect(answers.get(games.account.id)).toMatchObject({ id: accountRecord, prediction: 'girl', userId: relative.uid, answeredVia: 'account' });
    expect(answers.get(games.invitation.id)).toMatchObject({ id: invitation.id, predictedDate: '2027-03-09', answeredVia: 'account' });
    expect(answers.get(games.personalSignedIn.id)).toMatchObject({ id: personalSignedIn.id, prediction: 'boy', answeredVia: 'personal', userId: relative.uid });
    expect(answers.get(games.personalLink.id)).toMatchObject({ id: personalLink.id, boyNames: ['Kerem'], answeredVia: 'personal' });
    // typed on the general link with her address: the answer is hers to see, the name and phone typed with it are not shown (anyone can type an address)
    expect(answers.get(games.guest.id)).toMatchObject({ id: guestRecord, boyNames: ['Can'], answeredVia: 'general', typedByGuest: true });
    expect(answers.get(games.guest.id)).not.toHaveProperty('phone');
    expect(JSON.stringify(exported.answersInOtherGames)).not.toContain(cousinEmail);
    expect(exported.claimsMade).toEqual([expect.objectContaining({ name: 'Hatice Teyze', note: 'mavi tulum', itemName: expect.any(String) })]);
    expect(JSON.stringify(exported)).not.toContain('Kuzen Selin');
    expect(exported.contactMessages.map((sent) => sent.subject).sort()).toEqual(['Hesabımla', 'Ziyaretçi olarak']);
    expect(exported.receivedMessages.map((received) => `${received.kind} ${received.to}`).sort()).toEqual(
      fromOthers.map((doc) => `${String(doc.get('kind'))} ${address}`).sort(),
    );
    expect(JSON.stringify(exported.receivedMessages)).not.toContain(personalLink.inviteToken!);
    expect(exported.sentMessages.email.map((sent) => sent.kind)).toContain('game_invite');

    // ---- deletion ----
    const slotsBefore = Object.fromEntries(
      await Promise.all(Object.entries(games).map(async ([path, game]) => [path, (await slotsOf(game.id)).length] as const)),
    );
    const deleted = await api('/api/protected/profile', { method: 'DELETE', ...json({ password: relative.password }, relative.authHeader) });
    expect(deleted.status).toBe(200);
    await runSecondSweep({ untilNoneLeft: true });

    for (const [path, game] of Object.entries(games) as Array<[keyof typeof games, Game]>) {
      const left = await participantsOf(game.id);
      // only the cousin stays, and her place is given back
      expect({ path, left: left.map((doc) => doc.id) }).toEqual({ path, left: [cousins[path].id] });
      expect({ path, slots: (await slotsOf(game.id)).length }).toEqual({ path, slots: slotsBefore[path]! - 1 });
      expect((await gameDoc(game.id).get()).get('slotsFreed')).toBe(1);
    }
    // the claim stays on the owner's list (the gift is still coming) without her; the cousin's is untouched
    const claims = await db.collection(COLLECTIONS.users).doc(owner.uid).collection(COLLECTIONS.checklistClaims).get();
    const claimOf = (id: string) => claims.docs.find((doc) => doc.id === id)!;
    expect([claimOf(firstItem!).get('name'), claimOf(firstItem!).get('note'), claimOf(firstItem!).get('claimerUid')]).toEqual(['', '', undefined]);
    expect(claimOf(secondItem!).get('name')).toBe('Kuzen Selin');
    // messages: nothing waits for her address any more; the senders' logs keep their lines without her
    expect((await db.collection(COLLECTIONS.outbox).where('to.email', '==', address).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.emailLogs).where('email', '==', address).get()).size).toBe(0);
    for (const doc of fromOthers) {
      const line = await doc.ref.get();
      expect([line.get('email'), line.get('participantName'), line.get('message'), line.get('kind')]).toEqual(['silinmiş hesap', '', '', doc.get('kind')]);
    }
    expect((await db.collection(COLLECTIONS.emailLogs).where('userId', '==', relative.uid).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.contactMessages).where('email', '==', address).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.contactMessages).where('userId', '==', relative.uid).get()).size).toBe(0);
    expect((await db.collectionGroup(COLLECTIONS.participants).where('userId', '==', relative.uid).get()).size).toBe(0);
    expect((await db.collectionGroup(COLLECTIONS.participants).where('email', '==', address).get()).size).toBe(0);
    // the owner keeps the games and the cousins, the cousin can still answer
    for (const game of Object.values(games)) expect((await gameDoc(game.id).get()).exists).toBe(true);
    expect(
      (await post(`/api/gender-games/${games.personalSignedIn.id}/participate-guest`, { invite: cousins.personalSignedIn.inviteToken, prediction: 'girl' }))
        .status,
    ).toBe(201);
  }, 180_000);
});

describe('an address the account did not prove finds nothing of anyone else', () => {
  it('a stranger registered with the aunt’s address exports only what his account wrote, and his deletion leaves her records', async () => {
    const owner = await readyParent('Başka Sahip');
    const auntEmail = uniqueEmail('teyze-kvkk');
    const invited = await createGame(owner, 'gender-games', 'Davetli');
    const typed = await createGame(owner, 'name-games', 'Adresi yazılan');
    const his = await createGame(owner, 'birth-date-games', 'Onun yanıtı');
    const invitation = await invite(owner, 'gender-games', invited, { name: 'Hatice Teyze', email: auntEmail });
    expect((await post(`/api/gender-games/${invited.id}/participate-guest`, { invite: invitation.inviteToken, prediction: 'girl' })).status).toBe(201);
    expect(
      (
        await post(`/api/name-games/${typed.id}/participate`, {
          name: 'Hatice',
          email: auntEmail,
          phone: '0535 333 22 11',
          boyNames: ['Can'],
          girlNames: ['Ada'],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await apiFrom(randomClient(), '/api/contact', {
          method: 'POST',
          ...json({ firstName: 'Hatice', lastName: 'Teyze', email: auntEmail, subject: 'Benim', message: 'Merhaba.' }),
        })
      ).status,
    ).toBe(201);

    const stranger = await registerUser({ fullName: 'Yabancı', email: auntEmail });
    expect((await post(`/api/birth-date-games/${his.id}/participate`, { predictedDate: '2027-03-01' }, stranger.authHeader)).status).toBe(201);
    const exported = await exportOf(stranger);
    expect(exported.answersInOtherGames.map((answer) => answer.gameId)).toEqual([his.id]);
    expect(exported.contactMessages).toEqual([]);
    expect(exported.receivedMessages).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('Hatice');

    expect((await api('/api/protected/profile', { method: 'DELETE', ...json({ password: stranger.password }, stranger.authHeader) })).status).toBe(200);
    await runSecondSweep({ untilNoneLeft: true });
    expect((await participantsOf(his.id)).length).toBe(0);
    expect((await participantsOf(invited.id)).map((doc) => [doc.id, doc.get('prediction')])).toEqual([[invitation.id, 'girl']]);
    expect((await participantsOf(typed.id)).map((doc) => doc.get('name'))).toEqual(['Hatice']);
    const { db } = admin();
    expect((await db.collection(COLLECTIONS.contactMessages).where('email', '==', auntEmail).get()).docs.map((doc) => doc.get('subject'))).toEqual(['Benim']);
  }, 120_000);
});

describe('no export names someone the parent’s own screens hide', () => {
  it('leaves the claimers’ names and notes out of the parent’s export while the surprise is on, as the claims screen does', async () => {
    const parent = await registerUser({ fullName: 'Sürpriz Anne' });
    const token = await shareToken(parent);
    const [item] = await itemIds(parent);
    expect((await claim(token, { itemId: item, name: 'Kuzen Selin', note: 'mavi tulum' })).status).toBe(201);
    const surprise = async (on: boolean) =>
      expect((await api('/api/protected/checklist/claims/settings', { method: 'PATCH', ...json({ surprise: on }, parent.authHeader) })).status).toBe(200);

    await surprise(true);
    const screen = await api('/api/protected/checklist/claims', { headers: parent.authHeader });
    expect(JSON.stringify(screen.body)).not.toContain('Kuzen Selin');
    const hidden = await exportOf(parent);
    expect(hidden.checklistClaims).toEqual([expect.objectContaining({ itemId: item, claimedAt: expect.any(String) })]);
    expect(hidden.checklistClaims[0]).not.toHaveProperty('name');
    expect(hidden.checklistClaims[0]).not.toHaveProperty('note');
    const text = JSON.stringify(hidden);
    expect(text).not.toContain('Kuzen Selin');
    expect(text).not.toContain('mavi tulum');

    await surprise(false);
    expect((await exportOf(parent)).checklistClaims).toEqual([expect.objectContaining({ itemId: item, name: 'Kuzen Selin', note: 'mavi tulum' })]);
  }, 60_000);
});
