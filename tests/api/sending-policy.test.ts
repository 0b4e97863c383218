/**
 * One sending policy for every message (issue 23, ADR 0024), tried as the second person would:
 * the parent who puts a premium number and a landline in a game and publishes again and again, the
 * account that mails its games' guests past any family's day, the day the product's SMS budget runs
 * out, and the maternity ward where thirty families announce from one guest network. Each class of
 * requests is counted (and every 5xx), for the issue's closing figures.
 */
import { logger } from 'firebase-functions';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { SENDING } from '@bebek/common/schemas/sending-messages';
import type { BirthNotificationResponse, Game } from '@bebek/common/types';
import { sendAnnouncement } from '../../functions/src/birth-notification/service';
import { sendingDay } from '../../functions/src/outbox/policy';
import { budgetShardRefs, smsSpentOn } from '../../functions/src/outbox/data';
import { retryPendingMessages } from '../../functions/src/outbox/retry';
import { toProfile } from '../../functions/src/profile/profile';
import { setSinkClock, sinkMessages } from './support/sinks';
import { admin, apiFrom, eventually, randomClient } from './support/stack';
import { json, registerUser, uniqueEmail, uniquePhone, type TestUser } from './support/users';
import { verifyEmail } from './support/verification';

/** Requests per class and what they answered: the closing figures. */
const tally = new Map<string, Map<number, number>>();
function count(kind: string, status: number): void {
  const statuses = tally.get(kind) ?? new Map<number, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  tally.set(kind, statuses);
}
afterAll(async () => {
  await setSinkClock(0);
  const lines = [...tally].map(([kind, statuses]) => `${kind}: ${JSON.stringify(Object.fromEntries(statuses))}`);
  const fivexx = [...tally.values()].flatMap((statuses) => [...statuses].filter(([status]) => status >= 500)).reduce((sum, [, n]) => sum + n, 0);
  console.log(`[sending-policy] requests by class:\n  ${lines.join('\n  ')}\n  5xx: ${fivexx}`);
  expect(fivexx).toBe(0);
});

/** A request of one class, from a client address (each family its own unless given). */
async function call(kind: string, path: string, body: unknown, user?: TestUser, address = randomClient()) {
  const answer = await apiFrom(address, path, { method: 'POST', ...json(body, user?.authHeader ?? {}) });
  count(kind, answer.status);
  return answer;
}

