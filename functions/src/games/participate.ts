import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { BirthDateAnswer } from '@bebek/common/birth-pool';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { GAME_MESSAGES, guestIdentitySchema, nameSuggestionSchemaFor } from '@bebek/common/schemas/games';
import type { GameKind } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { CONTENTION_MESSAGE } from '../http/errors';
import { isCurrentSession } from '../http/authenticate';
import { DomainError } from '../lib/errors';
import { TOO_MANY_MESSAGE } from '../rate-limits/service';
import { budget } from '../rate-limits/data';
import { validateBody } from '../lib/validate';
import { activePushTokens } from '../outbox/data';
import { readProfile } from '../profile/data';
import { toProfile } from '../profile/profile';
import { whatsappDigits } from '../providers/phone';
import * as data from './data';
import { gameIsClosed, participantIdForAccount, participantIdForEmail } from './model';
import { notifyOwnerOfAnswer } from './notify';
import { slotPicker } from './slots';
import { namesAskedBy } from './view';

export type Answer = { prediction: 'boy' | 'girl' } | { boyNames: string[]; girlNames: string[] } | BirthDateAnswer;

export interface Submission {
  gameId: string;
  kind: GameKind;
  /**
   * Who answers: a guest's name, e-mail and phone, or a signed-in participant's profile (with whether
   * its address is verified); through a personal link, the signed-in visitor if any, else none.
   */
  identity?: { name: string; email: string; phone: string; userId?: string; emailVerified?: boolean };
  answer: Answer;
  /** The token of the personal invite link the answer came through: the answer is that person's (ADR 0017). */
  invite?: string;
  /**
   * Whether the game's budget of accepted answers has room (ADR 0016, 0024), looked up while the
   * transaction reads (ADR 0014: no round trip of its own); false refuses with 429, before any write.
   */
  admitted?: Promise<boolean>;
  /** Spends one of that budget in the commit that writes the answer: refused and duplicate answers spend nothing (ADR 0024). */
  spend?: (writer: Transaction) => void;
}

/**
 * Tries at a slot before the answer gives up: each lost try means another answer took a slot, so a
 * game of cap N is full after at most N lost tries; the few more cover slots given back meanwhile.
 */
const slotTriesFor = (cap: number) => cap + 5;

/** Reads of a personal invite's record before the answer gives up: a second read after a lost precondition finds it answered. */
const RECORD_TRIES = 3;

/** The game's cap, or the slots given back, are not what this instance knew: the slot is picked again against what is stored. */
class SlotsChanged extends Error {}

/** What an answer needs to know of its game before its transaction; only the cap and the slots given back change, and the transaction checks both. */
interface GameFacts {
  ownerId: string;
  type: string;
  cap: number;
  freed: number;
}

const FACTS_GAMES = 500;
/**
 * Per instance, like the slot hints: a busy game's facts are read once, so an answer is one
 * transaction (its one read, then its commit) instead of a read of the game and then the transaction.
 */
const gameFacts = new Map<string, GameFacts>();

