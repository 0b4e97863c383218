import { createHash } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { foldEmail } from '@bebek/common/text';
import { photoUrl } from '@bebek/common/photos';
import { forgetSenderIn, volumeRecordsOf } from '../birth-notification/data';
import { counterDocIds, rateLimitDocIds } from '../rate-limits/data';
import { sendingDay } from '../outbox/policy';
import { accountCounterRef } from '../outbox/data';
import { readProfile } from '../profile/data';
import {
  addressRecords,
  birthNotificationRef,
  deleteAll,
  deleteOrUpdate,
  deleteParticipationsIn,
  insideGames,
  ownGameIds,
  ownGameRefs,
  ownGames,
  participantsByAccount,
  profileSubcollection,
  rateLimitRefs,
  readAll,
  redactAll,
  refsWhere,
  refsWhereIn,
  removedField,
} from './data';

/**
 * Everything stored about a person, wherever it lives (ADR 0019), as one list of sweeps: each
 * finds the person's documents in one place, exports them (KVKK article 11) and erases them
 * (article 7). Account deletion and the export both walk this list, so a new collection that holds
 * someone's data is covered by adding one entry here (and a line in tests/api/kvkk.test.ts).
 */
export interface Person {
  uid: string;
  /** Every address the account has had: the current one, earlier ones and a pending change (folded). */
  emails: string[];
  /**
   * The addresses the account PROVED (ADR 0025): the current one once verified, and each one a used
   * e-mail-change link was sent to. Only these find what others stored under an address (answers, invitations,
   * messages to it, visitor contact messages, operators' records): an address the account merely typed
   * at registration is anyone's, and its data must neither reach nor leave with this account.
   */
  verifiedEmails: string[];
}

export interface Sweep {
  /** The key of its part in the export. */
  name: string;
  /** The person's documents here; `keepRedacted` marks those kept with the person's data removed. */
  find(person: Person): Promise<DocumentReference[]>;
  /** What the export shows of them (default: each document's fields). */
  exportAs?(docs: DocumentSnapshot[], person: Person): unknown;
  /** Instead of deleting: the fields that replace the person's data (records the law requires to keep). */
  redact?(doc: DocumentSnapshot, person: Person): Record<string, unknown>;
  /** Instead of deleting or redacting each document alike: the sweep's own erasure of what `find` answered (it may touch neighbours, e.g. a slot). */
  erase?(docs: DocumentSnapshot[], person: Person): Promise<void>;
  /** Erases in an order of its own, finding as it goes (instead of deleting what `find` answers); answers how many documents it deleted. */
  eraseInOrder?(person: Person): Promise<number>;
}

