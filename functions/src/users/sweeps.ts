import { createHash } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { foldEmail } from '@bebek/common/text';
import { photoUrl } from '@bebek/common/photos';
import { COLLECTIONS, db } from '../lib/firestore';
import { forgetSenderIn, volumeRecordsOf } from '../notifications/birth';
import { counterDocIds, rateLimitDocIds } from '../lib/rateLimit';

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
  /** Erases in an order of its own (instead of deleting what `find` answers); answers how many documents it deleted. */
  erase?(person: Person): Promise<number>;
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

const refs = async (query: Query) => (await query.get()).docs.map((doc) => doc.ref);
const byUser =
  (collection: string, field = 'userId') =>
  (person: Person) =>
    refs(db().collection(collection).where(field, '==', person.uid));
/** `in` takes at most 30 values: the person's addresses in chunks. */
async function byEmails(collection: string | Query, field: string, emails: string[]): Promise<DocumentReference[]> {
  const found: DocumentReference[] = [];
  const query = typeof collection === 'string' ? db().collection(collection) : collection;
  for (let start = 0; start < emails.length; start += 30) found.push(...(await refs(query.where(field, 'in', emails.slice(start, start + 30)))));
  return found;
}
const unique = (list: DocumentReference[]) => [...new Map(list.map((ref) => [ref.path, ref])).values()];

/** Messages that are the person's own (not another parent's announcement or game push that merely reached them). */
const OWN_MAIL_KINDS = ['password_reset', 'email_change', 'security_notice', 'contact_reply', 'service_request_reply', 'admin_test', 'test'];

/**
 * Their answers (and records an owner added with their address) in other parents' games: one
 * collection-group query over every game's participants for each address the account has had (a
 * signed-in answer carries the profile's address; the COLLECTION_GROUP index on `email` is a
 * fieldOverrides entry of firestore.indexes.json). Their own games are the 'games' sweep's.
 */
async function participations(person: Person): Promise<DocumentReference[]> {
  const [own, found] = await Promise.all([
    db().collection(COLLECTIONS.games).where('userId', '==', person.uid).select().get(),
    byEmails(db().collectionGroup(COLLECTIONS.participants), 'email', person.emails),
  ]);
  const ownIds = new Set(own.docs.map((game) => game.id));
  return found.filter((ref) => ref.parent.parent?.parent.id === COLLECTIONS.games && !ownIds.has(ref.parent.parent.id));
}

/** The rate-limit counters keyed on the person (their addresses, their uid, their games), in the current and the previous window. */
async function rateLimitRecords(person: Person): Promise<DocumentReference[]> {
  const games = await db().collection(COLLECTIONS.games).where('userId', '==', person.uid).get();
  const ids = [
    ...person.emails.flatMap((email) => [...rateLimitDocIds('login-account', email), ...rateLimitDocIds('forgot-account', email)]),
    ...rateLimitDocIds('delete-account', person.uid),
    ...rateLimitDocIds('email-change-user', person.uid),
    ...games.docs.flatMap((game) => counterDocIds('game-answer-game', game.id)),
  ];
  return ids.map((id) => db().collection(COLLECTIONS.rateLimits).doc(id));
}

const REDACTED_PERSON = 'silinmiş hesap';

const ownGames = async (person: Person) => refs(db().collection(COLLECTIONS.games).where('userId', '==', person.uid));
const insideGames = async (games: DocumentReference[]) =>
  (
    await Promise.all(
      games.map(async (game) => [
        ...(await game.collection(COLLECTIONS.participants).listDocuments()),
        ...(await game.collection(COLLECTIONS.slots).listDocuments()),
      ]),
    )
  ).flat();

