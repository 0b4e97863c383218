import {
  FieldValue,
  GrpcStatus,
  Timestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { startOfDay } from '@bebek/common/games';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * The only module of the guessing games (ADR 0017) that touches Firestore:
 *   games/{gameId}                         the game (its owner, kind, token, cap, closing, publishing, pause)
 *   games/{gameId}/participants/{id}       a person and their answer
 *   games/{gameId}/slots/s{n}              the participant cap's slots (ADR 0021, slots.ts)
 * Every function keeps the reads, writes, transactions and preconditions the games' rules rely on
 * (the "only once" rules hold under concurrency because of them); the rules themselves are in the
 * services (owner.ts, participate.ts, view.ts, slots.ts, results.ts), passed in as callbacks where
 * they must run inside a transaction.
 */
const gamesCollection = () => db().collection(COLLECTIONS.games);
const gameRef = (gameId: string) => gamesCollection().doc(gameId);
const participantsOf = (gameId: string) => gameRef(gameId).collection(COLLECTIONS.participants);
const slotsOf = (gameId: string) => gameRef(gameId).collection(COLLECTIONS.slots);
const slotRef = (gameId: string, slot: number) => slotsOf(gameId).doc(`s${slot}`);

/** The query of a parent's games (any kind); it stays here: others get the games themselves (readGamesOfOwner). */
const gamesOfOwner = (uid: string) => gamesCollection().where('userId', '==', uid);

/** The stored closing day and its instant (the start of that day in Europe/Istanbul), or none. */
const closingFields = (day: string | null) => ({ closesOn: day, closesAt: day ? Timestamp.fromDate(startOfDay(day)) : null });

// ---- games ----

export function readGame(gameId: string): Promise<DocumentSnapshot> {
  return gameRef(gameId).get();
}

/** The game a token names, of any kind, or undefined: one query, whatever the link's path. */
export async function readGameByToken(token: string): Promise<QueryDocumentSnapshot | undefined> {
  const snapshot = await gamesCollection().where('token', '==', token).limit(1).get();
  return snapshot.docs[0];
}

export async function readGamesOfOwner(uid: string, kind?: string): Promise<QueryDocumentSnapshot[]> {
  const query = kind === undefined ? gamesOfOwner(uid) : gamesOfOwner(uid).where('type', '==', kind);
  return (await query.get()).docs;
}

/** The parent's games carry her sign-in address as their owner's (the reveal and results mail go there). */
export async function setOwnerEmail(uid: string, email: string): Promise<void> {
  const games = await gamesOfOwner(uid).get();
  await Promise.all(games.docs.map((game) => game.ref.update({ ownerEmail: email })));
}

/** The games of these parents, in one query per 30 of them ('in' takes at most 30 values), not one per parent. */
export async function readGamesOf(uids: string[]): Promise<QueryDocumentSnapshot[]> {
  const chunks = Array.from({ length: Math.ceil(uids.length / 30) }, (_, index) => uids.slice(index * 30, index * 30 + 30));
  const snapshots = await Promise.all(chunks.map((chunk) => gamesCollection().where('userId', 'in', chunk).get()));
  return snapshots.flatMap((snapshot) => snapshot.docs);
}

/** An operator's new participant limit for a parent, on her running games at once. */
export async function setParticipantLimitOfActiveGames(uid: string, maxParticipants: number): Promise<void> {
  const games = await gamesOfOwner(uid).where('status', '==', 'active').get();
  await Promise.all(games.docs.map((game) => game.ref.update({ maxParticipants })));
}

/** What a new game stores besides its closing day and creation time. */
export interface NewGame {
  type: string;
  title: string;
  description: string;
  status: 'active';
  token: string;
  maxParticipants: number;
  userId: string;
  ownerEmail: string;
  closesOn: string | null;
}

/** Creates the game under a new id and answers it as stored. */
export async function createGame(game: NewGame): Promise<DocumentSnapshot> {
  const ref = gamesCollection().doc();
  await ref.create({ ...game, ...closingFields(game.closesOn), createdAt: FieldValue.serverTimestamp() });
  return ref.get();
}

/** A change of the owner's settings, as the rules decided it on the game read in the transaction. */
export interface SettingsChange {
  /** The new closing day, or null to remove it. */
  closesOn?: string | null;
  /** Closed now by the owner. */
  closedByOwner?: boolean;
  /** Open again. */
  reopened?: boolean;
}

/** Reads the game in a transaction and writes what `decide` answers (it may throw to refuse; nothing is written). */
export async function changeGameSettings(gameId: string, decide: (game: DocumentSnapshot) => SettingsChange): Promise<void> {
  const ref = gameRef(gameId);
  await db().runTransaction(async (tx) => {
    const game = await tx.get(ref);
    const change = decide(game);
    const changes: Record<string, unknown> = {};
    if (change.closesOn !== undefined) Object.assign(changes, closingFields(change.closesOn));
    if (change.closedByOwner) Object.assign(changes, { closedAt: FieldValue.serverTimestamp(), closedBy: 'owner' });
    if (change.reopened) Object.assign(changes, { closedAt: null, closedBy: FieldValue.delete() });
    if (Object.keys(changes).length) tx.update(ref, changes);
  });
}

/** Deletes the game, its participants and its slots. */
export async function deleteGameWithAnswers(gameId: string): Promise<void> {
  const [participants, slots] = await Promise.all([participantsOf(gameId).listDocuments(), slotsOf(gameId).listDocuments()]);
  const refs = [...participants, ...slots];
  for (let start = 0; start < refs.length; start += 400) {
    const batch = db().batch();
    for (const doc of refs.slice(start, start + 400)) batch.delete(doc);
    await batch.commit();
  }
  await gameRef(gameId).delete();
}

/** The games the birth announcement closes from `at` on (ADR 0017), in one commit. */
export async function closeGamesAtBirth(games: DocumentSnapshot[], at: Date): Promise<void> {
  if (!games.length) return;
  const batch = db().batch();
  for (const game of games) batch.update(game.ref, { closedAt: Timestamp.fromDate(at), closedBy: 'birth' });
  await batch.commit();
}

/**
 * Publishes `game` only if it is unchanged since it was read (`lastUpdateTime`, ADR 0021): in one
 * transaction the participants are read, `plan` works out the result's messages with them and answers
 * how to write them, and the game is completed (and closed, if it was not), then the messages
 * written. The game's write comes first in the commit: of two publishes at once, the second fails on
 * its precondition before its messages could collide with the first's. False when the game changed
 * since it was read.
 */
export async function publishIfUnchanged(
  game: DocumentSnapshot,
  plan: (participants: QueryDocumentSnapshot[]) => Promise<(tx: Transaction) => void>,
): Promise<boolean> {
  try {
    await db().runTransaction(async (tx) => {
      const participants = await tx.get(participantsOf(game.id).orderBy('createdAt'));
      const writeMessages = await plan(participants.docs);
      tx.update(
        game.ref,
        {
          status: 'completed',
          publishedAt: FieldValue.serverTimestamp(),
          ...(game.get('closedAt') ? {} : { closedAt: FieldValue.serverTimestamp(), closedBy: 'owner' }),
        },
        { lastUpdateTime: game.updateTime! },
      );
      writeMessages(tx);
    });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.FAILED_PRECONDITION)) return false;
    throw error;
  }
}

