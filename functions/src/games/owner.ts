import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { defaultClosingDay, gameQuestion, gaveAnswer, parentsLabel, personalInviteLink, resultPath, startOfDay, todayIn } from '@bebek/common/games';
import { genderOf } from '@bebek/common/leaderboard';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import type { Game, GameKind, GameParticipant, Profile } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { newToken } from '@bebek/common/tokens';
import { babyPageForResults } from '../baby-share/service';
import { config } from '../config';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError } from '../lib/errors';
import { gameReminderEmail, gameResultEmail, gameResultSms, type BabyPageMention } from '../mail/templates';
import type { OutboxMessage } from '../outbox/data';
import { refusalMessage, Sending, type Outgoing } from '../outbox/policy';
import { classifyPhone } from '../providers/phone';
import * as data from './data';
import { loadParticipants, toGame, toParticipant } from './model';
import { forgetGameFacts } from './participate';
import { slotPicker } from './slots';

/** The owner's game of this kind; another owner's game answers exactly like a missing one. */
export async function ownedGame(ownerId: string, kind: GameKind, gameId: string): Promise<DocumentSnapshot> {
  const game = await data.readGame(gameId);
  if (!game.exists || game.get('userId') !== ownerId || game.get('type') !== kind) throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  return game;
}

/** The owner's game as their screens show it: with every participant, contacts and invite links included. */
async function ownersView(ownerId: string, kind: GameKind, gameId: string): Promise<Game> {
  const game = await ownedGame(ownerId, kind, gameId);
  return toGame(game, await loadParticipants(game.id, true));
}

/** A game the parent's pause closed (ADR 0018) takes no change: it stays as it was, as history. */
export const GAME_PAUSED = 'Bu oyun kapatıldı.';
function assertNotPaused(game: DocumentSnapshot): void {
  if (game.get('pausedAt')) throw new DomainError('conflict', GAME_PAUSED);
}

/**
 * The owner's games of a kind, newest first. Invitations made before personal links have no invite
 * token: the owner's list gives them one the first time it is read, so every invited person has a
 * link of their own (then the participants are read again, to answer what is stored).
 */
export async function ownerGames(ownerId: string, kind: GameKind): Promise<{ games: Game[] }> {
  const owned = await data.readGamesOfOwner(ownerId, kind);
  const games = await Promise.all(
    owned.map(async (doc) => {
      const participants = await data.readParticipants(doc.id);
      const missing = participants.filter((p) => p.get('addedBy') === 'owner' && !p.get('inviteToken'));
      await data.writeInviteTokens(
        doc.id,
        missing.map((p) => ({ participantId: p.id, inviteToken: newToken() })),
      );
      const fresh = missing.length ? await data.readParticipants(doc.id) : participants;
      return toGame(
        doc,
        fresh.map((p) => toParticipant(p, true)),
      );
    }),
  );
  games.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return { games };
}

/** A new game: a birth-date game closes at the start of the day before the due date unless the owner changes it (ADR 0017). */
export async function createGame(profile: Profile, ownerId: string, kind: GameKind, input: { title: string; description: string }): Promise<Game> {
  if (profile.pausedAt) throw new DomainError('conflict', 'Takibe ara verdiğiniz sürece yeni oyun başlatılamaz.');
  const game = await data.createGame({
    type: kind,
    title: input.title,
    description: input.description,
    status: 'active',
    token: newToken(),
    maxParticipants: profile.maxGameParticipants || DEFAULT_MAX_GAME_PARTICIPANTS,
    userId: ownerId,
    ownerEmail: foldEmail(profile.email),
    closesOn: defaultClosingDay(kind, profile.expectedBirthDate),
  });
  return toGame(game, []);
}

/**
 * The owner's settings (ADR 0017): the closing day ('' removes it; a day that has begun already is
 * refused, since it would close the game at once: 'closed' does that), closing now, reopening. A
 * published game cannot be reopened, nor one the birth announcement closed. Answers the game as it is then.
 */