async function factsOf(gameId: string): Promise<GameFacts | undefined> {
  const known = gameFacts.get(gameId);
  if (known) return known;
  const game = await data.readGame(gameId);
  if (!game.exists) return undefined;
  const facts = {
    ownerId: String(game.get('userId')),
    type: String(game.get('type')),
    cap: Number(game.get('maxParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS),
    freed: Number(game.get('slotsFreed') ?? 0),
  };
  gameFacts.set(gameId, facts);
  // the slots given back are counted as of now: what this instance remembered of the slots may be older
  slotPicker.forget(gameId);
  if (gameFacts.size > FACTS_GAMES) gameFacts.delete(gameFacts.keys().next().value!);
  return facts;
}

/**
 * A personal link the owner made for themselves (their own address or phone on the record) is still
 * the owner: no path lets an owner answer their own game (issue 23).
 */
function isOwnersOwnRecord(record: DocumentSnapshot, game: DocumentSnapshot, owner: DocumentSnapshot): boolean {
  const email = foldEmail(String(record.get('email') ?? ''));
  const ownerEmails = [game.get('ownerEmail'), owner.get('email')].filter((value): value is string => typeof value === 'string' && value !== '').map(foldEmail);
  if (email && ownerEmails.includes(email)) return true;
  const phone = String(record.get('phone') ?? '').trim();
  const ownerPhone = String(owner.get('phone') ?? '').trim();
  return Boolean(phone && ownerPhone && whatsappDigits(phone) === whatsappDigits(ownerPhone));
}

/**
 * The lists the name game asks (ADR 0061): an answer with both is right for every game; one with a
 * list left empty only where the family knows the gender, and it is the other list that is empty.
 * Her profile and gender games are read only for such an answer.
 */
async function checkNamesAsked(ownerId: string, answer: Answer): Promise<void> {
  if (!('boyNames' in answer) || (answer.boyNames.length > 0 && answer.girlNames.length > 0)) return;
  await validateBody(nameSuggestionSchemaFor(await namesAskedBy(ownerId, await readProfile(ownerId))), answer);
}

/** The game as the transaction read it: gone, published or closed games take no answer (ADR 0017). */
function checkOpen(current: DocumentSnapshot | undefined, gameId: string): DocumentSnapshot {
  if (!current?.exists) {
    gameFacts.delete(gameId);
    throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  }
  // closed by the parent's pause (ADR 0018): no answer, and the visitor sees the neutral page
  if (current.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  if (current.get('status') === 'completed') throw new DomainError('conflict', GAME_MESSAGES.gameCompleted);
  if (gameIsClosed(current)) throw new DomainError('conflict', GAME_MESSAGES.gameClosed);
  return current;
}

export interface Submitted {
  ownerId: string;
  gameTitle: string;
  participantId: string;
  /** The name the answer is recorded under (a personal link's: the invited person's). */
  name: string;
  ownerDevices: Promise<string[]>;
}

/**
 * One answer per person, never by the creator, never past the cap, never after the game closed
 * (ADR 0017), under Firestore's pessimistic locks (ADR 0021): the transaction reads only the game,
 * which every answer reads and none writes, so answers never wait for each other's locks. What is
 * written carries its own "only once" proof, checked by the commit:
 *
 * - A personal invite link answers as its person: their record (found by the link's token) is
 *   updated only if it is unchanged since it was read (`lastUpdateTime`); a second answer through the
 *   same link, even at the same moment, fails that precondition, reads the record again and finds it
 *   answered.
 * - The general link adds a new participant: the document id comes from the guest's e-mail, or from
 *   the account of a signed-in friend (issue 23: an address the account did not verify names nobody),
 *   and the record and its slot are created (`create`, ALREADY_EXISTS when either exists): a second
 *   answer with the same e-mail or account, or a guest who picked a slot someone just took, is told by
 *   the commit, at once.
 * - A signed-in friend whose VERIFIED account address the owner invited answers as that invitation
 *   (updated with the same precondition). An unverified address is only typed text: its answer is a
 *   participant of its own and never the invited person's (ADR 0025).
 * - The owner answers through no path: signed in, through a personal link made for their own
 *   address or phone, or typing their address (403, nothing written).
 *
 * Reading the person's record or the slot inside the transaction would make two answers for one
 * document each hold a read lock the other's write waits for: Google's emulator then waits out its
 * lock timeout, and production aborts one of them. The owner's devices are looked up alongside.
 */
export async function submitAnswer({ gameId, kind, identity, answer, invite, admitted, spend }: Submission): Promise<Submitted> {
  admitted?.catch(() => undefined); // awaited inside the transaction; this only keeps an early failure from being unhandled
  const admit = async () => {
    if (admitted && !(await admitted)) throw new DomainError('too-many', TOO_MANY_MESSAGE);
  };
  const facts = await factsOf(gameId);
  if (!facts || facts.type !== kind) throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  const ownerId = facts.ownerId;
  // signed in as the owner, on any link: refused before anything is read or written
  if (identity?.userId && identity.userId === ownerId) throw new DomainError('forbidden', GAME_MESSAGES.creatorCannotSubmit);
  if (kind === 'name') await checkNamesAsked(ownerId, answer);
  const devices = activePushTokens(ownerId);
  devices.catch(() => undefined); // awaited by the caller; this only keeps an early failure from being unhandled

  if (invite) {
    // The link is the proof of who answers: a signed-in visitor answering through it is that person (ADR 0025).
    const account = identity?.userId ? { userId: identity.userId } : {};
    for (let attempt = 0; attempt < RECORD_TRIES; attempt += 1) {
      // the owner's address and phone, to refuse a link the owner made for themselves (read beside, not in, the transaction)
      const beside = Promise.all([data.readInvited(gameId, invite), readProfile(ownerId)]);
      beside.catch(() => undefined); // awaited inside the transaction, beside its read of the game
      try {
        const result = await data.runAnswer(gameId, beside, async (current, [record, ownerProfile], writer) => {
          await admit();
          const game = checkOpen(current, gameId);
          if (!record) throw new DomainError('not-found', GAME_MESSAGES.inviteInvalid);
          if (isOwnersOwnRecord(record, game, ownerProfile)) throw new DomainError('forbidden', GAME_MESSAGES.creatorCannotSubmit);
          if (record.get('submittedAt')) throw new DomainError('conflict', GAME_MESSAGES.alreadySubmitted);
          writer.answerOnRecord(record, { ...answer, ...account, answeredVia: 'personal' });
          spend?.(writer.tx);
          return { title: String(game.get('title') ?? ''), id: record.id, name: String(record.get('name') ?? '') };
        });
        return { ownerId, gameTitle: result.title, participantId: result.id, name: result.name, ownerDevices: devices };
      } catch (error) {
        // changed since it was read (answered through the same link at this moment, or edited by the owner): read it again
        if (!data.changedSinceRead(error)) throw error;
      }
    }
    throw new DomainError('conflict', CONTENTION_MESSAGE);
  }

  if (!identity) throw new DomainError('invalid', GAME_MESSAGES.guestFieldsRequired);
  const email = foldEmail(identity.email);
  const accountId = identity.userId;
  const verified = Boolean(accountId && identity.emailVerified);
  const participantId = accountId ? participantIdForAccount(accountId) : participantIdForEmail(email);
  // before accounts had records of their own, a signed-in answer was keyed by the address: that answer is still the account's
  const earlierOwnId = accountId ? participantIdForEmail(email) : undefined;
  const written = {
    ...answer,
    name: identity.name,
    email,
    phone: identity.phone,
    ...(accountId ? { userId: accountId } : {}),
    ...(verified ? { emailVerified: true } : {}),
    answeredVia: accountId ? 'account' : 'general',
  };

  let fresh = false;
  for (let attempt = 0; attempt < slotTriesFor(facts.cap); attempt += 1) {
    // What is stored of this person, read beside the transaction (not in it: see above); only an
    // account that verified its address may be the person the owner invited with it.
    const known = data.readAnswerer(gameId, participantId, earlierOwnId, verified ? email : undefined);
    known.catch(() => undefined); // awaited inside the transaction
    // The slot is picked before the transaction so that everything it needs is one read.
    const slot = await slotPicker.pick(gameId, facts.cap, { fresh });
    let claimed = false;
    try {
      const result = await data.runAnswer(gameId, known, async (current, { existing, earlierOwn, sameEmail }, writer) => {
        claimed = false;
        await admit();
        if (current?.exists && current.get('ownerEmail') && current.get('ownerEmail') === email)
          throw new DomainError('forbidden', GAME_MESSAGES.creatorCannotSubmit);
        const game = checkOpen(current, gameId);
        const gameTitle = String(game.get('title') ?? '');
        if (existing.exists && existing.get('submittedAt')) throw new DomainError('conflict', GAME_MESSAGES.alreadySubmitted);
        if (earlierOwn?.exists && earlierOwn.get('userId') === accountId && earlierOwn.get('submittedAt'))
          throw new DomainError('conflict', GAME_MESSAGES.alreadySubmitted);
        // The verified address is proof: the invitations the owner made for it are this person's. Anyone
        // else's record with the address (a guest typed it) is not, and neither blocks nor is taken.
        const invitations = sameEmail?.filter((doc) => doc.get('addedBy') === 'owner') ?? [];
        if (invitations.some((doc) => doc.get('submittedAt'))) throw new DomainError('conflict', GAME_MESSAGES.alreadySubmitted);
        const invitation = invitations[0];
        if (invitation) {
          writer.answerOnRecord(invitation, { ...answer, userId: accountId, answeredVia: 'account' });
          spend?.(writer.tx);
          return { gameTitle, participantId: invitation.id };
        }
        // An invited person's record (invitations made before personal links had e-mail ids) is theirs alone.
        if (existing.exists) throw new DomainError('conflict', GAME_MESSAGES.invitedUsePersonalLink);
        // The cap, or the slots given back, may have changed since this instance learnt them: the game's own counts.
        const cap = Number(game.get('maxParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS);
        const freed = Number(game.get('slotsFreed') ?? 0);
        if (cap !== facts.cap || freed !== facts.freed) {
          facts.cap = cap;
          facts.freed = freed;
          throw new SlotsChanged();
        }
        if (slot === undefined) throw new DomainError('conflict', GAME_MESSAGES.gameFull);
        // both created, or neither: ALREADY_EXISTS says the slot was taken, or this person answered, since
        writer.createAnswer(participantId, slot, written);
        spend?.(writer.tx);
        claimed = true;
        return { gameTitle, participantId };
      });
      slotPicker.settle(gameId, slot, claimed);
      return { ownerId, gameTitle: result.gameTitle, participantId: result.participantId, name: identity.name, ownerDevices: devices };
    } catch (error) {
      if (data.alreadyExists(error)) {
        // which of the two exists decides the answer: this person's record (answered at this very moment), or the slot
        const person = await data.readParticipant(gameId, participantId);
        slotPicker.settle(gameId, slot, !person.exists);
        if (person.exists) throw new DomainError('conflict', person.get('submittedAt') ? GAME_MESSAGES.alreadySubmitted : GAME_MESSAGES.invitedUsePersonalLink);
      } else {
        slotPicker.settle(gameId, slot, false);
        if (error instanceof DomainError) throw error;
        // the cap or the slots given back changed, the invitation changed since it was read, or (not expected: this
        // transaction waits for no other answer) the SDK's attempts ended ABORTED: look again at what is stored now
        const again = error instanceof SlotsChanged || data.changedSinceRead(error) || data.aborted(error);
        if (!again) throw error;
      }
      fresh = true;
    }
  }
  // Every lost try was a slot another answer took, so the loop ends on "full" long before this (ADR 0021).
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}

/** A game this instance knows facts of was changed by its owner (slots given back, deleted): they are read again. */
export function forgetGameFacts(gameId: string): void {
  gameFacts.delete(gameId);
}

/** Who answers (Submission's identity). */
export type Identity = NonNullable<Submission['identity']>;

const inviteOf = (body: unknown) => {
  const invite = (body as { invite?: unknown } | undefined)?.invite;
  return typeof invite === 'string' && invite.trim() ? invite.trim() : undefined;
};

/**
 * Who answers, decided before the answer is judged: the person of a personal invite link (their
 * record, no identity needed); a signed-in participant as their profile (`session`: the request's
 * verified token, if any); on a route that takes guests, anyone else with name, e-mail and phone
 * (guestIdentitySchema); on the gender game's signed-in route, a visitor without a session is told
 * to sign in (401).
 */
export async function answeringIdentity(session: DecodedIdToken | undefined, body: unknown, takesGuests: boolean): Promise<Identity | undefined> {
  const snapshot = session ? await readProfile(session.uid) : undefined;
  if (session && snapshot && isCurrentSession(session, snapshot)) {
    const profile = toProfile(snapshot);
    const sentPhone = (body as { phone?: unknown } | undefined)?.phone;
    return {
      name: profile.fullName,
      email: profile.email,
      phone: profile.phone || (typeof sentPhone === 'string' ? sentPhone.trim() : ''),
      userId: session.uid,
      emailVerified: profile.emailVerified,
    };
  }
  if (!takesGuests) throw new DomainError('unauthenticated', 'Oturum bulunamadı. Lütfen giriş yapın.');
  if (!inviteOf(body)) return validateBody(guestIdentitySchema, body);
  return undefined;
}

// Per game only answers that were accepted (spent in the commit that writes them, ADR 0024), so junk
// bodies, refusals and duplicates cannot use up a game's room and close it to honest guests.
const acceptedAnswersPerGame = budget({ name: 'game-answer-game', windowMs: 60_000, limit: 300 });

/**
 * A person's answer to a game (any kind, any link): judged and written (submitAnswer), counted in the
 * game's budget of accepted answers, and the owner's devices told.
 */
export async function answerGame(
  kind: GameKind,
  gameId: string,
  identity: Identity | undefined,
  answer: Answer,
  invite: string,
): Promise<{ message: string; participantId: string }> {
  // looked up alongside the transaction's read and checked before it writes; spent only by the commit that accepts the answer
  const admitted = acceptedAnswersPerGame.hasRoom(gameId);
  const spend = (tx: Transaction) => acceptedAnswersPerGame.spendIn(tx, gameId);
  const result = await submitAnswer({ gameId, kind, identity, answer, invite: invite || undefined, admitted, spend });
  await notifyOwnerOfAnswer(result.ownerId, result.ownerDevices, { gameTitle: result.gameTitle, participantName: result.name, kind });
  return { message: 'Tahmininiz kaydedildi. Teşekkürler!', participantId: result.participantId };
}