/** One batch of writes `write` makes (a commit holds 500 writes). */
export async function commitBatch(write: (batch: WriteBatch) => void): Promise<void> {
  const batch = db().batch();
  write(batch);
  await batch.commit();
}

// ---- participants ----

/** The participants in the order they joined. */
export async function readParticipants(gameId: string): Promise<QueryDocumentSnapshot[]> {
  return (await participantsOf(gameId).orderBy('createdAt').get()).docs;
}

/** The participants, in no particular order (the leaderboard orders them itself). */
export async function readAnswers(gameId: string): Promise<QueryDocumentSnapshot[]> {
  return (await participantsOf(gameId).get()).docs;
}

export function readParticipant(gameId: string, participantId: string): Promise<DocumentSnapshot> {
  return participantsOf(gameId).doc(participantId).get();
}

/** The record of a personal invite link, or undefined. */
export async function readInvited(gameId: string, invite: string): Promise<QueryDocumentSnapshot | undefined> {
  return (await participantsOf(gameId).where('inviteToken', '==', invite).limit(1).get()).docs[0];
}

/** The record an account wrote itself, if any. */
export async function readAccountsRecords(gameId: string, uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await participantsOf(gameId).where('userId', '==', uid).limit(1).get()).docs;
}

/** Records that carry this (folded) address: the owner's invitations of it, and anyone who typed it. */
export async function readByEmail(gameId: string, email: string): Promise<QueryDocumentSnapshot[]> {
  return (await participantsOf(gameId).where('email', '==', email).limit(10).get()).docs;
}