export async function updateSettings(ownerId: string, kind: GameKind, gameId: string, input: { closesOn?: string; closed?: boolean }): Promise<Game> {
  await ownedGame(ownerId, kind, gameId);
  await data.changeGameSettings(gameId, (game) => {
    assertNotPaused(game);
    const change: data.SettingsChange = {};
    if (input.closesOn !== undefined) {
      if (input.closesOn && input.closesOn <= todayIn())
        throw new DomainError('invalid', GAME_MESSAGES.closingDayPast, { closesOn: GAME_MESSAGES.closingDayPast });
      change.closesOn = input.closesOn || null;
    }
    if (input.closed === true && !game.get('closedAt') && game.get('status') !== 'completed') change.closedByOwner = true;
    if (input.closed === false) {
      if (game.get('status') === 'completed') throw new DomainError('conflict', GAME_MESSAGES.reopenPublished);
      if (game.get('closedBy') === 'birth' && game.get('closedAt')) throw new DomainError('conflict', GAME_MESSAGES.reopenAfterBirth);
      change.reopened = true;
      // reopening a game whose closing day has begun: it stays open until the owner closes it or sets a new day
      const closesAtMs =
        change.closesOn !== undefined
          ? change.closesOn
            ? startOfDay(change.closesOn).getTime()
            : null
          : ((game.get('closesAt') as Timestamp | null | undefined)?.toMillis() ?? null);
      if (closesAtMs !== null && closesAtMs <= Date.now()) change.closesOn = null;
    }
    return change;
  });
  return ownersView(ownerId, kind, gameId);
}

/** Deletes the game, its participants and its slots; its links answer 'not found' from then on. */
export async function deleteGame(ownerId: string, kind: GameKind, gameId: string): Promise<void> {
  await ownedGame(ownerId, kind, gameId);
  await data.deleteGameWithAnswers(gameId);
  forgetGameFacts(gameId);
}

interface ParticipantInput {
  name: string;
  email: string;
  phone: string;
}

/**
 * The owner invites someone: a record of their own (random id) with a personal invite link, in a
 * free slot. The slot and the record are created in one commit, without a transaction: a slot a
 * guest took a moment before fails the commit's `create` (ALREADY_EXISTS) at once, and the next free
 * slot is tried; nothing waits for another request's lock (ADR 0021).
 */