const BABY_INFO = { expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' };

/** A parent with baby info and a verified e-mail, everything from `address` (a family's own unless given). */
async function readyParent(address = randomClient(), fullName = 'Ayşe Demir'): Promise<TestUser> {
  const user = await registerUser({ fullName }, address);
  count('register', 201);
  await verifyEmail(user, address);
  count('verify-email', 200);
  expect((await call('baby-info', '/api/protected/baby-info', BABY_INFO, user, address)).status).toBe(200);
  return user;
}

const outboxOf = async (uid: string) => (await admin().db.collection(COLLECTIONS.outbox).where('context.userId', '==', uid).get()).docs;
const netgsm = (local: string) => local.replace(/\D/g, '').replace(/^0/, '');

async function nameGame(owner: TestUser, title: string): Promise<Game> {
  const created = await call('game-create', '/api/protected/name-games', { title }, owner);
  expect(created.status).toBe(201);
  return created.body as Game;
}
async function invite(owner: TestUser, game: Game, person: { name: string; email?: string; phone: string }): Promise<string> {
  return (await invited(owner, game, person)).id;
}
async function invited(owner: TestUser, game: Game, person: { name: string; email?: string; phone: string }): Promise<{ id: string; inviteToken: string }> {
  const added = await call('game-invite', `/api/protected/name-games/${game.id}/participants`, { email: '', ...person }, owner);
  expect(added.status).toBe(201);
  return added.body as { id: string; inviteToken: string };
}
/** An invited person who answers through their own link: a game somebody answered has a result to tell (issue 35). */
async function invitedWhoAnswers(owner: TestUser, game: Game, person: { name: string; email?: string; phone: string }): Promise<string> {
  const { id, inviteToken } = await invited(owner, game, person);
  await answer(game, inviteToken);
  return id;
}
async function answer(game: Game, inviteToken: string): Promise<void> {
  expect((await call('game-answer', `/api/name-games/${game.id}/participate`, { invite: inviteToken, boyNames: ['Can'], girlNames: ['Ada'] })).status).toBe(
    201,
  );
}
const publish = (owner: TestUser, game: Game) => call('game-publish', `/api/protected/name-games/${game.id}/publish`, {}, owner);
const remind = (owner: TestUser, game: Game, participantId: string) =>
  call('game-remind', `/api/protected/name-games/${game.id}/participants/${participantId}/remind`, {}, owner);

describe('SMS only to Turkish mobiles, whatever sends it', () => {
  it('the parent with a premium number and a landline in a name game who publishes five times gets 0 SMS sent to them', async () => {
    const parent = await readyParent();
    const premium = '0900 444 44 44';
    const landline = '0212 444 44 44';
    const cousin = uniquePhone();
    for (let round = 0; round < 5; round += 1) {
      const game = await nameGame(parent, `İsim oyunu ${round + 1}`);
      await invitedWhoAnswers(parent, game, { name: 'Premium', phone: premium });
      await invite(parent, game, { name: 'Sabit Hat', phone: landline });
      // a real mobile in the first game: the results do go by SMS where they may
      if (round === 0) await invite(parent, game, { name: 'Kuzen', phone: cousin.local });
      expect((await publish(parent, game)).status).toBe(200);
    }
    await eventually(
      () => sinkMessages('netgsm', cousin.netgsm),
      (found) => found.length === 1,
    );
    await new Promise((done) => setTimeout(done, 1500));
    expect(await sinkMessages('netgsm', netgsm(premium))).toEqual([]);
    expect(await sinkMessages('netgsm', netgsm(landline))).toEqual([]);
    const sms = (await outboxOf(parent.uid)).filter((doc) => doc.get('channel') === 'sms');
    expect(sms.map((doc) => doc.get('to.phone'))).toEqual([cousin.e164]);
  });

  it("nothing to anyone before the parent's proof (ADR 0049): the results' e-mail and SMS wait, the announcement is recorded and waits; verified, all of it goes", async () => {
    const parent = await registerUser({ fullName: 'Doğrulamamış Anne' });
    expect((await call('baby-info', '/api/protected/baby-info', BABY_INFO, parent)).status).toBe(200);
    const game = await nameGame(parent, 'Doğrulanmamış oyun');
    const mobile = uniquePhone();
    const mail = uniqueEmail('sonuc');
    await invitedWhoAnswers(parent, game, { name: 'Telefonlu', phone: mobile.local });
    await invite(parent, game, { name: 'Mailli', email: mail, phone: '0533 111 22 33' });
    expect((await publish(parent, game)).status).toBe(200);
    const results = (await outboxOf(parent.uid)).filter((doc) => doc.get('kind') === 'game_result');
    expect(results.map((doc) => [doc.get('channel'), doc.get('status'), doc.get('holdReason')]).sort()).toEqual([
      ['email', 'held', 'sender_unproven'],
      ['sms', 'held', 'sender_unproven'],
    ]);
    const contact = uniquePhone();
    expect(
      (await call('contacts', '/api/protected/birth-notification', { contacts: [{ name: 'Dede', phone: contact.local, email: '' }] }, parent)).status,
    ).toBe(200);
    const waiting = await call('announce', '/api/protected/birth-notification/trigger', {}, parent);
    expect(waiting).toMatchObject({ status: 202, body: { contactCount: 1, alreadySent: false, waitingForProof: true } });
    await new Promise((done) => setTimeout(done, 1500));
    expect(await sinkMessages('sendgrid', mail)).toEqual([]);
    expect(await sinkMessages('netgsm', mobile.netgsm)).toEqual([]);
    expect(await sinkMessages('netgsm', contact.netgsm)).toEqual([]);
    // verified: everything that waited goes at once, once; a press now finds nothing left to send
    await verifyEmail(parent);
    for (const number of [contact, mobile]) {
      await eventually(
        () => sinkMessages('netgsm', number.netgsm),
        (found) => found.length === 1,
      );
    }
    await eventually(
      () => sinkMessages('sendgrid', mail),
      (found) => found.length === 1,
    );
    expect((await call('announce', '/api/protected/birth-notification/trigger', {}, parent)).body).toEqual({ contactCount: 0, alreadySent: true });
  });
});

describe('per account and day', () => {
  it('e-mail to addresses the account has not verified stops at its cap (100): invitations, reminders and results alike, then 429 in Turkish', async () => {
    const parent = await readyParent(randomClient(), 'Cömert Anne');
    const addresses: string[] = [];
    const round = async (games: number) => {
      const people: Array<{ game: Game; id: string; inviteToken: string }> = [];
      for (let g = 0; g < games; g += 1) {
        const game = await nameGame(parent, `Davet oyunu ${addresses.length + 1}`);
        for (let p = 0; p < 10; p += 1) {
          const email = uniqueEmail('davetli');
          addresses.push(email);
          people.push({ game, ...(await invited(parent, game, { name: `Davetli ${p + 1}`, email, phone: '0533 111 22 33' })) });
        }
      }
      return people;
    };
    // after the reminders, the first of each game answers through their link: the game's result is told to all ten
    const firstOfEach = async (people: Array<{ game: Game; inviteToken: string }>) => {
      for (const game of new Set(people.map((entry) => entry.game))) await answer(game, people.find((entry) => entry.game === game)!.inviteToken);
    };
    // 30 invited, reminded once each (30 e-mails) and told the results (30)
    const first = await round(3);
    for (const { game, id } of first) expect((await remind(parent, game, id)).status).toBe(200);
    await firstOfEach(first);
    for (const game of [...new Set(first.map((entry) => entry.game))]) expect((await publish(parent, game)).status).toBe(200);
    // 30 more reminded (90 with the verification e-mail registration sent to the address before it was verified)
    const second = await round(3);
    for (const { game, id } of second) expect((await remind(parent, game, id)).status).toBe(200);
    await firstOfEach(second);
    // the results of those three games: 9 more e-mails fit, the other 21 are not sent, and publishing still works
    for (const game of [...new Set(second.map((entry) => entry.game))]) expect((await publish(parent, game)).status).toBe(200);
    // a reminder past the cap: refused in Turkish, and nothing written
    const late = await nameGame(parent, 'Geç davet');
    const lateId = await invite(parent, late, { name: 'Geç Kalan', email: uniqueEmail('gec'), phone: '0533 111 22 33' });
    const refused = await remind(parent, late, lateId);
    expect(refused).toMatchObject({ status: 429, body: { message: SENDING.emailDailyCap(100) } });
    expect(
      (await admin().db.collection(COLLECTIONS.games).doc(late.id).collection(COLLECTIONS.participants).doc(lateId).get()).get('remindedAt'),
    ).toBeUndefined();

    const queued = (await outboxOf(parent.uid)).filter((doc) => doc.get('channel') === 'email');
    const byKind = (kind: string) => queued.filter((doc) => doc.get('kind') === kind).length;
    expect({ verification: byKind('email_verification'), reminders: byKind('game_invite'), results: byKind('game_result') }).toEqual({
      verification: 1,
      reminders: 60,
      results: 39,
    });
    // what reached the guests' mailboxes: 99, the cap less the verification link
    const delivered = await eventually(
      async () => (await Promise.all(addresses.map((address) => sinkMessages('sendgrid', address)))).flat(),
      (found) => found.length >= 99,
      60_000,
    );
    await new Promise((done) => setTimeout(done, 1500));
    expect((await Promise.all(addresses.map((address) => sinkMessages('sendgrid', address)))).flat()).toHaveLength(delivered.length);
    expect(delivered).toHaveLength(99);
  }, 300_000);

  it("SMS beyond the announcement's own quotas stop at the account's daily cap (10 at the default limits): six games' results by SMS send ten", async () => {
    const parent = await readyParent(randomClient(), 'Telefoncu Anne');
    const numbers: Array<ReturnType<typeof uniquePhone>> = [];
    for (let g = 0; g < 6; g += 1) {
      const game = await nameGame(parent, `SMS oyunu ${g + 1}`);
      for (let p = 0; p < 2; p += 1) {
        const number = uniquePhone();
        numbers.push(number);
        await (p === 0 ? invitedWhoAnswers : invite)(parent, game, { name: `Telefonlu ${p + 1}`, phone: number.local });
      }
      expect((await publish(parent, game)).status).toBe(200);
    }
    const sent = await eventually(
      async () => (await Promise.all(numbers.map((number) => sinkMessages('netgsm', number.netgsm)))).flat(),
      (found) => found.length >= 10,
      30_000,
    );
    await new Promise((done) => setTimeout(done, 1500));
    expect(sent).toHaveLength(10);
    expect((await outboxOf(parent.uid)).filter((doc) => doc.get('channel') === 'sms')).toHaveLength(10);
  }, 180_000);
});

describe("the product's daily SMS budget", () => {
  it('once crossed, an operator is alerted and the announcement is held, never dropped; other SMS are refused; the next day it goes', async () => {
    const { db } = admin();
    const budget = Number(process.env.SMS_DAILY_BUDGET);
    expect(budget).toBeGreaterThan(0);
    const parent = await readyParent();
    const late = await readyParent();
    const [first, second, third] = [uniquePhone(), uniquePhone(), uniquePhone()];
    await call(
      'contacts',
      '/api/protected/birth-notification',
      {
        contacts: [
          { name: 'Anneanne', phone: first.local, email: '' },
          { name: 'Dede', phone: second.local, email: '' },
        ],
      },
      parent,
    );
    await call('contacts', '/api/protected/birth-notification', { contacts: [{ name: 'Babaanne', phone: third.local, email: '' }] }, late);
    // the day's SMS so far, as if the whole country had announced: room for exactly one more
    const day = sendingDay(new Date());
    const filler = budget - (await smsSpentOn(day)) - 1;
    const shard = budgetShardRefs(day)[0]!;
    const { FieldValue } = await import('firebase-admin/firestore');
    await shard.set({ prefix: 'sms-budget', hits: FieldValue.increment(filler) }, { merge: true });
    try {
      expect((await call('announce', '/api/protected/birth-notification/trigger', {}, parent)).body).toEqual({ contactCount: 2, alreadySent: false });
      const messages = (await outboxOf(parent.uid)).filter((doc) => doc.get('channel') === 'sms');
      const held = messages.filter((doc) => doc.get('status') === 'held');
      expect(held.map((doc) => [doc.get('to.phone'), doc.get('holdReason')])).toEqual([[second.e164, 'sms_budget']]);
      await eventually(
        () => sinkMessages('netgsm', first.netgsm),
        (found) => found.length === 1,
      );
      // the parent reads that it will go; the operator's SMS log shows it held
      const page = (await apiFrom(randomClient(), '/api/protected/birth-notification', { headers: parent.authHeader })).body as BirthNotificationResponse;
      expect(page.deliveries[1]!.sms).toMatchObject({ state: 'sending', reason: SENDING.heldForBudget });
      expect((await db.collection(COLLECTIONS.smsLogs).doc(held[0]!.id).get()).get('status')).toBe('held');
      // the operator's alert, read where the functions log it (the same press, in this process)
      const errors = vi.spyOn(logger, 'error');
      const snapshot = await db.collection(COLLECTIONS.users).doc(late.uid).get();
      expect(await sendAnnouncement(late.uid, toProfile(snapshot))).toMatchObject({ contactCount: 1, alreadySent: false });
      const alert = errors.mock.calls.find(([, payload]) => (payload as { alert?: string }).alert === 'outbox_sms_budget')?.[1];
      expect(alert).toMatchObject({ alert: 'outbox_sms_budget', day, budget, held: 1, refused: 0, kind: 'birth_notification', userId: late.uid });
      vi.restoreAllMocks();
      // any other SMS past the budget is refused: a game's result goes by e-mail only
      const game = await nameGame(parent, 'Bütçe oyunu');
      const guest = uniquePhone();
      await invitedWhoAnswers(parent, game, { name: 'Telefonlu', phone: guest.local });
      expect((await publish(parent, game)).status).toBe(200);
      expect((await outboxOf(parent.uid)).filter((doc) => doc.get('kind') === 'game_result')).toEqual([]);
      // still held (the stack's own schedule may run meanwhile): nothing goes past the budget
      await new Promise((done) => setTimeout(done, 1000));
      expect(await sinkMessages('netgsm', second.netgsm)).toEqual([]);
      // the next day the budget allows again: the schedule releases the held announcements and they go
      const tomorrow = Date.now() + 24 * 3600_000;
      await setSinkClock(tomorrow - Date.now());
      await retryPendingMessages(new Date(tomorrow));
      for (const number of [second, third]) {
        await eventually(
          () => sinkMessages('netgsm', number.netgsm),
          (found) => found.length === 1,
        );
      }
      const released = await db.collection(COLLECTIONS.outbox).doc(held[0]!.id).get();
      expect(released.get('status')).toBe('done');
      expect(released.get('holdReason')).toBeUndefined();
      expect(await sinkMessages('netgsm', first.netgsm)).toHaveLength(1);
    } finally {
      await shard.set({ hits: FieldValue.increment(-filler) }, { merge: true });
      await setSinkClock(0);
    }
  }, 120_000);
});

describe('the maternity ward: no family is locked out by its network', () => {
  it('30 parents register, verify and announce from ONE client address within the hour, and every contact gets exactly one SMS', async () => {
    const ward = `127.150.${Math.floor(Math.random() * 250) + 1}.7`;
    const families: Array<{ parent: TestUser; contacts: Array<{ name: string; phone: ReturnType<typeof uniquePhone>; email: string }> }> = [];
    const family = async (index: number) => {
      const parent = await readyParent(ward, `Anne ${index + 1}`);
      const contacts = [
        { name: 'Anneanne', phone: uniquePhone(), email: uniqueEmail('anneanne') },
        { name: 'Babaanne', phone: uniquePhone(), email: '' },
      ];
      const saved = await call(
        'contacts',
        '/api/protected/birth-notification',
        { contacts: contacts.map((c) => ({ name: c.name, phone: c.phone.local, email: c.email })) },
        parent,
        ward,
      );
      expect(saved.status).toBe(200);
      const sent = await call('announce', '/api/protected/birth-notification/trigger', {}, parent, ward);
      expect(sent.body).toEqual({ contactCount: 2, alreadySent: false });
      families.push({ parent, contacts });
    };
    for (let start = 0; start < 30; start += 5) await Promise.all(Array.from({ length: 5 }, (_, offset) => family(start + offset)));
    const numbers = families.flatMap((entry) => entry.contacts.map((contact) => contact.phone));
    expect(numbers).toHaveLength(60);
    const received = await eventually(
      () => Promise.all(numbers.map(async (number) => (await sinkMessages('netgsm', number.netgsm)).length)),
      (counts) => counts.every((n) => n >= 1),
      90_000,
    );
    await new Promise((done) => setTimeout(done, 2000));
    expect(await Promise.all(numbers.map(async (number) => (await sinkMessages('netgsm', number.netgsm)).length))).toEqual(received);
    expect(received).toEqual(Array(60).fill(1));
    // and the e-mails where there was an address
    for (const { contacts } of families) {
      await eventually(
        () => sinkMessages('sendgrid', contacts[0]!.email),
        (found) => found.length === 1,
      );
    }
  }, 600_000);
});