async function deleteAll(found: DocumentReference[]): Promise<void> {
  for (let start = 0; start < found.length; start += 400) {
    const batch = db().batch();
    for (const ref of found.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
}

export const SWEEPS: Sweep[] = [
  {
    name: 'games',
    async find(person) {
      const games = await ownGames(person);
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
    async erase(person) {
      const games = await ownGames(person);
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
  { name: 'checklist', find: (person) => db().collection(COLLECTIONS.users).doc(person.uid).collection(COLLECTIONS.checklistItems).listDocuments() },
  { name: 'checklistShares', find: byUser(COLLECTIONS.checklistShares) },
  {
    // Relatives' 'Ben alıyorum' on the parent's list (ADR 0018): their names and notes, on the parent's account;
    // the export leaves out the hash of each claim's secret.
    name: 'checklistClaims',
    find: (person) => db().collection(COLLECTIONS.users).doc(person.uid).collection(COLLECTIONS.checklistClaims).listDocuments(),
    exportAs: (docs) =>
      docs
        .filter((doc) => doc.exists)
        .map((doc) =>
          plain({
            itemId: doc.id,
            itemName: doc.get('itemName'),
            name: doc.get('name'),
            note: doc.get('note'),
            claimedAt: doc.get('claimedAt'),
            receivedAt: doc.get('receivedAt'),
          }),
        ),
  },
  // The care calendar's done marks, with the parent's notes (ADR 0018).
  { name: 'careCalendar', find: (person) => db().collection(COLLECTIONS.users).doc(person.uid).collection(COLLECTIONS.careVisits).listDocuments() },
  {
    name: 'answersInOtherGames',
    find: participations,
    exportAs: (docs) => docs.map((doc) => ({ gameId: doc.ref.parent.parent?.id, ...withId(doc) })),
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
    find: async (person) => [db().collection(COLLECTIONS.birthNotifications).doc(person.uid)],
    exportAs: (docs) => (docs[0]?.exists ? withId(docs[0]) : null),
  },
  { name: 'serviceRequests', find: byUser(COLLECTIONS.serviceRequests) },
  {
    // Sent signed in (their uid) or as a visitor with one of their addresses.
    name: 'contactMessages',
    find: async (person) =>
      unique([...(await byUser(COLLECTIONS.contactMessages)(person)), ...(await byEmails(COLLECTIONS.contactMessages, 'email', person.emails))]),
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
    name: 'outbox',
    async find(person) {
      const own = await refs(db().collection(COLLECTIONS.outbox).where('context.userId', '==', person.uid));
      const toThem = (await byEmails(COLLECTIONS.outbox, 'to.email', person.emails)).filter(Boolean);
      const snapshots = toThem.length ? await db().getAll(...toThem) : [];
      return unique([...own, ...snapshots.filter((doc) => OWN_MAIL_KINDS.includes(String(doc.get('kind')))).map((doc) => doc.ref)]);
    },
    // what is waiting to be sent, without message bodies that carry one-time links
    exportAs: (docs) =>
      docs.map((doc) => plain({ channel: doc.get('channel'), kind: doc.get('kind'), status: doc.get('status'), createdAt: doc.get('createdAt') })),
  },
  { name: 'smsLogs', find: byUser(COLLECTIONS.smsLogs) },
  {
    name: 'emailLogs',
    async find(person) {
      const toThem = await byEmails(COLLECTIONS.emailLogs, 'email', person.emails);
      const snapshots = toThem.length ? await db().getAll(...toThem) : [];
      return unique([
        ...(await byUser(COLLECTIONS.emailLogs)(person)),
        ...snapshots.filter((doc) => OWN_MAIL_KINDS.includes(String(doc.get('kind')))).map((doc) => doc.ref),
      ]);
    },
  },
  { name: 'pushLogs', find: byUser(COLLECTIONS.pushLogs) },
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
        ...(await refs(db().collection(COLLECTIONS.auditLog).where('targetId', '==', person.uid))),
        ...(await byEmails(COLLECTIONS.auditLog, 'targetId', person.emails)),
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

/** The person's addresses: the profile's, those of every e-mail change, and the Auth record's. */
export async function personOf(uid: string, knownEmails: string[] = []): Promise<Person> {
  const [profile, changes] = await Promise.all([
    db().collection(COLLECTIONS.users).doc(uid).get(),
    db().collection(COLLECTIONS.emailChanges).where('userId', '==', uid).get(),
  ]);
  const emails = new Set(knownEmails.map(foldEmail));
  for (const value of [profile.get('email'), profile.get('pendingEmail'), ...changes.docs.flatMap((doc) => [doc.get('oldEmail'), doc.get('newEmail')])]) {
    if (typeof value === 'string' && value) emails.add(foldEmail(value));
  }
  return { uid, emails: [...emails] };
}

/** Runs every sweep's erasure: deletes, or redacts what must be kept. Returns how many documents each touched. */
export async function eraseEverywhere(person: Person): Promise<Record<string, number>> {
  const touched: Record<string, number> = {};
  for (const sweep of SWEEPS) {
    if (sweep.erase) {
      touched[sweep.name] = await sweep.erase(person);
      continue;
    }
    const found = await sweep.find(person);
    touched[sweep.name] = found.length;
    if (!sweep.redact) {
      await deleteAll(found);
      continue;
    }
    for (let start = 0; start < found.length; start += 400) {
      const batch = db().batch();
      const slice = found.slice(start, start + 400);
      const snapshots = slice.length ? await db().getAll(...slice) : [];
      for (const doc of snapshots) if (doc.exists) batch.update(doc.ref, sweep.redact(doc, person));
      await batch.commit();
    }
  }
  return touched;
}

/** Every sweep's part of the export. */
export async function exportEverywhere(person: Person): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    SWEEPS.map(async (sweep) => {
      const found = await sweep.find(person);
      const docs = found.length ? await db().getAll(...found) : [];
      const existing = docs.filter((doc) => doc.exists);
      return [sweep.name, sweep.exportAs ? sweep.exportAs(sweep.name === 'birthNotification' ? docs : existing, person) : existing.map(withId)] as const;
    }),
  );
  return Object.fromEntries(parts);
}

/** A stable, non-reversible label of an account for the deletion's own bookkeeping. */
export const deletionId = (uid: string) => createHash('sha256').update(`deletion:${uid}`).digest('hex');