export async function addParticipant(ownerId: string, kind: GameKind, gameId: string, input: ParticipantInput): Promise<GameParticipant> {
  const game = await ownedGame(ownerId, kind, gameId);
  assertNotPaused(game);
  const participantId = data.newParticipantId(game.id);
  const invitation = { name: input.name, email: input.email ? foldEmail(input.email) : '', phone: input.phone, inviteToken: newToken() };
  const cap = Number(game.get('maxParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS);
  // every lost try is a slot someone else took: the game is full after at most `cap` of them
  for (let attempt = 0; attempt < cap + 5; attempt += 1) {
    // the owner's own additions read the slots afresh: a participant just removed freed one
    const slot = await slotPicker.pick(game.id, cap, { fresh: true });
    if (slot === undefined) throw new DomainError('conflict', GAME_MESSAGES.gameFull);
    let created: boolean;
    try {
      created = await data.createInvitation(game.id, participantId, slot, invitation);
    } catch (error) {
      slotPicker.settle(game.id, slot, false);
      throw error;
    }
    // written by this commit, or (not created) taken by someone else a moment before
    slotPicker.settle(game.id, slot, true);
    if (created) return toParticipant(await data.readParticipant(game.id, participantId), true);
  }
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}

/** The participant of the owner's game, refused once they have answered (their answer stays as given). */
function assertWaiting(participant: DocumentSnapshot): void {
  if (!participant.exists) throw new DomainError('not-found', GAME_MESSAGES.participantNotFound);
  if (participant.get('submittedAt') || participant.get('answered') === true) throw new DomainError('conflict', GAME_MESSAGES.participantAnswered);
}

/** Corrects a participant who has not answered: name, e-mail and phone; their link stays the same. */
export async function editParticipant(ownerId: string, kind: GameKind, gameId: string, participantId: string, input: ParticipantInput) {
  assertNotPaused(await ownedGame(ownerId, kind, gameId));
  await data.changeParticipant(gameId, participantId, (participant) => {
    assertWaiting(participant);
    return { name: input.name, email: input.email ? foldEmail(input.email) : '', phone: input.phone };
  });
  return toParticipant(await data.readParticipant(gameId, participantId), true);
}

/** Removes a participant who has not answered; their slot is given back (ADR 0017) and their link stops working. */
export async function removeParticipant(ownerId: string, kind: GameKind, gameId: string, participantId: string): Promise<void> {
  assertNotPaused(await ownedGame(ownerId, kind, gameId));
  await data.removeParticipant(gameId, participantId, assertWaiting);
  forgetGameFacts(gameId);
}

const REMIND_INTERVAL_MS = 10 * 60_000;

/**
 * 'Hatırlat' by e-mail: the person's own link again, through the outbox; at most one every ten minutes
 * per person, and within the account's daily e-mail cap (the sending policy, ADR 0024: past it, 429
 * with the policy's message and nothing written).
 */
export async function remindParticipant(ownerId: string, profile: Profile, kind: GameKind, gameId: string, participantId: string): Promise<void> {
  const game = await ownedGame(ownerId, kind, gameId);
  assertNotPaused(game);
  const sending = new Sending(profile);
  let committed = false;
  try {
    await data.changeParticipant(
      gameId,
      participantId,
      async (participant, tx) => {
        assertWaiting(participant);
        const email = String(participant.get('email') ?? '');
        if (!email) throw new DomainError('invalid', GAME_MESSAGES.reminderNeedsEmail);
        const last = participant.get('remindedAt') as Timestamp | undefined;
        if (last && Date.now() - last.toMillis() < REMIND_INTERVAL_MS) throw new DomainError('too-many', GAME_MESSAGES.reminderTooSoon);
        let inviteToken = String(participant.get('inviteToken') ?? '');
        if (!inviteToken) inviteToken = newToken();
        const name = String(participant.get('name') ?? '');
        const title = String(game.get('title') ?? '');
        const link = personalInviteLink(config().appBaseUrl, kind, String(game.get('token')), inviteToken);
        const mail = gameReminderEmail(name, parentsLabel(profile.fullName, profile.spouseName), title, gameQuestion(kind), link);
        const { admitted, refused } = await sending.admit([
          {
            message: {
              channel: 'email',
              kind: 'game_invite',
              to: { email, name },
              ...mail,
              context: { gameType: kind, gameTitle: title, participantName: name, userId: ownerId },
            },
          },
        ]);
        // from an account that proved no address, nothing goes to anyone else (ADR 0049): 403, and she proves and presses again
        if (refused.length) throw new DomainError(refused[0]!.rule === 'sender_unproven' ? 'forbidden' : 'too-many', refusalMessage(refused[0]!.rule, profile));
        sending.write(tx, admitted);
        return { inviteToken };
      },
      { remind: true },
    );
    committed = true;
  } finally {
    await sending.settle(committed);
  }
}

// ---- publishing (ADR 0017) ----

/** One outbox id per game, channel and address: publishing twice at once sends once. */
const resultMessageId = (gameId: string, channel: string, address: string) =>
  `game_result_${createHash('sha256').update(`${gameId}|${channel}|${address}`).digest('hex').slice(0, 40)}`;

const MESSAGES_IN_COMMIT = 450;
/** Reads of the game before publishing gives up: another press or a change of settings since the read costs one. */
const PUBLISH_TRIES = 5;

/**
 * The result's messages: an e-mail to every participant with an address; an SMS to those who gave
 * a Turkish mobile number and no address, at most the owner's announcement limit
 * (maxBirthNotificationContacts), in the order they joined (ADR 0017). Whatever this plans still
 * passes the sending policy (ADR 0024): a landline or premium number never gets an SMS, every
 * message waits until the owner has proven an address (ADR 0049), and the account's daily caps hold. When the parent
 * chose to tell the participants of the shared baby page (ADR 0033), each e-mail has a line with its link.
 * A game nobody answered (no guess, no name, no day: gaveAnswer) tells no one (issue 35, ADR 0056).
 */
export function resultMessages(
  game: DocumentSnapshot,
  participants: DocumentSnapshot[],
  owner: Profile,
  babyPage?: BabyPageMention,
): Array<{ id: string; message: OutboxMessage }> {
  const kind = game.get('type') as GameKind;
  const title = String(game.get('title') ?? '');
  const link = `${config().appBaseUrl}${resultPath(kind, String(game.get('token')))}`;
  const parents = parentsLabel(owner.fullName, owner.spouseName);
  const context = { gameType: kind, gameTitle: title, userId: owner.id };
  const messages: Array<{ id: string; message: OutboxMessage }> = [];
  // nobody guessed or suggested anything: there is no result to tell anyone of (issue 35); the owner still sees the result page
  if (!participants.some((participant) => gaveAnswer(participant.data() ?? {}))) return messages;
  let smsLeft = Math.max(0, owner.maxBirthNotificationContacts);
  const seen = new Set<string>();
  for (const participant of participants) {
    const name = String(participant.get('name') ?? '');
    const email = String(participant.get('email') ?? '');
    if (email) {
      if (seen.has(`email|${email}`)) continue;
      seen.add(`email|${email}`);
      messages.push({
        id: resultMessageId(game.id, 'email', email),
        message: {
          channel: 'email',
          kind: 'game_result',
          to: { email, name },
          ...gameResultEmail(name, parents, title, link, babyPage),
          context: { ...context, participantName: name },
        },
      });
      continue;
    }
    // Turkish mobiles only (the policy refuses anything else, but a landline must not use up a place of the SMS allowance either)
    const classified = classifyPhone(String(participant.get('phone') ?? ''));
    if (classified?.kind !== 'tr_mobile' || smsLeft === 0 || seen.has(`sms|${classified.e164}`)) continue;
    const phone = classified.e164;
    seen.add(`sms|${phone}`);
    smsLeft -= 1;
    messages.push({
      id: resultMessageId(game.id, 'sms', phone),
      message: {
        channel: 'sms',
        kind: 'game_result',
        to: { phone, name },
        text: gameResultSms(parents, title, link),
        context: { ...context, participantName: name },
      },
    });
  }
  return messages;
}

/** Why a game of this kind cannot be published yet, or nothing. */
async function publishBlocker(kind: GameKind, owner: Profile): Promise<string | undefined> {
  if (kind === 'gender' && (!owner.babyInfoCompleted || !genderOf(owner.babyGender))) return 'Bebek bilgileri eksik!';
  if (kind === 'birthdate') {
    const notification = await data.readAnnouncement(owner.id);
    if (!notification.get('actualBirthDate')) return GAME_MESSAGES.birthDateMissing;
  }
  return undefined;
}

/**
 * Publishes the result (any kind): the game is completed and closed, and every participant is told
 * through the outbox in the same commit; when the parent chose to tell them of the shared baby page
 * (ADR 0033, `ownerData` is their stored profile), each e-mail has its line. Publishing again
 * answers the game as it is and sends nothing. Answers the game as the owner's screen shows it.
 */
export async function publishGame(owner: Profile, ownerData: Record<string, unknown> | undefined, kind: GameKind, gameId: string): Promise<Game> {
  const babyPage = babyPageForResults(ownerData, config().appBaseUrl);
  const stored = await ownedGame(owner.id, kind, gameId);
  assertNotPaused(stored);
  const blocker = await publishBlocker(kind, owner);
  if (blocker) throw new DomainError('invalid', blocker);
  let later: Outgoing[] = [];
  const sending = new Sending(owner);
  let committed = false;
  // The game is read before the transaction and written only if unchanged since (ADR 0021): two
  // presses of 'publish' at once do not both hold a read lock on it that the other's write waits for;
  // the second's precondition fails, and its next read finds the game published.
  let game = stored;
  try {
    for (let tries = 0; game.get('status') !== 'completed'; tries += 1) {
      if (tries === PUBLISH_TRIES) throw new DomainError('conflict', CONTENTION_MESSAGE);
      assertNotPaused(game);
      const published = await data.publishIfUnchanged(game, async (participants) => {
        later = [];
        // what the sending policy lets go (ADR 0024); a message it refuses is left out, the publish goes on
        const { admitted } = await sending.admit(resultMessages(game, participants, owner, babyPage));
        later = admitted.slice(MESSAGES_IN_COMMIT);
        return (tx) => sending.write(tx, admitted.slice(0, MESSAGES_IN_COMMIT));
      });
      if (published) {
        committed = true;
        break;
      }
      later = [];
      game = await data.readGame(gameId);
    }
    // a commit holds 500 writes: a game with more messages than that sends the rest right after
    for (let start = 0; start < later.length; start += MESSAGES_IN_COMMIT) {
      await data.commitBatch((batch) => sending.write(batch, later.slice(start, start + MESSAGES_IN_COMMIT), { more: true }));
    }
  } finally {
    await sending.settle(committed);
  }
  return ownersView(owner.id, kind, gameId);
}

/**
 * Every game of the parent closes when the birth is announced (ADR 0017): open games stop taking
 * answers from `at` on; published ones are left as they are. Called by the birth announcement.
 */
export async function closeGamesAtBirth(userId: string, at: Date): Promise<void> {
  const games = await data.readGamesOfOwner(userId);
  const open = games.filter((game) => game.get('status') !== 'completed' && !game.get('closedAt') && !game.get('pausedAt'));
  await data.closeGamesAtBirth(open, at);
}