/** Gives these invited persons their invite tokens, in one commit (nothing when there are none). */
export async function writeInviteTokens(gameId: string, tokens: Array<{ participantId: string; inviteToken: string }>): Promise<void> {
  if (!tokens.length) return;
  const batch = db().batch();
  for (const { participantId, inviteToken } of tokens) batch.update(participantsOf(gameId).doc(participantId), { inviteToken });
  await batch.commit();
}

/** A new random participant id (nothing is written). */
export const newParticipantId = (gameId: string) => participantsOf(gameId).doc().id;

/** What the owner's invitation stores besides its slot and creation time. */
export interface Invitation {
  name: string;
  email: string;
  phone: string;
  inviteToken: string;
}

/**
 * The owner's invitation and its slot, created in one commit without a transaction (ADR 0021).
 * False when the slot was taken (the commit's `create` failed ALREADY_EXISTS): another is to be tried.
 */
export async function createInvitation(gameId: string, participantId: string, slot: number, invitation: Invitation): Promise<boolean> {
  const participant = participantsOf(gameId).doc(participantId);
  const batch = db().batch();
  batch.create(slotRef(gameId, slot), { participantId });
  batch.create(participant, {
    ...invitation,
    slot: `s${slot}`,
    isCreator: false,
    answered: false,
    addedBy: 'owner',
    createdAt: FieldValue.serverTimestamp(),
  });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.ALREADY_EXISTS)) return false;
    throw error;
  }
}

/**
 * Reads the participant in a transaction, asks `decide` (which may throw to refuse, and may write
 * through the transaction, e.g. an outbox message), and writes the fields it answers; with
 * `remind`, the reminder's time as well.
 */
export async function changeParticipant(
  gameId: string,
  participantId: string,
  decide: (participant: DocumentSnapshot, tx: Transaction) => Promise<Record<string, unknown>> | Record<string, unknown>,
  options: { remind?: boolean } = {},
): Promise<void> {
  const ref = participantsOf(gameId).doc(participantId);
  await db().runTransaction(async (tx) => {
    const participant = await tx.get(ref);
    const fields = await decide(participant, tx);
    tx.update(ref, options.remind ? { ...fields, remindedAt: FieldValue.serverTimestamp() } : fields);
  });
}

/**
 * Removes the participant in a transaction if `check` lets it (it throws to refuse); their slot is
 * given back, and the game counts it (`slotsFreed`), so every instance's answers re-read the slots
 * instead of trusting what they remember as taken (ADR 0017).
 */
export async function removeParticipant(gameId: string, participantId: string, check: (participant: DocumentSnapshot) => void): Promise<void> {
  await db().runTransaction(async (tx) => {
    const participant = await tx.get(participantsOf(gameId).doc(participantId));
    check(participant);
    tx.delete(participant.ref);
    const slot = participant.get('slot') as unknown;
    if (slot) {
      tx.delete(slotsOf(gameId).doc(String(slot)));
      tx.update(gameRef(gameId), { slotsFreed: FieldValue.increment(1) });
    }
  });
}

// ---- slots ----

/** Ids of the slots taken now (outside any transaction: the transaction re-reads the one it picks). */
export async function readTakenSlots(gameId: string): Promise<Set<string>> {
  return new Set((await slotsOf(gameId).select().get()).docs.map((doc) => doc.id));
}

// ---- answers ----

/** What is stored of a person answering through the general link, read beside the answer's transaction. */
export interface Answerer {
  existing: DocumentSnapshot;
  earlierOwn: DocumentSnapshot | undefined;
  sameEmail: QueryDocumentSnapshot[] | undefined;
}