export function plain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    if (typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate().toISOString();
    if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[${value.length} bayt]`;
    if (Array.isArray(value)) return value.map(plain);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

export const withId = (doc: DocumentSnapshot) => ({ id: doc.id, ...(plain(doc.data() ?? {}) as Record<string, unknown>) });

const byUser =
  (collection: string, field = 'userId') =>
  (person: Person) =>
    refsWhere(collection, field, person.uid);
/** The documents under any of the person's addresses (`in` takes at most 30 values: data.ts asks in chunks). */
const byEmails = (collection: string, field: string, emails: string[]) => refsWhereIn(collection, field, emails);
const unique = (list: DocumentReference[]) => [...new Map(list.map((ref) => [ref.path, ref])).values()];

/** Messages that are the person's own (not another parent's announcement or game push that merely reached them). */
const OWN_MAIL_KINDS = [
  'password_reset',
  'login_link',
  'email_change',
  'email_verification',
  'security_notice',
  'contact_reply',
  'service_request_reply',
  'admin_test',
  'test',
];

/** Messages about their own account sent to any address the account has had (a reset or verification link), proven or not. */
async function ownMailTo(collection: string, field: string, person: Person): Promise<DocumentReference[]> {
  const snapshots = await readAll(await byEmails(collection, field, person.emails));
  return snapshots.filter((doc) => doc.exists && OWN_MAIL_KINDS.includes(String(doc.get('kind')))).map((doc) => doc.ref);
}

/**
 * Whether a participant record is the person's (ADR 0025): one their account wrote (signed in, or
 * through its personal link while signed in), or one under an address they proved: the owner's
 * invitation of it, or a guest's answer typed with it. A record another account wrote with the address
 * is that account's.
 */
function isTheirRecord(doc: DocumentSnapshot, person: Person): boolean {
  const userId = doc.get('userId') as string | undefined;
  if (userId === person.uid) return true;
  if (!person.verifiedEmails.includes(String(doc.get('email') ?? ''))) return false;
  return doc.get('addedBy') === 'owner' || !userId;
}

/**
 * Their answers (and the invitations an owner made for their proven address) in other parents'
 * games, through every path: signed in or through a personal link while signed in (`userId`), an
 * invitation or a guest's answer under a verified address (`email`). Two collection-group queries
 * (their COLLECTION_GROUP indexes are fieldOverrides entries of firestore.indexes.json). Their own
 * games are the 'games' sweep's.
 */
async function participations(person: Person): Promise<DocumentReference[]> {
  const [own, byAccount, byAddress] = await Promise.all([
    ownGameIds(person.uid),
    participantsByAccount(person.uid),
    refsWhereIn(COLLECTIONS.participants, 'email', person.verifiedEmails, true),
  ]);
  const ownIds = new Set(own);
  const addressed = await readAll(byAddress);
  return unique(
    [...byAccount, ...addressed]
      .filter((doc) => doc.ref.parent.parent?.parent.id === COLLECTIONS.games && !ownIds.has(doc.ref.parent.parent.id) && isTheirRecord(doc, person))
      .map((doc) => doc.ref),
  );
}

/**
 * Deletes participant records of other parents' games with their slots, giving the places back as the
 * owner's removal does (the game counts `slotsFreed`, which every answer's transaction compares).
 */
async function eraseParticipations(docs: DocumentSnapshot[]): Promise<void> {
  const byGame = new Map<string, DocumentSnapshot[]>();
  for (const doc of docs) {
    const gameId = doc.ref.parent.parent!.id;
    byGame.set(gameId, [...(byGame.get(gameId) ?? []), doc]);
  }
  for (const [gameId, records] of byGame) await deleteParticipationsIn(gameId, records);
}

/** What others sent to a proven address of the person (a birth announcement, a game's result, an operator's reply), not their own messages. */
async function messagesToThem(person: Person): Promise<DocumentReference[]> {
  const [queued, logged] = await Promise.all([
    byEmails(COLLECTIONS.outbox, 'to.email', person.verifiedEmails),
    byEmails(COLLECTIONS.emailLogs, 'email', person.verifiedEmails),
  ]);
  const snapshots = await readAll([...queued, ...logged]);
  const sender = (doc: DocumentSnapshot) => String(doc.get(doc.ref.parent.id === COLLECTIONS.outbox ? 'context.userId' : 'userId') ?? '');
  return unique(snapshots.filter((doc) => doc.exists && sender(doc) !== person.uid && !OWN_MAIL_KINDS.includes(String(doc.get('kind')))).map((doc) => doc.ref));
}

/** The rate-limit counters keyed on the person (their addresses, their uid, their games), in the current and the previous window. */
async function rateLimitRecords(person: Person): Promise<DocumentReference[]> {
  const games = await ownGames(person.uid);
  const ids = [
    ...person.emails.flatMap((email) => [
      ...rateLimitDocIds('login-account', email),
      ...rateLimitDocIds('forgot-account', email),
      ...rateLimitDocIds('login-link-account', email),
    ]),
    ...rateLimitDocIds('delete-account', person.uid),
    ...rateLimitDocIds('email-change-user', person.uid),
    ...rateLimitDocIds('email-verification-user', person.uid),
    ...games.flatMap((game) => counterDocIds('game-answer-game', game.id)),
  ];
  // the sending policy's counts of the account, today's and yesterday's (ADR 0024)
  const days = [sendingDay(new Date()), sendingDay(new Date(Date.now() - 86_400_000))];
  const sending = days.flatMap((day) => [accountCounterRef('sms', person.uid, day), accountCounterRef('email', person.uid, day)]);
  return [...rateLimitRefs(ids), ...sending];
}

export const REDACTED_PERSON = 'silinmiş hesap';

export const SWEEPS: Sweep[] = [
  {
    name: 'games',
    async find(person) {
      const games = await ownGameRefs(person.uid);
      return [...games, ...(await insideGames(games))];
    },
    /**
     * The game documents go first, in commits of their own, and only then is what is inside them
     * listed: an answer racing the deletion reads its game inside its transaction, so it either
     * commits before the game's delete (the delete waits for the transaction that read the game, as
     * Google's emulator shows; had the transaction been aborted instead, its retry would find no
     * game) and its participant and slot are listed after, or it finds no game (404). Listing first
     * left a participant that committed between the listing and the delete under a game that no
     * longer exists, where the second sweep cannot find it either (tests/api/kvkk.test.ts).
     */
    async eraseInOrder(person) {
      const games = await ownGameRefs(person.uid);
      await deleteAll(games);
      const inside = await insideGames(games);
      await deleteAll(inside);
      return games.length + inside.length;
    },
    exportAs: (docs) => {
      const games = docs.filter((doc) => doc.ref.parent.id === COLLECTIONS.games);
      return games.map((game) => ({
        ...withId(game),
        participants: docs.filter((doc) => doc.ref.parent.id === COLLECTIONS.participants && doc.ref.parent.parent?.id === game.id).map(withId),
      }));
    },
  },
  { name: 'checklist', find: (person) => profileSubcollection(person.uid, COLLECTIONS.checklistItems) },
  { name: 'checklistShares', find: byUser(COLLECTIONS.checklistShares) },
  // The shared baby page's link (ADR 0033); its choices are on the profile, which goes with the account.
  { name: 'babyShares', find: byUser(COLLECTIONS.babyShares) },
  {
    // Relatives' 'Ben alıyorum' on the parent's list (ADR 0018): their names and notes, on the parent's account;
    // the export leaves out the hash of each claim's secret.
    name: 'checklistClaims',
    find: (person) => profileSubcollection(person.uid, COLLECTIONS.checklistClaims),
    // With the surprise on, the parent's screens name nobody (claims.ts parentClaims): neither does the export.
    exportAs: async (docs, person) => {
      const surprise = (await readProfile(person.uid)).get('checklistClaimSurprise') === true;
      return docs
        .filter((doc) => doc.exists)
        .map((doc) =>
          plain({
            itemId: doc.id,
            itemName: doc.get('itemName'),
            ...(surprise ? {} : { name: doc.get('name'), note: doc.get('note') }),
            claimedAt: doc.get('claimedAt'),
            receivedAt: doc.get('receivedAt'),
          }),
        );
    },
  },
  {
    // 'Ben alıyorum' the person said signed in on relatives' shared lists: theirs in the export; on
    // deletion the claim stays on the relative's list (the gift is still coming) without their name or note.
    name: 'claimsMade',
    find: (person) => refsWhere(COLLECTIONS.checklistClaims, 'claimerUid', person.uid, true),
    exportAs: (docs) =>
      docs.map((doc) =>
        plain({
          itemName: doc.get('itemName'),
          name: doc.get('name'),
          note: doc.get('note'),
          claimedAt: doc.get('claimedAt'),
          receivedAt: doc.get('receivedAt'),
        }),
      ),
    redact: () => ({ name: '', note: '', claimerUid: removedField() }),
  },
  // The care calendar's done marks, with the parent's notes (ADR 0018).
  { name: 'careCalendar', find: (person) => profileSubcollection(person.uid, COLLECTIONS.careVisits) },
  // The baby's growth entries and vaccine marks, with the parent's notes (issue 25, ADR 0032); the reminder choice is on the profile.
  { name: 'babyGrowth', find: (person) => profileSubcollection(person.uid, COLLECTIONS.growth) },
  { name: 'babyVaccines', find: (person) => profileSubcollection(person.uid, COLLECTIONS.vaccines) },
  {
    name: 'answersInOtherGames',
    find: participations,
    exportAs: (docs, person) =>
      docs.map((doc) => {
        const record = { gameId: doc.ref.parent.parent?.id, ...withId(doc) } as Record<string, unknown>;
        if (doc.get('userId') === person.uid || doc.get('addedBy') === 'owner') return record;
        // a guest's answer typed with their address: anyone can type an address, so the name and phone typed with it are left out
        delete record.name;
        delete record.phone;
        return { ...record, typedByGuest: true };
      }),
    erase: eraseParticipations,
  },
  {
    // Before the notification it is found from: the numbers it announced to and the address it registered from (ADR 0015).
    name: 'birthAnnouncementVolume',
    find: (person) => volumeRecordsOf(person.uid),
    exportAs: (docs, person) =>
      docs.map((doc) => plain({ record: doc.ref.parent.id, sentAt: (doc.get('senders') as Record<string, unknown> | undefined)?.[person.uid] })),
    redact: (doc, person) => forgetSenderIn(doc, person.uid),
  },
  {
    name: 'birthNotification',
    find: async (person) => [birthNotificationRef(person.uid)],
    exportAs: (docs) => (docs[0]?.exists ? withId(docs[0]) : null),
  },
  { name: 'serviceRequests', find: byUser(COLLECTIONS.serviceRequests) },
  {
    // Sent signed in (their uid) or as a visitor with one of their proven addresses.
    name: 'contactMessages',
    find: async (person) =>
      unique([...(await byUser(COLLECTIONS.contactMessages)(person)), ...(await byEmails(COLLECTIONS.contactMessages, 'email', person.verifiedEmails))]),
  },
  { name: 'devices', find: byUser(COLLECTIONS.expoTokens) },
  {
    name: 'passwordResetLinks',
    find: byUser(COLLECTIONS.passwordResets),
    // the id is only the link's hash: left out
    exportAs: (docs) =>
      docs.map((doc) =>
        plain({ createdAt: doc.get('createdAt'), expiresAt: doc.get('expiresAt'), usedAt: doc.get('usedAt'), cancelledAt: doc.get('cancelledAt') }),
      ),
  },
  {
    name: 'loginLinks',
    find: byUser(COLLECTIONS.loginLinks),
    // the id is only the link's hash: left out
    exportAs: (docs) =>
      docs.map((doc) =>
        plain({
          email: doc.get('email'),
          createdAt: doc.get('createdAt'),
          expiresAt: doc.get('expiresAt'),
          usedAt: doc.get('usedAt'),
          cancelledAt: doc.get('cancelledAt'),
        }),
      ),
  },
  {
    name: 'emailVerificationLinks',
    find: byUser(COLLECTIONS.emailVerifications),
    // the id is only the link's hash: left out
    exportAs: (docs) =>
      docs.map((doc) => plain({ email: doc.get('email'), createdAt: doc.get('createdAt'), expiresAt: doc.get('expiresAt'), usedAt: doc.get('usedAt') })),
  },
  {
    // the phone's proof (ADR 0049): the number and when codes were sent; the code's hash and salt are left out
    name: 'phoneVerification',
    find: byUser(COLLECTIONS.phoneVerifications),
    exportAs: (docs) =>
      docs.map((doc) =>
        plain({
          phone: doc.get('phone'),
          sentAt: doc.get('sentAt'),
          expiresAt: doc.get('expiresAt'),
          wrongTries: doc.get('attempts'),
          verifiedAt: doc.get('verifiedAt') ?? null,
        }),
      ),
  },
  {
    name: 'emailChanges',
    find: byUser(COLLECTIONS.emailChanges),
    exportAs: (docs) =>
      docs.map((doc) =>
        plain({
          kind: doc.get('kind'),
          oldEmail: doc.get('oldEmail'),
          newEmail: doc.get('newEmail'),
          createdAt: doc.get('createdAt'),
          usedAt: doc.get('usedAt'),
        }),
      ),
  },
  {
    // Their own messages (sent on their behalf, or to them about their account: `context.userId`).
    name: 'outbox',
    find: async (person) =>
      unique([...(await refsWhere(COLLECTIONS.outbox, 'context.userId', person.uid)), ...(await ownMailTo(COLLECTIONS.outbox, 'to.email', person))]),
    // what is waiting to be sent, without message bodies that carry one-time links
    exportAs: (docs) =>
      docs.map((doc) => plain({ channel: doc.get('channel'), kind: doc.get('kind'), status: doc.get('status'), createdAt: doc.get('createdAt') })),
  },
  { name: 'smsLogs', find: byUser(COLLECTIONS.smsLogs) },
  {
    name: 'emailLogs',
    find: async (person) => unique([...(await byUser(COLLECTIONS.emailLogs)(person)), ...(await ownMailTo(COLLECTIONS.emailLogs, 'email', person))]),
  },
  { name: 'pushLogs', find: byUser(COLLECTIONS.pushLogs) },
  {
    // E-mails others sent to a proven address (announcements, game results and invitations, an operator's reply
    // to a visitor message): what was sent when, without bodies (they may carry links). On deletion the waiting
    // message goes; the sender's log keeps the line without the person. SMS are not matched: no number is proven.
    name: 'receivedMessages',
    find: messagesToThem,
    exportAs: (docs) => {
      const shown = new Map<string, unknown>();
      // a delivered message has its log (same id), which says how it went: the log wins over the queue's copy
      const queuedFirst = [
        ...docs.filter((doc) => doc.ref.parent.id === COLLECTIONS.outbox),
        ...docs.filter((doc) => doc.ref.parent.id !== COLLECTIONS.outbox),
      ];
      for (const doc of queuedFirst) {
        const queued = doc.ref.parent.id === COLLECTIONS.outbox;
        shown.set(
          doc.id,
          plain({
            channel: 'email',
            kind: doc.get('kind'),
            to: queued ? doc.get('to.email') : doc.get('email'),
            subject: doc.get('subject'),
            status: doc.get('status'),
            createdAt: doc.get('createdAt'),
          }),
        );
      }
      return [...shown.values()];
    },
    erase: (docs) =>
      deleteOrUpdate(docs, (doc) => (doc.ref.parent.id === COLLECTIONS.outbox ? undefined : { email: REDACTED_PERSON, participantName: '', message: '' })),
  },
  {
    name: 'sessions',
    find: byUser(COLLECTIONS.sessions, 'uid'),
    exportAs: (docs) => docs.map((doc) => plain({ kind: doc.get('kind'), createdAt: doc.get('createdAt') })),
  },
  {
    name: 'photos',
    find: byUser(COLLECTIONS.photos),
    exportAs: (docs) => docs.map((doc) => ({ url: photoUrl(doc.id, 'full'), thumbnail: photoUrl(doc.id, 'thumb'), createdAt: plain(doc.get('createdAt')) })),
  },
  {
    // Operators' records of what they did to the account (and test e-mails to its addresses): kept, as the law requires, without the person.
    name: 'auditEntries',
    find: async (person) =>
      unique([
        ...(await refsWhere(COLLECTIONS.auditLog, 'targetId', person.uid)),
        ...(await byEmails(COLLECTIONS.auditLog, 'targetId', person.verifiedEmails)),
      ]),
    exportAs: (docs) => docs.map((doc) => plain({ action: doc.get('action'), createdAt: doc.get('createdAt') })),
    redact: () => ({ targetId: REDACTED_PERSON, details: {} }),
  },
  {
    name: 'rateLimitRecords',
    find: rateLimitRecords,
    exportAs: (docs) => docs.filter((doc) => doc.exists).map((doc) => plain({ limit: doc.get('prefix'), hits: doc.get('hits') })),
  },
];

/** The person's addresses: the profile's, those of every e-mail change, and the Auth record's; and which of them the account proved. */
export async function personOf(uid: string, knownEmails: string[] = []): Promise<Person> {
  const [profile, changes] = await addressRecords(uid);
  const emails = new Set(knownEmails.map(foldEmail));
  for (const value of [profile.get('email'), profile.get('pendingEmail'), ...changes.flatMap((doc) => [doc.get('oldEmail'), doc.get('newEmail')])]) {
    if (typeof value === 'string' && value) emails.add(foldEmail(value));
  }
  const verified = new Set<string>();
  const current = profile.get('email');
  // emailVerifiedAt is set only by the verification of the current sign-in address (and cleared when it changes)
  if (profile.get('emailVerifiedAt') && typeof current === 'string' && current) verified.add(foldEmail(current));
  for (const change of changes) {
    if (!change.get('usedAt')) continue;
    // a used link proves the address it was sent to: the confirmation went to the new address, the undo to the old one
    const proven = change.get('kind') === 'confirm' ? change.get('newEmail') : change.get('kind') === 'undo' ? change.get('oldEmail') : undefined;
    if (typeof proven === 'string' && proven) verified.add(foldEmail(proven));
  }
  return { uid, emails: [...emails], verifiedEmails: [...verified] };
}

/** Runs every sweep's erasure: deletes, or redacts what must be kept. Returns how many documents each touched. */
export async function eraseEverywhere(person: Person): Promise<Record<string, number>> {
  const touched: Record<string, number> = {};
  for (const sweep of SWEEPS) {
    if (sweep.eraseInOrder) {
      touched[sweep.name] = await sweep.eraseInOrder(person);
      continue;
    }
    const found = await sweep.find(person);
    touched[sweep.name] = found.length;
    if (sweep.erase) {
      const snapshots = await readAll(found);
      await sweep.erase(
        snapshots.filter((doc) => doc.exists),
        person,
      );
      continue;
    }
    if (!sweep.redact) {
      await deleteAll(found);
      continue;
    }
    const redact = sweep.redact;
    await redactAll(found, (doc) => redact(doc, person));
  }
  return touched;
}

/** Every sweep's part of the export. */
export async function exportEverywhere(person: Person): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    SWEEPS.map(async (sweep) => {
      const found = await sweep.find(person);
      const docs = await readAll(found);
      const existing = docs.filter((doc) => doc.exists);
      return [sweep.name, sweep.exportAs ? await sweep.exportAs(sweep.name === 'birthNotification' ? docs : existing, person) : existing.map(withId)] as const;
    }),
  );
  return Object.fromEntries(parts);
}

/** A stable, non-reversible label of an account for the deletion's own bookkeeping. */
export const deletionId = (uid: string) => createHash('sha256').update(`deletion:${uid}`).digest('hex');