/** The person's record, their earlier record keyed by address (a signed-in answer), and the records with their verified address. */
export async function readAnswerer(
  gameId: string,
  participantId: string,
  earlierOwnId: string | undefined,
  verifiedEmail: string | undefined,
): Promise<Answerer> {
  const [existing, earlierOwn, sameEmail] = await Promise.all([
    participantsOf(gameId).doc(participantId).get(),
    earlierOwnId === undefined ? undefined : participantsOf(gameId).doc(earlierOwnId).get(),
    verifiedEmail === undefined ? undefined : participantsOf(gameId).where('email', '==', verifiedEmail).limit(10).get(),
  ]);
  return { existing, earlierOwn, sameEmail: sameEmail?.docs };
}

/** The writes an answer's transaction makes; each stamps the answer (answered, submittedAt). */
export interface AnswerWriter {
  /** The transaction, for what else its commit spends (the game's budget of accepted answers). */
  readonly tx: Transaction;
  /** The answer onto a record read beside the transaction, only if the record is unchanged since (`lastUpdateTime`). */
  answerOnRecord(record: QueryDocumentSnapshot, fields: Record<string, unknown>): void;
  /** A new participant and their slot, both created (`create`: ALREADY_EXISTS when either exists). */
  createAnswer(participantId: string, slot: number, fields: Record<string, unknown>): void;
}

/**
 * An answer's transaction: it reads only the game (which every answer reads and none writes, so
 * answers never wait for each other's locks, ADR 0021), beside what was read before it (`beside`,
 * awaited together), and `body` decides and writes through the writer. The SDK may run `body` again.
 */
export async function runAnswer<B, T>(
  gameId: string,
  beside: Promise<B>,
  body: (game: DocumentSnapshot | undefined, read: B, writer: AnswerWriter) => Promise<T>,
): Promise<T> {
  return db().runTransaction(async (tx) => {
    const [[current], read] = await Promise.all([tx.getAll(gameRef(gameId)), beside]);
    const stamp = { answered: true, submittedAt: FieldValue.serverTimestamp() };
    const writer: AnswerWriter = {
      tx,
      answerOnRecord: (record, fields) => tx.update(record.ref, { ...fields, ...stamp }, { lastUpdateTime: record.updateTime }),
      createAnswer: (participantId, slot, fields) => {
        const participant = participantsOf(gameId).doc(participantId);
        tx.create(slotRef(gameId, slot), { participantId });
        tx.create(participant, { ...fields, ...stamp, slot: `s${slot}`, isCreator: false, addedBy: 'self', createdAt: FieldValue.serverTimestamp() });
      },
    };
    return body(current, read, writer);
  });
}

// ---- the owner, as the games read them ----

/** Profiles in one round trip (the owner, and a signed-in visitor); an absent one is a snapshot that does not exist. */
export function readProfiles(...uids: string[]): Promise<DocumentSnapshot[]> {
  return db().getAll(...uids.map((uid) => userRef(uid)));
}

/** The owner's profile and their birth announcement, in one round trip. */
export async function readOwnerAndAnnouncement(ownerId: string): Promise<[DocumentSnapshot, DocumentSnapshot]> {
  const [owner, notification] = await db().getAll(userRef(ownerId), db().collection(COLLECTIONS.birthNotifications).doc(ownerId));
  return [owner!, notification!];
}

/** The owner's birth announcement (the birth-date game's result needs its actual day). */
export function readAnnouncement(ownerId: string): Promise<DocumentSnapshot> {
  return db().collection(COLLECTIONS.birthNotifications).doc(ownerId).get();
}

// ---- how a commit failed ----

/** A `create` of the commit found its document there (the "only once" proof of ADR 0021). */
export const alreadyExists = (error: unknown) => failedWith(error, GrpcStatus.ALREADY_EXISTS);
/** A write's `lastUpdateTime` precondition failed: the document changed since it was read. */
export const changedSinceRead = (error: unknown) => failedWith(error, GrpcStatus.FAILED_PRECONDITION);
/** The SDK's attempts at the transaction ended in contention. */
export const aborted = (error: unknown) => failedWith(error, GrpcStatus.ABORTED);
